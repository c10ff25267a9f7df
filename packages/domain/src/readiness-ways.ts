/**
 * "What would bring it closer" of the mortgage readiness tracker (mortgage-readiness.ts; decisions 072 and 077), in
 * words: more equity a month, clearing debts, the other commitments ending or falling, the co-applicant's
 * income, and the income a lender would want. Pure: no I/O, no clock.
 */
import { formatGBP } from './money';
import {
  annualCommittedSpendingPounds,
  annualDebtRepaymentsPounds,
  LENDER_INCOME_MULTIPLE,
  monthlyOtherCommitmentsTotal,
  READINESS_YEARS,
  READY_LOAN_TO_VALUE_PERCENT,
  type ReadinessInput,
  type ReadinessYear,
} from './readiness-basis';

/** The first ready year of an input with more equity a month (mortgage-readiness.ts firstReadyYear). */
type FirstReadyYear = (input: ReadinessInput, extraMonthlyPence?: number) => number | null;

/** "Year N", or "now" for year 0, or "beyond 8 years" for none within the tracker's years. */
const yearWords = (year: number | null) =>
  year === null ? `beyond ${READINESS_YEARS} years` : year === 0 ? 'now' : `year ${year}`;

/** "a", "a and b", "a, b and c". */
const listWords = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * The other commitments a customer gave, named: "your childcare and maintenance".
 * @param input the amounts, pounds a month
 * @returns the words, or null when there are none
 */
export function otherCommitmentsWords(input: ReadinessInput): string | null {
  const named = [
    (input.monthlyChildcarePounds ?? 0) > 0 ? 'childcare' : null,
    (input.monthlyMaintenancePounds ?? 0) > 0 ? 'maintenance' : null,
    (input.monthlyOtherCommitmentsPounds ?? 0) > 0 ? 'other regular commitments' : null,
  ].filter((name): name is string => name !== null);
  return named.length ? `your ${listWords(named)}` : null;
}

/**
 * What would bring the first ready year closer, in words (for a tracker not ready now).
 * @param input what the tracker was worked out from
 * @param years its years
 * @param readyInYears its first ready year, or null
 * @param firstReady the tracker's rule for the first ready year of another input
 * @returns sentences, the most useful first
 */
export function waysCloser(
  input: ReadinessInput,
  years: ReadinessYear[],
  readyInYears: number | null,
  firstReady: FirstReadyYear,
): string[] {
  const ways: string[] = [];
  const sooner = (year: number | null) => year !== null && (readyInYears === null || year < readyInYears);
  const extra = firstReady(input, 100_00);
  if (sooner(extra)) {
    ways.push(
      `Each extra ${formatGBP(100)} a month of equity would bring it to ${yearWords(extra)}. A regular ` +
        'extra contribution is not in the app yet; buying more equity from £50 at a time is.',
    );
  }
  const debts = annualDebtRepaymentsPounds(input);
  const debtFree = firstReady({ ...input, cardBalancePounds: 0, monthlyLoansPounds: 0 });
  const clearingHelps = debts > 0 && sooner(debtFree);
  if (clearingHelps) {
    ways.push(
      `Clearing your card balances and loans would bring it to ${yearWords(debtFree)}: lenders count ` +
        `their repayments (${formatGBP(debts)} a year) against your income.`,
    );
  }
  const others = monthlyOtherCommitmentsTotal(input);
  const othersWords = otherCommitmentsWords(input);
  const withoutOthers = firstReady({
    ...input,
    monthlyChildcarePounds: 0,
    monthlyMaintenancePounds: 0,
    monthlyOtherCommitmentsPounds: 0,
  });
  const othersNamed = othersWords !== null && sooner(withoutOthers);
  if (othersNamed) {
    ways.push(
      `Lenders count ${othersWords} (${formatGBP(others)} a month) against your income: without them it ` +
        `would be ${yearWords(withoutOthers)}, so it comes closer as they fall or end (childcare often falls ` +
        'when children start school).',
    );
  }
  const coApplicant = input.coApplicantIncomePounds;
  const joint = coApplicant !== undefined && coApplicant !== null;
  if (joint && coApplicant > 0) {
    const alone = firstReady({
      ...input,
      annualIncomePounds: input.annualIncomePounds - coApplicant,
      coApplicantIncomePounds: 0,
    });
    if (alone !== readyInYears) {
      ways.push(
        `The co-applicant’s income (${formatGBP(coApplicant)} a year) brings it to ${yearWords(readyInYears)}: ` +
          `without it, it would be ${yearWords(alone)}.`,
      );
    }
  }
  const shortfall = years.find((row) => row.loanToValuePercent <= READY_LOAN_TO_VALUE_PERCENT);
  if (shortfall && input.annualIncomePounds < shortfall.incomeNeededPounds) {
    ways.push(
      `In year ${shortfall.year} a lender would want ${formatGBP(shortfall.incomeNeededPounds)} a year: ` +
        `${LENDER_INCOME_MULTIPLE} times income` +
        (annualCommittedSpendingPounds(input) > 0
          ? `, plus a year of your commitments (${formatGBP(annualCommittedSpendingPounds(input))}). `
          : '. ') +
        (joint
          ? 'A higher household income would close the gap.'
          : 'A higher income, or a co-applicant’s, would close the gap.'),
    );
  }
  if (!clearingHelps) {
    ways.push(
      'Clearing card balances and loans before you apply helps: lenders count the repayments against your income.',
    );
  }
  if (othersWords && !othersNamed) {
    ways.push(
      `Lenders also count ${othersWords} (${formatGBP(others)} a month) against your income: less of it helps.`,
    );
  }
  return ways;
}
