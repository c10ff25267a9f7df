/**
 * The portfolio's types (packages/domain/src/portfolio.ts): aggregate figures of the homes Stairway has bought,
 * for pipeline viewers and operators. Counts, pounds, pence and percentages only: never a name, an e-mail, a
 * postcode, an address or the id of a person, a case or a plan.
 */
import type { PortfolioMonth, PortfolioStage, PortfolioSummary } from '@stairway/domain/portfolio';
import { PURCHASE_CASE_STATE_LABELS } from '@stairway/domain/purchase-case';
import { builder } from '../../builder';
import { PurchaseCaseStateEnum } from '../enums';

/** The PortfolioMonth type. */
export const PortfolioMonthRef = builder.objectRef<PortfolioMonth>('PortfolioMonth').implement({
  description:
    'Rent due and collected in a month (or over several together), from the monthly Direct Debit collections due ' +
    'in it. The money is null when fewer than the minimum group of plans had rent due (minimumGroupSize).',
  fields: (t) => ({
    month: t.exposeString('month', {
      description: 'The month, YYYY-MM (for a total over several months: the first of them).',
    }),
    plans: t.exposeInt('plans', { description: 'How many plans had rent due.' }),
    rentDuePence: t.exposeFloat('rentDuePence', {
      nullable: true,
      description: 'The rent part of the collections due, whole pence; null below the minimum group.',
    }),
    rentCollectedPence: t.exposeFloat('rentCollectedPence', {
      nullable: true,
      description:
        'The rent part of those collections that were paid, whole pence; null below the minimum group.',
    }),
    collectionRatePercent: t.exposeFloat('collectionRatePercent', {
      nullable: true,
      description:
        'Rent collected ÷ rent due × 100, percent to one decimal; null below the minimum group or when none was due.',
    }),
  }),
});

/** The PortfolioStage type. */
export const PortfolioStageRef = builder.objectRef<PortfolioStage>('PortfolioStage').implement({
  description: 'How many purchase cases are at a state now: a count, never which.',
  fields: (t) => ({
    state: t.expose('state', { type: PurchaseCaseStateEnum, description: 'The state.' }),
    label: t.string({
      description: 'The state as people read it, e.g. "Moved in".',
      resolve: (stage) => PURCHASE_CASE_STATE_LABELS[stage.state],
    }),
    cases: t.exposeInt('cases', { description: 'Cases at this state now.' }),
  }),
});

/** The Portfolio type. */
export const PortfolioRef = builder.objectRef<PortfolioSummary>('Portfolio').implement({
  description:
    'The portfolio of homes Stairway has bought, as aggregates only. A money figure is given only when it is made ' +
    'from at least minimumGroupSize plans, so that no figure can single out a customer; otherwise it is null. ' +
    'Values are the agreed prices of the signed plans (the value at purchase, not a later valuation).',
  fields: (t) => ({
    minimumGroupSize: t.exposeInt('minimumGroupSize', {
      description: 'The fewest plans a money figure is made from (5); below it the figure is null.',
    }),
    homesOwned: t.exposeInt('homesOwned', {
      description: 'Homes Stairway owns: purchase cases at Completion or MovedIn.',
    }),
    homesWithPlan: t.exposeInt('homesWithPlan', {
      description: 'Owned homes with a signed plan: the group the values and the yield are made from.',
    }),
    totalValueAtPurchase: t.exposeInt('totalValueAtPurchase', {
      nullable: true,
      description: 'The owned homes’ agreed prices added up, whole pounds; null below the minimum group.',
    }),
    averageValueAtPurchase: t.exposeInt('averageValueAtPurchase', {
      nullable: true,
      description:
        'The owned homes’ mean agreed price, whole pounds (rounded); null below the minimum group.',
    }),
    totalValueToday: t.exposeInt('totalValueToday', {
      nullable: true,
      description:
        'The owned homes’ latest values added up (the quarterly UK HPI revaluation or a surveyor’s figure; the agreed ' +
        'price of a home not yet revalued; decision 073), whole pounds; null below the minimum group.',
    }),
    averageGrossYieldPercent: t.exposeFloat('averageGrossYieldPercent', {
      nullable: true,
      description:
        'The owned homes’ gross yield: 12 × their monthly rents ÷ their agreed prices × 100 (the value-weighted ' +
        'mean), percent to 2 decimals; null below the minimum group.',
    }),
    activePlans: t.exposeInt('activePlans', {
      description:
        'Signed plans of customers who have moved in: the group the arrears figures are made from.',
    }),
    plansInArrearsPercent: t.exposeFloat('plansInArrearsPercent', {
      nullable: true,
      description:
        'The share of active plans whose ledger arrears balance is above zero, percent to one decimal; null below ' +
        'the minimum group.',
    }),
    arrearsPence: t.exposeFloat('arrearsPence', {
      nullable: true,
      description: 'The active plans’ arrears balances added up, whole pence; null below the minimum group.',
    }),
    arrearsToRentDuePercent: t.exposeFloat('arrearsToRentDuePercent', {
      nullable: true,
      description:
        'The arrears ÷ the rent due over the last twelve months × 100, percent to one decimal; null below the ' +
        'minimum group.',
    }),
    plansHoldingEquity: t.exposeInt('plansHoldingEquity', {
      description: 'Plans holding a deposit or equity for their customer: the group of equityHeldPence.',
    }),
    equityHeldPence: t.exposeFloat('equityHeldPence', {
      nullable: true,
      description:
        'Held for customers: the ledger’s deposit-held plus equity-held balances of every plan, whole pence; ' +
        'null below the minimum group.',
    }),
    thisMonth: t.expose('thisMonth', {
      type: PortfolioMonthRef,
      description: 'Rent due and collected this month (London’s calendar month).',
    }),
    twelveMonths: t.expose('twelveMonths', {
      type: PortfolioMonthRef,
      description: 'Rent due and collected over the last twelve months together (month: the first of them).',
    }),
    months: t.expose('months', {
      type: [PortfolioMonthRef],
      description: 'Rent due and collected in each of the last twelve months, oldest first, for a chart.',
    }),
    stages: t.expose('stages', {
      type: [PortfolioStageRef],
      description: 'Purchase cases at each state now (opened, the seven stages, fallen through), in order.',
    }),
  }),
});
