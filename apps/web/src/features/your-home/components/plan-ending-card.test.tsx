/**
 * The plan's ending on Your home (decision 076): moving out shows its steps with days and the withdrawal; once the
 * refund is paid, "Your plan has ended" with the damage charge and the refund; buying the rest completed shows
 * "You own your home" with the price, what was held and counted, and what was paid; and the notice form sends the
 * moving day and reason, showing a refusal on the field.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import type { PlanEnding } from '../hooks/use-plan-ending';
import { MoveOutNoticeForm } from './move-out-notice-form';
import { PlanEndingCard } from './plan-ending-card';

const base: PlanEnding = {
  id: 'e1',
  kind: 'MOVE_OUT',
  status: 'NOTICE_GIVEN',
  ended: false,
  withdrawable: true,
  noticeGivenOn: '2026-12-01',
  movingOn: '2027-01-05',
  reason: null,
  inspectedOn: null,
  damagePence: null,
  damageNote: null,
  refundDuePence: null,
  refundPaidOn: null,
  pricePounds: null,
  goAheadOn: null,
  completedOn: null,
  amountReceivedPence: null,
  heldAppliedPence: null,
  endsOn: null,
  steps: [
    { label: 'Notice given', done: true, on: '2026-12-01', pence: null },
    { label: 'Home inspected', done: false, on: null, pence: null },
    { label: 'Refund paid', done: false, on: null, pence: null },
  ],
} as PlanEnding;

describe('PlanEndingCard', () => {
  it('shows the moving day and the steps, and withdraws the notice', async () => {
    const withdraw = vi.fn(async () => undefined);
    renderWithMantine(
      <PlanEndingCard ending={base} withdrawNotice={withdraw} withdrawing={false} problem={null} />,
    );
    expect(screen.getByRole('heading', { name: 'You are moving out' })).toBeTruthy();
    expect(screen.getByText(/Your moving day is 5 January 2027/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByText('Still to come')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw my notice' }));
    expect(withdraw).toHaveBeenCalledOnce();
  });

  it('says the plan has ended with the damage charge and the refund paid', () => {
    const ended = {
      ...base,
      status: 'REFUND_PAID',
      ended: true,
      withdrawable: false,
      inspectedOn: '2027-01-05',
      damagePence: 15_000,
      damageNote: 'A broken door',
      refundDuePence: 418_334,
      refundPaidOn: '2027-01-20',
      endsOn: '2027-01-05',
    } as PlanEnding;
    renderWithMantine(
      <PlanEndingCard ending={ended} withdrawNotice={vi.fn()} withdrawing={false} problem={null} />,
    );
    expect(screen.getByRole('heading', { name: 'Your plan has ended' })).toBeTruthy();
    expect(screen.getByText('Your deposit and equity, less anything owed')).toBeTruthy();
    expect(screen.getByText('£4,333.34')).toBeTruthy();
    expect(screen.getByText('Less damage (A broken door)')).toBeTruthy();
    expect(screen.getByText('−£150')).toBeTruthy();
    expect(screen.getByText('£4,183.34')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw my notice' })).toBeNull();
  });

  it('says they own their home with the price, what counted and what was paid', () => {
    const owned = {
      ...base,
      kind: 'BUY_OUT',
      status: 'COMPLETED',
      ended: true,
      withdrawable: false,
      pricePounds: 210_000,
      completedOn: '2027-03-01',
      amountReceivedPence: 20_566_666,
      heldAppliedPence: 433_334,
    } as PlanEnding;
    renderWithMantine(
      <PlanEndingCard ending={owned} withdrawNotice={vi.fn()} withdrawing={false} problem={null} />,
    );
    expect(screen.getByRole('heading', { name: 'You own your home' })).toBeTruthy();
    expect(screen.getByText(/completed on 1 March 2027 at £210,000/)).toBeTruthy();
    expect(screen.getByText('−£4,333.34')).toBeTruthy();
    expect(screen.getByText('£205,666.66')).toBeTruthy();
  });
});

describe('MoveOutNoticeForm', () => {
  it('sends the moving day and the reason, and shows a refusal on the field', async () => {
    const give = vi.fn(async () => undefined);
    const { unmount } = renderWithMantine(
      <MoveOutNoticeForm
        earliest="2026-12-31"
        latest="2027-12-01"
        giveNotice={give}
        giving={false}
        problem={null}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Give notice to move out' }));
    await userEvent.type(screen.getByLabelText('Why are you leaving? (optional)'), 'A new job');
    await userEvent.click(screen.getByRole('button', { name: 'Give notice' }));
    expect(give).toHaveBeenCalledWith('2026-12-31', 'A new job');
    unmount();
    renderWithMantine(
      <MoveOutNoticeForm
        earliest="2026-12-31"
        latest="2027-12-01"
        giveNotice={give}
        giving={false}
        problem={{ field: 'movingOn', message: 'Your moving day must be at least 30 days away' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Give notice to move out' }));
    expect(screen.getByText('Your moving day must be at least 30 days away')).toBeTruthy();
  });
});
