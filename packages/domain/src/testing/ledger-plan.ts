/**
 * Test fixture: the ledger's worked plan (ledger.ts), shared by the ledger's tests. A £200,000 home at £916.67
 * a month: rent 91,667p; equity 1% of £200,000 a year is £2,000 / 12 = £166.666… → £166.67 = 16,667p (plan.ts
 * `calculateMonthlyPlanCost`); a month is 91,667 + 16,667 = 108,334p. Deposit £4,000 (2%, nearest £100) =
 * 400,000p. December: the deposit; January: a month collected; February: the collection fails; March: February's
 * arrears, March's month and £100 more are collected.
 */
import { entryFor } from '../ledger';

/** The plan of every worked entry. */
export const base = { planId: 'plan-1' };
/** A month's rent and equity with no arrears, pence. */
export const due = { rentPence: 91_667, equityPence: 16_667, arrearsPence: 0 };
/** December: the deposit of 400,000p. */
export const deposit = entryFor({
  ...base,
  id: 'dep',
  date: '2026-12-01',
  kind: 'deposit-paid',
  paymentId: 'pay-dep',
  amountPence: 400_000,
});
/** January: 108,334p collected. */
export const january = entryFor({
  ...base,
  id: 'c1',
  date: '2027-01-01',
  kind: 'collection-confirmed',
  paymentId: 'pay-1',
  amountPence: 108_334,
  due,
});
/** February: the collection fails. */
export const february = entryFor({
  ...base,
  id: 'c2',
  date: '2027-02-01',
  kind: 'collection-failed',
  paymentId: 'pay-2',
  rentPence: 91_667,
  equityPence: 16_667,
});
/** March collects February's arrears, March's month and £100 more: 91,667 + 91,667 + 16,667 = 200,001; + 10,000. */
export const march = entryFor({
  ...base,
  id: 'c3',
  date: '2027-03-01',
  kind: 'collection-confirmed',
  paymentId: 'pay-3',
  amountPence: 210_001,
  due: { ...due, arrearsPence: 91_667 },
});
