/**
 * The explore page's filters and results header: on a phone a Filters button (with the number of active filters; it
 * opens the filters panel) beside the sort, on a larger screen the filters bar; then the results' heading ("Homes for
 * sale in LS6", "Within 3 miles of Leeds", "Homes in the map area"), how many homes match in all (the server's
 * totalCount) and how many of them are within the budget, Clear filters, "Save this search" and the sort.
 */
import { Badge, Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatCount } from '@stairway/domain/money';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ExploreHomes } from '../hooks/use-explore-homes';
import { countHomes, formatMiles, listAreas } from '../lib/listing-text';
import { FiltersBar, SortSelect } from './filter-controls';
import { SaveSearchButton } from './save-search-button';

/**
 * The heading of the results for where the page searches.
 * @param state useExploreHomes()
 */
export function resultsHeading(state: Pick<ExploreHomes, 'where' | 'place' | 'areas'>): string {
  const { where, place, areas } = state;
  if (where.kind === 'near') {
    const miles = place?.radiusMiles ?? where.near.radiusMiles;
    return `Within ${formatMiles(miles)} of ${place?.label ?? where.near.place}`;
  }
  if (where.kind === 'bounds') return 'Homes in the map area';
  return `Homes for sale in ${listAreas(areas)}`;
}

/**
 * The count line: "1,204 homes", "86 homes within your budget", "1,204 homes · 320 within your budget", "63 homes,
 * all within your budget", or "10,000+ homes" when the server's count stopped at its cap.
 */
function countText(state: ExploreHomes): string {
  const homes = state.totalCountCapped
    ? `${formatCount(state.totalCount)}+ homes`
    : countHomes(state.totalCount);
  if (state.withinBudget) return `${homes} within your budget`;
  if (state.withinBudgetCount !== null && state.totalCount > 0) {
    if (state.withinBudgetCount === state.totalCount && !state.totalCountCapped)
      return `${homes}, all within your budget`;
    return `${homes} · ${formatCount(state.withinBudgetCount)}${state.totalCountCapped ? '+' : ''} within your budget`;
  }
  return homes;
}

/** Shows the controls for the page's state (`state` is useExploreHomes()). */
export function ExploreControls({ state }: { state: ExploreHomes }) {
  const { filters, activeFilters } = state;
  const setSort = (sort: typeof filters.sort) => state.setFilters({ ...filters, sort });
  return (
    <>
      {state.isMobile ? (
        <Group gap="sm" wrap="nowrap">
          <Button
            variant="default"
            size="md"
            onClick={state.filtersPanel.open}
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
            <SortSelect compact value={filters.sort} onChange={setSort} />
          </Box>
        </Group>
      ) : (
        <FiltersBar
          filters={filters}
          onChange={state.setFilters}
          budget={state.budget}
          withinBudget={state.withinBudget}
          rentRange={state.rentRange}
        />
      )}

      <Group justify="space-between" align="flex-end" gap="sm" mih={44} wrap="wrap">
        <Stack gap={2} miw={0}>
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }} lh={1.3} data-testid="results-heading">
            {resultsHeading(state)}
          </Title>
          {state.firstLoad ? (
            <Skeleton height={20} width={140} my={1} />
          ) : (
            <Text
              fw={600}
              c="gray.8"
              className="tabular-nums"
              role="status"
              aria-live="polite"
              data-testid="result-count"
            >
              {countText(state)}
            </Text>
          )}
        </Stack>
        <Group gap="sm" wrap="nowrap" align="flex-end">
          {activeFilters > 0 && (
            <Button variant="subtle" onClick={state.clearFilters}>
              Clear filters
            </Button>
          )}
          <SaveSearchButton criteria={state.criteria} />
          {!state.isMobile && <SortSelect value={filters.sort} onChange={setSort} />}
        </Group>
      </Group>
    </>
  );
}
