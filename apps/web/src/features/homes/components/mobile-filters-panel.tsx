/**
 * The mobile filters panel (spec §2): a bottom sheet with the price band, the monthly rent slider, "Within my budget",
 * property type, bedrooms, the live number of homes the draft would show (asked of the server: getHomesSelection's
 * totalCount for a page of one home) and "Apply filters". Changes apply only on Apply; closing discards them.
 */
import { useQuery } from '@apollo/client/react';
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { HomeSearchCriteriaInput } from '@stairway/domain/home-search';
import { type ReactNode, useState } from 'react';
import { useOverlayMount } from '../../../components/use-overlay-mount';
import { GetHomesCountQuery } from '../graphql/getHomesSelection';
import { clearedFilters, type ExploreFilters, isWithinBudgetOn } from '../lib/explore-search';
import { countHomes } from '../lib/listing-text';
import { AmountBand, BedroomsControl, BudgetSwitch, TypeChips } from './filter-controls';
import { RentRangeSlider } from './rent-range-slider';

/** Props of the panel. */
export type MobileFiltersPanelProps = {
  opened: boolean;
  onClose: () => void;
  /** The filters in force; the panel starts from them each time it opens. */
  filters: ExploreFilters;
  onApply: (filters: ExploreFilters) => void;
  /** The applicant's budget, whole pounds, or null (no budget switch). */
  budget: number | null;
  /** The search's criteria with a draft's filters (for the live count). */
  criteriaFor: (filters: ExploreFilters) => HomeSearchCriteriaInput;
  /**
   * The page's rent range for the filters in force (getHomesSelection.rentRange), so that the rent slider's
   * track is the search's from the start rather than 0-2,000 until the panel's own count answers.
   */
  rentRange?: { min: number; max: number } | null;
};

/** The bottom sheet of filters. */
export function MobileFiltersPanel({ opened, onClose, ...rest }: MobileFiltersPanelProps) {
  // Added to the page when first opened: a closed sheet still renders (use-overlay-mount.ts).
  const overlay = useOverlayMount(opened);
  if (!overlay.mounted) return null;
  return (
    <DrawerShell opened={overlay.opened} onClose={onClose}>
      {opened && <PanelContent {...rest} />}
    </DrawerShell>
  );
}

function DrawerShell({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
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
      {children}
    </Drawer>
  );
}

function PanelContent({
  filters,
  onApply,
  budget,
  criteriaFor,
  rentRange: pageRentRange,
}: Omit<MobileFiltersPanelProps, 'opened' | 'onClose'>) {
  const [draft, setDraft] = useState<ExploreFilters>(filters);
  const [debouncedDraft] = useDebouncedValue(draft, 250);
  const counted = useQuery(GetHomesCountQuery, {
    variables: { input: { ...criteriaFor(debouncedDraft), first: 1 } },
    fetchPolicy: 'no-cache',
  });
  const count =
    counted.data?.getHomesSelection.totalCount ?? counted.previousData?.getHomesSelection.totalCount;
  const rentRange =
    counted.data?.getHomesSelection.rentRange ??
    counted.previousData?.getHomesSelection.rentRange ??
    pageRentRange;
  const hasBudget = budget !== null && budget > 0;
  return (
    <Stack gap="xl">
      <AmountBand
        size="md"
        label="Price"
        min={draft.minPrice}
        max={draft.maxPrice}
        onChange={({ min, max }) => setDraft({ ...draft, minPrice: min, maxPrice: max })}
      />
      {hasBudget && (
        <BudgetSwitch
          budget={budget}
          checked={isWithinBudgetOn(draft, budget)}
          onChange={(withinBudget) => setDraft({ ...draft, withinBudget })}
        />
      )}
      <RentRangeSlider
        minRent={draft.minRent}
        maxRent={draft.maxRent}
        rentRange={rentRange}
        onChange={(band) => setDraft({ ...draft, ...band })}
      />
      <TypeChips value={draft.type} onChange={(type) => setDraft({ ...draft, type })} />
      <BedroomsControl value={draft.bedrooms} onChange={(bedrooms) => setDraft({ ...draft, bedrooms })} />
      <Stack gap="sm">
        <Text
          fz="sm"
          c="dimmed"
          ta="center"
          className="tabular-nums"
          role="status"
          aria-live="polite"
          mih={22}
        >
          {count === undefined
            ? counted.error
              ? 'We couldn’t count the homes just now'
              : 'Counting homes…'
            : count === 0
              ? 'No homes match these filters'
              : `${countHomes(count)} match these filters`}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button
            variant="default"
            size="md"
            onClick={() => setDraft(clearedFilters(draft))}
            style={{ flex: '0 0 auto' }}
          >
            Reset
          </Button>
          <Button fullWidth size="md" onClick={() => onApply(draft)}>
            Apply filters
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
