/**
 * A plan's home value as its pages show it (decision 073): the value that holds now and its history, the index
 * figures behind each revaluation, the customer's equity as a share of today's value, what they may buy now, their
 * equity purchases and their latest quote to buy the rest.
 */
import {
  EQUITY_CAP_PERCENT,
  type EquityPurchaseLimits,
  equityPurchaseLimits,
  sharePercent,
} from '@stairway/domain/equity-purchase';
import { UK_AREA_CODE } from '@stairway/domain/revaluation';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppServices } from '../../context';
import { homeSubmissions, housePriceIndex } from '../../db/schema';
import { londonToday } from '../../lib/dates';
import type { PurchaseCaseRow } from '../direct-debit/customer-plan';
import type { PlanRow } from '../plans/read-plans';
import {
  type BuyOutQuoteRow,
  type EquityPurchaseView,
  equityPurchaseContext,
  latestBuyOutQuote,
  listEquityPurchases,
} from './equity-purchases';
import { currentValue, homeArea, planValuations, type ValuationRow } from './home-valuations';

/** The home value of a plan. */
export type HomeValueView = {
  valuePounds: number;
  /** The value that holds now; null while only the agreed price is known (before the move-in). */
  current: ValuationRow | null;
  /** Every value, newest first. */
  history: ValuationRow[];
  /** The home's local authority, as the revaluation looks it up; null when its postcode is unknown. */
  authorityName: string | null;
  /** The UK HPI property type used. */
  propertyType: string;
  /** The newest month of index figures held for the home's authority or the UK, YYYY-MM. */
  newestIndexMonth: string | null;
  equityOwnedPence: number;
  /** The equity held as a share of the value, percent to 2 decimals. */
  sharePercent: number;
  limits: EquityPurchaseLimits;
  purchases: EquityPurchaseView[];
  latestQuote: (BuyOutQuoteRow & { valid: boolean }) | null;
};

/**
 * Reads a plan's home value.
 * @param services the database
 * @param found the plan and its case
 * @param now the clock (tests)
 */
export async function readHomeValue(
  services: Pick<AppServices, 'db'>,
  found: { plan: PlanRow; purchaseCase: PurchaseCaseRow },
  now: Date = new Date(),
): Promise<HomeValueView> {
  const { db } = services;
  const history = (await planValuations(db, found.plan.id)).reverse();
  const current = currentValue(history, found.plan);
  const [home] = await db
    .select({ postcode: homeSubmissions.postcode, type: homeSubmissions.type })
    .from(homeSubmissions)
    .where(eq(homeSubmissions.id, found.purchaseCase.homeSubmissionId));
  const area = homeArea(home ?? { postcode: null, type: null });
  const codes = area.authorityCode ? [area.authorityCode, UK_AREA_CODE] : [UK_AREA_CODE];
  const [newest] = await db
    .select({ month: sql<string | null>`max(${housePriceIndex.month})` })
    .from(housePriceIndex)
    .where(and(inArray(housePriceIndex.areaCode, codes)));
  const context = await equityPurchaseContext(db, found, now);
  const quote = await latestBuyOutQuote(db, found.plan.id);
  return {
    valuePounds: current.valuePounds,
    current: current.row,
    history,
    authorityName: area.authorityName,
    propertyType: area.propertyType,
    newestIndexMonth: newest?.month ?? null,
    equityOwnedPence: context.equityOwnedPence,
    sharePercent: sharePercent(context.equityOwnedPence, current.valuePounds),
    limits: equityPurchaseLimits(context),
    purchases: await listEquityPurchases(db, found.plan.id),
    latestQuote: quote ? { ...quote, valid: quote.validUntil >= londonToday(now) } : null,
  };
}

export { EQUITY_CAP_PERCENT };
