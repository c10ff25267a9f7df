/**
 * The explore page when the applicant's districts have no homes: what is true about the listings (a snapshot collected
 * on a given day, not a feed that brings new homes every week), the nearest districts that have homes, each one tap
 * away (added to the applicant's areas), and "Change your areas" for any other district.
 */

import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconHomeSearch, IconMapPinPlus } from '@tabler/icons-react';
import { GetNearbyPostcodeDistrictsQuery } from '../graphql/getNearbyPostcodeDistricts';
import type { ExploreHomes } from '../hooks/use-explore-homes';
import { countHomes, formatCollectedDate, formatDistance, listAreas } from '../lib/listing-text';
import { HomesMessage } from './homes-message';

/** Shows the message; `state` is useExploreHomes(). */
export function NoHomesMessage({ state }: { state: ExploreHomes }) {
  const { preferred, areas } = state;
  const otherAreas = preferred.filter((area) => !areas.includes(area));
  const nearby = useQuery(GetNearbyPostcodeDistrictsQuery, {
    variables: { input: { outcodes: areas, limit: 3 } },
    skip: otherAreas.length > 0,
  });
  const collected = formatCollectedDate(state.listingsCollectedAt);
  const snapshot = collected
    ? `The homes we show were collected from Rightmove on ${collected}, and none of them is in ${listAreas(areas)}.`
    : `None of the homes we show is in ${listAreas(areas)}.`;

  if (otherAreas.length > 0) {
    return (
      <HomesMessage
        icon={<IconHomeSearch size={28} />}
        title={`No homes in ${listAreas(areas)}`}
        description={`${snapshot} You also chose ${listAreas(otherAreas)}.`}
        action={<Button onClick={() => state.setChosenAreas(preferred)}>Show all your areas</Button>}
      />
    );
  }

  const suggestions = nearby.data?.getNearbyPostcodeDistricts ?? [];
  return (
    <HomesMessage
      icon={<IconHomeSearch size={28} />}
      title={`No homes in ${listAreas(areas)}`}
      description={`${snapshot}${suggestions.length > 0 ? ' These nearby districts have homes:' : ''}`}
      action={
        <Button variant={suggestions.length > 0 ? 'default' : 'filled'} onClick={state.openAreasEditor}>
          Change your areas
        </Button>
      }
    >
      {(suggestions.length > 0 || state.addAreaError) && (
        <Stack gap="sm" align="center" mt="md">
          {suggestions.length > 0 && (
            <Group gap="sm" justify="center">
              {suggestions.map((district) => (
                <Button
                  key={district.outcode}
                  variant="light"
                  leftSection={<IconMapPinPlus size={18} aria-hidden="true" />}
                  onClick={() => void state.addArea(district.outcode)}
                  disabled={state.addingArea}
                  aria-label={`Add ${district.outcode}${district.town ? `, ${district.town}` : ''}: ${countHomes(district.homesCount)}, ${formatDistance(district.distanceKm)}`}
                  h="auto"
                  py={8}
                >
                  <Stack gap={0} align="flex-start">
                    <Text fz="sm" fw={700} inherit>
                      {district.outcode}
                      {district.town ? ` · ${district.town}` : ''}
                    </Text>
                    <Text fz="xs" inherit fw={400}>
                      {countHomes(district.homesCount)} · {formatDistance(district.distanceKm)}
                    </Text>
                  </Stack>
                </Button>
              ))}
            </Group>
          )}
          {state.addAreaError && (
            <Text fz="sm" c="red.8" role="alert" ta="center">
              {state.addAreaError}
            </Text>
          )}
        </Stack>
      )}
    </HomesMessage>
  );
}
