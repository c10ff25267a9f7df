/**
 * Explore homes (/submit-a-home/explore): homes for sale in the applicant's preferred postcode districts,
 * with area chips, filters, sort and the rent slider (spec §5, §9), a list or a map, the listing detail
 * panel and favourites (spec §4). "Change areas" opens "Your areas", where the applicant changes their
 * postcode districts (issue 9 item 2). Filtering and sorting run in the browser over the loaded listings, through
 * the domain's `filterAndSortHomes`. The state is useExploreHomes'.
 */
import { Button, Container, Group, Stack } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../lib/paths';
import { AreaChips } from './components/area-chips';
import { AreasEditor } from './components/areas-editor';
import { ExploreContent } from './components/explore-content';
import { ExploreControls } from './components/explore-controls';
import { LazyListingDetailPanel } from './components/lazy-listing-detail-panel';
import { MobileFiltersPanel } from './components/mobile-filters-panel';
import { ViewToggle } from './components/view-toggle';
import { FavouritesProvider } from './hooks/favourites';
import { useExploreHomes } from './hooks/use-explore-homes';
import { listAreas } from './lib/listing-text';

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
  const { preferred, areas } = state;
  // No filters to offer when loading failed or the districts have no homes at all.
  const showControls =
    preferred.length > 0 && !(state.error && !state.hasData) && !(state.hasData && state.homes.length === 0);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <PageHeader
          title="Explore homes"
          subtitle={areas.length > 0 ? `Homes for sale in ${listAreas(areas)}` : undefined}
          back={{ to: paths.homes.mine, label: 'Back to your homes' }}
          right={<ViewToggle value={state.view} onChange={state.setView} compact={state.isMobile} />}
        />

        {preferred.length > 0 && (
          <Group gap="xs" wrap="wrap">
            {preferred.length > 1 && (
              <AreaChips areas={preferred} selected={areas} onChange={state.setChosenAreas} />
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
        onApply={(next) => {
          state.setFilters(next);
          state.filtersPanel.close();
        }}
        rentStops={state.rentStops}
        countFor={state.countFor}
      />
    </Container>
  );
}
