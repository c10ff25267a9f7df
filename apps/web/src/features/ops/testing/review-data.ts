/**
 * What the server sends the console's review pages, for their component tests: an application (ApplicationForReview)
 * and a submitted home (HomeForReview), each object with its type name as Apollo's MockedProvider needs. Instants are
 * in UTC; the console shows them in the UK's time zone.
 */
import type { ApplicationForReviewQuery, HomeForReviewQuery } from '../../../gql/graphql';

/** An application as its review page has it. */
export type ApplicationReview = ApplicationForReviewQuery['applicationForReview'];

/**
 * Jane Smith's application on its review page, in review: her figures, two sections, one identity check by Onfido, a
 * payslip, and no verified income.
 * @param overrides the fields that differ
 */
export function makeApplicationReview(overrides: Partial<ApplicationReview> = {}): ApplicationReview {
  return {
    __typename: 'ApplicationReview',
    applicationId: 'app-1',
    userId: 'user-1',
    state: 'InReview',
    name: 'Jane Smith',
    email: 'jane@example.com',
    phoneNumber: '07700 900123',
    submittedAt: '2026-11-23T15:04:00.000Z',
    jointApplication: false,
    budget: 250_000,
    rentBudget: 1_100,
    deposit: 12_500,
    grossAnnualPay: 52_000,
    netMonthlyIncome: 3_300,
    monthlyCommitmentsTotal: 250,
    bindingConstraint: null,
    preferredLocations: ['Leeds', 'York'],
    identityVerified: true,
    identityVerificationSkipped: false,
    openBankingConnected: false,
    documentsUploaded: true,
    sections: [
      { __typename: 'ReviewSection', id: 'personal', label: 'Personal details', status: 'Done' },
      { __typename: 'ReviewSection', id: 'bank', label: 'Bank statements', status: 'Todo' },
    ],
    checks: [
      {
        __typename: 'VerificationCheck',
        person: 'applicant',
        purpose: 'identity',
        provider: 'onfido',
        status: 'Verified',
        fromSandbox: false,
        reference: 'chk-0001',
        providerStatus: 'complete',
        reasons: [],
        startedAt: '2026-11-20T10:00:00.000Z',
        completedAt: '2026-11-20T10:05:00.000Z',
      },
    ],
    documents: [
      {
        __typename: 'ApplicantDocument',
        id: 'doc-1',
        url: 'https://files.example/payslip-oct.pdf?signature=abc',
        displayName: 'October payslip',
        documentType: 'Payslip',
        fileName: 'payslip-oct.pdf',
        size: 204_800,
        dateUploaded: '2026-11-21T09:30:00.000Z',
      },
    ],
    verifiedIncome: [],
    ...overrides,
  } as ApplicationReview;
}

/** A home as its review page has it. */
export type HomeReview = HomeForReviewQuery['homeForReview'] & { __typename: 'HomeReview' };

/**
 * The same home on its review page, under review: freehold, not in a chain, one photo, a listing link and a note.
 * @param overrides the fields that differ
 */
export function makeHomeReview(overrides: Partial<HomeReview> = {}): HomeReview {
  return {
    __typename: 'HomeReview',
    homeSubmissionId: 'home-1',
    applicationId: 'app-1',
    name: 'Jane Smith',
    email: 'jane@example.com',
    status: 'UnderReview',
    fromListing: true,
    listingId: 'rm-1',
    address: '12 High Street, Leeds LS6 1AA',
    type: 'Terraced',
    otherType: null,
    bedrooms: 2,
    ownership: 'Freehold',
    yearsLeftOnLease: null,
    EPCRating: 'C',
    askingPrice: 240_000,
    chain: false,
    link: 'https://listings.example/rm-1',
    additionalInfo: 'Garden faces south.',
    approvalRisks: [],
    submittedAt: '2026-11-24T10:00:00.000Z',
    decidedAt: null,
    images: [
      {
        __typename: 'HomeSubmissionImage',
        id: 'img-1',
        url: 'https://files.example/home-1.jpg?signature=abc',
        type: 'image/jpeg',
        size: 120_000,
      },
    ],
    ...overrides,
  } as HomeReview;
}
