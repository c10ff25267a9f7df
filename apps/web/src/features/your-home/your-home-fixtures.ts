/** Payments of a plan as the server answers them, for the home page's tests (£200,000 at £917 a month). */
import { mortgageReadiness } from '@stairway/domain/mortgage-readiness';
import type { DirectDebitStatus, HomePaymentsFieldsFragment } from '../../gql/graphql';

/** A collection of the fixture, paid unless told. */
function collection(
  number: number,
  overrides: Partial<HomePaymentsFieldsFragment['collections'][number]> = {},
) {
  return {
    __typename: 'PlanCollection' as const,
    id: `c${number}`,
    number,
    description:
      number === 0 ? 'Deposit' : `Monthly payment ${number} (${number === 1 ? 'October' : 'November'} 2026)`,
    dueDate: number === 0 ? '2026-12-01' : `2026-${number === 1 ? '10' : '11'}-10`,
    amountPence: number === 0 ? 400_000 : 108_367,
    rentPence: number === 0 ? 0 : 91_700,
    equityPence: number === 0 ? 0 : 16_667,
    status: 'paid' as const,
    attempts: 1,
    nextAttemptOn: null,
    failureReason: null,
    paidOn: '2026-12-01',
    ...overrides,
  };
}

/** The next two months by the schedule (Apollo's mocks need each object's type name). */
const UPCOMING = [
  { __typename: 'UpcomingPlanPayment', number: 3, dueDate: '2026-12-10', amountPence: 108_367 },
  { __typename: 'UpcomingPlanPayment', number: 4, dueDate: '2027-01-10', amountPence: 108_367 },
];

/** The figures of the tracker below: £50,000 a year, no debts or other commitments. */
const SINGLE_FIGURES = {
  annualIncomePounds: 50_000,
  applicantIncomePounds: null as number | null,
  coApplicantIncomePounds: null as number | null,
  cardBalancePounds: 0,
  monthlyLoansPounds: 0,
  monthlyChildcarePounds: 0,
  monthlyMaintenancePounds: 0,
  monthlyOtherCommitmentsPounds: 0,
};

/**
 * The readiness tracker as the server works it out (packages/domain mortgage-readiness.ts) for a £200,000 home with
 * the deposit and two months held.
 * @param figures the household's figures (by default £50,000 a year: ready in year 8)
 * @param joint whether the plan has a joined co-applicant
 */
export function readinessWith(figures = SINGLE_FIGURES, joint = false) {
  const readiness = mortgageReadiness({
    valuePounds: 200_000,
    equityOwnedPence: 433_334,
    monthlyEquityPence: 16_667,
    ...figures,
  });
  return {
    __typename: 'MortgageReadiness',
    ...readiness,
    ...figures,
    valuePounds: 200_000,
    monthlyEquityPence: 16_667,
    joint,
    figuresSavedAt: null,
    years: readiness.years.map((year) => ({ __typename: 'MortgageReadinessYear', ...year })),
  };
}

/** A joint plan's tracker: £34,000 and £18,000 a year, ready in year 8 (not within 8 years on £34,000 alone). */
export const JOINT_READINESS = readinessWith(
  {
    ...SINGLE_FIGURES,
    annualIncomePounds: 52_000,
    applicantIncomePounds: 34_000,
    coApplicantIncomePounds: 18_000,
  },
  true,
);

const READINESS = readinessWith();

/** The refund if they left with the deposit and one month held and a month's rent owed. */
const REFUND_LINES = [
  { __typename: 'RefundLine', label: 'Your deposit', pence: 400_000 },
  { __typename: 'RefundLine', label: 'Your equity contributions', pence: 16_667 },
  { __typename: 'RefundLine', label: 'Less rent you owe', pence: -91_700 },
];

/** A signed plan without a Direct Debit yet. */
export const SIGNED_NO_DIRECT_DEBIT = {
  __typename: 'HomePayments',
  purchaseCaseId: 'case-1',
  planId: 'plan-1',
  planVersion: 1,
  price: 200_000,
  monthlyRent: 917,
  planSigned: true,
  canSetUpDirectDebit: true,
  directDebit: null,
  sandboxBankUrl: null,
  movedInOn: '2026-09-10',
  collections: [],
  equityOwnedPence: 0,
  equitySharePercent: 0,
  arrearsPence: 0,
  paidToDatePence: 0,
  dueToDatePence: 0,
  upcoming: UPCOMING,
  nextPayment: { __typename: 'NextPlanPayment', dueDate: '2026-12-10', amountPence: 108_367 },
  statementMonths: [],
  mortgageReadiness: READINESS,
  leavingRefund: { __typename: 'LeavingRefund', lines: [], totalPence: 0 },
} as HomePaymentsFieldsFragment;

/** Collecting at the sandbox: the deposit and October paid, November failed and to be retried. */
export const COLLECTING = {
  ...SIGNED_NO_DIRECT_DEBIT,
  canSetUpDirectDebit: false,
  directDebit: {
    __typename: 'DirectDebit',
    status: 'Active' as DirectDebitStatus,
    provider: 'sandbox',
    bankLabel: 'Sort code 20-00-00, account ending 9911',
    activeOn: '2026-12-01',
  },
  sandboxBankUrl: 'http://localhost:3000/sandbox/direct-debit/abc',
  collections: [
    collection(0),
    collection(1),
    collection(2, {
      status: 'retrying',
      nextAttemptOn: '2026-12-06',
      failureReason: 'Insufficient funds',
      paidOn: null,
    }),
  ],
  equityOwnedPence: 416_667,
  equitySharePercent: 2.08,
  arrearsPence: 91_700,
  paidToDatePence: 508_367,
  dueToDatePence: 616_734,
  statementMonths: ['2026-12'],
  leavingRefund: {
    __typename: 'LeavingRefund',
    lines: REFUND_LINES,
    totalPence: 324_967,
  },
} as HomePaymentsFieldsFragment;

/** The GetHomePayments answer for payments. */
export const homeWith = (payments: HomePaymentsFieldsFragment | null) => ({
  myHomePayments: payments,
  myPurchaseCase: {
    __typename: 'PurchaseCase',
    id: 'case-1',
    address: '12 Orchard Way, Southampton, SO16 3AB',
    state: 'MovedIn',
  },
});
