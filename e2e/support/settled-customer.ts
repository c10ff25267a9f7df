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

/**
 * The customer who moved in on a signed plan 70 days before the journeys run, with their Direct Debit set up at the
 * sandbox and the deposit and every month due paid (seed-moved-in-customer.ts): the home value journey starts
 * from a customer living in their home.
 */
export const MOVED_IN_CUSTOMER = {
  firstName: 'Idris',
  lastName: 'Okafor',
  email: 'idris.okafor@e2e.stairway.example',
  password: 'correct horse 43',
  approvedDaysAgo: 100,
  movedInDaysAgo: 70,
  price: 200_000,
  monthlyRent: 917,
} as const;

/**
 * A customer who moved in 70 days ago like {@link MOVED_IN_CUSTOMER}, whose latest monthly payment the sandbox bank
 * failed (seed-moved-in-customer.ts): the arrears journey starts from rent owed.
 */
export const ARREARS_CUSTOMER = {
  firstName: 'Niamh',
  lastName: 'Gallagher',
  email: 'niamh.gallagher@e2e.stairway.example',
  password: 'correct horse 44',
  approvedDaysAgo: 100,
  movedInDaysAgo: 70,
  price: 200_000,
  monthlyRent: 917,
} as const;

/**
 * A customer who moved in 70 days ago like {@link MOVED_IN_CUSTOMER}, every payment made (seed-moved-in-customer.ts):
 * the leaving journey gives notice to move out as them (decision 076).
 */
export const LEAVING_CUSTOMER = {
  firstName: 'Tomasz',
  lastName: 'Wiśniewski',
  email: 'tomasz.wisniewski@e2e.stairway.example',
  password: 'correct horse 45',
  approvedDaysAgo: 100,
  movedInDaysAgo: 70,
  price: 200_000,
  monthlyRent: 917,
} as const;

/**
 * A customer who moved in 70 days ago like {@link MOVED_IN_CUSTOMER}, every payment made (seed-moved-in-customer.ts):
 * the leaving journey buys the rest of the home as them (decision 076).
 */
export const BUYING_CUSTOMER = {
  firstName: 'Grace',
  lastName: 'Adeyemi',
  email: 'grace.adeyemi@e2e.stairway.example',
  password: 'correct horse 46',
  approvedDaysAgo: 100,
  movedInDaysAgo: 70,
  price: 200_000,
  monthlyRent: 917,
} as const;
