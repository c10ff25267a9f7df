/** How the pipeline shows its figures: money through the domain's formatter, percents to their decimals. */
import { formatGBP } from '@stairway/domain/money';

/**
 * One figure by its unit (PipelineAffordabilityFigure.unit).
 * @returns e.g. "£1,083.33 a month", "5.80%", "£0.0057 per £1 a month"; "None" for a missing value
 */
export function formatFigure(value: number | null | undefined, unit: string): string {
  if (value == null) return 'None';
  switch (unit) {
    case 'GBP_PER_MONTH':
      return `${formatGBP(value)} a month`;
    case 'GBP_PER_YEAR':
      return `${formatGBP(value)} a year`;
    case 'PERCENT':
      return `${value.toFixed(2)}%`;
    case 'RATE':
      return `£${value.toFixed(4)} per £1 a month`;
    default:
      return formatGBP(value);
  }
}

/** A percent with its decimals, or a dash when unknown. */
export function formatPercent(value: number | null | undefined, decimals = 1): string {
  return value == null ? '–' : `${value.toFixed(decimals)}%`;
}
