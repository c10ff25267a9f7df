/**
 * What the explore page shows under its controls: a message when there is nothing to show (no districts
 * chosen, loading failed, no homes in the districts (NoHomesMessage, with nearby districts), no homes match
 * the filters; DESIGN.md "empty states with one helpful action"), skeletons while the first answer loads, else the homes as a list or on the map.
 */
import { Button, Skeleton } from '@mantine/core';
import { IconAlertTriangle, IconFilterOff, IconHomeSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import type { ExploreHomes } from '../hooks/use-explore-homes';
import mapClasses from './homes-map.module.css';
import { HomesMessage } from './homes-message';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { NoHomesMessage } from './no-homes-message';

const HomesMap = lazy(() => import('./homes-map').then((m) => ({ default: m.HomesMap })));

/** Shows the content for the page's state (`state` is useExploreHomes()). */
export function ExploreContent({ state }: { state: ExploreHomes }) {
  const { preferred, areas, homes, filtered, filters } = state;
  if (preferred.length === 0) {
    return (
      <HomesMessage
        icon={<IconHomeSearch size={28} />}
        title="Tell us where you’d like to live"
        description="We show homes in the postcode districts you choose. You haven’t chosen any yet."
        action={<Button onClick={state.openAreasEditor}>Choose your areas</Button>}
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
  if (homes.length === 0) return <NoHomesMessage state={state} />;
  if (filtered.length === 0) {
    return (
      <HomesMessage
        icon={<IconFilterOff size={28} />}
        title="No homes match these filters"
        description="Try a wider rent range, or fewer filters."
        action={<Button onClick={state.clearFilters}>Clear filters</Button>}
      />
    );
  }
  if (state.view === 'map') {
    return (
      <Suspense
        fallback={<Skeleton className={mapClasses.wrap} aria-label="Loading the map" role="status" />}
      >
        <HomesMap homes={filtered} onOpen={state.setSelected} selectedId={state.selected?.id ?? null} />
      </Suspense>
    );
  }
  // A new key per area and filter choice gives the grid a new list to measure afresh (its rows' heights).
  const gridKey = `${areas.join(',')}|${filters.type}|${filters.bedrooms}|${filters.rentRange.join('-')}|${filters.sort}`;
  return <ListingGrid key={gridKey} homes={filtered} onOpen={state.setSelected} budget={state.budget} />;
}
