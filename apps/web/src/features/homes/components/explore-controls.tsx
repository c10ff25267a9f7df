/**
 * The explore page's filters and result count: on a phone a Filters button (with the number of active
 * filters; it opens the filters panel) beside the sort, on a larger screen the filters bar; then the number of
 * homes shown and Clear filters.
 */
import { Badge, Box, Button, Group, Skeleton, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ExploreHomes } from '../hooks/use-explore-homes';
import { countHomes } from '../lib/listing-text';
import { FiltersBar, SortSelect } from './filter-controls';

/** Shows the controls for the page's state (`state` is useExploreHomes()). */
export function ExploreControls({ state }: { state: ExploreHomes }) {
  const { filters, activeFilters } = state;
  return (
    <>
      {state.isMobile ? (
        <Group gap="sm" wrap="nowrap">
          <Button
            variant="default"
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
            <SortSelect
              compact
              value={filters.sort}
              onChange={(sort) => state.setFilters({ ...filters, sort })}
            />
          </Box>
        </Group>
      ) : (
        <FiltersBar filters={filters} onChange={state.setFilters} rentStops={state.rentStops} />
      )}

      <Group justify="space-between" gap="sm" mih={36}>
        {state.firstLoad ? (
          <Skeleton height={20} width={90} />
        ) : (
          <Text fw={600} className="tabular-nums" role="status" aria-live="polite" data-testid="result-count">
            {countHomes(state.filtered.length)}
          </Text>
        )}
        {activeFilters > 0 && state.filtered.length > 0 && (
          <Button variant="subtle" size="sm" onClick={state.clearFilters}>
            Clear filters
          </Button>
        )}
      </Group>
    </>
  );
}
