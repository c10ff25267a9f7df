import { describe, expect, it } from 'vitest';
import { calibrate, conformalInterval, supportLevel } from './calibration';

/** A deterministic pseudo-random number in [0, 1) (a small LCG). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('conformalInterval', () => {
  it('takes the ⌊(n+1)α/2⌋-th and ⌈(n+1)(1−α/2)⌉-th smallest residuals', () => {
    const list = Array.from({ length: 39 }, (_, i) => i + 1).reverse(); // 1 … 39
    // n = 39, α = 0.2: ranks ⌊4⌋ = 4 and ⌈36⌉ = 36.
    expect(conformalInterval(list, 0.8)).toEqual({ lower: 4, upper: 36 });
    // n = 9: ranks ⌊1⌋ = 1 and ⌈9⌉ = 9.
    expect(conformalInterval([5, 1, 2, 3, 4, 6, 7, 8, 9], 0.8)).toEqual({ lower: 1, upper: 9 });
    expect(conformalInterval([], 0.8)).toBeNull();
  });

  it('covers about 80% of new exchangeable residuals', () => {
    const r = rng(11);
    const normal = () => Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r()) * 0.2;
    let covered = 0;
    let total = 0;
    for (let trial = 0; trial < 200; trial++) {
      const calibration = Array.from({ length: 100 }, normal);
      const interval = conformalInterval(calibration, 0.8) as { lower: number; upper: number };
      for (let k = 0; k < 50; k++) {
        const x = normal();
        total++;
        if (x >= interval.lower && x <= interval.upper) covered++;
      }
    }
    expect(covered / total).toBeGreaterThan(0.78);
    expect(covered / total).toBeLessThan(0.84);
  });
});

describe('calibrate', () => {
  it('gives every bucket an interval, borrowing a thinner one when rows are few, never narrower as support falls', () => {
    const r = rng(3);
    const rows = [
      ...Array.from({ length: 200 }, () => ({ support: 'strong' as const, logResidual: (r() - 0.5) * 0.2 })),
      ...Array.from({ length: 10 }, () => ({ support: 'some' as const, logResidual: (r() - 0.5) * 0.01 })),
      ...Array.from({ length: 100 }, () => ({ support: 'thin' as const, logResidual: (r() - 0.5) * 0.6 })),
      ...Array.from({ length: 100 }, () => ({
        support: 'prior-only' as const,
        logResidual: (r() - 0.5) * 0.4,
      })),
    ];
    const buckets = calibrate(rows);
    expect(buckets.map((b) => [b.support, b.calibrationRows])).toEqual([
      ['strong', 200],
      ['some', 10],
      ['thin', 100],
      ['prior-only', 100],
    ]);
    const [strong, some, thin, priorOnly] = buckets;
    // "some" has 10 rows: it borrows "thin"'s interval.
    expect(some?.lower).toBe(thin?.lower);
    expect(some?.upper).toBe(thin?.upper);
    // prior-only's own interval is narrower than thin's: widened to it.
    expect(priorOnly?.upper).toBeGreaterThanOrEqual(thin?.upper as number);
    expect(priorOnly?.lower).toBeLessThanOrEqual(thin?.lower as number);
    expect(strong?.upper).toBeLessThan(thin?.upper as number);
  });

  it('falls back to the pooled interval, then to × 0.5 – × 2 without rows', () => {
    const few = calibrate([{ support: 'strong', logResidual: 0.1 }]);
    expect(few.every((b) => b.lower === 0.1 && b.upper === 0.1)).toBe(true);
    const none = calibrate([]);
    expect(none[0]?.lower).toBeCloseTo(Math.log(0.5), 9);
    expect(none[3]?.upper).toBeCloseTo(Math.log(2), 9);
  });
});

describe('supportLevel', () => {
  it('sorts estimates by how much data they rest on', () => {
    expect(supportLevel(9, 12)).toBe('strong');
    expect(supportLevel(9, 9)).toBe('some');
    expect(supportLevel(3, 4)).toBe('some');
    expect(supportLevel(1.5, 2)).toBe('thin');
    expect(supportLevel(0, 0)).toBe('prior-only');
  });
});
