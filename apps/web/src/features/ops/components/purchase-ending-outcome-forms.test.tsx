/**
 * The console's refund-paid and fell-through forms (decision 076): the refund form offers the figure due now and
 * says how it differs from the inspection's, with the collection's day, and sends the amount in pence; a refusal
 * naming amountPence is shown under the field; the fell-through form sends the reason and shows a refusal under it.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import type { OpsPlanEndingState } from '../hooks/use-plan-ending';
import { FallenThroughForm, RefundPaidForm } from './purchase-ending-outcome-forms';

const stateWith = (problem: { field: string | null; message: string } | null = null) =>
  ({
    problem,
    busy: null,
    clearProblem: vi.fn(),
    recordRefundPaid: vi.fn(async () => undefined),
    recordFallenThrough: vi.fn(async () => undefined),
  }) as unknown as OpsPlanEndingState;

describe('RefundPaidForm', () => {
  it('offers the refund due now, with the difference from the inspection and the collection’s day', async () => {
    const state = stateWith();
    renderWithMantine(
      <RefundPaidForm
        state={state}
        refund={{
          atInspectionPence: 418_334,
          nowPence: 435_001,
          morePence: 16_667,
          collectionOn: '2027-01-05',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Record the refund of £4,350.01 as paid' })).toBeTruthy();
    expect(
      screen
        .getByTestId('ops-refund-changed')
        .textContent?.startsWith(
          '£166.67 more than at the inspection, from a collection confirmed on 5 January 2027',
        ),
    ).toBe(true);
    await userEvent.type(screen.getByLabelText('Bank transfer reference'), 'REF-1');
    await userEvent.click(screen.getByRole('button', { name: 'Record refund paid' }));
    expect(state.recordRefundPaid).toHaveBeenCalledWith(
      expect.objectContaining({ amountPence: 435_001, reference: 'REF-1' }),
    );
  });

  it('shows a refusal naming the amount under its field', () => {
    renderWithMantine(
      <RefundPaidForm
        state={stateWith({ field: 'amountPence', message: 'The refund due now is £4,350.01' })}
        refund={{ atInspectionPence: 418_334, nowPence: 418_334, morePence: 0 }}
      />,
    );
    expect(screen.queryByTestId('ops-refund-changed')).toBeNull();
    expect(screen.getByText('The refund due now is £4,350.01')).toBeTruthy();
  });
});

describe('FallenThroughForm', () => {
  it('sends the reason, and shows a refusal under it', async () => {
    const state = stateWith({ field: 'reason', message: 'Say why the purchase did not go ahead' });
    renderWithMantine(<FallenThroughForm state={state} />);
    await userEvent.click(screen.getByRole('button', { name: 'The purchase fell through' }));
    expect(screen.getByText('Say why the purchase did not go ahead')).toBeTruthy();
    await userEvent.type(
      screen.getByLabelText(/Why did it not go ahead/),
      'The mortgage offer was withdrawn',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Record fallen through' }));
    expect(state.recordFallenThrough).toHaveBeenCalledWith('The mortgage offer was withdrawn');
  });
});
