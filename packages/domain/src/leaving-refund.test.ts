import { describe, expect, it } from 'vitest';
import { LEAVING_STEPS, leavingRefund } from './leaving-refund';
import { balances, entryFor } from './ledger';

const PLAN = 'plan-1';
const deposit = entryFor({
  id: 'd',
  planId: PLAN,
  date: '2026-12-01',
  kind: 'deposit-paid',
  paymentId: 'p0',
  amountPence: 400_000,
});
const month = (id: string) =>
  entryFor({
    id,
    planId: PLAN,
    date: '2026-12-01',
    kind: 'collection-confirmed',
    paymentId: `p-${id}`,
    amountPence: 108_367,
    due: { rentPence: 91_700, equityPence: 16_667, arrearsPence: 0 },
  });

describe('leavingRefund', () => {
  it('refunds the deposit and the equity contributions held', () => {
    const refund = leavingRefund(balances([deposit, month('m1'), month('m2')]));
    expect(refund).toEqual({
      lines: [
        { label: 'Your deposit', pence: 400_000 },
        { label: 'Your equity contributions', pence: 33_334 },
      ],
      totalPence: 433_334,
    });
  });

  it('takes off the rent owed after a failed payment', () => {
    const failed = entryFor({
      id: 'f2',
      planId: PLAN,
      date: '2026-12-01',
      kind: 'collection-failed',
      rentPence: 91_700,
      equityPence: 16_667,
    });
    const refund = leavingRefund(balances([deposit, month('m1'), failed]));
    expect(refund.lines.at(-1)).toEqual({ label: 'Less rent you owe', pence: -91_700 });
    expect(refund.totalPence).toBe(400_000 + 16_667 - 91_700);
  });

  it('is nothing, never below nothing, before anything is paid', () => {
    expect(leavingRefund(balances([]))).toEqual({ lines: [], totalPence: 0 });
  });
});

describe('LEAVING_STEPS', () => {
  it('ends with the refund within the plan’s 30 days', () => {
    expect(LEAVING_STEPS.at(-1)).toContain('Within 30 days of moving out');
  });
});
