/**
 * Changing the moving day on Your home (decision 076): "Change moving day" sits beside "Withdraw my notice", opens a
 * date field, sends the new day, shows the server's refusal under the field and the schema's own check before
 * sending; after a purchase of the rest fell through, the page says so and that a new quote may be asked for.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { NoticeActions } from './change-moving-day-form';
import { PlanFellThroughNotice } from './plan-fell-through-notice';

const props = {
  movingOn: '2027-01-05',
  changeable: true,
  withdrawable: true,
  withdrawNotice: vi.fn(async () => undefined),
  withdrawing: false,
};

describe('NoticeActions', () => {
  it('sends the new moving day and closes', async () => {
    const run = vi.fn(async () => undefined);
    renderWithMantine(
      <NoticeActions
        {...props}
        changeDay={{ earliest: '2026-12-31', latest: '2027-12-01', run, running: false }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Withdraw my notice' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Change moving day' }));
    const field = screen.getByLabelText(/New moving day/);
    fireEvent.change(field, { target: { value: '2027-02-14' } });
    await userEvent.click(screen.getByRole('button', { name: 'Change moving day' }));
    await waitFor(() => expect(run).toHaveBeenCalledWith('2027-02-14'));
    await waitFor(() => expect(screen.queryByLabelText(/New moving day/)).toBeNull());
  });

  it('shows a refusal naming the field under it, and checks the date before sending', async () => {
    const run = vi.fn(async () => {
      throw {
        field: 'movingOn',
        message: 'Your moving day must be at least 30 days away: 31 December 2026 or later',
      };
    });
    renderWithMantine(
      <NoticeActions
        {...props}
        changeDay={{ earliest: '2026-12-31', latest: '2027-12-01', run, running: false }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change moving day' }));
    const field = screen.getByLabelText(/New moving day/);
    fireEvent.change(field, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Change moving day' }));
    expect(await screen.findByText('Give your new moving day as YYYY-MM-DD')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '2026-12-20' } });
    await userEvent.click(screen.getByRole('button', { name: 'Change moving day' }));
    expect(
      await screen.findByText('Your moving day must be at least 30 days away: 31 December 2026 or later'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/New moving day/).getAttribute('aria-invalid')).toBe('true');
  });

  it('offers no change once the day cannot change', () => {
    renderWithMantine(<NoticeActions {...props} changeable={false} withdrawable={false} />);
    expect(screen.queryByRole('button', { name: 'Change moving day' })).toBeNull();
  });
});

describe('PlanFellThroughNotice', () => {
  it('says the purchase did not go ahead and a new quote may be asked for', () => {
    renderWithMantine(<PlanFellThroughNotice on="2027-02-03" />);
    expect(screen.getByText(/did not go ahead on 3 February 2027/)).toBeTruthy();
    expect(screen.getByText(/ask for a new quote/)).toBeTruthy();
  });
});
