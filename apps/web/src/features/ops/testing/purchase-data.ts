/**
 * What the server sends the operators' console about purchase cases, for the purchases pages' component tests: a case
 * as the list has it and as its page has it, each object with its type name as Apollo's MockedProvider needs.
 * Instants are in UTC; days are YYYY-MM-DD.
 */
import type { PurchaseCaseQuery, PurchaseCasesQuery } from '../../../gql/graphql';

/** Jane Smith's case's id (a UUID, as the domain's move input asks). */
export const CASE_ID = '3f1c2b9e-8d4a-4c1e-9b7a-2d5e6f7a8b9c';

/** A case as the list has it. */
export type PurchaseCaseListRow = PurchaseCasesQuery['purchaseCases'][number] & {
  __typename: 'PurchaseCaseReview';
};

/**
 * Jane Smith's purchase of 12 High Street, at offer accepted since 20 November 2026.
 * @param overrides the fields that differ (`purchaseCase`'s merged into the case's)
 */
export function makePurchaseCaseRow(
  overrides: Partial<Omit<PurchaseCaseListRow, 'purchaseCase'>> & {
    purchaseCase?: Partial<PurchaseCaseListRow['purchaseCase']>;
  } = {},
): PurchaseCaseListRow {
  const { purchaseCase, ...rest } = overrides;
  return {
    __typename: 'PurchaseCaseReview',
    applicationId: 'app-1',
    name: 'Jane Smith',
    email: 'jane@example.com',
    updatedAt: '2026-11-20T09:30:00.000Z',
    ...rest,
    purchaseCase: {
      __typename: 'PurchaseCase',
      id: CASE_ID,
      address: '12 High Street, Leeds LS6 1AA',
      state: 'OfferAccepted',
      stateLabel: 'Offer accepted',
      stateDate: '2026-11-20',
      ...purchaseCase,
    } as PurchaseCaseListRow['purchaseCase'],
  };
}

type Review = PurchaseCaseQuery['purchaseCase'];
type Stage = Review['purchaseCase']['timeline'][number];
type Event = Review['history'][number];
type Plan = NonNullable<Review['purchaseCase']['plan']>;
type Signer = Plan['signers'][number];

/** A timeline stage, typed. */
export const stage = (
  stageName: Stage['stage'],
  label: string,
  status: string,
  date: string | null = null,
): Stage => ({ __typename: 'PurchaseTimelineStage', stage: stageName, label, status, date }) as Stage;

/** A move of the history, by ops@stairway.example, recorded at 09:30 on its day unless told. */
export const event = (
  fromState: Event['fromState'],
  toState: Event['toState'],
  occurredOn: string,
  more: Partial<Event> = {},
): Event =>
  ({
    __typename: 'PurchaseCaseEvent',
    fromState,
    toState,
    occurredOn,
    note: null,
    reason: null,
    actor: 'ops@stairway.example',
    recordedAt: `${occurredOn}T09:30:00.000Z`,
    ...more,
  }) as Event;

/** The timeline at offer accepted: the offer made on 10 November, accepted on 20 November, the rest to come. */
export const TIMELINE_AT_OFFER_ACCEPTED: Stage[] = [
  stage('OfferMade', 'Offer made', 'done', '2026-11-10'),
  stage('OfferAccepted', 'Offer accepted', 'current', '2026-11-20'),
  stage('ValuationAndSurvey', 'Valuation and survey', 'upcoming'),
  stage('LegalWork', 'Legal work', 'upcoming'),
  stage('Exchange', 'Exchange', 'upcoming'),
  stage('Completion', 'Completion', 'upcoming'),
  stage('MovedIn', 'Moved in', 'upcoming'),
];

/** The history at offer accepted: opened on 5 November, the offer made (with a note) and accepted. */
export const HISTORY_AT_OFFER_ACCEPTED: Event[] = [
  event(null, 'Opened', '2026-11-05', { actor: 'approver@stairway.example' }),
  event('Opened', 'OfferMade', '2026-11-10', { note: 'Offered £235,000' }),
  event('OfferMade', 'OfferAccepted', '2026-11-20'),
];

/**
 * Jane Smith's case as its page has it: at offer accepted since 20 November 2026, waiting on Stairway and the
 * applicant, able to move to valuation and survey or fall through.
 * @param overrides the fields that differ (`purchaseCase`'s merged into the case's)
 */
export function makePurchaseCaseReview(
  overrides: Partial<Omit<Review, 'purchaseCase'>> & { purchaseCase?: Partial<Review['purchaseCase']> } = {},
): Review & { __typename: 'PurchaseCaseReview' } {
  const { purchaseCase, ...rest } = overrides;
  return {
    __typename: 'PurchaseCaseReview',
    applicationId: 'app-1',
    name: 'Jane Smith',
    email: 'jane@example.com',
    updatedAt: '2026-11-20T09:30:00.000Z',
    allowedMoves: ['ValuationAndSurvey', 'FallenThrough'],
    history: HISTORY_AT_OFFER_ACCEPTED,
    ...rest,
    purchaseCase: {
      __typename: 'PurchaseCase',
      id: CASE_ID,
      homeSubmissionId: 'home-1',
      address: '12 High Street, Leeds LS6 1AA',
      askingPrice: 240_000,
      state: 'OfferAccepted',
      stateLabel: 'Offer accepted',
      stateDate: '2026-11-20',
      openedAt: '2026-11-05T10:00:00.000Z',
      nextStep:
        'The seller has accepted our offer. We are instructing solicitors and booking the valuation; please pay your deposit if you have not yet.',
      waitingOn: ['Stairway', 'You'],
      fallThroughReason: null,
      timeline: TIMELINE_AT_OFFER_ACCEPTED,
      plan: null,
      ...purchaseCase,
    } as Review['purchaseCase'],
  };
}

/** The case after it fell through at offer accepted on `date`, with `reason`. */
export const fallenThrough = (date: string, reason: string) =>
  makePurchaseCaseReview({
    allowedMoves: [],
    history: [...HISTORY_AT_OFFER_ACCEPTED, event('OfferAccepted', 'FallenThrough', date, { reason })],
    purchaseCase: {
      state: 'FallenThrough',
      stateLabel: 'Fallen through',
      stateDate: date,
      fallThroughReason: reason,
      nextStep: 'This purchase will not go ahead. You can choose another home and submit it to us.',
      waitingOn: ['You'],
      timeline: TIMELINE_AT_OFFER_ACCEPTED.map((s) =>
        s.stage === 'OfferAccepted'
          ? { ...s, status: 'fell-through', date }
          : s.status === 'upcoming'
            ? { ...s, status: 'not-reached' }
            : s,
      ),
    },
  });

/** The case after it moved on from offer accepted to valuation and survey on `date`, with `note`. */
export const movedToValuation = (date: string, note: string) =>
  makePurchaseCaseReview({
    allowedMoves: ['LegalWork', 'FallenThrough'],
    history: [...HISTORY_AT_OFFER_ACCEPTED, event('OfferAccepted', 'ValuationAndSurvey', date, { note })],
    purchaseCase: {
      state: 'ValuationAndSurvey',
      stateLabel: 'Valuation and survey',
      stateDate: date,
      waitingOn: ['The surveyor'],
      timeline: TIMELINE_AT_OFFER_ACCEPTED.map((s) =>
        s.stage === 'OfferAccepted'
          ? { ...s, status: 'done' }
          : s.stage === 'ValuationAndSurvey'
            ? stage(s.stage, s.label, 'current', date)
            : s,
      ),
    },
  });

/** Version 1's plan id (a UUID). */
export const PLAN_ID = '7a9d4c1e-2b3f-4e5a-8c6d-9e0f1a2b3c4d';

/** The SHA-256 of version 1's PDF. */
export const PLAN_SHA256 = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** Jane Smith, the applicant, before she has opened the plan. */
export const signer = (more: Partial<Signer> = {}): Signer =>
  ({
    __typename: 'PlanSigner',
    role: 'Applicant',
    firstOpenedAt: null,
    name: null,
    signedAt: null,
    ipAddress: null,
    sha256: null,
    tookAdvice: null,
    ...more,
  }) as Signer;

/**
 * Version 1 of Jane Smith's plan, prepared on 21 November 2026 at £240,000 and £950 a month, not yet opened.
 * @param overrides the fields that differ
 */
export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    __typename: 'Plan',
    id: PLAN_ID,
    version: 1,
    createdAt: '2026-11-21T10:00:00.000Z',
    price: 240_000,
    deposit: 4_800,
    monthlyRent: 950,
    monthlyEquity: 266.67,
    monthlyTotal: 1_216.67,
    termMonths: 72,
    termYears: 6,
    keyFacts: [
      { __typename: 'PlanKeyFact', label: 'The price', value: '£240,000' },
      { __typename: 'PlanKeyFact', label: 'Your deposit (2% of the price)', value: '£4,800' },
      { __typename: 'PlanKeyFact', label: 'Monthly rent', value: '£950' },
    ],
    sha256: PLAN_SHA256,
    fullySigned: false,
    signers: [signer()],
    ...overrides,
  } as Plan;
}

/** Version 1, opened by Jane Smith on 22 November and signed by her on 30 November after confirming advice. */
export const signedPlan = () =>
  makePlan({
    fullySigned: true,
    signers: [
      signer({
        firstOpenedAt: '2026-11-22T08:15:00.000Z',
        name: 'Jane Smith',
        signedAt: '2026-11-30T14:05:00.000Z',
        ipAddress: '203.0.113.7',
        sha256: PLAN_SHA256,
        tookAdvice: true,
      }),
    ],
  });
