/**
 * Buying more of the home, and the quote to buy the rest (ARCHITECTURE.md §7 "equity purchases … exit (buy-out
 * quote …)"; decision 073). Pure: no I/O, no clock. Pence for money held and paid, whole pounds for values.
 *
 * Under the plan's terms (decision 070) the deposit and every equity payment count towards the price at which the
 * customer buys the rest, in pounds: the share they own is what they hold ÷ the home's latest value.
 *
 * Buying more (the rules follow Wayhome's, domain research §4: "buy more from £50, up to 5%/yr, capped at 40%
 * ownership", revalued every 3 months):
 * - at least £{@link EQUITY_PURCHASE_MIN_PENCE}/100 at a time;
 * - at most {@link EQUITY_PURCHASE_YEARLY_PERCENT}% of the latest value in any 12 months (what was bought in
 *   the 12 months before counts);
 * - the equity held may not go above {@link EQUITY_CAP_PERCENT}% of the latest value: beyond that, the customer
 *   buys the rest with a mortgage (the quote);
 * - only once the customer has moved in and their deposit is held, and not while they owe arrears (a payment
 *   towards arrears is not equity);
 * - the rent does not change: it is the plan's, reviewed once a year (decision 070); buying more brings the day
 *   they can buy the rest closer.
 */
import { formatGBP } from './money';

/** The smallest extra payment, pence (£50, Wayhome's minimum). */
export const EQUITY_PURCHASE_MIN_PENCE = 5_000;

/** The most that may be bought in any 12 months, percent of the latest value. */
export const EQUITY_PURCHASE_YEARLY_PERCENT = 5;

/** The most of the home's latest value the customer may hold before buying the rest, percent. */
export const EQUITY_CAP_PERCENT = 40;

/** How long a quote to buy the rest holds, days. */
export const BUY_OUT_QUOTE_VALID_DAYS = 90;

/** What a purchase is checked against. */
export type EquityPurchaseContext = {
  /** The home's latest value, whole pounds. */
  valuePounds: number;
  /** The deposit and equity held now, pence. */
  equityOwnedPence: number;
  /** Extra equity bought in the 12 months before today, pence. */
  boughtInLastYearPence: number;
  /** What the customer owes in arrears, pence. */
  arrearsPence: number;
  /** Whether the customer has moved in and their deposit is held. */
  movedIn: boolean;
};

/** What a customer may buy now: the smallest and largest amounts, pence, or why they cannot. */
export type EquityPurchaseLimits =
  | { allowed: true; minPence: number; maxPence: number }
  | { allowed: false; reason: string };

/** A share of the value, percent to 2 decimals. */
export function sharePercent(equityPence: number, valuePounds: number): number {
  return Math.round((equityPence * 100) / valuePounds) / 100 + 0;
}

/**
 * The amounts a customer may buy now (see the module's rules).
 * @param context the value, equity held, recent purchases, arrears and whether they moved in
 * @returns the limits in pence, or the reason in words
 */
export function equityPurchaseLimits(context: EquityPurchaseContext): EquityPurchaseLimits {
  if (!context.movedIn) return { allowed: false, reason: 'You can buy more once you have moved in.' };
  if (context.arrearsPence > 0) {
    return {
      allowed: false,
      reason: `You owe ${formatGBP(context.arrearsPence / 100)} in missed payments: those come first.`,
    };
  }
  const valuePence = context.valuePounds * 100;
  const yearlyLeft =
    Math.floor((valuePence * EQUITY_PURCHASE_YEARLY_PERCENT) / 100) - context.boughtInLastYearPence;
  const capLeft = Math.floor((valuePence * EQUITY_CAP_PERCENT) / 100) - context.equityOwnedPence;
  const maxPence = Math.min(yearlyLeft, capLeft);
  if (capLeft < EQUITY_PURCHASE_MIN_PENCE) {
    return {
      allowed: false,
      reason: `You hold ${EQUITY_CAP_PERCENT}% of your home's value, the most the plan allows: you can now buy the rest.`,
    };
  }
  if (maxPence < EQUITY_PURCHASE_MIN_PENCE) {
    return {
      allowed: false,
      reason: `You have bought ${EQUITY_PURCHASE_YEARLY_PERCENT}% of your home's value in the last 12 months, the most the plan allows in a year.`,
    };
  }
  return { allowed: true, minPence: EQUITY_PURCHASE_MIN_PENCE, maxPence };
}

/** What buying an amount would mean, shown before the customer confirms. */
export type EquityPurchasePreview = {
  amountPence: number;
  valuePounds: number;
  shareBeforePercent: number;
  shareAfterPercent: number;
  equityAfterPence: number;
};

/**
 * Checks an amount against the limits and works out the share before and after.
 *
 * Worked example (decision 073): a home valued at £201,900 with £4,333.34 held (2.15%), nothing bought this year:
 * up to 5% of £201,900 (£10,095) may be bought; buying £1,000 makes £5,333.34 held, 2.64%.
 *
 * @param context as {@link equityPurchaseLimits}
 * @param amountPence the amount, pence
 * @returns the preview
 * @throws RangeError naming the amount and what is allowed when it is not a whole number of pence within the
 *   limits, or the reason when nothing may be bought now
 */
export function previewEquityPurchase(
  context: EquityPurchaseContext,
  amountPence: number,
): EquityPurchasePreview {
  const limits = equityPurchaseLimits(context);
  if (!limits.allowed) throw new RangeError(limits.reason);
  if (!Number.isSafeInteger(amountPence) || amountPence < limits.minPence || amountPence > limits.maxPence) {
    throw new RangeError(
      `The amount must be between ${formatGBP(limits.minPence / 100)} and ${formatGBP(limits.maxPence / 100)}, in pence, got ${amountPence}`,
    );
  }
  const equityAfterPence = context.equityOwnedPence + amountPence;
  return {
    amountPence,
    valuePounds: context.valuePounds,
    shareBeforePercent: sharePercent(context.equityOwnedPence, context.valuePounds),
    shareAfterPercent: sharePercent(equityAfterPence, context.valuePounds),
    equityAfterPence,
  };
}

/** A quote to buy the rest. */
export type BuyOutQuote = {
  /** The price (the latest value), whole pounds. */
  pricePounds: number;
  /** The deposit and equity held that count towards it, pence. */
  equityHeldPence: number;
  /** Arrears owed, added to what is left to pay, pence. */
  arrearsPence: number;
  /** What is left to pay: the price less the equity held, plus arrears, pence (never below 0). */
  toPayPence: number;
  /** The last day it holds, YYYY-MM-DD. */
  validUntil: string;
  /** Whether the price is a surveyor's figure (binding while valid) or an index one (a RICS valuation confirms). */
  priceFromSurveyor: boolean;
};

/**
 * A quote to buy the rest at the latest value, held for {@link BUY_OUT_QUOTE_VALID_DAYS} days.
 *
 * Worked example (decision 073): at £201,900 with £4,333.34 held and no arrears, £197,566.66 is left to pay,
 * a 97.9% loan-to-value mortgage.
 *
 * @param valuePounds the latest value, whole pounds
 * @param priceFromSurveyor whether that value is a surveyor's figure
 * @param equityHeldPence the deposit and equity held, pence
 * @param arrearsPence arrears owed, pence
 * @param today YYYY-MM-DD
 * @returns the quote
 * @throws RangeError when the value is not a positive whole number of pounds or an amount is negative
 */
export function buyOutQuote(
  valuePounds: number,
  priceFromSurveyor: boolean,
  equityHeldPence: number,
  arrearsPence: number,
  today: string,
): BuyOutQuote {
  if (!Number.isSafeInteger(valuePounds) || valuePounds <= 0) {
    throw new RangeError(`The value must be a whole number of pounds above £0, got ${valuePounds}`);
  }
  if (equityHeldPence < 0 || arrearsPence < 0)
    throw new RangeError('Amounts held and owed cannot be negative');
  const until = new Date(`${today}T00:00:00Z`);
  until.setUTCDate(until.getUTCDate() + BUY_OUT_QUOTE_VALID_DAYS);
  return {
    pricePounds: valuePounds,
    equityHeldPence,
    arrearsPence,
    toPayPence: Math.max(0, valuePounds * 100 - equityHeldPence + arrearsPence),
    validUntil: until.toISOString().slice(0, 10),
    priceFromSurveyor,
  };
}

/** The steps from a quote to owning the home, in order (decision 070's terms; decision 073). */
export const BUY_OUT_STEPS: readonly string[] = [
  'Take this quote to a mortgage broker or lender and ask for an agreement in principle for the amount left to pay.',
  'Tell us you want to go ahead: we instruct an independent RICS valuation, which we pay for; it sets the final price if it differs from the quote.',
  'Instruct a conveyancing solicitor; ours will send them the title and the plan.',
  'Your lender makes its offer; your deposit and equity held count towards the price, so you borrow only the rest.',
  'On completion the home is transferred to you, and your monthly payments stop.',
];
