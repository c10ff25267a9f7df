/** The one confirm-then-remove: the confirm modal, then the removal and its error. */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Button, Text } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { confirmRemove } from './confirm-remove';

/** A button that asks to remove an address, with the given removal. */
function RemoveButton(props: { remove: () => Promise<unknown>; onError: (message: string | null) => void }) {
  return (
    <Button
      onClick={() =>
        confirmRemove({
          title: 'Remove this address?',
          children: <Text>Flat 11, PO37 6BU will be removed from your address history.</Text>,
          remove: props.remove,
          onError: props.onError,
          networkErrorMessage: 'We couldn’t remove it. Check your connection and try again.',
        })
      }
    >
      Remove Flat 11
    </Button>
  );
}

describe('confirmRemove', () => {
  it('asks first and removes nothing when the applicant keeps it', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => undefined);
    renderWithMantine(<RemoveButton remove={remove} onError={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Remove Flat 11' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this address?' });
    expect(dialog.textContent).toContain('Flat 11, PO37 6BU will be removed from your address history.');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
  });

  it('removes once confirmed, clearing the last error first', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => undefined);
    const errors: Array<string | null> = [];
    renderWithMantine(<RemoveButton remove={remove} onError={(message) => errors.push(message)} />);
    await user.click(screen.getByRole('button', { name: 'Remove Flat 11' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(errors).toEqual([null]);
  });

  it('reports the server’s message, or the network message, when the removal fails', async () => {
    const user = userEvent.setup();
    const errors: Array<string | null> = [];
    const refused = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'Your application has already been submitted',
          extensions: { code: 'APPLICATION_SUBMITTED' },
        },
      ],
    });
    const { unmount } = renderWithMantine(
      <RemoveButton remove={() => Promise.reject(refused)} onError={(message) => errors.push(message)} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Flat 11' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(errors).toEqual([null, 'Your application has already been submitted']));
    unmount();

    const offline: Array<string | null> = [];
    renderWithMantine(
      <RemoveButton
        remove={() => Promise.reject(new TypeError('Failed to fetch'))}
        onError={(message) => offline.push(message)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Flat 11' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(offline).toEqual([null, 'We couldn’t remove it. Check your connection and try again.']),
    );
  });
});
