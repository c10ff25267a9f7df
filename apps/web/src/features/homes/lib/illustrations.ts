/**
 * The property-type illustrations (DESIGN.md "Brand"): bundled SVG line drawings, one per type, so a card
 * never shows a broken image.
 */
import detachedUrl from '../../../assets/illustrations/detached.svg';
import flatUrl from '../../../assets/illustrations/flat.svg';
import otherUrl from '../../../assets/illustrations/other.svg';
import semiDetachedUrl from '../../../assets/illustrations/semi-detached.svg';
import terracedUrl from '../../../assets/illustrations/terraced.svg';

const byType: Record<string, string> = {
  Flat: flatUrl,
  Terraced: terracedUrl,
  'Semi-detached': semiDetachedUrl,
  Detached: detachedUrl,
  Other: otherUrl,
};

/** The URL of the illustration for a property type (spec §3: Flat, Terraced, Semi-detached, Detached, Other). */
export function illustrationFor(type: string): string {
  return byType[type] ?? otherUrl;
}
