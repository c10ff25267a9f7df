/**
 * Plans for the plan page's tests, as the server answers them (with __typename, for Apollo's MockedProvider): a
 * single applicant's plan not opened yet, the same opened with its review window open or ended, and a joint plan
 * signed by the applicant. For tests only.
 */
import type { GetYourPlanQuery } from '../../gql/graphql';
import type { YourPlan } from './hooks/use-your-plan';

/** A day, milliseconds. */
const DAY = 24 * 60 * 60 * 1000;

/** The plan version's fingerprint. */
export const PLAN_SHA = '3f1a9c0b7d2e4c6a8b0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b';

type Signer = YourPlan['signers'][number];

/** Someone who must sign and has not. */
export const unsigned = (role: string): Signer =>
  ({
    __typename: 'PlanSigner',
    role,
    firstOpenedAt: null,
    name: null,
    signedAt: null,
    ipAddress: null,
    sha256: null,
    tookAdvice: null,
  }) as Signer;

/** A plan version prepared on 2 December 2026 that the applicant has not opened yet. */
export const PLAN: YourPlan = {
  __typename: 'Plan',
  id: 'plan-1',
  version: 2,
  createdAt: '2026-12-02T10:00:00.000Z',
  price: 245_000,
  deposit: 4_900,
  monthlyRent: 1_000,
  monthlyEquity: 150.5,
  monthlyTotal: 1_150.5,
  termMonths: 60,
  termYears: 5,
  mortgageNeeded: 220_500,
  keyFacts: [
    { __typename: 'PlanKeyFact', label: 'The price', value: '£245,000' },
    { __typename: 'PlanKeyFact', label: 'Your deposit (2% of the price)', value: '£4,900' },
    { __typename: 'PlanKeyFact', label: 'Your monthly payment', value: '£1,150.50' },
  ],
  rentChanges: 'Your rent can rise once a year, in April, by no more than inflation (CPI).',
  buyingTheRest: 'You can buy the rest of your home at any time at the price agreed today.',
  leaving: 'If you leave, we refund your equity contributions within 30 days.',
  fees: [{ __typename: 'PlanFee', name: 'Waitlist fee', amountPence: 9_950, when: 'Paid when you joined' }],
  schedule: [
    { __typename: 'PlanYear', year: 1, months: 12, rentPaid: 12_000, equityPaid: 1_806, depositBuilt: 6_706 },
    { __typename: 'PlanYear', year: 2, months: 12, rentPaid: 12_000, equityPaid: 1_806, depositBuilt: 8_512 },
  ],
  sha256: PLAN_SHA,
  reviewDays: 7,
  fullySigned: false,
  signers: [unsigned('Applicant')],
  yourSigning: {
    __typename: 'PlanYourSigning',
    role: 'Applicant',
    firstOpenedAt: null,
    canSignFrom: null,
    signedAt: null,
  },
} as unknown as YourPlan;

/**
 * The plan once opened.
 * @param windowEndsInDays when the review window ends, from now (negative: it has ended)
 */
export function openedPlan(windowEndsInDays: number, plan: YourPlan = PLAN): YourPlan {
  const now = Date.now();
  const yours = plan.yourSigning ?? PLAN.yourSigning;
  return {
    ...plan,
    yourSigning: {
      ...yours,
      firstOpenedAt: new Date(now + (windowEndsInDays - 7) * DAY).toISOString(),
      canSignFrom: new Date(now + windowEndsInDays * DAY).toISOString(),
    },
  } as YourPlan;
}

/** The answer of GetYourPlan with a plan (or none). */
export function purchaseWith(plan: YourPlan | null, state = 'OfferAccepted'): GetYourPlanQuery {
  return {
    myPurchaseCase: {
      __typename: 'PurchaseCase',
      id: 'case-1',
      address: '12 Orchard Way, Southampton, SO16 3AB',
      state,
      plan,
    },
  } as GetYourPlanQuery;
}

/** A joint plan: the applicant signed on 3 December 2026 after the window; the co-applicant has not. */
export const JOINT_PLAN: YourPlan = {
  ...PLAN,
  signers: [
    {
      ...unsigned('Applicant'),
      firstOpenedAt: '2026-11-25T09:00:00.000Z',
      name: 'Amelia Hughes',
      signedAt: '2026-12-03T14:05:00.000Z',
      ipAddress: '203.0.113.7',
      sha256: PLAN_SHA,
      tookAdvice: false,
    },
    unsigned('Co-applicant'),
  ],
  yourSigning: { ...PLAN.yourSigning, role: 'Co-applicant' },
} as YourPlan;
