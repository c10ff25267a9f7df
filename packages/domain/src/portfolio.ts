/**
 * The portfolio: aggregate figures of the homes Stairway has bought, for investors (pipeline viewers) and
 * operators (ARCHITECTURE.md §7 "Investors see aggregates only: counts by stage, values, yields, collection and
 * arrears rates"; §5 "Investors never see a name, an e-mail, a full postcode or an original upload"). Pure: no
 * I/O, no clock (today's month is passed in). Money in whole pounds where a name says so (a plan's agreed price
 * and monthly rent, plans.ts), otherwise in whole pence (the ledger and the collections, ledger-accounts.ts).
 *
 * Sources of each figure:
 * - homes owned: purchase cases at Completion or MovedIn (purchase-case.ts);
 * - value at purchase: the agreed price of each owned home's signed plan (the price Stairway paid; a later
 *   valuation is not used here), pounds;
 * - gross yield: 12 × the monthly rents / the values at purchase × 100 over the owned homes (plan.ts
 *   `calculateYield`, spec §9 "Yield = 12 x rent / asking price x 100, shown to 2 decimals"), i.e. the
 *   value-weighted mean of the homes' yields;
 * - rent due and collected: the rent part of the monthly Direct Debit collections due in a month
 *   (plan-collections.ts), collected when the collection is paid, pence;
 * - arrears: the ledger's `arrears` balance of each plan whose customer has moved in (ledger-accounts.ts);
 * - equity held for customers: the ledger's `deposit-held` plus `equity-held` balances of every plan.
 *
 * The minimum group rule: a figure made of money (a value, a yield, rent, arrears, equity) is given only when it
 * is made from at least {@link PORTFOLIO_MIN_GROUP_SIZE} plans; otherwise it is null and the page says why. With
 * fewer, a viewer who knows one customer's price or rent could work out another's, or a single customer's
 * arrears would be on show. A month of the rent chart is likewise given only when at least that many plans had
 * rent due in it. Counts of homes and of cases at each stage are always given: a count says nothing about anyone.
 */
import dayjs from 'dayjs';
import { calculateYield } from './plan';
import { PURCHASE_CASE_STATES, type PurchaseCaseState } from './purchase-case';

/** The fewest plans a money figure may be made from (see the module's minimum group rule). */
export const PORTFOLIO_MIN_GROUP_SIZE = 5;

/** The months of the rent chart: this month and the eleven before it. */
export const PORTFOLIO_MONTHS = 12;

/** The states at which Stairway owns the home: the purchase has completed (and the customer may have moved in). */
export const OWNED_STATES: readonly PurchaseCaseState[] = ['Completion', 'MovedIn'];

/** A purchase case's signed plan (the newest version signed by everyone), as the portfolio reads it. */
export type PortfolioPlan = {
  /** An opaque key of the plan, only to join the rows below; never shown. */
  planKey: string;
  /** The state of the plan's purchase case. */
  state: PurchaseCaseState;
  /** The agreed price, whole pounds: the value at purchase. */
  price: number;
  /** The monthly rent, whole pounds. */
  monthlyRent: number;
  /** The home's latest value (revaluation.ts latestValuation; decision 073), whole pounds; the price when none. */
  valueToday?: number;
};

/** A plan's ledger balances read on their normal side (ledger-accounts.ts `normalBalance`), pence. */
export type PortfolioBalances = {
  planKey: string;
  arrearsPence: number;
  depositHeldPence: number;
  equityHeldPence: number;
};

/** The rent of a plan's monthly collections due in one month, pence. */
export type PortfolioCollectionMonth = {
  planKey: string;
  /** YYYY-MM, the month of the collections' due date. */
  month: string;
  /** The rent part of the collections due in the month, pence. */
  rentDuePence: number;
  /** The rent part of those of them that were paid, pence. */
  rentCollectedPence: number;
};

/** What the portfolio is summed from. */
export type PortfolioInput = {
  /** How many purchase cases are at each state (a state left out has none). */
  casesByState: ReadonlyArray<{ state: PurchaseCaseState; cases: number }>;
  /** The signed plan of each case that has one. */
  plans: readonly PortfolioPlan[];
  /** The balances of every plan in the ledger. */
  balances: readonly PortfolioBalances[];
  /** Each plan's rent due and collected per month, the chart's months only. */
  collections: readonly PortfolioCollectionMonth[];
  /** Today's London date, YYYY-MM-DD: the chart ends with its month. */
  today: string;
};

/** One month of rent due and collected; the money null when fewer than the minimum plans had rent due. */
export type PortfolioMonth = {
  /** YYYY-MM. */
  month: string;
  /** Plans with rent due in the month. */
  plans: number;
  /** Pence, or null below the minimum group. */
  rentDuePence: number | null;
  /** Pence, or null below the minimum group. */
  rentCollectedPence: number | null;
  /** Collected ÷ due × 100, one decimal; null below the minimum group or when nothing was due. */
  collectionRatePercent: number | null;
};

/** Cases at one state now. */
export type PortfolioStage = { state: PurchaseCaseState; cases: number };

/** The portfolio's figures; every money figure null when its group is below {@link PORTFOLIO_MIN_GROUP_SIZE}. */
export type PortfolioSummary = {
  minimumGroupSize: number;
  /** Cases at Completion or MovedIn. */
  homesOwned: number;
  /** Owned homes with a signed plan: the group of the values and the yield. */
  homesWithPlan: number;
  /** Sum of the agreed prices, whole pounds. */
  totalValueAtPurchase: number | null;
  /** Mean agreed price, whole pounds (rounded). */
  averageValueAtPurchase: number | null;
  /** Sum of the latest values (the agreed price of a home not yet revalued), whole pounds. */
  totalValueToday: number | null;
  /** 12 × total monthly rent / total value × 100, percent, 2 decimals. */
  averageGrossYieldPercent: number | null;
  /** Plans of customers who have moved in: the group of the arrears figures. */
  activePlans: number;
  /** Active plans with an arrears balance above zero ÷ active plans × 100, percent, one decimal. */
  plansInArrearsPercent: number | null;
  /** The active plans' arrears, pence. */
  arrearsPence: number | null;
  /** Arrears ÷ the rent due over the chart's twelve months × 100, percent, one decimal. */
  arrearsToRentDuePercent: number | null;
  /** Plans holding a deposit or equity for their customer: the group of the equity figure. */
  plansHoldingEquity: number;
  /** Deposit held plus equity held for customers, pence. */
  equityHeldPence: number | null;
  /** The current month (the last of `months`). */
  thisMonth: PortfolioMonth;
  /** The rent due and collected over the twelve months together (`month` is the first month). */
  twelveMonths: PortfolioMonth;
  /** The last {@link PORTFOLIO_MONTHS} months, oldest first. */
  months: PortfolioMonth[];
  /** Cases at each state now, in the order a case goes (purchase-case.ts). */
  stages: PortfolioStage[];
};

/**
 * Whether a group is large enough for its money figures to be shown (the module's minimum group rule).
 * @param plans the plans the figure is made from
 * @returns true for {@link PORTFOLIO_MIN_GROUP_SIZE} (5) or more
 */
export function isLargeEnoughGroup(plans: number): boolean {
  return plans >= PORTFOLIO_MIN_GROUP_SIZE;
}

/**
 * A part as a percentage of a whole, one decimal (rates of collection and arrears).
 * @param part e.g. rent collected, pence
 * @param whole e.g. rent due, pence
 * @returns percent, one decimal (e.g. 2 of 3 → 66.7); null when the whole is not above zero
 */
export function ratePercent(part: number, whole: number): number | null {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/**
 * The gross yield of a group of homes: 12 × their monthly rents / their prices × 100 (plan.ts `calculateYield`,
 * spec §9), the value-weighted mean of the homes' yields.
 * @param homes each home's agreed price and monthly rent, whole pounds
 * @returns percent, 2 decimals (e.g. £1,000 on £200,000 and £1,500 on £300,000 → 6); 0 for no homes
 */
export function grossYieldPercent(homes: ReadonlyArray<{ price: number; monthlyRent: number }>): number {
  const rent = homes.reduce((sum, home) => sum + home.monthlyRent, 0);
  const price = homes.reduce((sum, home) => sum + home.price, 0);
  return calculateYield(rent, price);
}

/**
 * The chart's months: today's month and the ones before it.
 * @param today YYYY-MM-DD
 * @param count how many months (default {@link PORTFOLIO_MONTHS})
 * @returns YYYY-MM, oldest first (e.g. 2026-12-01 → 2026-01 … 2026-12)
 * @throws RangeError when today is not YYYY-MM-DD
 */
export function portfolioMonths(today: string, count = PORTFOLIO_MONTHS): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || !dayjs(today).isValid()) {
    throw new RangeError(`Today must be YYYY-MM-DD, got "${today}"`);
  }
  const end = dayjs(today).startOf('month');
  return Array.from({ length: count }, (_, i) => end.subtract(count - 1 - i, 'month').format('YYYY-MM'));
}

/**
 * A month as a chart's axis writes it, e.g. "2026-11" → "Nov 2026".
 * @param month YYYY-MM
 * @returns the short month and year; the text unchanged when it is not YYYY-MM
 */
export function formatPortfolioMonth(month: string): string {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? dayjs(`${month}-01`).format('MMM YYYY') : month;
}

/** One month (or the twelve together) from the plans' rows of it, the money null below the minimum group. */
function monthOf(month: string, rows: readonly PortfolioCollectionMonth[]): PortfolioMonth {
  const plans = new Set(rows.filter((row) => row.rentDuePence > 0).map((row) => row.planKey)).size;
  if (!isLargeEnoughGroup(plans)) {
    return { month, plans, rentDuePence: null, rentCollectedPence: null, collectionRatePercent: null };
  }
  const due = rows.reduce((sum, row) => sum + row.rentDuePence, 0);
  const collected = rows.reduce((sum, row) => sum + row.rentCollectedPence, 0);
  return {
    month,
    plans,
    rentDuePence: due,
    rentCollectedPence: collected,
    collectionRatePercent: ratePercent(collected, due),
  };
}

/**
 * The portfolio's figures (see the module's sources and its minimum group rule).
 * @param input the cases at each state, the signed plans, the ledger balances and the collections by month
 * @returns the summary; money figures of a group of fewer than {@link PORTFOLIO_MIN_GROUP_SIZE} plans are null
 * @throws RangeError when today is not YYYY-MM-DD
 */
export function summarisePortfolio(input: PortfolioInput): PortfolioSummary {
  const months = portfolioMonths(input.today);
  const counts = new Map<PurchaseCaseState, number>();
  for (const row of input.casesByState) counts.set(row.state, (counts.get(row.state) ?? 0) + row.cases);
  const stages = PURCHASE_CASE_STATES.map((state) => ({ state, cases: counts.get(state) ?? 0 }));
  const homesOwned = OWNED_STATES.reduce((sum, state) => sum + (counts.get(state) ?? 0), 0);

  const owned = input.plans.filter((plan) => OWNED_STATES.includes(plan.state));
  const valued = isLargeEnoughGroup(owned.length);
  const totalValue = owned.reduce((sum, plan) => sum + plan.price, 0);
  const totalToday = owned.reduce((sum, plan) => sum + (plan.valueToday ?? plan.price), 0);

  const balanceOf = new Map(input.balances.map((row) => [row.planKey, row]));
  const active = input.plans.filter((plan) => plan.state === 'MovedIn');
  const arrears = active.map((plan) => balanceOf.get(plan.planKey)?.arrearsPence ?? 0);
  const arrearsPence = arrears.reduce((sum, pence) => sum + Math.max(0, pence), 0);
  const arrearsShown = isLargeEnoughGroup(active.length);

  const holding = input.balances.filter((row) => row.depositHeldPence + row.equityHeldPence > 0);
  const equityHeld = holding.reduce((sum, row) => sum + row.depositHeldPence + row.equityHeldPence, 0);

  const inWindow = input.collections.filter((row) => months.includes(row.month));
  const monthly = months.map((month) =>
    monthOf(
      month,
      inWindow.filter((row) => row.month === month),
    ),
  );
  const twelveMonths = monthOf(months[0] ?? '', inWindow);
  const rentDueInYear = inWindow.reduce((sum, row) => sum + row.rentDuePence, 0);

  return {
    minimumGroupSize: PORTFOLIO_MIN_GROUP_SIZE,
    homesOwned,
    homesWithPlan: owned.length,
    totalValueAtPurchase: valued ? totalValue : null,
    averageValueAtPurchase: valued ? Math.round(totalValue / owned.length) : null,
    totalValueToday: valued ? totalToday : null,
    averageGrossYieldPercent: valued ? grossYieldPercent(owned) : null,
    activePlans: active.length,
    plansInArrearsPercent: arrearsShown
      ? ratePercent(arrears.filter((pence) => pence > 0).length, active.length)
      : null,
    arrearsPence: arrearsShown ? arrearsPence : null,
    arrearsToRentDuePercent:
      arrearsShown && twelveMonths.rentDuePence !== null ? ratePercent(arrearsPence, rentDueInYear) : null,
    plansHoldingEquity: holding.length,
    equityHeldPence: isLargeEnoughGroup(holding.length) ? equityHeld : null,
    thisMonth: monthly[monthly.length - 1] as PortfolioMonth,
    twelveMonths,
    months: monthly,
    stages,
  };
}
