/** Approving or rejecting in the console asks first, naming the applicant and the consequence. */
import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { confirmDecision, type DecisionToConfirm } from './confirm-decision';

function DecideButton({ decision, onConfirm }: { decision: DecisionToConfirm; onConfirm: () => void }) {
  return <Button onClick={() => confirmDecision(decision, onConfirm)}>Decide</Button>;
}

describe('confirmDecision', () => {
  it('decides nothing until confirmed, and nothing when cancelled', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithMantine(
      <DecideButton
        decision={{ decision: 'approve', subject: 'application', name: 'Jane Smith' }}
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Jane Smith’s application?' });
    expect(dialog.textContent).toContain('they will be e-mailed');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Decide' }));
    await screen.findByRole('dialog', { name: 'Approve Jane Smith’s application?' });
    await user.click(screen.getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('names the home and says the reason is not sent when rejecting one', async () => {
    const user = userEvent.setup();
    renderWithMantine(
      <DecideButton
        decision={{
          decision: 'reject',
          subject: 'home',
          name: 'Jane Smith',
          address: '12 High Street, PO37 6BU',
        }}
        onConfirm={() => undefined}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Jane Smith’s home?' });
    expect(dialog.textContent).toContain('the home at 12 High Street, PO37 6BU was not approved');
    expect(dialog.textContent).toContain('not sent to them');
    expect(screen.getByRole('button', { name: 'Yes, reject' })).toBeTruthy();
  });
});
