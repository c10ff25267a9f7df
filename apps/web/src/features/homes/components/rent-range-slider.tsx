/**
 * The monthly rent slider (spec §5): step 5, minimum distance 5; its bounds come from the loaded listings
 * (the domain's `getRentSliderBounds`).
 */
import { Group, RangeSlider, Stack, Text } from '@mantine/core';
import { RENT_SLIDER } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { useId } from 'react';
import sliderClasses from './slider.module.css';

/** Accessible names of the two thumbs. */
export const RENT_THUMB_LABELS = { from: 'Minimum monthly rent', to: 'Maximum monthly rent' } as const;

/** Props of the rent slider. */
export type RentRangeSliderProps = {
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** Lowest and highest values the slider allows. */
  bounds: readonly [number, number];
};

/** A labelled range slider for the monthly rent. */
export function RentRangeSlider({ value, onChange, bounds }: RentRangeSliderProps) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text id={labelId} fz="md" fw={500}>
          Monthly rent
        </Text>
        <Text fz="sm" fw={600} className="tabular-nums">
          {formatGBP(value[0])} – {formatGBP(value[1])}
        </Text>
      </Group>
      <RangeSlider
        aria-labelledby={labelId}
        value={value}
        onChange={onChange}
        min={bounds[0]}
        max={bounds[1]}
        step={RENT_SLIDER.step}
        minRange={RENT_SLIDER.minRange}
        label={(v) => formatGBP(v)}
        thumbFromLabel={RENT_THUMB_LABELS.from}
        thumbToLabel={RENT_THUMB_LABELS.to}
        thumbSize={22}
        classNames={{ thumb: sliderClasses.thumb }}
        size="md"
        mx={11}
      />
    </Stack>
  );
}
