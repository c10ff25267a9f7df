/**
 * Explore homes (/submit-a-home/explore): homes for sale in the applicant's preferred postcode districts,
 * with area chips, filters, sort and the rent slider (spec §5, §9), a list or a map, the listing detail
 * panel and favourites (spec §4). Filtering and sorting run in the browser over the loaded listings,
 * through the domain's `filterAndSortHomes`.
 */
import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Center,
  Container,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { RENT_SLIDER } from '@stairway/domain/constants';
import { DEFAULT_HOME_FILTERS, filterAndSortHomes, getRentSliderBounds } from '@stairway/domain/homes-filter';
import {
  IconAdjustmentsHorizontal,
  IconAlertTriangle,
  IconFilterOff,
  IconHomeSearch,
  IconList,
  IconMap,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { AreaChips } from './components/area-chips';
import { FiltersBar, SortSelect } from './components/filter-controls';
import mapClasses from './components/homes-map.module.css';
import { HomesMessage } from './components/homes-message';
import { ListingDetailPanel } from './components/listing-detail-panel';
import { ListingGrid, ListingGridSkeleton } from './components/listing-grid';
import { MobileFiltersPanel } from './components/mobile-filters-panel';
import { GetHomesSelectionQuery } from './graphql/getHomesSelection';
import { FavouritesProvider } from './hooks/favourites';
import { countActiveFilters, type HomeFilters } from './lib/filters';
import { countHomes, listAreas } from './lib/listing-text';
import type { Home } from './lib/types';

const HomesMap = lazy(() => import('./components/homes-map').then((m) => ({ default: m.HomesMap })));

type View = 'list' | 'map';

function initialFilters(): HomeFilters {
  return {
    type: DEFAULT_HOME_FILTERS.type,
    bedrooms: DEFAULT_HOME_FILTERS.bedrooms,
    rentRange: [DEFAULT_HOME_FILTERS.rentRange[0], DEFAULT_HOME_FILTERS.rentRange[1]],
    sort: DEFAULT_HOME_FILTERS.sort,
  };
}

/** The explore page. */
export function ExplorePage() {
  return (
    <FavouritesProvider>
      <Explore />
    </FavouritesProvider>
  );
}

function Explore() {
  const { me } = useSession();
  const budget = me?.application?.budget ?? null;
  const preferred = useMemo(
    () => [
      ...new Set(
        (me?.application?.preferredLocations ?? []).map((p) => p.trim().toUpperCase()).filter(Boolean),
      ),
    ],
    [me?.application?.preferredLocations],
  );
  const [chosenAreas, setChosenAreas] = useState<string[] | null>(null);
  const areas = useMemo(() => {
    const chosen = (chosenAreas ?? preferred).filter((area) => preferred.includes(area));
    return chosen.length > 0 ? chosen : preferred;
  }, [chosenAreas, preferred]);

  const isMobile = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'map' ? 'map' : 'list';
  const setView = (next: View) =>
    setSearchParams(
      (params) => {
        if (next === 'map') params.set('view', 'map');
        else params.delete('view');
        return params;
      },
      { replace: true },
    );

  const { data, loading, error, refetch } = useQuery(GetHomesSelectionQuery, {
    variables: { input: { postcodes: areas } },
    skip: areas.length === 0,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  const homes = useMemo<Home[]>(() => {
    if (!data) return [];
    const seen = new Set<string>();
    return [...data.getHomesSelection.featured, ...data.getHomesSelection.listings].filter((home) => {
      if (seen.has(home.id)) return false;
      seen.add(home.id);
      return true;
    });
  }, [data]);

  const [filters, setFilters] = useState<HomeFilters>(initialFilters);

  // Spec §5: once listings load, the rent slider resets to (lowest rent - 100) to (highest rent + 100).
  const rentBounds = useMemo<readonly [number, number]>(() => {
    if (homes.length === 0) return RENT_SLIDER.defaultRange;
    const bounds = getRentSliderBounds(homes);
    return [bounds[0], bounds[1]];
  }, [homes]);
  const [appliedBounds, setAppliedBounds] = useState<readonly [number, number]>(RENT_SLIDER.defaultRange);
  if (appliedBounds[0] !== rentBounds[0] || appliedBounds[1] !== rentBounds[1]) {
    setAppliedBounds(rentBounds);
    setFilters((current) => ({ ...current, rentRange: [rentBounds[0], rentBounds[1]] }));
  }

  const filtered = useMemo(() => filterAndSortHomes(homes, filters), [homes, filters]);
  const countFor = useCallback((draft: HomeFilters) => filterAndSortHomes(homes, draft).length, [homes]);
  const activeFilters = countActiveFilters(filters, rentBounds);
  const clearFilters = () =>
    setFilters({ ...initialFilters(), sort: filters.sort, rentRange: [rentBounds[0], rentBounds[1]] });

  const [selected, setSelected] = useState<Home | null>(null);
  const [filtersOpened, filtersPanel] = useDisclosure(false);

  const firstLoad = loading && !data;
  const areaText = listAreas(areas);
  const gridKey = `${areas.join(',')}|${filters.type}|${filters.bedrooms}|${filters.rentRange.join('-')}|${filters.sort}`;

  let content: ReactNode;
  if (preferred.length === 0) {
    content = (
      <HomesMessage
        icon={<IconHomeSearch size={28} />}
        title="Tell us where you’d like to live"
        description="We show homes in the postcode areas you choose. You haven’t chosen any yet."
        action={
          <Button component={Link} to={paths.dashboard}>
            Go to your progress
          </Button>
        }
      />
    );
  } else if (error && !data) {
    content = (
      <HomesMessage
        role="alert"
        icon={<IconAlertTriangle size={28} />}
        title="We couldn’t load homes"
        description="Something went wrong on our side or with the connection. Please try again."
        action={
          <Button onClick={() => void refetch().catch(() => undefined)} loading={loading}>
            Try again
          </Button>
        }
      />
    );
  } else if (firstLoad) {
    content =
      view === 'map' ? (
        <Skeleton className={mapClasses.wrap} aria-label="Loading homes" role="status" />
      ) : (
        <ListingGridSkeleton count={isMobile ? 2 : 6} />
      );
  } else if (homes.length === 0) {
    const otherAreas = preferred.filter((area) => !areas.includes(area));
    content = (
      <HomesMessage
        icon={<IconHomeSearch size={28} />}
        title={`No homes in ${areaText} yet`}
        description={
          otherAreas.length > 0
            ? `Try another area: you also chose ${listAreas(otherAreas)}.`
            : 'New homes come up every week. Check back soon, or look at your progress meanwhile.'
        }
        action={
          otherAreas.length > 0 ? (
            <Button onClick={() => setChosenAreas(preferred)}>Show all your areas</Button>
          ) : (
            <Button component={Link} to={paths.dashboard} variant="light">
              Go to your progress
            </Button>
          )
        }
      />
    );
  } else if (filtered.length === 0) {
    content = (
      <HomesMessage
        icon={<IconFilterOff size={28} />}
        title="No homes match these filters"
        description="Try a wider rent range, or fewer filters."
        action={<Button onClick={clearFilters}>Clear filters</Button>}
      />
    );
  } else if (view === 'map') {
    content = (
      <Suspense
        fallback={<Skeleton className={mapClasses.wrap} aria-label="Loading the map" role="status" />}
      >
        <HomesMap homes={filtered} onOpen={setSelected} selectedId={selected?.id ?? null} />
      </Suspense>
    );
  } else {
    content = <ListingGrid key={gridKey} homes={filtered} onOpen={setSelected} budget={budget} />;
  }

  const showControls = preferred.length > 0 && !(error && !data);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <PageHeader
          title="Explore homes"
          subtitle={areas.length > 0 ? `Homes for sale in ${areaText}` : undefined}
          back={{ to: paths.homes.mine, label: 'Back to your homes' }}
          right={
            <SegmentedControl
              aria-label="Show homes as a list or on a map"
              value={view}
              onChange={(next) => setView(next as View)}
              size="md"
              data={[
                {
                  value: 'list',
                  label: (
                    <ToggleLabel
                      icon={<IconList size={18} aria-hidden="true" />}
                      text="List"
                      compact={isMobile}
                    />
                  ),
                },
                {
                  value: 'map',
                  label: (
                    <ToggleLabel
                      icon={<IconMap size={18} aria-hidden="true" />}
                      text="Map"
                      compact={isMobile}
                    />
                  ),
                },
              ]}
            />
          }
        />

        {preferred.length > 1 && <AreaChips areas={preferred} selected={areas} onChange={setChosenAreas} />}

        {showControls &&
          (isMobile ? (
            <Group gap="sm" wrap="nowrap">
              <Button
                variant="default"
                onClick={filtersPanel.open}
                leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
                rightSection={
                  activeFilters > 0 ? (
                    <Badge size="sm" circle aria-hidden="true">
                      {activeFilters}
                    </Badge>
                  ) : undefined
                }
                aria-label={activeFilters > 0 ? `Filters (${activeFilters} active)` : 'Filters'}
                style={{ flex: '0 0 auto' }}
              >
                Filters
              </Button>
              <Box style={{ flex: 1, minWidth: 0 }}>
                <SortSelect
                  compact
                  value={filters.sort}
                  onChange={(sort) => setFilters({ ...filters, sort })}
                />
              </Box>
            </Group>
          ) : (
            <FiltersBar filters={filters} onChange={setFilters} rentBounds={rentBounds} />
          ))}

        {showControls && (
          <Group justify="space-between" gap="sm" mih={36}>
            {firstLoad ? (
              <Skeleton height={20} width={90} />
            ) : (
              <Text
                fw={600}
                className="tabular-nums"
                role="status"
                aria-live="polite"
                data-testid="result-count"
              >
                {countHomes(filtered.length)}
              </Text>
            )}
            {activeFilters > 0 && filtered.length > 0 && (
              <Button variant="subtle" size="sm" onClick={clearFilters}>
                Clear filters
              </Button>
            )}
          </Group>
        )}

        {content}
      </Stack>

      <ListingDetailPanel home={selected} onClose={() => setSelected(null)} budget={budget} />
      <MobileFiltersPanel
        opened={filtersOpened}
        onClose={filtersPanel.close}
        filters={filters}
        onApply={(next) => {
          setFilters(next);
          filtersPanel.close();
        }}
        rentBounds={rentBounds}
        countFor={countFor}
      />
    </Container>
  );
}

/** A toggle option: icon and word; on phones the word is for screen readers only, to keep the header on one line. */
function ToggleLabel({ icon, text, compact }: { icon: ReactNode; text: string; compact?: boolean }) {
  return (
    <Center style={{ gap: 6, minHeight: compact ? 28 : undefined, minWidth: compact ? 28 : undefined }}>
      {icon}
      {compact ? <VisuallyHidden>{text}</VisuallyHidden> : <span>{text}</span>}
    </Center>
  );
}
