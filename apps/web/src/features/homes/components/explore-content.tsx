/**
 * What the explore page shows under its controls: a message when there is nothing to show (no districts chosen,
 * a place the server does not know, loading failed, no homes in the districts (NoHomesMessage, with nearby
 * districts), no homes match the search (with buttons that widen it: clear the price filter, show homes over the
 * budget, widen the radius, clear filters; DESIGN.md "empty states with one helpful action")), skeletons while the
 * first answer loads, else the homes as a list (one page at a time, "Show more homes") or on the map.
 */
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { MAX_RADIUS_MILES, RADIUS_MILES_OPTIONS } from '@stairway/domain/home-search';
import { formatCount, formatGBP } from '@stairway/domain/money';
import { IconAlertTriangle, IconFilterOff, IconHomeSearch, IconMapPinOff } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import type { ExploreHomes } from '../hooks/use-explore-homes';
import { countHomes, formatMiles } from '../lib/listing-text';
import mapClasses from './homes-map.module.css';
import { HomesMessage } from './homes-message';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { NoHomesMessage } from './no-homes-message';

const HomesMap = lazy(() => import('./homes-map').then((m) => ({ default: m.HomesMap })));

/** Shows the content for the page's state (`state` is useExploreHomes()). */
export function ExploreContent({ state }: { state: ExploreHomes }) {
  const { preferred, where, homes } = state;
  if (where.kind === 'areas' && preferred.length === 0) {
    return (
      <HomesMessage
        icon={<IconHomeSearch size={28} />}
        title="Tell us where you’d like to live"
        description="We show homes in the postcode districts you choose, or search near a place above. You haven’t chosen any districts yet."
        action={<Button onClick={state.openAreasEditor}>Choose your areas</Button>}
      />
    );
  }
  if (state.placeError && !state.loading) {
    return (
      <HomesMessage
        icon={<IconMapPinOff size={28} />}
        title="We couldn’t search near that place"
        description="Check the place in the search above: a town, a postcode district or a postcode."
        action={
          preferred.length > 0 ? <Button onClick={state.showMyAreas}>Back to my areas</Button> : undefined
        }
      />
    );
  }
  if (state.error && !state.hasData) {
    return (
      <HomesMessage
        role="alert"
        icon={<IconAlertTriangle size={28} />}
        title="We couldn’t load homes"
        description="Something went wrong on our side or with the connection. Please try again."
        action={
          <Button onClick={state.retry} loading={state.loading}>
            Try again
          </Button>
        }
      />
    );
  }
  if (state.firstLoad) {
    return state.view === 'map' ? (
      <Skeleton className={mapClasses.wrap} aria-label="Loading homes" role="status" />
    ) : (
      <ListingGridSkeleton count={state.isMobile ? 2 : 6} />
    );
  }
  if (homes.length === 0) return <EmptyResults state={state} />;
  if (state.view === 'map') {
    return (
      <Suspense
        fallback={<Skeleton className={mapClasses.wrap} aria-label="Loading the map" role="status" />}
      >
        <HomesMap
          criteria={state.criteria}
          searchKey={state.criteriaKey}
          where={state.where}
          onOpen={state.setSelected}
          selectedId={state.selected?.id ?? null}
          onSearchArea={state.searchArea}
        />
      </Suspense>
    );
  }
  return (
    <Stack gap="lg">
      {/* A new key per search gives the grid a new list to measure afresh (its rows' heights). */}
      <ListingGrid
        key={state.criteriaKey}
        homes={homes}
        onOpen={state.setSelected}
        budget={state.budget}
        total={state.totalCount}
      />
      <ShowMore state={state} />
    </Stack>
  );
}

/** "Showing 24 of 1,204 homes" and "Show more homes" under the list, or a retry when a page failed. */
function ShowMore({ state }: { state: ExploreHomes }) {
  if (!state.hasNextPage && !state.moreError) return null;
  return (
    <Stack gap="xs" align="center" pb="md">
      <Text fz="sm" c="dimmed" className="tabular-nums">
        Showing {formatCount(state.homes.length)} of {countHomes(state.totalCount)}
      </Text>
      {state.moreError && (
        <Text fz="sm" c="red.8" role="alert">
          We couldn’t load more homes. Please try again.
        </Text>
      )}
      <Button variant="default" size="md" onClick={() => void state.showMore()} loading={state.loadingMore}>
        {state.moreError ? 'Try again' : 'Show more homes'}
      </Button>
    </Stack>
  );
}

/** The next wider radius choice, or null at the widest. */
function widerRadius(miles: number): number | null {
  return RADIUS_MILES_OPTIONS.find((option) => option > miles) ?? null;
}

/**
 * No homes: in the applicant's own areas with no filter, NoHomesMessage with nearby districts (with "within my
 * budget" on, once the hook has asked whether the areas have homes above the budget); otherwise NoMatchesMessage,
 * saying how many homes are above the budget when that is why.
 */
function EmptyResults({ state }: { state: ExploreHomes }) {
  if (state.areasEmpty) return <NoHomesMessage state={state} />;
  if (state.checkingOverBudget) return <ListingGridSkeleton count={state.isMobile ? 2 : 6} />;
  return <NoMatchesMessage state={state} overBudget={state.overBudgetCount} />;
}

/**
 * No homes match the search: the ways to widen it, each one click.
 * @param overBudget how many homes the search has above the budget, when known
 */
function NoMatchesMessage({ state, overBudget }: { state: ExploreHomes; overBudget?: number }) {
  const { filters, where } = state;
  const actions: ReactNode[] = [];
  if (where.kind === 'near' && where.near.radiusMiles < MAX_RADIUS_MILES) {
    const wider = widerRadius(where.near.radiusMiles);
    if (wider)
      actions.push(
        <Button
          key="radius"
          onClick={() => state.setWhere({ kind: 'near', near: { ...where.near, radiusMiles: wider } })}
        >
          Widen to {formatMiles(wider)}
        </Button>,
      );
  }
  if (filters.minPrice !== null || filters.maxPrice !== null)
    actions.push(
      <Button
        key="price"
        variant={actions.length > 0 ? 'default' : 'filled'}
        onClick={() => state.setFilters({ ...filters, minPrice: null, maxPrice: null })}
      >
        Clear the price filter
      </Button>,
    );
  if (state.withinBudget)
    actions.push(
      <Button
        key="budget"
        variant={actions.length > 0 ? 'default' : 'filled'}
        onClick={() => state.setFilters({ ...filters, withinBudget: false })}
      >
        Show homes over my budget
      </Button>,
    );
  if (state.activeFilters > 0)
    actions.push(
      <Button key="clear" variant={actions.length > 0 ? 'default' : 'filled'} onClick={state.clearFilters}>
        Clear filters
      </Button>,
    );
  if (where.kind !== 'areas' && state.preferred.length > 0)
    actions.push(
      <Button key="areas" variant={actions.length > 0 ? 'default' : 'filled'} onClick={state.showMyAreas}>
        Back to my areas
      </Button>,
    );
  const wherePhrase =
    where.kind === 'near'
      ? `within ${formatMiles(where.near.radiusMiles)} of ${state.place?.label ?? where.near.place}`
      : where.kind === 'bounds'
        ? 'in this map area'
        : 'in your areas';
  const description =
    overBudget && state.budget
      ? `${countHomes(overBudget)} ${wherePhrase}, all above your budget of ${formatGBP(state.budget)}.`
      : `None of the homes ${wherePhrase} match this search. Widen it:`;
  return (
    <HomesMessage
      icon={<IconFilterOff size={28} />}
      title={overBudget ? 'No homes within your budget' : 'No homes match'}
      description={description}
      action={
        actions.length > 0 ? (
          <Group gap="sm" justify="center">
            {actions}
          </Group>
        ) : undefined
      }
    />
  );
}
