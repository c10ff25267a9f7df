/**
 * The choices of the explore page's price selects, in the steps UK portals offer (Rightmove's and Zoopla's price lists:
 * £10,000 apart to £300,000, £25,000 to £500,000, then £50,000 and £100,000), labelled through the domain's formatGBP.
 * (The rent is spec §5's slider, rent-range-slider.tsx, with bounds from the server's rentRange.)
 */
import { formatGBP } from '@stairway/domain/money';

/** Asking prices offered as a minimum or maximum, whole pounds (£50,000 to £1,000,000). */
export const PRICE_STEPS: readonly number[] = [
  50_000, 60_000, 70_000, 80_000, 90_000, 100_000, 110_000, 120_000, 130_000, 140_000, 150_000, 160_000,
  170_000, 180_000, 190_000, 200_000, 210_000, 220_000, 230_000, 240_000, 250_000, 260_000, 270_000, 280_000,
  290_000, 300_000, 325_000, 350_000, 375_000, 400_000, 425_000, 450_000, 475_000, 500_000, 550_000, 600_000,
  650_000, 700_000, 800_000, 900_000, 1_000_000,
];

/** One select option: the value as text (Mantine's selects hold strings) and its label. */
export type AmountOption = { value: string; label: string };

/**
 * The options of a minimum or maximum select: "No min" / "No max" (the empty value) then each step. The top step
 * of a minimum reads "£1,000,000+".
 * @param steps PRICE_STEPS
 * @param end which end of the band the select sets
 */
export function amountOptions(steps: readonly number[], end: 'min' | 'max'): AmountOption[] {
  const none = { value: '', label: end === 'min' ? 'No min' : 'No max' };
  const last = steps.length - 1;
  return [
    none,
    ...steps.map((step, index) => ({
      value: String(step),
      label: `${formatGBP(step)}${end === 'min' && index === last ? '+' : ''}`,
    })),
  ];
}

/** A select's text as a whole number of pounds, or null for "No min" / "No max". */
export function readAmount(value: string | null): number | null {
  if (!value) return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * The band after one end changes: if the other end no longer fits (a minimum above the maximum), it is cleared,
 * as the portals do, rather than refusing the choice.
 */
export function setBandEnd(
  band: { min: number | null; max: number | null },
  end: 'min' | 'max',
  value: number | null,
): { min: number | null; max: number | null } {
  const next = { ...band, [end]: value };
  if (next.min !== null && next.max !== null && next.max < next.min) {
    if (end === 'min') next.max = null;
    else next.min = null;
  }
  return next;
}
