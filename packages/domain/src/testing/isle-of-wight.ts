import type { LocalAuthority } from '../local-authorities';

/**
 * Test fixture: the Isle of Wight's row of the 2019 local-authority table
 * (apps/server/seed-data/local-authority-quartiles-2019.csv): monthly rent quartiles in pounds by bedroom band
 * (1, 2, 3, 4+; the 4+ band has no figure) and purchase-price quartiles in pounds.
 */
export const ISLE_OF_WIGHT: LocalAuthority = {
  code: 'E06000046',
  name: 'Isle of Wight',
  rent: [
    { lq: 461, median: 508, uq: 534 },
    { lq: 605, median: 655, uq: 703 },
    { lq: 752, median: 800, uq: 873 },
    null,
  ],
  buy: [
    { lq: 85000, median: 98000, uq: 119125 },
    { lq: 135000, median: 162500, uq: 200000 },
    { lq: 185000, median: 217000, uq: 260000 },
    { lq: 250000, median: 304000, uq: 390000 },
  ],
};
