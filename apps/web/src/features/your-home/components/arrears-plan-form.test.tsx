/**
 * The payment plan form's own instalments (decision 075): starting from the equal suggestion, the customer changes
 * amounts and dates, adds and removes rows and sees what is left to plan as they type; the domain's rules
 * (packages/domain arrears.ts, as the server applies them) show under the row and field they name, and a valid
 * plan is sent in pence.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { PaymentPlanForm } from './arrears-plan-form';

const TODAY = '2026-12-01';

/** Sets a field's value as the browser would, then leaves it. */
function setField(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('PaymentPlanForm: choosing my own instalments', () => {
  it('starts from the suggestion, shows what is left and the rules by row, and sends a valid plan', async () => {
    const propose = vi.fn(async () => null);
    renderWithMantine(<PaymentPlanForm arrearsPence={91_700} today={TODAY} propose={propose} />);
    expect(screen.getByRole('radio', { name: 'Equal monthly payments' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Choose my own amounts and dates' }));
    // The three equal instalments, now editable.
    expect(screen.getAllByRole('group', { name: /^Instalment \d$/ })).toHaveLength(3);
    expect(screen.getByTestId('left-to-plan').textContent).toBe('All £917 is planned.');

    // Less in the second: what is left shows as they type; under £10 is refused, naming the row.
    setField('Instalment 2: Amount', '£5');
    expect(screen.getByTestId('left-to-plan').textContent).toBe('£300.66 left to plan, of £917.');
    expect(await screen.findByText('Instalment 2 must be at least £10.')).toBeTruthy();

    // Too close to the first: refused under the second's date.
    setField('Instalment 2: Amount', '£305.66');
    setField('Instalment 2: Date', '2026-12-04');
    expect(await screen.findByText('Instalment 2 must be at least 7 days after instalment 1.')).toBeTruthy();
    setField('Instalment 2: Date', '2026-12-08');
    expect(screen.queryByText(/at least 7 days/)).toBeNull();

    // A fourth row takes nothing while all is planned; removing the third leaves £305.66 to plan.
    await userEvent.click(screen.getByRole('button', { name: 'Add an instalment' }));
    expect(screen.getAllByRole('group', { name: /^Instalment \d$/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Remove instalment 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove instalment 3' }));
    expect(screen.getByTestId('left-to-plan').textContent).toBe('£305.66 left to plan, of £917.');

    // Agreeing now says the total is short; a new row for what is left fixes it, and the plan is sent in pence.
    await userEvent.click(screen.getByRole('button', { name: 'Agree this plan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The instalments add up to £611.34: they must add up to what is owed, £917.',
    );
    expect(propose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Add an instalment' }));
    const third = screen.getByRole('group', { name: 'Instalment 3' });
    expect((within(third).getByLabelText('Instalment 3: Date') as HTMLInputElement).value).toBe('2027-01-08');
    await userEvent.click(screen.getByRole('button', { name: 'Agree this plan' }));
    expect(propose).toHaveBeenCalledWith([
      { dueOn: '2026-12-01', amountPence: 30_568 },
      { dueOn: '2026-12-08', amountPence: 30_566 },
      { dueOn: '2027-01-08', amountPence: 30_566 },
    ]);
  });
});
