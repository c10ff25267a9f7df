/**
 * The explore page's filter controls (spec §9: type filters, bedroom filters, sort options; also the price minimum and
 * maximum, the spec §5 monthly rent slider, "Within my budget"): a bar above the list on desktop, and the pieces the
 * mobile filters panel reuses. Prices are the browser's own selects (one tab stop, the phone's own picker, nothing
 * positioned while React commits: decision 042).
 */
import { Box, Chip, Group, NativeSelect, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import {
  BEDROOM_FILTERS,
  type BedroomFilter,
  SORT_OPTIONS,
  type SortOption,
  TYPE_FILTERS,
  type TypeFilter,
} from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { IconArrowsSort } from '@tabler/icons-react';
import { useId } from 'react';
import { SegmentedRadios } from '../../../components/segmented-radios';
import type { ExploreFilters } from '../lib/explore-search';
import { amountOptions, PRICE_STEPS, readAmount, setBandEnd } from '../lib/filters';
import { RentRangeSlider } from './rent-range-slider';

const typeOptions = TYPE_FILTERS.map((value) => ({ value, label: value === 'All' ? 'All types' : value }));
/** Bedrooms as spec §9 names them ("All, Studio, 1, 2, 3+"), with "bed" after a number in the select. */
const bedroomOptions = BEDROOM_FILTERS.map((value) => ({
  value,
  label: value === 'All' || value === 'Studio' ? value : `${value} bed`,
}));
const priceOptions = { min: amountOptions(PRICE_STEPS, 'min'), max: amountOptions(PRICE_STEPS, 'max') };

/**
 * The selects' dropdowns: shadowed, and added to the page only while open. Mantine keeps a closed one in the
 * page (hidden) by default, and floating-ui then works out its position when the page first shows, which made
 * the browser lay out the whole page inside React's commit (decision 040).
 */
const COMBOBOX_PROPS = { shadow: 'md', keepMounted: false } as const;

/**
 * The sort select (label "Sort by"). `compact`, for the phone's toolbar, hides the visible label and is the
 * browser's own select, whose list is the phone's own picker: Mantine's Select keeps a positioned dropdown and
 * its portal in the page, which update their state while React commits and made the explore page's first commit
 * one long task on a phone (decision 042).
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

/** Props of the minimum-and-maximum pair of price selects. */
export type AmountBandProps = {
  /** The band's name, shown above the pair ("Price"). */
  label: string;
  min: number | null;
  max: number | null;
  onChange: (band: { min: number | null; max: number | null }) => void;
  size?: 'sm' | 'md';
};

/**
 * A minimum and a maximum price select side by side, named "Minimum price" / "Maximum price". Choosing a
 * minimum above the maximum clears the maximum (setBandEnd).
 */
export function AmountBand({ label, min, max, onChange, size = 'sm' }: AmountBandProps) {
  const labelId = useId();
  const options = priceOptions;
  const noun = 'price';
  const select = (end: 'min' | 'max') => (
    <NativeSelect
      size={size}
      aria-label={`${end === 'min' ? 'Minimum' : 'Maximum'} ${noun}`}
      data={options[end]}
      value={String((end === 'min' ? min : max) ?? '')}
      onChange={(event) => onChange(setBandEnd({ min, max }, end, readAmount(event.currentTarget.value)))}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text id={labelId} fz={size} fw={500}>
        {label}
      </Text>
      <Group gap={6} wrap="nowrap" align="center">
        {select('min')}
        <Text c="dimmed" fz="sm" aria-hidden="true">
          to
        </Text>
        {select('max')}
      </Group>
    </Stack>
  );
}

/**
 * "Within my budget": when on, homes above the applicant's budget are hidden; when off they are shown, marked
 * "Over your budget" on their card. Not shown without a budget.
 */
export function BudgetSwitch({
  checked,
  onChange,
  budget,
  size = 'md',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The applicant's budget, whole pounds. */
  budget: number;
  size?: 'sm' | 'md';
}) {
  return (
    <Switch
      size={size}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label="Within my budget"
      aria-label="Within my budget"
      description={`Homes up to ${formatGBP(budget)}`}
      styles={{ body: { alignItems: 'center' }, track: { cursor: 'pointer' } }}
    />
  );
}

/** Props of the desktop filters bar. */
export type FiltersBarProps = {
  filters: ExploreFilters;
  onChange: (filters: ExploreFilters) => void;
  /** The applicant's budget, whole pounds, or null (no budget switch). */
  budget: number | null;
  /** Whether "Within my budget" is on (the default applied). */
  withinBudget: boolean;
  /** The search's rent range for the rent slider's track (getHomesSelection.rentRange); null before it loads. */
  rentRange?: { min: number; max: number } | null;
};

/** The desktop filters bar: price, monthly rent, property type, bedrooms and "Within my budget". */
export function FiltersBar({ filters, onChange, budget, withinBudget, rentRange }: FiltersBarProps) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Filters">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Box w={280}>
          <AmountBand
            label="Price"
            min={filters.minPrice}
            max={filters.maxPrice}
            onChange={({ min, max }) => onChange({ ...filters, minPrice: min, maxPrice: max })}
          />
        </Box>
        <Box w={280}>
          <RentRangeSlider
            size="sm"
            minRent={filters.minRent}
            maxRent={filters.maxRent}
            rentRange={rentRange}
            onChange={(band) => onChange({ ...filters, ...band })}
          />
        </Box>
        <Select
          label="Property type"
          data={typeOptions}
          value={filters.type}
          onChange={(next) => next && onChange({ ...filters, type: next as TypeFilter })}
          allowDeselect={false}
          checkIconPosition="right"
          w={150}
          comboboxProps={COMBOBOX_PROPS}
        />
        <Select
          label="Bedrooms"
          data={bedroomOptions}
          value={filters.bedrooms}
          onChange={(next) => next && onChange({ ...filters, bedrooms: next as BedroomFilter })}
          allowDeselect={false}
          checkIconPosition="right"
          w={110}
          comboboxProps={COMBOBOX_PROPS}
        />
        {budget !== null && budget > 0 && (
          <Box pb={2}>
            <BudgetSwitch
              size="sm"
              budget={budget}
              checked={withinBudget}
              onChange={(checked) => onChange({ ...filters, withinBudget: checked })}
            />
          </Box>
        )}
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
