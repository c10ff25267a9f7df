/** The districts and homes of the explore page. */
import { describe, expect, it } from 'vitest';
import { mergeHomes, normaliseAreas } from './areas';
import type { Home } from './types';

describe('normaliseAreas', () => {
  it('trims and capitalises the saved districts, leaving out blanks and repeats', () => {
    expect(normaliseAreas([' se1', 'SO16', '', 'SE1 ', 'm1'])).toEqual(['SE1', 'SO16', 'M1']);
  });
});

describe('mergeHomes', () => {
  const home = (id: string) => ({ id }) as Home;
  it('puts featured homes first and lists each home once', () => {
    const merged = mergeHomes({
      featured: [home('f1'), home('l2')],
      listings: [home('l1'), home('l2'), home('l3')],
    });
    expect(merged.map((h) => h.id)).toEqual(['f1', 'l2', 'l1', 'l3']);
  });
});
