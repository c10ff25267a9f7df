/**
 * The explore page's filter controls (spec §9: type filters, bedroom filters, sort options; §5: rent
 * slider): a bar above the list on desktop, and the pieces the mobile filters panel reuses.
 */
import { Box, Chip, Group, NativeSelect, Paper, Select, Stack, Text } from '@mantine/core';
import {
  BEDROOM_FILTERS,
  type BedroomFilter,
  SORT_OPTIONS,
  type SortOption,
  TYPE_FILTERS,
  type TypeFilter,
} from '@stairway/domain/constants';
import { IconArrowsSort } from '@tabler/icons-react';
import { useId } from 'react';
import { SegmentedRadios } from '../../../components/segmented-radios';
import type { HomeFilters } from '../lib/filters';
import { RentRangeSlider } from './rent-range-slider';

const typeOptions = TYPE_FILTERS.map((value) => ({ value, label: value === 'All' ? 'All types' : value }));
/** Bedrooms as spec §9 names them ("All, Studio, 1, 2, 3+"), with "bed" after a number in the select. */
const bedroomOptions = BEDROOM_FILTERS.map((value) => ({
  value,
  label: value === 'All' || value === 'Studio' ? value : `${value} bed`,
}));

/**
 * The selects' dropdowns: shadowed, and added to the page only while open. Mantine keeps a closed one in the
 * page (hidden) by default, and floating-ui then works out its position when the page first shows, which made
 * the browser lay out the whole page inside React's commit (issue 14, decision 040).
 */
const COMBOBOX_PROPS = { shadow: 'md', keepMounted: false } as const;

/**
 * The sort select (label "Sort by"). `compact`, for the phone's toolbar, hides the visible label and is the
 * browser's own select, whose list is the phone's own picker: Mantine's Select keeps a positioned dropdown and
 * its portal in the page, which update their state while React commits and made the explore page's first commit
 * one long task on a phone (issue 14, decision 042).
 */
export function SortSelect({
  value,
  onChange,
  compact,
}: {
  value: SortOption;
  onChange: (value: SortOption) => void;
  compact?: boolean;
}) {
  if (compact) {
    return (
      <NativeSelect
        size="md"
        aria-label="Sort by"
        data={SORT_OPTIONS as readonly string[] as string[]}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as SortOption)}
        leftSection={<IconArrowsSort size={18} aria-hidden="true" />}
      />
    );
  }
  return (
    <Select
      label="Sort by"
      data={SORT_OPTIONS as readonly string[] as string[]}
      value={value}
      onChange={(next) => next && onChange(next as SortOption)}
      allowDeselect={false}
      checkIconPosition="right"
      w={190}
      comboboxProps={COMBOBOX_PROPS}
    />
  );
}

/** Props of the desktop filters bar. */
export type FiltersBarProps = {
  filters: HomeFilters;
  onChange: (filters: HomeFilters) => void;
  /** The rent slider's positions (getRentSliderStops). */
  rentStops: readonly number[];
};

/** The desktop filters bar: property type, bedrooms, monthly rent and sort. */
export function FiltersBar({ filters, onChange, rentStops }: FiltersBarProps) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Filters">
      <Group align="flex-end" gap="lg" wrap="nowrap">
        <Select
          label="Property type"
          data={typeOptions}
          value={filters.type}
          onChange={(next) => next && onChange({ ...filters, type: next as TypeFilter })}
          allowDeselect={false}
          checkIconPosition="right"
          w={180}
          comboboxProps={COMBOBOX_PROPS}
        />
        <Select
          label="Bedrooms"
          data={bedroomOptions}
          value={filters.bedrooms}
          onChange={(next) => next && onChange({ ...filters, bedrooms: next as BedroomFilter })}
          allowDeselect={false}
          checkIconPosition="right"
          w={130}
          comboboxProps={COMBOBOX_PROPS}
        />
        <Box style={{ flex: 1, minWidth: 220 }} pb={10}>
          <RentRangeSlider
            value={filters.rentRange}
            onChange={(rentRange) => onChange({ ...filters, rentRange })}
            stops={rentStops}
          />
        </Box>
        <SortSelect value={filters.sort} onChange={(sort) => onChange({ ...filters, sort })} />
      </Group>
    </Paper>
  );
}

/** Property type as chips (mobile filters panel). */
export function TypeChips({ value, onChange }: { value: TypeFilter; onChange: (value: TypeFilter) => void }) {
  const labelId = useId();
  return (
    <Stack gap="xs">
      <Text id={labelId} fz="md" fw={500}>
        Property type
      </Text>
      <Group gap="xs" role="radiogroup" aria-labelledby={labelId}>
        <Chip.Group value={value} onChange={(next) => onChange(next as TypeFilter)}>
          {typeOptions.map((option) => (
            <Chip
              key={option.value}
              value={option.value}
              type="radio"
              size="md"
              styles={{ label: { height: 44, paddingInline: 16 } }}
            >
              {option.label}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Stack>
  );
}

/** Bedrooms as a segmented control (mobile filters panel). */
export function BedroomsControl({
  value,
  onChange,
}: {
  value: BedroomFilter;
  onChange: (value: BedroomFilter) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap="xs">
      <Text id={labelId} fz="md" fw={500}>
        Bedrooms
      </Text>
      <SegmentedRadios<BedroomFilter>
        aria-labelledby={labelId}
        fullWidth
        data={BEDROOM_FILTERS.map((filter) => ({ value: filter, label: filter }))}
        value={value}
        onChange={onChange}
      />
    </Stack>
  );
}
