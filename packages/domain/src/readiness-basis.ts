/**
 * The basis of "when can I buy the rest?" (mortgage-readiness.ts, which re-exports all of it): its figures, what it
 * is worked out from, and the committed spending a lender counts against income (domain-research §2.2 "income −
 * committed spending"; decision 077). Pure: no I/O, no clock.
 */
import { getCardMonthlyRepayment } from './affordability';

/** The multiple of gross annual income a lender lends at, for this tracker (domain-research §2.2). */
export const LENDER_INCOME_MULTIPLE = 4.5;

/** The loan-to-value, percent, at or under which the tracker counts the deposit as enough (a 10% deposit). */
export const READY_LOAN_TO_VALUE_PERCENT = 90;

/** How many years ahead the tracker looks: the plan's longest term. */
export const READINESS_YEARS = 8;

/** What the tracker is worked out from. */
export type ReadinessInput = {
  /** The home's value today, whole pounds (the agreed price until revalued). */
  valuePounds: number;
  /** The equity the customer holds today (deposit and equity contributions held), pence. */
  equityOwnedPence: number;
  /** Their monthly equity contribution, pence. */
  monthlyEquityPence: number;
  /** The household's gross annual income, pounds (the applicant's, and a co-applicant's on a joint plan). */
  annualIncomePounds: number;
  /** On a joint plan given person by person: the co-applicant's part of the household income, pounds a year. */
  coApplicantIncomePounds?: number | null;
  /** What is owed on credit and store cards, pounds (0 when missing). */
  cardBalancePounds?: number;
  /** Loan and finance repayments, pounds a month (0 when missing). */
  monthlyLoansPounds?: number;
  /** Childcare, pounds a month (0 when missing). */
  monthlyChildcarePounds?: number;
  /** Maintenance paid (child or spousal), pounds a month (0 when missing). */
  monthlyMaintenancePounds?: number;
  /** Other regular commitments (e.g. student loan repayments from a payslip), pounds a month (0 when missing). */
  monthlyOtherCommitmentsPounds?: number;
};

/** The debts of an input: what is owed on cards and the loan repayments. */
export type Debts = Pick<ReadinessInput, 'cardBalancePounds' | 'monthlyLoansPounds'>;

/** The other committed spending of an input: childcare, maintenance and other regular commitments. */
export type OtherCommitments = Pick<
  ReadinessInput,
  'monthlyChildcarePounds' | 'monthlyMaintenancePounds' | 'monthlyOtherCommitmentsPounds'
>;

/**
 * The household's debt repayments as a lender counts them against income, whole pounds a year (rounded up): 12
 * months of the loan repayments and of the card balances' notional monthly repayment.
 * @param input the card balances (pounds) and loan repayments (pounds a month); missing counts as 0
 * @returns pounds a year
 */
export function annualDebtRepaymentsPounds(input: Debts) {
  return Math.ceil(12 * (getCardMonthlyRepayment(input.cardBalancePounds) + (input.monthlyLoansPounds ?? 0)));
}

/**
 * Childcare, maintenance paid and other regular commitments together, pounds a month.
 * @param input the three amounts (pounds a month); missing counts as 0
 * @returns pounds a month
 */
export function monthlyOtherCommitmentsTotal(input: OtherCommitments): number {
  return (
    (input.monthlyChildcarePounds ?? 0) +
    (input.monthlyMaintenancePounds ?? 0) +
    (input.monthlyOtherCommitmentsPounds ?? 0)
  );
}

/**
 * All the committed spending a lender counts against income, pounds a month: the debts' repayments (the loans and
 * 3% of card balances) and the other commitments.
 * @param input the debts and other commitments; missing counts as 0
 * @returns pounds a month, to the penny
 */
export function monthlyCommittedSpendingPounds(input: Debts & OtherCommitments): number {
  const pence =
    Math.round(getCardMonthlyRepayment(input.cardBalancePounds) * 100) +
    Math.round(((input.monthlyLoansPounds ?? 0) + monthlyOtherCommitmentsTotal(input)) * 100);
  return pence / 100;
}

/**
 * The committed spending as a lender counts it against income, whole pounds a year (rounded up).
 * @param input the debts and other commitments; missing counts as 0
 * @returns pounds a year
 */
export function annualCommittedSpendingPounds(input: Debts & OtherCommitments): number {
  return Math.ceil(12 * monthlyCommittedSpendingPounds(input));
}

/** One year of the tracker: year 0 is today. */
export type ReadinessYear = {
  year: number;
  /** The equity held then, pence. */
  equityPence: number;
  /** The mortgage then needed to buy the rest at today's value, pence (0 when the equity covers the value). */
  mortgageNeededPence: number;
  /** That mortgage as a share of the value, percent to one decimal. */
  loanToValuePercent: number;
  /** What that mortgage would cost a month at the stressed rate (mortgage-stress.ts), pence. */
  stressedMonthlyPence: number;
  /**
   * The stressed payment as a share of the household's gross monthly income left after committed spending, percent
   * to one decimal; null when nothing is left.
   */
  stressedSharePercent: number | null;
  /**
   * The gross annual income a lender would want for it, whole pounds (rounded up): the mortgage over the income
   * multiple, plus a year of committed spending.
   */
  incomeNeededPounds: number;
  /** Whether the deposit is enough (loan-to-value at or under the ready level) and the income is at least incomeNeededPounds. */
  ready: boolean;
};

/** The tracker's answer. */
export type Readiness = {
  years: ReadinessYear[];
  /** The first year (0: now) that looks ready, or null when none within {@link READINESS_YEARS}. */
  readyInYears: number | null;
  /** What would bring the date closer, in words (empty when ready now). */
  ways: string[];
};
