/**
 * A plan's home value in the API (decision 073): `HomeValue` on `HomePayments` (the value that holds now, its
 * history with the UK HPI figures behind each revaluation, the equity as a share of today's value, what may be
 * bought now, the purchases and the latest quote to buy the rest). Money: whole pounds for values, pence for
 * what is held and paid; dates YYYY-MM-DD.
 */
import {
  BUY_OUT_QUOTE_VALID_DAYS,
  BUY_OUT_STEPS,
  EQUITY_CAP_PERCENT,
  EQUITY_PURCHASE_MIN_PENCE,
  EQUITY_PURCHASE_YEARLY_PERCENT,
} from '@stairway/domain/equity-purchase';
import { builder } from '../../builder';
import type { PlanPaymentsView } from '../../services/direct-debit/read-payments';
import type { BuyOutQuoteRow, EquityPurchaseView } from '../../services/valuations/equity-purchases';
import type { ValuationRow } from '../../services/valuations/home-valuations';
import { type HomeValueView, readHomeValue } from '../../services/valuations/read-home-value';
import { PaymentStatusEnum } from '../enums';
import { HomePaymentsRef } from '../home-payments/home-payments-types';

/** How a value was arrived at. */
export const ValuationKindEnum = builder.enumType('ValuationKind', {
  description: 'How a value of the home was arrived at.',
  values: {
    Purchase: { value: 'purchase' as const, description: 'The agreed purchase price.' },
    Index: {
      value: 'index' as const,
      description: 'The quarterly revaluation from the UK House Price Index.',
    },
    Surveyor: { value: 'surveyor' as const, description: 'A surveyor’s figure, recorded by Stairway.' },
  },
});

const HomeValuationRef = builder.objectRef<ValuationRow>('HomeValuation').implement({
  description: 'One value of the home, never changed once recorded (a new value is a new one).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The valuation’s id (UUID).' }),
    kind: t.field({ type: ValuationKindEnum, description: 'How it was arrived at.', resolve: (r) => r.kind }),
    valuePounds: t.exposeInt('valuePounds', { description: 'The value, whole pounds.' }),
    valuedOn: t.field({ type: 'Date', description: 'The day it is for.', resolve: (r) => r.valuedOn }),
    indexAreaName: t.exposeString('indexAreaName', {
      nullable: true,
      description: 'For an index revaluation: the UK HPI series’ area (a local authority, or the UK).',
    }),
    indexPropertyType: t.exposeString('indexPropertyType', {
      nullable: true,
      description: 'For an index revaluation: the series’ property type (all, detached, semi-detached, …).',
    }),
    indexFromMonth: t.exposeString('indexFromMonth', {
      nullable: true,
      description: 'The basis month, YYYY-MM.',
    }),
    indexFromLevel: t.exposeFloat('indexFromLevel', {
      nullable: true,
      description: 'The index in the basis month.',
    }),
    indexToMonth: t.exposeString('indexToMonth', {
      nullable: true,
      description: 'The newest month of the series used, YYYY-MM.',
    }),
    indexToLevel: t.exposeFloat('indexToLevel', { nullable: true, description: 'The index that month.' }),
    surveyor: t.exposeString('surveyor', { nullable: true, description: 'For a surveyor’s figure: who.' }),
    note: t.exposeString('note', { nullable: true, description: 'How it was worked out, in words.' }),
  }),
});

const EquityPurchaseRef = builder.objectRef<EquityPurchaseView>('EquityPurchase').implement({
  description: 'An extra payment towards the home through the payment provider’s checkout.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The purchase’s id (UUID).' }),
    amountPence: t.exposeInt('amountPence', { description: 'The amount, pence.' }),
    valuePounds: t.exposeInt('valuePounds', { description: 'The value it was priced at, whole pounds.' }),
    status: t.field({
      type: PaymentStatusEnum,
      description: 'The checkout’s state.',
      resolve: (r) => r.status,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When it was asked for.',
      resolve: (r) => r.createdAt,
    }),
    paidAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was paid.',
      resolve: (r) => r.paidAt,
    }),
  }),
});

export const BuyOutQuoteRef = builder
  .objectRef<BuyOutQuoteRow & { valid?: boolean }>('BuyOutQuote')
  .implement({
    description:
      'A quote to buy the rest at the latest value, held for 90 days (packages/domain equity-purchase.ts). An index ' +
      'value is confirmed by an independent RICS valuation Stairway pays for before the sale (decision 070).',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The quote’s id (UUID).' }),
      pricePounds: t.exposeInt('pricePounds', { description: 'The price (the latest value), whole pounds.' }),
      equityHeldPence: t.exposeInt('equityHeldPence', {
        description: 'The deposit and equity held that count towards it, pence.',
      }),
      toPayPence: t.exposeInt('toPayPence', {
        description: 'What is left to pay (the price less the equity held, plus any arrears), pence.',
      }),
      validUntil: t.field({
        type: 'Date',
        description: 'The last day it holds.',
        resolve: (r) => r.validUntil,
      }),
      valid: t.boolean({
        description: 'Whether it still holds today.',
        resolve: (r) => r.valid ?? true,
      }),
      createdAt: t.field({
        type: 'DateTime',
        description: 'When it was given.',
        resolve: (r) => r.createdAt,
      }),
      steps: t.stringList({
        description: 'The steps from the quote to owning the home, in order.',
        resolve: () => [...BUY_OUT_STEPS],
      }),
    }),
  });

const HomeValueRef = builder.objectRef<HomeValueView>('HomeValue').implement({
  description:
    'The home’s value and what the customer can do with it (decision 073): revalued each quarter from the UK House ' +
    'Price Index, or by a surveyor’s figure, which takes precedence.',
  fields: (t) => ({
    valuePounds: t.exposeInt('valuePounds', {
      description: 'The value that holds now, whole pounds (the agreed price until revalued).',
    }),
    current: t.field({
      type: HomeValuationRef,
      nullable: true,
      description: 'The valuation that holds now; null until the agreed price is recorded at the move-in.',
      resolve: (r) => r.current,
    }),
    history: t.field({
      type: [HomeValuationRef],
      description: 'Every value, newest first.',
      resolve: (r) => r.history,
    }),
    authorityName: t.exposeString('authorityName', {
      nullable: true,
      description:
        'The home’s local authority as the revaluation finds it; null when its postcode is unknown.',
    }),
    propertyType: t.exposeString('propertyType', { description: 'The UK HPI property type used.' }),
    newestIndexMonth: t.exposeString('newestIndexMonth', {
      nullable: true,
      description: 'The newest month of UK HPI figures held for the home’s area or the UK, YYYY-MM.',
    }),
    equityOwnedPence: t.exposeInt('equityOwnedPence', { description: 'The deposit and equity held, pence.' }),
    sharePercent: t.exposeFloat('sharePercent', {
      description: 'The equity held as a share of today’s value, percent to 2 decimals.',
    }),
    canBuyMore: t.boolean({
      description: 'Whether more may be bought now.',
      resolve: (r) => r.limits.allowed,
    }),
    buyMoreMinPence: t.int({
      description: `The smallest extra payment, pence (${EQUITY_PURCHASE_MIN_PENCE}).`,
      resolve: () => EQUITY_PURCHASE_MIN_PENCE,
    }),
    buyMoreMaxPence: t.int({
      nullable: true,
      description: `The most that may be paid now, pence: ${EQUITY_PURCHASE_YEARLY_PERCENT}% of the value a year, up to ${EQUITY_CAP_PERCENT}% held; null when nothing may be bought.`,
      resolve: (r) => (r.limits.allowed ? r.limits.maxPence : null),
    }),
    buyMoreRefusal: t.string({
      nullable: true,
      description: 'Why nothing may be bought now, in words; null when something may.',
      resolve: (r) => (r.limits.allowed ? null : r.limits.reason),
    }),
    purchases: t.field({
      type: [EquityPurchaseRef],
      description: 'The extra payments asked for, newest first (at most 50).',
      resolve: (r) => r.purchases,
    }),
    latestQuote: t.field({
      type: BuyOutQuoteRef,
      nullable: true,
      description: `The latest quote to buy the rest (each holds ${BUY_OUT_QUOTE_VALID_DAYS} days); null before one is asked for.`,
      resolve: (r) => r.latestQuote,
    }),
  }),
});

builder.objectFields(HomePaymentsRef, (t) => ({
  homeValue: t.field({
    type: HomeValueRef,
    description: 'The home’s value, the equity as a share of it, buying more and the quote to buy the rest.',
    resolve: (view: PlanPaymentsView, _args, ctx) => readHomeValue(ctx, view),
  }),
}));
