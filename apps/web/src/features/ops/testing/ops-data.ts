/**
 * What the server sends the operators' console, for its pages' component tests: an application and a home in the
 * review lists (as their review pages have them: review-data.ts), an applicant, an audit entry, a staff account, a
 * promotion and the settings, each object with its type name as Apollo's MockedProvider needs. Instants are in UTC;
 * the console shows them in the UK's time zone.
 */
import type {
  AllUsersQuery,
  ApplicationsInReviewQuery,
  AuditLogQuery,
  HomesInReviewQuery,
  PromotionsQuery,
} from '../../../gql/graphql';

/** Adds the type name Apollo's cache reads. */
type Typed<T, Name extends string> = T & { __typename: Name };

/** An application as the list of applications in review has it. */
export type ApplicationInReview = Typed<
  ApplicationsInReviewQuery['applicationsInReview'][number],
  'ApplicationReview'
>;

/**
 * Jane Smith's application, in review: a £250,000 budget and £12,500 deposit, submitted 23 Nov 2026 at 15:04, her
 * identity verified and her bank connected.
 * @param overrides the fields that differ
 */
export function makeApplicationInReview(overrides: Partial<ApplicationInReview> = {}): ApplicationInReview {
  return {
    __typename: 'ApplicationReview',
    applicationId: 'app-1',
    name: 'Jane Smith',
    email: 'jane@example.com',
    budget: 250_000,
    deposit: 12_500,
    submittedAt: '2026-11-23T15:04:00.000Z',
    jointApplication: false,
    identityVerified: true,
    openBankingConnected: true,
    documentsUploaded: false,
    ...overrides,
  };
}

/** A home as the list of homes under review has it. */
export type HomeInReview = Typed<HomesInReviewQuery['homesInReview'][number], 'HomeReview'>;

/**
 * 12 High Street, a two-bedroom terraced house at £240,000 with EPC C, from a listing, submitted by Jane Smith on 24
 * Nov 2026 at 10:00, with nothing that may stop approval.
 * @param overrides the fields that differ
 */
export function makeHomeInReview(overrides: Partial<HomeInReview> = {}): HomeInReview {
  return {
    __typename: 'HomeReview',
    homeSubmissionId: 'home-1',
    name: 'Jane Smith',
    email: 'jane@example.com',
    address: '12 High Street, Leeds LS6 1AA',
    type: 'Terraced',
    bedrooms: 2,
    askingPrice: 240_000,
    EPCRating: 'C',
    fromListing: true,
    approvalRisks: [],
    submittedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

/** An applicant as the users list has them. */
export type UserRow = Typed<AllUsersQuery['allUsers']['items'][number], 'ApplicantSummary'>;

/**
 * Jane Smith, who joined on 1 Nov 2026, confirmed her address and has an application in review with a £250,000
 * budget.
 * @param overrides the fields that differ
 */
export function makeUser(overrides: Partial<UserRow> = {}): UserRow {
  return {
    __typename: 'ApplicantSummary',
    id: 'user-1',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Smith',
    emailVerified: true,
    createdAt: '2026-11-01T12:00:00.000Z',
    applicationId: 'app-1',
    applicationState: 'InReview',
    budget: 250_000,
    ...overrides,
  };
}

/**
 * One page of the users list, as allUsers answers it.
 * @param items the page's applicants
 * @param total how many match on every page (the items' count unless told)
 */
export function usersPage(items: UserRow[], total = items.length) {
  return { allUsers: { __typename: 'AllUsersPage', total, page: 1, pageSize: 25, items } };
}

/** An audit entry as the audit log has it. */
export type AuditRow = Typed<AuditLogQuery['auditLog']['items'][number], 'AuditEntry'>;

/**
 * An operator's rejection of application app-1 on 29 Nov 2026 at 09:00, with its reason and states.
 * @param overrides the fields that differ
 */
export function makeAuditEntry(overrides: Partial<AuditRow> = {}): AuditRow {
  return {
    __typename: 'AuditEntry',
    id: 'audit-1',
    actor: 'ops@stairway.example',
    action: 'reject-application',
    subjectId: 'app-1',
    createdAt: '2026-11-29T09:00:00.000Z',
    note: 'Income could not be confirmed',
    before: '{"state":"in-review"}',
    after: '{"state":"rejected"}',
    ...overrides,
  };
}

/**
 * One page of the audit log and the actions it can be filtered by, as AuditLog answers them.
 * @param items the page's entries
 * @param total how many match on every page (the items' count unless told)
 */
export function auditPage(items: AuditRow[], total = items.length) {
  return {
    auditLog: { __typename: 'AuditLogPage', total, page: 1, pageSize: 25, items },
    auditActions: ['approve-application', 'reject-application', 'set-maintenance-mode'],
  };
}

/**
 * An operator or pipeline viewer account, active, added 2 Nov 2026 at 09:00 and never signed in.
 * @param typename 'Operator' or 'PipelineViewer'
 * @param overrides the fields that differ
 */
export function makeStaffAccount(
  typename: 'Operator' | 'PipelineViewer',
  overrides: { id?: string; email?: string; lastSignedInAt?: string | null; disabledAt?: string | null } = {},
) {
  return {
    __typename: typename,
    id: 'staff-1',
    email: 'sam@stairway.example',
    createdAt: '2026-11-02T09:00:00.000Z',
    lastSignedInAt: null,
    disabledAt: null,
    ...overrides,
  };
}

/** A promotion as the promotions list has it. */
export type PromotionRow = Typed<PromotionsQuery['promotions'][number], 'Promotion'>;

/**
 * "Viewing weekend", unpublished, with an uploaded image, created 25 Nov 2026 at 11:00.
 * @param overrides the fields that differ
 */
export function makePromotion(overrides: Partial<PromotionRow> = {}): PromotionRow {
  return {
    __typename: 'Promotion',
    id: 'promo-1',
    title: 'Viewing weekend',
    text: 'Book a viewing with the team this spring.',
    terms: 'https://stairway.example/promotions/promo-1/terms',
    active: false,
    image: 'promotions/promo-1.png',
    imageUrl: 'https://files.example/promo-1.png',
    createdAt: '2026-11-25T11:00:00.000Z',
    ...overrides,
  };
}

/**
 * The settings as operatorSettings answers them: submitting homes on (no maintenance), identity checks asked for,
 * last changed 28 Nov 2026 at 14:30.
 * @param overrides the fields that differ
 */
export function makeSettings(
  overrides: { submitHomeEnabled?: boolean; skipIdv?: boolean; updatedAt?: string } = {},
) {
  return {
    __typename: 'OperatorSettings' as const,
    submitHomeEnabled: true,
    skipIdv: false,
    updatedAt: '2026-11-28T14:30:00.000Z',
    ...overrides,
  };
}

/**
 * The repair targets as repairTargets answers them: the defaults (24 hours, 7 days, 28 days) unless told.
 * @param hours the hours of Emergency, Urgent and Routine
 */
export function makeRepairTargets(hours: [number, number, number] = [24, 168, 672]) {
  const words = (h: number) => (h !== 24 && h % 24 === 0 ? `within ${h / 24} days` : `within ${h} hours`);
  return (['Emergency', 'Urgent', 'Routine'] as const).map((urgency, index) => ({
    __typename: 'RepairTarget' as const,
    urgency,
    hours: hours[index] ?? 24,
    description: words(hours[index] ?? 24),
  }));
}
