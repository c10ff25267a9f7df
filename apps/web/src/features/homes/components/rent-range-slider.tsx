/**
 * The monthly rent slider (spec §5): its values are the domain's slider positions (`getRentSliderStops`):
 * the exact bounds of the loaded listings (lowest rent - 100 to highest + 100), every £5 between them, and
 * any outliers squeezed into the last tenth of the track. The handles move over those positions.
 *
 * Keyboard (WAI-ARIA slider pattern): the arrow keys move one position (£5), PageUp / PageDown a tenth of
 * the track, Home / End to either end. Each handle is named ("Minimum monthly rent") and speaks its value
 * as money (aria-valuetext "£8,420"). Each handle's touch target is 44 px (slider.module.css).
 */
import { Group, RangeSlider, Stack, Text } from '@mantine/core';
import { getRentStopIndex, getSliderPageStep } from '@stairway/domain/homes-filter';
import { formatGBP } from '@stairway/domain/money';
import { type KeyboardEvent, useId } from 'react';
import sliderClasses from './slider.module.css';

/** Accessible names of the two thumbs. */
export const RENT_THUMB_LABELS = { from: 'Minimum monthly rent', to: 'Maximum monthly rent' } as const;

/** Props of the rent slider. */
export type RentRangeSliderProps = {
  /** The chosen range, pounds a month. */
  value: [number, number];
  onChange: (value: [number, number]) => void;
  /** The values the handles can take, increasing (getRentSliderStops). */
  stops: readonly number[];
};

/** A labelled range slider for the monthly rent. */
export function RentRangeSlider({ value, onChange, stops }: RentRangeSliderProps) {
  const labelId = useId();
  const last = stops.length - 1;
  const positions: [number, number] = [
    getRentStopIndex(stops, value[0], 'from'),
    getRentStopIndex(stops, value[1], 'to'),
  ];
  const rentAt = (position: number) => stops[Math.min(Math.max(position, 0), last)] ?? 0;
  const change = (next: [number, number]) => onChange([rentAt(next[0]), rentAt(next[1])]);
  const page = getSliderPageStep(stops.length);

  /** PageUp, PageDown, Home and End, which Mantine's slider does not handle, on one handle. */
  const onThumbKeyDown = (handle: 0 | 1) => (event: KeyboardEvent<HTMLDivElement>) => {
    const current = positions[handle];
    const limits = handle === 0 ? [0, positions[1] - 1] : [positions[0] + 1, last];
    const moves: Record<string, number> = {
      PageUp: current + page,
      PageDown: current - page,
      Home: limits[0]!,
      End: limits[1]!,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next: [number, number] = [...positions];
    next[handle] = Math.min(Math.max(target, limits[0]!), limits[1]!);
    change(next);
  };

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
        value={positions}
        onChange={change}
        min={0}
        max={last}
        step={1}
        minRange={1}
        label={(position) => formatGBP(rentAt(position))}
        thumbFromLabel={RENT_THUMB_LABELS.from}
        thumbToLabel={RENT_THUMB_LABELS.to}
        thumbValueText={(position) => formatGBP(rentAt(position))}
        thumbProps={(index) => ({ onKeyDown: onThumbKeyDown(index === 0 ? 0 : 1) })}
        thumbSize={44}
        classNames={{ thumb: sliderClasses.thumb }}
        size="md"
        mx={22}
      />
    </Stack>
  );
}
