/**
 * "Where you'd like to live" on the application overview: the applicant's preferred postcode districts, and a link to
 * change them (the explore page opens "Your areas", ?areas=edit), at any time, submitted or not (decision 059).
 */
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { listInWords } from '@stairway/domain/text';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

/** Shows the districts; nothing until the session has loaded. */
export function AreasCard() {
  const { me } = useSession();
  const areas = me?.application?.preferredLocations;
  if (!areas) return null;
  const list = listInWords(areas);
  return (
    <Paper withBorder radius="lg" p="md" mt="md">
      <Stack gap={4}>
        <Text fw={600}>Where you’d like to live</Text>
        <Text fz="sm" c="gray.7">
          {areas.length > 0 ? `Postcode districts ${list}` : 'No postcode districts chosen yet'}
        </Text>
        <Text fz="sm" c="gray.7">
          You can change them at any time, even after you submit your application.
        </Text>
        <Anchor component={Link} to={`${paths.homes.explore}?areas=edit`} fz="sm" fw={600}>
          Change your areas
        </Anchor>
      </Stack>
    </Paper>
  );
}
