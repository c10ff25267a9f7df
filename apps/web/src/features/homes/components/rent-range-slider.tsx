/**
 * The monthly rent slider (spec §5 "monthly rent slider"; §9 "Rent filter slider: step 5, minimum distance 5,
 * default range 0-2000. After listings load it resets to (minimum of loaded listings minus 100) to (maximum plus
 * 100)"). The track is getRentSliderBounds of the search's rent range from the server (getHomesSelection.rentRange,
 * which ignores the search's own rent band), £0–£2,000 until it loads. The search changes when a handle is
 * released (onChangeEnd); a handle at its end of the track means no bound on that side.
 *
 * Keyboard (WAI-ARIA slider pattern): the arrow keys move £5, PageUp / PageDown a tenth of the track, Home / End
 * to either end. Each handle is named ("Minimum monthly rent") and speaks its value as money ("£1,200 a month").
 */
import { Group, RangeSlider, Stack, Text } from '@mantine/core';
import { getRentSliderBounds, RENT_SLIDER } from '@stairway/domain/home-search';
import { formatGBP } from '@stairway/domain/money';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import sliderClasses from './slider.module.css';

/** Accessible names of the two thumbs. */
export const RENT_THUMB_LABELS = { from: 'Minimum monthly rent', to: 'Maximum monthly rent' } as const;

/** Props of the rent slider. */
export type RentRangeSliderProps = {
  /** The chosen band, whole pounds a month; null: no bound on that side. */
  minRent: number | null;
  maxRent: number | null;
  /** The search's rent range (getHomesSelection.rentRange); null or undefined before it loads or without homes. */
  rentRange: { min: number; max: number } | null | undefined;
  /** Called when a handle is released, with null for a handle at its end of the track. */
  onChange: (band: { minRent: number | null; maxRent: number | null }) => void;
  size?: 'sm' | 'md';
};

/** "£1,200 a month". */
const perMonth = (pounds: number) => `${formatGBP(pounds)} a month`;

/** A labelled range slider for the monthly rent band of the search. */
export function RentRangeSlider({
  minRent,
  maxRent,
  rentRange,
  onChange,
  size = 'md',
}: RentRangeSliderProps) {
  const labelId = useId();
  const [low, high] = getRentSliderBounds(rentRange);
  const clamp = (pounds: number) => Math.min(Math.max(pounds, low), high);
  const from = clamp(minRent ?? low);
  const to = Math.max(clamp(maxRent ?? high), Math.min(from + RENT_SLIDER.minRange, high));
  const [value, setValue] = useState<[number, number]>([from, to]);
  useEffect(() => setValue([from, to]), [from, to]);

  const commit = (next: [number, number]) => {
    setValue(next);
    onChange({ minRent: next[0] <= low ? null : next[0], maxRent: next[1] >= high ? null : next[1] });
  };

  /** PageUp, PageDown, Home and End, which Mantine's slider does not handle, on one handle. */
  const onThumbKeyDown = (handle: 0 | 1) => (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(
      RENT_SLIDER.step,
      Math.round((high - low) / 10 / RENT_SLIDER.step) * RENT_SLIDER.step,
    );
    const limits =
      handle === 0 ? [low, value[1] - RENT_SLIDER.minRange] : [value[0] + RENT_SLIDER.minRange, high];
    const moves: Record<string, number> = {
      PageUp: value[handle] + page,
      PageDown: value[handle] - page,
      Home: limits[0] as number,
      End: limits[1] as number,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next: [number, number] = [...value];
    next[handle] = Math.min(Math.max(target, limits[0] as number), limits[1] as number);
    commit(next);
  };

  const shown = (pounds: number, end: 'from' | 'to') =>
    (end === 'from' ? pounds <= low : pounds >= high)
      ? end === 'from'
        ? 'No min'
        : 'No max'
      : formatGBP(pounds);

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text id={labelId} fz={size} fw={500}>
          Monthly rent
        </Text>
        <Text fz="sm" fw={600} className="tabular-nums">
          {shown(value[0], 'from')} – {shown(value[1], 'to')}
        </Text>
      </Group>
      <RangeSlider
        aria-labelledby={labelId}
        value={value}
        onChange={setValue}
        onChangeEnd={commit}
        min={low}
        max={high}
        step={RENT_SLIDER.step}
        minRange={RENT_SLIDER.minRange}
        label={formatGBP}
        thumbFromLabel={RENT_THUMB_LABELS.from}
        thumbToLabel={RENT_THUMB_LABELS.to}
        thumbValueText={perMonth}
        thumbProps={(index) => ({ onKeyDown: onThumbKeyDown(index === 0 ? 0 : 1) })}
        thumbSize={44}
        classNames={{ thumb: sliderClasses.thumb }}
        size={size}
        mx={22}
      />
    </Stack>
  );
}
