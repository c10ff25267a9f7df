/**
 * The arrears card (decision 075): what is owed and since when in kind words; with no plan, the suggested plan
 * (three monthly instalments) agreed with one click; with a plan, each instalment's status and "Pay now" for
 * those not met; and a message to a person.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import type { ArrearsActions, ArrearsData } from '../hooks/use-arrears';
import { ArrearsCard } from './arrears-card';

const TODAY = '2026-12-01';

const owed: ArrearsData = {
  arrearsPence: 91_700,
  sinceDate: '2026-11-10',
  ageDays: 21,
  stage: 'reminders',
  stageLabel: 'A payment is overdue: we will remind you by e-mail',
  suggestedPlan: [],
  paymentPlan: null,
  hardshipRequests: [],
};

function actions(): ArrearsActions & { [K in 'propose' | 'pay' | 'askForHelp']: ReturnType<typeof vi.fn> } {
  return {
    propose: vi.fn(async () => null),
    pay: vi.fn(async () => null),
    askForHelp: vi.fn(async () => null),
    paymentReturn: null,
  };
}

describe('ArrearsCard', () => {
  it('says what is owed and since when, kindly, and agrees the suggested three-month plan', async () => {
    const act = actions();
    renderWithMantine(<ArrearsCard data={owed} actions={act} today={TODAY} />);
    expect(screen.getByText(/£917 of your rent is unpaid since 10 November 2026 \(21 days\)/)).toBeTruthy();
    expect(screen.getByText(/your home and your pages stay just as they are/)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Your instalments' });
    expect(list.textContent).toContain('£305.68 on 1 December 2026');
    expect(list.textContent).toContain('£305.66 on 1 February 2027');
    await userEvent.click(screen.getByRole('button', { name: 'Agree this plan' }));
    expect(act.propose).toHaveBeenCalledWith([
      { dueOn: '2026-12-01', amountPence: 30_568 },
      { dueOn: '2027-01-01', amountPence: 30_566 },
      { dueOn: '2027-02-01', amountPence: 30_566 },
    ]);
  });

  it('lists the plan’s instalments with "Pay now" for those not met', async () => {
    const act = actions();
    const data: ArrearsData = {
      ...owed,
      arrearsPence: 61_132,
      stage: 'plan',
      stageLabel: 'You are keeping to a payment plan: thank you',
      paymentPlan: {
        id: 'p1',
        agreedOn: TODAY,
        arrearsPence: 91_700,
        paidPence: 30_568,
        instalments: [
          { id: 'i1', number: 1, dueOn: '2026-12-01', amountPence: 30_568, paidPence: 30_568, status: 'met' },
          { id: 'i2', number: 2, dueOn: '2027-01-01', amountPence: 30_566, paidPence: 0, status: 'due' },
        ],
      },
    };
    renderWithMantine(<ArrearsCard data={data} actions={act} today={TODAY} />);
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Pay now/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now: instalment 2, £305.66' }));
    expect(act.pay).toHaveBeenCalledWith('i2');
    expect(screen.queryByRole('button', { name: 'Agree this plan' })).toBeNull();
  });

  it('sends a message to a person and shows the reply', async () => {
    const act = actions();
    const data: ArrearsData = {
      ...owed,
      hardshipRequests: [
        {
          id: 'h1',
          message: 'My hours were cut.',
          response: 'We can pause your plan.',
          respondedBy: 'Stairway',
          createdAt: '2026-11-30T10:00:00Z',
          respondedAt: '2026-11-30T12:00:00Z',
        },
      ],
    };
    renderWithMantine(<ArrearsCard data={data} actions={act} today={TODAY} />);
    expect(screen.getByText('Our reply: We can pause your plan.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Talk to a person'), 'I am ill this month');
    await userEvent.click(screen.getByRole('button', { name: 'Send to our team' }));
    expect(act.askForHelp).toHaveBeenCalledWith('I am ill this month');
    expect((await screen.findByRole('status')).textContent).toContain('your message has been sent');
  });
});
