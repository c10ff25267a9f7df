import { describe, expect, it } from 'vitest';
import type { LocalAuthority } from '../local-authorities';
import { STUDIO_RENT_SHARE } from '../rent-estimate';
import { ISLE_OF_WIGHT } from '../testing/isle-of-wight';
import { authorityPrior } from './prior';

/** Newham's 2-bedroom rents and prices of the 2019 table (local-authority-quartiles-2019.csv), rounded. */
const NEWHAM: LocalAuthority = {
  code: 'E09000025',
  name: 'Newham',
  rent: [null, { lq: 1300, median: 1400, uq: 1550 }, null, null],
  buy: [null, { lq: 300000, median: 340000, uq: 390000 }, null, null],
};

describe('authorityPrior', () => {
  it('brings the 2019 figure to the month by the index (UK: × 1.33 from April 2019 to July 2025)', () => {
    const p = authorityPrior('rent', [{ authority: NEWHAM, weight: 1 }], 2, '2025-12');
    expect(p?.median).toBeCloseTo(1400 * 1.33, 6);
    expect(p?.lq).toBeCloseTo(1300 * 1.33, 6);
    expect(p).toMatchObject({ authorityName: 'Newham', band: 2 });
  });

  it("uses the Isle of Wight's own rent index and the studio share", () => {
    const p = authorityPrior('rent', [{ authority: ISLE_OF_WIGHT, weight: 1 }], 0, '2025-03');
    expect(p?.median).toBeCloseTo(508 * (114.1 / 87.8) * STUDIO_RENT_SHARE, 6);
    expect(p?.band).toBe(1);
  });

  it('takes the weighted geometric mean over authorities, the heaviest named first', () => {
    const p = authorityPrior(
      'value',
      [
        { authority: ISLE_OF_WIGHT, weight: 1 },
        { authority: NEWHAM, weight: 3 },
      ],
      2,
      '2019-04',
    );
    expect(p?.median).toBeCloseTo(Math.exp(0.25 * Math.log(162500) + 0.75 * Math.log(340000)), 3);
    expect(p?.authorityName).toBe('Newham and Isle of Wight');
  });

  it('scales values by the Land Registry district ÷ authority ratio within 0.5 to 2', () => {
    const at = (districtMedian: number) =>
      authorityPrior('value', [{ authority: NEWHAM, weight: 1 }], 2, '2019-04', {
        landRegistry: { districtMedian, authorityMedian: 100 },
      })?.median;
    expect(at(120)).toBeCloseTo(340000 * 1.2, 3);
    expect(at(500)).toBeCloseTo(340000 * 2, 3);
  });

  it('is null without figures', () => {
    expect(authorityPrior('rent', [], 2, '2025-12')).toBeNull();
    const empty: LocalAuthority = {
      code: 'X',
      name: 'X',
      rent: [null, null, null, null],
      buy: [null, null, null, null],
    };
    expect(authorityPrior('rent', [{ authority: empty, weight: 1 }], 2, '2025-12')).toBeNull();
  });
});
