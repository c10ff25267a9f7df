/**
 * What the server sends about homes, for the homes feature's component tests: a home for sale (HomeSelection), a
 * saved home (Favourite), a home submission (HomeSubmission) and the signed-in applicant, each object with its type
 * name as Apollo's MockedProvider needs.
 */
import type { HomeSubmissionFieldsFragment } from '../../../gql/graphql';
import type { Session } from '../../../lib/session';
import type { Home } from '../lib/types';

/**
 * A home for sale as the server sends it: a two-bedroom flat in SE1 at £300,000 with an estimated rent of
 * £1,200 a month, in its feed, not featured, with no listing date.
 * @param overrides the fields that differ
 */
export function makeHome(overrides: Partial<Home> = {}): Home {
  return {
    __typename: 'HomeSelection',
    id: 'rm-1',
    type: 'Flat',
    address: '1 Example Street, London',
    postcode: null,
    outcode: 'SE1',
    askingPrice: 300_000,
    bedrooms: 2,
    bathrooms: 1,
    rent: 1_200,
    imageUrl: null,
    description: null,
    link: null,
    lat: 51.5,
    lng: -0.1,
    locationApproximate: true,
    images: [],
    listedAt: null,
    featured: false,
    withinBudget: null,
    available: true,
    lastSeenAt: null,
    ...overrides,
  } as Home;
}

/**
 * A saved home as getFavourites answers it.
 * @param home the home saved
 */
export function favouriteOf(home: Home) {
  return {
    __typename: 'Favourite',
    id: `favourite-${home.id}`,
    applicationId: 'app-1',
    rentCompId: home.id,
    listing: home,
  };
}

/** A home submission as the server sends it. */
export type Submission = HomeSubmissionFieldsFragment & { __typename: 'HomeSubmission' };

/**
 * A home found elsewhere as the server sends it: by default a draft (not submitted) with every basic answer
 * given (a leasehold two-bedroom flat with 120 years left, EPC C, 12 Mill Lane, Leeds LS6 2AB, £250,000) and no
 * additional information or photos.
 * @param overrides the fields that differ
 */
export function makeSubmission(overrides: Partial<Submission> = {}): Submission {
  return {
    __typename: 'HomeSubmission',
    id: 'home-1',
    createdAt: '2026-11-20T10:00:00.000Z',
    submittedAt: null,
    type: 'Flat',
    otherType: null,
    bedrooms: 2,
    ownership: 'Leasehold',
    yearsLeftOnLease: 120,
    EPCRating: 'C',
    addressLine1: '12 Mill Lane',
    addressLine2: null,
    addressLine3: null,
    postcode: 'LS6 2AB',
    postTown: 'Leeds',
    uprn: null,
    askingPrice: 250_000,
    chain: null,
    link: null,
    additionalInfo: null,
    submitted: false,
    approved: false,
    rejected: false,
    fallenThrough: false,
    fromListing: false,
    status: 'Open',
    imageUrl: null,
    listing: null,
    images: [],
    ...overrides,
  } as Submission;
}

/** What the test says of the signed-in applicant's application. */
export type ApplicantFacts = {
  budget?: number;
  preferredLocations?: string[];
  submitted?: boolean;
  rejected?: boolean;
};

/**
 * The signed-in applicant's session as ProfileProvider publishes it (only what the homes pages read): unless told,
 * a submitted application (so that a home may be submitted), not rejected, with a budget of £190,000 and the
 * districts LS6 and LS7.
 * @param facts the application's budget (0 for none), districts and flags
 */
export function makeSession(facts: ApplicantFacts = {}): Session {
  const { budget = 190_000, preferredLocations = ['LS6', 'LS7'], submitted = true, rejected = false } = facts;
  return {
    me: {
      user: { id: 'user-1', emailVerified: true },
      application: {
        id: 'app-1',
        budget,
        preferredLocations,
        submitted,
        rejected,
        approved: false,
        hasHomeSubmitted: false,
        hasHomeApproved: false,
        hasHomeRejected: false,
        hasHomeInReview: false,
      },
    },
    loading: false,
    refetch: async () => undefined,
  } as unknown as Session;
}
