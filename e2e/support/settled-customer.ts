/**
 * The customer whose home Stairway approved three months before the journeys run (seed-settled-customer.ts writes
 * them into the journeys' data folder before the server starts): the monthly payments journey needs a move-in two
 * months back, and a purchase case cannot be moved to a day before its home was approved.
 */
export const SETTLED_CUSTOMER = {
  firstName: 'Maya',
  lastName: 'Pennington',
  email: 'maya.pennington@e2e.stairway.example',
  password: 'correct horse 42',
  /** Days before the journeys' run on which the home was approved. */
  approvedDaysAgo: 100,
} as const;
