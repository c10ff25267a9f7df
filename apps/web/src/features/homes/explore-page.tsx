/**
 * Explore homes (/submit-a-home/explore): homes for sale in the applicant's preferred postcode districts, within
 * a radius of a place ("Search near a place"), or in a map area ("Search this area"), with the filters (price,
 * "within my budget", monthly rent, type, bedrooms) and sort of spec §5 and §9, kept in the URL; a list paged by the
 * server or a map of homes and clusters, the listing detail panel and favourites (spec §4), and "Save this search".
 * "Change areas" opens "Your areas", where the applicant changes their postcode districts. Filtering, sorting, counting
 * and paging run on the server (getHomesSelection). The state is useExploreHomes'.
 */
import { Button, Container, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../lib/paths';
import { AreaChips } from './components/area-chips';
import { AreasEditor } from './components/areas-editor';
import { ExploreContent } from './components/explore-content';
import { ExploreControls } from './components/explore-controls';
import { LazyListingDetailPanel } from './components/lazy-listing-detail-panel';
import { MobileFiltersPanel } from './components/mobile-filters-panel';
import { SearchPlaceForm } from './components/search-place-form';
import { ViewToggle } from './components/view-toggle';
import { FavouritesProvider } from './hooks/favourites';
import { useExploreHomes } from './hooks/use-explore-homes';
import { toSearchCriteria } from './lib/explore-search';

/** The explore page. */
export function ExplorePage() {
  return (
    <FavouritesProvider>
      <Explore />
    </FavouritesProvider>
  );
}

function Explore() {
  const state = useExploreHomes();
  const { preferred, where } = state;
  // No filters to offer when there is nowhere to search, the search failed, or the districts have no homes at all.
  const showControls =
    state.canSearch && !state.placeError && !(state.error && !state.hasData) && !state.areasEmpty;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <PageHeader
          title="Explore homes"
          back={{ to: paths.homes.mine, label: 'Back to your homes' }}
          right={<ViewToggle value={state.view} onChange={state.setView} compact={state.isMobile} />}
        />

        <SearchPlaceForm
          key={where.kind === 'near' ? `${where.near.place}|${where.near.radiusMiles}` : 'none'}
          near={where.kind === 'near' ? where.near : null}
          onSearch={(near) => state.setWhere({ kind: 'near', near })}
          serverError={state.placeError}
          compact={state.isMobile}
        />

        {!state.awayFromMyAreas && preferred.length > 0 && (
          <Group gap="xs" wrap="wrap">
            {preferred.length > 1 && (
              <AreaChips areas={preferred} selected={state.areas} onChange={state.setChosenAreas} />
            )}
            <Button
              variant="subtle"
              leftSection={<IconMapPin size={18} aria-hidden="true" />}
              onClick={state.openAreasEditor}
              px="xs"
            >
              Change areas
            </Button>
          </Group>
        )}
        {state.awayFromMyAreas && preferred.length > 0 && (
          <Group gap="xs">
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
              onClick={state.showMyAreas}
              px="xs"
            >
              Back to my areas
            </Button>
          </Group>
        )}

        {showControls && <ExploreControls state={state} />}

        <ExploreContent state={state} />
      </Stack>

      <LazyListingDetailPanel
        home={state.selected}
        onClose={() => state.setSelected(null)}
        budget={state.budget}
      />
      <AreasEditor
        opened={state.areasEditorOpened}
        onClose={state.closeAreasEditor}
        areas={preferred}
        onSaved={() => state.setChosenAreas(null)}
      />
      <MobileFiltersPanel
        opened={state.filtersOpened}
        onClose={state.filtersPanel.close}
        filters={state.filters}
        budget={state.budget}
        rentRange={state.rentRange}
        criteriaFor={(filters) => toSearchCriteria({ where, filters }, state.areas, state.budget)}
        onApply={(next) => {
          state.setFilters(next);
          state.filtersPanel.close();
        }}
      />
    </Container>
  );
}
