/**
 * The stress test of "when can I buy the rest?" (mortgage-readiness.ts; decision 077): what the mortgage for the rest
 * would cost a month if its rate rose, and the income that payment needs. Pure: no I/O, no clock.
 *
 * The rules and their sources:
 * - **The stressed rate, {@link STRESS_RATE_PERCENT}%.** MCOB 11.6.18R makes lenders test the payment against likely
 *   rate rises over at least 5 years, which the FCA reads as at least 1 percentage point above the rate the loan
 *   reverts to (domain-research §2.2: https://fca.org.uk/firms/interest-rate-stress-test-rule). Santander, for
 *   example, stresses its two- and three-year deals at 1 point above its standard variable rate of 7.5%: 8.5%
 *   (FTAdviser, "High interest rates push mortgage stress tests above 10 per cent", June 2024,
 *   https://absoluteincome.ftadviser.com/mortgages/2024/06/26/high-interest-rates-push-mortgage-stress-tests-above-10-per-cent).
 *   We use that named lender's figure: reversion 7.5% + 1 = 8.5%.
 * - **The term, {@link STRESS_TERM_YEARS} years**, a capital-and-interest (repayment) mortgage: the shortest of the
 *   typical 25 to 35 years (domain-research §3.6), so the cautious one.
 * - **The share, {@link STRESS_MAX_SHARE_PERCENT}%, a guide shown, not a limit applied:** the rule of thumb that a
 *   mortgage payment should be at most 35% of gross monthly income (HomeOwners Alliance,
 *   https://hoa.org.uk/advice/guides-for-homeowners/i-am-buying/how-much-can-i-afford). Lenders check the stressed
 *   payment against their own affordability models (debt-to-income and net disposable income), which none
 *   publishes; applied as a limit at 8.5%, 35% would allow about 3.6 times income, well under the 4.5 times lenders
 *   lend (mortgage-readiness.ts), so the tracker shows the share beside it and decides on the multiple.
 */

/** The stressed interest rate, percent a year: a 7.5% reversion rate plus the FCA's 1 point (see above). */
export const STRESS_RATE_PERCENT = 8.5;

/** The mortgage term the stressed payment is worked out over, years (a repayment mortgage). */
export const STRESS_TERM_YEARS = 25;

/** The rule of thumb shown beside the stressed payment's share of gross monthly income after commitments, percent. */
export const STRESS_MAX_SHARE_PERCENT = 35;

/**
 * The monthly payment of a repayment mortgage at the stressed rate over the stress term (the annuity formula:
 * M × r ÷ (1 − (1 + r)^−n), r the monthly rate, n the months).
 *
 * Worked example: £179,666.34 at 8.5% over 25 years costs £1,446.72 a month.
 * @param mortgagePence the mortgage, pence (0 or more)
 * @returns pence a month, rounded to the penny (0 for no mortgage)
 */
export function stressedMonthlyPaymentPence(mortgagePence: number): number {
  if (mortgagePence <= 0) return 0;
  const rate = STRESS_RATE_PERCENT / 100 / 12;
  const months = STRESS_TERM_YEARS * 12;
  return Math.round((mortgagePence * rate) / (1 - (1 + rate) ** -months));
}

/**
 * The stressed payment as a share of the gross monthly income left after committed spending.
 * @param stressedPence the stressed monthly payment, pence
 * @param annualIncomePounds the household's gross annual income, pounds
 * @param monthlyCommitmentsPounds committed spending, pounds a month
 * @returns percent to one decimal; 0 for no payment; null when nothing is left after the commitments
 */
export function stressedSharePercent(
  stressedPence: number,
  annualIncomePounds: number,
  monthlyCommitmentsPounds: number,
): number | null {
  if (stressedPence === 0) return 0;
  const leftPence = (annualIncomePounds * 100) / 12 - monthlyCommitmentsPounds * 100;
  if (leftPence <= 0) return null;
  return Math.round((stressedPence / leftPence) * 1000) / 10;
}
