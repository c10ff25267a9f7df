/**
 * The mobile filters panel (spec §2): a bottom sheet with the monthly rent slider, property type,
 * bedrooms, the live result count and "Apply filters". Changes apply only on Apply; closing discards them.
 */
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useOverlayMount } from '../../../components/use-overlay-mount';
import type { HomeFilters } from '../lib/filters';
import { countHomes } from '../lib/listing-text';
import { BedroomsControl, TypeChips } from './filter-controls';
import { RentRangeSlider } from './rent-range-slider';

/** Props of the panel. */
export type MobileFiltersPanelProps = {
  opened: boolean;
  onClose: () => void;
  /** The filters in force; the panel starts from them each time it opens. */
  filters: HomeFilters;
  onApply: (filters: HomeFilters) => void;
  /** The rent slider's positions (getRentSliderStops); the first and last are its bounds. */
  rentStops: readonly number[];
  /** How many homes a set of filters would show. */
  countFor: (filters: HomeFilters) => number;
};

/** The bottom sheet of filters. */
export function MobileFiltersPanel({
  opened,
  onClose,
  filters,
  onApply,
  rentStops,
  countFor,
}: MobileFiltersPanelProps) {
  // Added to the page when first opened: a closed sheet still renders (use-overlay-mount.ts).
  const overlay = useOverlayMount(opened);
  if (!overlay.mounted) return null;
  return (
    <Drawer
      opened={overlay.opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      radius="lg"
      padding="lg"
      title="Filters"
      closeButtonProps={{ 'aria-label': 'Close filters', size: 'lg' }}
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        content: { height: 'auto', maxHeight: '90dvh', flex: '0 0 auto' },
      }}
    >
      {opened && (
        <PanelContent filters={filters} onApply={onApply} rentStops={rentStops} countFor={countFor} />
      )}
    </Drawer>
  );
}

function PanelContent({
  filters,
  onApply,
  rentStops,
  countFor,
}: Pick<MobileFiltersPanelProps, 'filters' | 'onApply' | 'rentStops' | 'countFor'>) {
  const [draft, setDraft] = useState<HomeFilters>(filters);
  const count = countFor(draft);
  const reset = () =>
    setDraft({
      ...draft,
      type: 'All',
      bedrooms: 'All',
      rentRange: [rentStops[0] ?? 0, rentStops.at(-1) ?? 0],
    });
  return (
    <Stack gap="xl">
      <RentRangeSlider
        value={draft.rentRange}
        onChange={(rentRange) => setDraft({ ...draft, rentRange })}
        stops={rentStops}
      />
      <TypeChips value={draft.type} onChange={(type) => setDraft({ ...draft, type })} />
      <BedroomsControl value={draft.bedrooms} onChange={(bedrooms) => setDraft({ ...draft, bedrooms })} />
      <Stack gap="sm">
        <Text fz="sm" c="dimmed" ta="center" className="tabular-nums" role="status" aria-live="polite">
          {count === 0 ? 'No homes match these filters' : `${countHomes(count)} match these filters`}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={reset} style={{ flex: '0 0 auto' }}>
            Reset
          </Button>
          <Button fullWidth onClick={() => onApply(draft)}>
            Apply filters
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
