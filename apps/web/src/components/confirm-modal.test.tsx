/**
 * The confirm modal runs its action once and shows it is working until it settles (otherwise a double click of "Submit
 * home" submits the home twice).
 */
import { Button } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../testing/render';
import { openConfirmModal } from './confirm-modal';

function Opener({ onConfirm }: { onConfirm: () => Promise<void> }) {
  return (
    <Button
      onClick={() =>
        openConfirmModal({
          title: 'Submit this home?',
          confirmLabel: 'Submit home',
          children: 'Sure?',
          onConfirm,
        })
      }
    >
      Open
    </Button>
  );
}

describe('openConfirmModal', () => {
  it('runs the action once on a double click, loading and open until it settles, then closes', async () => {
    const user = userEvent.setup();
    let settle: () => void = () => undefined;
    const mutation = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderWithMantine(<Opener onConfirm={mutation} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Submit this home?' });
    const confirm = screen.getByRole('button', { name: 'Submit home' });
    await user.dblClick(confirm);
    await user.click(confirm);
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Submit this home?' })).toBeTruthy();
    expect(confirm.getAttribute('data-loading')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await act(async () => settle());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutation).toHaveBeenCalledTimes(1);
  });

  it('closes when the action fails, and Cancel runs nothing', async () => {
    const user = userEvent.setup();
    const mutation = vi.fn(() => Promise.reject(new Error('refused')));
    renderWithMantine(<Opener onConfirm={mutation} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Submit this home?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutation).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Submit home' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutation).toHaveBeenCalledTimes(1);
  });
});
