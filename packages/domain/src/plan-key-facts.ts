/**
 * The plan a customer signs (ARCHITECTURE.md §7 "Plan: the key facts and the year-by-year schedule, produced from
 * the approved home and the application by the same domain module as the listing detail and the pipeline"; the
 * "life after approval" issue: a one-page key-facts summary and the full schedule, signed in the product with a
 * minimum review window). The figures are plan.ts's (the same as the listing detail and the pipeline); the terms
 * in words are decision 070's. Pure: no I/O, no clock (the caller passes now), no zod.
 */
import dayjs from 'dayjs';
import { formatGBP } from './money';
import { calculateInitialDeposit, calculateMonthlyEquity, getPlanSchedule, type PlanSchedule } from './plan';

/** The review window by default: a plan cannot be signed within this many days of first opening it (the issue). */
export const DEFAULT_PLAN_REVIEW_DAYS = 7;

/** What a plan is made from: the agreed price and the monthly rent, whole pounds. */
export type PlanTerms = {
  /** The agreed purchase price, whole pounds (at least £10,000). */
  price: number;
  /** The monthly rent, whole pounds (at least £1). */
  monthlyRent: number;
};

/** One fee of the plan, in words and pence. */
export type PlanFee = { name: string; amountPence: number; when: string };

/** The key facts of a plan: every figure in pounds, and the terms in words (decision 070). */
export type PlanKeyFacts = {
  price: number;
  /** The deposit: 2% of the price rounded to the nearest £100 (spec §9), pounds. */
  deposit: number;
  monthlyRent: number;
  /** The monthly equity contribution: 1% of the price a year / 12, pounds to the penny (spec §9). */
  monthlyEquity: number;
  /** Rent plus equity, pounds to the penny. */
  monthlyTotal: number;
  /** Months until the equity paid reaches 8% of the price (spec §9), and that in years to one decimal. */
  termMonths: number;
  termYears: number;
  /** How and when the rent can change. */
  rentChanges: string;
  /** The price at which the customer can buy the rest, and how it is set. */
  buyingTheRest: string;
  /** Every fee, with when it is paid: the waitlist fee the customer paid, the only one (none when unpaid). */
  fees: PlanFee[];
  /** What is refunded if they leave, and when. */
  leaving: string;
  /** The year-by-year schedule (plan.ts getPlanSchedule at the minimum equity contribution). */
  schedule: PlanSchedule;
};

/** The terms in words (decision 070). */
export const PLAN_TERMS_TEXT = {
  rentChanges:
    'Your rent can change at most once a year, from the first anniversary of your move-in, and only after a ' +
    'written notice of at least two months (in England, a section 13 notice, which you can challenge at a ' +
    'tribunal). Your monthly equity contribution does not change.',
  buyingTheRest:
    'You can buy the home at any time once you have paid your equity contributions for the term. The price is ' +
    'the home’s market value at the time, set by an independent RICS valuation that Stairway pays for; your ' +
    'deposit and the equity you have paid count towards it.',
  leaving:
    'If you leave, your deposit and every equity contribution you have paid are refunded within 30 days of ' +
    'moving out, less any rent you owe and the cost of repairing damage beyond fair wear and tear. There is ' +
    'no exit fee.',
} as const;

/**
 * The key facts of a plan from its agreed price and rent.
 * @param terms the agreed price and monthly rent, whole pounds
 * @param waitlistFeePence the waitlist fee the customer paid, pence (the plan's only fee; 0 when none was paid)
 * @returns the figures (plan.ts, the same as the listing detail and the pipeline) and the terms in words
 * @throws RangeError when the price or rent is not a positive whole number of pounds
 */
export function getPlanKeyFacts(terms: PlanTerms, waitlistFeePence: number): PlanKeyFacts {
  if (!Number.isInteger(terms.price) || terms.price <= 0)
    throw new RangeError('The price must be whole pounds');
  if (!Number.isInteger(terms.monthlyRent) || terms.monthlyRent <= 0) {
    throw new RangeError('The monthly rent must be whole pounds');
  }
  const monthlyEquity = Math.round(calculateMonthlyEquity(terms.price) * 100) / 100;
  const schedule = getPlanSchedule(terms.price, terms.monthlyRent, calculateMonthlyEquity(terms.price));
  return {
    price: terms.price,
    deposit: calculateInitialDeposit(terms.price),
    monthlyRent: terms.monthlyRent,
    monthlyEquity,
    monthlyTotal: Math.round((terms.monthlyRent + monthlyEquity) * 100) / 100,
    termMonths: schedule.monthsToTarget,
    termYears: schedule.ownershipYears,
    ...PLAN_TERMS_TEXT,
    fees:
      waitlistFeePence > 0
        ? [
            {
              name: 'Waitlist fee',
              amountPence: waitlistFeePence,
              when: 'Paid before your home was approved',
            },
          ]
        : [],
    schedule,
  };
}

/**
 * When a person's review window ends: `reviewDays` after they first opened the version.
 * @param firstOpenedAt when they first opened it
 * @param reviewDays the window's length in days (PLAN_REVIEW_DAYS)
 */
export function reviewWindowEndsAt(firstOpenedAt: Date, reviewDays: number): Date {
  return dayjs(firstOpenedAt).add(reviewDays, 'day').toDate();
}

/**
 * Whether a person is still inside their review window (signing then needs advice confirmed).
 * @param endsAt when it ends (a Date or an ISO text from the API); null or absent when they have not opened the
 *   plan, which counts as inside (they cannot sign without advice either)
 * @param now the moment to judge, a Date or milliseconds since the epoch
 */
export function isInsideReviewWindow(endsAt: Date | string | null | undefined, now: Date | number): boolean {
  if (!endsAt) return true;
  const ends = new Date(endsAt).getTime();
  return Number.isNaN(ends) ? true : new Date(now).getTime() < ends;
}

/** Whether a person may sign now: yes, or not until a time (the end of their review window). */
export type PlanSigningCheck = { ok: true } | { ok: false; error: string; availableFrom: Date | null };

/**
 * Whether a person may sign a plan now (the issue: "it cannot be signed within a configurable period of first
 * opening, 7 days by default, unless the customer confirms they have taken advice").
 * @param input `firstOpenedAt` (null when they have not opened it), `now`, `reviewDays` and `tookAdvice`
 * @returns ok; or why not and from when they may (null when they must open it first)
 */
export function checkPlanSigning(input: {
  firstOpenedAt: Date | null;
  now: Date;
  reviewDays: number;
  tookAdvice: boolean;
}): PlanSigningCheck {
  if (!input.firstOpenedAt) {
    return { ok: false, error: 'Open and read the plan before signing it', availableFrom: null };
  }
  const availableFrom = reviewWindowEndsAt(input.firstOpenedAt, input.reviewDays);
  if (input.tookAdvice || !isInsideReviewWindow(availableFrom, input.now)) return { ok: true };
  return {
    ok: false,
    error:
      `Take time to read your plan: you can sign it ${input.reviewDays} days after you first opened it, or ` +
      'sooner once you confirm you have taken independent advice',
    availableFrom,
  };
}

/**
 * The key facts as lines of text, in the order of the one-page summary (the PDF and the page show the same).
 * @param facts the key facts
 * @returns [label, value] pairs, money formatted by formatGBP
 */
export function describePlanKeyFacts(facts: PlanKeyFacts): Array<[string, string]> {
  const pounds = (value: number) => formatGBP(value);
  return [
    ['Price of the home', pounds(facts.price)],
    ['Your deposit (2% of the price)', pounds(facts.deposit)],
    ['Monthly rent', pounds(facts.monthlyRent)],
    ['Monthly equity contribution (1% of the price a year)', pounds(facts.monthlyEquity)],
    ['You pay each month', pounds(facts.monthlyTotal)],
    ['Term', `${facts.termMonths} months (about ${facts.termYears} years)`],
    ['Mortgage then needed at today’s price', pounds(facts.schedule.mortgageNeeded)],
  ];
}
