/**
 * The property-type illustrations (DESIGN.md "Brand"): bundled SVG line drawings, one per type, so a card
 * never shows a broken image.
 */
import type { PropertyType } from '@stairway/domain/constants';
import detachedUrl from '../../../assets/illustrations/detached.svg';
import flatUrl from '../../../assets/illustrations/flat.svg';
import otherUrl from '../../../assets/illustrations/other.svg';
import semiDetachedUrl from '../../../assets/illustrations/semi-detached.svg';
import terracedUrl from '../../../assets/illustrations/terraced.svg';

const byType: Record<PropertyType, string> = {
  Flat: flatUrl,
  Terraced: terracedUrl,
  SemiDetached: semiDetachedUrl,
  Detached: detachedUrl,
  Other: otherUrl,
};

/** The URL of the illustration for a property type (spec §3 "Property types"). */
export function illustrationFor(type: PropertyType): string {
  return byType[type];
}
