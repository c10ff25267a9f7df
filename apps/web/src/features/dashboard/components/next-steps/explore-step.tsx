/** The dashboard's "Explore homes in your areas" card, with the chosen postcode districts and their towns. */
import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GetPostcodeDistrictsQuery } from '../../../../lib/graphql/getPostcodeDistricts';
import { paths } from '../../../../lib/paths';
import { StepCard } from './step-card';

/** Explore homes in your postcode districts, with the chosen districts. */
export function ExploreStep({ number, districts }: { number: number; districts: readonly string[] }) {
  const { data, loading } = useQuery(GetPostcodeDistrictsQuery, {
    variables: { input: { outcodes: [...districts] } },
    skip: districts.length === 0,
  });
  const known = new Map((data?.getPostcodeDistricts ?? []).map((d) => [d.outcode, d]));

  return (
    <StepCard
      number={number}
      title="Explore homes in your areas"
      testId="next-step-explore"
      actions={
        <Button
          component={Link}
          to={paths.homes.explore}
          variant="light"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
        >
          Explore homes
        </Button>
      }
    >
      <Text c="gray.7" fz="sm">
        {districts.length > 0
          ? 'See homes for sale in the postcode districts you chose, and save the ones you like.'
          : 'Choose the postcode districts you’d like to live in, and see the homes for sale there.'}
      </Text>
      {districts.length > 0 && (
        <Group
          gap="xs"
          component="ul"
          aria-label="Your postcode districts"
          data-testid="dashboard-districts"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {districts.map((outcode) => {
            const district = known.get(outcode);
            return (
              <li key={outcode}>
                <Badge
                  size="lg"
                  radius="sm"
                  variant="light"
                  color="gray"
                  tt="none"
                  fw={500}
                  styles={{ root: { height: 'auto', minHeight: 28, paddingBlock: 4 } }}
                >
                  <Text span fw={700} fz="sm" c="var(--mantine-color-text)">
                    {outcode}
                  </Text>
                  {district?.town && (
                    <Text span fz="sm" c="gray.7">
                      {' '}
                      {district.town}
                    </Text>
                  )}
                  {loading && !district && (
                    <Skeleton component="span" height={10} width={60} ml={6} display="inline-block" />
                  )}
                </Badge>
              </li>
            );
          })}
        </Group>
      )}
    </StepCard>
  );
}
