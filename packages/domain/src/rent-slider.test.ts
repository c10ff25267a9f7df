import { describe, expect, it } from 'vitest';
import { getRentSliderBounds, RENT_SLIDER } from './home-search';

describe('getRentSliderBounds (spec §5 rent slider)', () => {
  it('defaults to £0–£2,000 with step 5 and minimum distance 5 before homes load', () => {
    expect(getRentSliderBounds(null)).toEqual([0, 2000]);
    expect(getRentSliderBounds(undefined)).toEqual([0, 2000]);
    expect(RENT_SLIDER.step).toBe(5);
    expect(RENT_SLIDER.minRange).toBe(5);
  });

  it('resets to the lowest rent minus 100 and the highest plus 100', () => {
    expect(getRentSliderBounds({ min: 600, max: 1500 })).toEqual([500, 1600]);
  });

  it('never goes below 0, and widens to whole steps of £5', () => {
    expect(getRentSliderBounds({ min: 40, max: 900 })).toEqual([0, 1000]);
    expect(getRentSliderBounds({ min: 623, max: 1662 })).toEqual([520, 1765]);
  });

  it('keeps the two ends at least the minimum distance apart', () => {
    expect(getRentSliderBounds({ min: 0, max: 0 })).toEqual([0, 100]);
  });
});
