/**
 * "Homes that fit your budget" on Your progress (the dashboard's rent budget is honest). It says how many homes in the
 * applicant's districts fit both their budget and their rent budget, with a link to explore them; when none do, it says
 * so with the cheapest rent there, offers the nearest districts that have fitting homes (added to the applicant's areas
 * in one tap, through usePreferredAreas) and the price band where their districts do have homes. A skeleton while it
 * loads; an error with "Try again".
 */
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MAX_PREFERRED_LOCATIONS } from '@stairway/domain/constants';
import { exploreSearchPath } from '@stairway/domain/home-search-query';
import { IconAlertCircle, IconMapPinPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { usePreferredAreas } from '../../../../lib/preferred-areas';
import { GetBudgetMatchesQuery } from '../../graphql/getBudgetMatches';
import {
  type BudgetMatches,
  countFitting,
  describeFittingHomes,
  describeNoFittingHomes,
  describePriceBand,
  describeWhyNone,
  formatDistance,
} from './budget-matches-text';

/** The card's title, also its accessible name. */
export const BUDGET_MATCHES_TITLE = 'Homes that fit your budget';

/** Loads the applicant's budget matches and shows them; adding a nearby district saves it and counts again. */
export function BudgetMatchesCard() {
  const query = useQuery(GetBudgetMatchesQuery, { fetchPolicy: 'cache-and-network' });
  const areas = usePreferredAreas();
  const matches = query.data?.getBudgetMatches;
  const onAddArea = async (outcode: string) => {
    if (!matches) return;
    if (await areas.save([...matches.areas, outcode])) await query.refetch();
  };
  return (
    <BudgetMatchesView
      matches={matches ?? null}
      failed={!matches && Boolean(query.error)}
      onRetry={() => void query.refetch()}
      onAddArea={(outcode) => void onAddArea(outcode)}
      addingArea={areas.saving}
      addAreaError={areas.error}
    />
  );
}

/** Props of the card's view. */
export type BudgetMatchesViewProps = {
  /** The answer; null while loading or after an error. */
  matches: BudgetMatches | null;
  /** True when the answer could not be loaded. */
  failed: boolean;
  onRetry: () => void;
  /** Adds a district to the applicant's areas. */
  onAddArea: (outcode: string) => void;
  addingArea: boolean;
  /** Why adding a district failed, in the server's words; null when it did not. */
  addAreaError: string | null;
};

/** The card in each of its states: loading, failed, some homes fit, none fit. */
export function BudgetMatchesView(props: BudgetMatchesViewProps) {
  const { matches, failed } = props;
  if (!matches && failed) {
    return (
      <CardFrame>
        <Alert
          variant="light"
          color="red"
          radius="md"
          icon={<IconAlertCircle size={20} aria-hidden="true" />}
          title="We couldn’t count the homes that fit your budget"
        >
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">Check your connection, then try again.</Text>
            <Button variant="white" color="dark" size="sm" onClick={props.onRetry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </CardFrame>
    );
  }
  if (!matches) return <BudgetMatchesSkeleton />;
  return (
    <CardFrame>
      {matches.matchingHomes > 0 ? <SomeFit matches={matches} /> : <NoneFit {...props} matches={matches} />}
      {matches.budgetKeptAsSubmitted && (
        <Text fz="sm" c="gray.7" data-testid="budget-kept-as-submitted">
          Your budget and rent budget stay as they were when you submitted your application, while we review
          it. They were worked out for the areas you had then, so your new areas would give different figures.
        </Text>
      )}
      {matches.matchingHomes === 0 && (
        <Anchor component={Link} to={`${paths.homes.explore}?areas=edit`} fz="sm" fw={600}>
          Change your areas
        </Anchor>
      )}
    </CardFrame>
  );
}

function CardFrame({ children }: { children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="budget-matches-title"
      data-testid="dashboard-budget-matches"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="budget-matches-title">
          {BUDGET_MATCHES_TITLE}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function SomeFit({ matches }: { matches: BudgetMatches }) {
  return (
    <>
      <Text data-testid="budget-matches-summary">{describeFittingHomes(matches)}</Text>
      <Group gap="sm">
        <Button
          variant="light"
          component={Link}
          to={exploreSearchPath({ withinBudget: true, maxRent: matches.rentBudget })}
        >
          Explore {matches.matchingHomes === 1 ? 'it' : 'them'}
        </Button>
      </Group>
    </>
  );
}

function NoneFit({
  matches,
  onAddArea,
  addingArea,
  addAreaError,
}: BudgetMatchesViewProps & { matches: BudgetMatches }) {
  const why = describeWhyNone(matches);
  const band = describePriceBand(matches);
  const canAdd = matches.areas.length < MAX_PREFERRED_LOCATIONS;
  return (
    <>
      <Text data-testid="budget-matches-summary">{describeNoFittingHomes(matches)}</Text>
      {why && (
        <Text fz="sm" c="gray.7">
          {why}
        </Text>
      )}
      {matches.nearbyAreas.length > 0 && (
        <Stack gap="xs" mt="xs">
          <Text fw={600} fz="sm">
            Nearby areas with homes that fit
          </Text>
          <Group gap="sm">
            {matches.nearbyAreas.map((district) => {
              const place = `${district.outcode}${district.town ? ` · ${district.town}` : ''}`;
              const detail = `${countFitting(district.matchingHomes)} · ${formatDistance(district.distanceKm)}`;
              return canAdd ? (
                <Button
                  key={district.outcode}
                  variant="light"
                  leftSection={<IconMapPinPlus size={18} aria-hidden="true" />}
                  onClick={() => onAddArea(district.outcode)}
                  disabled={addingArea}
                  aria-label={`Add ${district.outcode}${district.town ? `, ${district.town}` : ''}: ${countFitting(district.matchingHomes)}, ${formatDistance(district.distanceKm)}`}
                  h="auto"
                  py={8}
                >
                  <Stack gap={0} align="flex-start">
                    <Text fz="sm" fw={700} inherit>
                      Add {place}
                    </Text>
                    <Text fz="xs" inherit fw={400}>
                      {detail}
                    </Text>
                  </Stack>
                </Button>
              ) : (
                <Text key={district.outcode} fz="sm">
                  <strong>{place}</strong>: {detail}
                </Text>
              );
            })}
          </Group>
          {!canAdd && (
            <Text fz="sm" c="gray.7">
              You have chosen {MAX_PREFERRED_LOCATIONS} areas, the most you can: remove one to add another.
            </Text>
          )}
          {addAreaError && (
            <Text fz="sm" c="red.8" role="alert">
              {addAreaError}
            </Text>
          )}
        </Stack>
      )}
      {band && (
        <Text fz="sm" c="gray.7">
          {band}
        </Text>
      )}
    </>
  );
}

/** The card while it loads, the same shape as the card. */
export function BudgetMatchesSkeleton() {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      aria-busy="true"
      aria-label="Loading the homes that fit your budget"
      data-testid="budget-matches-loading"
    >
      <Stack gap="sm">
        <Skeleton height={22} width={220} />
        <Skeleton height={14} width="90%" />
        <Skeleton height={14} width="60%" />
        <Skeleton height={36} width={140} mt={4} />
      </Stack>
    </Paper>
  );
}
