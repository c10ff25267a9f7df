/**
 * The add card of the operators and pipeline viewers pages (decision 025): the address is checked with the add
 * operation's domain schema first, a server error naming it is shown under the field and any other above the form, and
 * a new account's password is shown once.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { addOperatorInputSchema } from '@stairway/domain/operators';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import type { AddedStaffAccount } from '../hooks/use-add-staff-account';
import { AddStaffAccountForm } from './add-staff-account-form';

const COPY = {
  addHeading: 'Add an operator',
  addButton: 'Add operator',
  addedTitle: 'Operator added',
  signInHint: 'They sign in at /ops/sign-in with it and a code e-mailed to them.',
};

function renderForm(onAdd: (input: { email: string }) => Promise<AddedStaffAccount | undefined>) {
  renderWithMantine(<AddStaffAccountForm copy={COPY} inputSchema={addOperatorInputSchema} onAdd={onAdd} />);
  return screen.getByLabelText(/^E-mail address/) as HTMLInputElement;
}

describe('AddStaffAccountForm', () => {
  it('checks the address before anything is sent', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async () => undefined);
    const email = renderForm(onAdd);
    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeTruthy();
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(
      await screen.findByText('Enter an e-mail address in the right format, for example name@example.com'),
    ).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds the normalised address and shows the password once, with the field emptied', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(async ({ email }: { email: string }) => ({
      email,
      password: 'pw-123',
      created: true,
    }));
    const email = renderForm(onAdd);
    await user.type(email, '  New.Operator@Stairway.example ');
    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    const notice = await screen.findByRole('status');
    expect(onAdd).toHaveBeenCalledWith({ email: 'new.operator@stairway.example' });
    expect(notice.textContent).toContain('Operator added');
    expect(notice.textContent).toContain(
      'Password for new.operator@stairway.example, shown only this once: pw-123',
    );
    await waitFor(() => expect(email.value).toBe(''));
  });

  it('shows a server error naming the address under it, and any other above the form', async () => {
    const user = userEvent.setup();
    const onAdd = vi
      .fn<(input: { email: string }) => Promise<AddedStaffAccount | undefined>>()
      .mockRejectedValueOnce(
        new CombinedGraphQLErrors({
          errors: [{ message: 'That address cannot be used', extensions: { field: 'email' } }],
        }),
      )
      .mockRejectedValueOnce(
        new CombinedGraphQLErrors({ errors: [{ message: 'You are not allowed to do that' }] }),
      )
      .mockRejectedValueOnce(new Error('Failed to fetch'));
    const email = renderForm(onAdd);
    await user.type(email, 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    expect(await screen.findByText('That address cannot be used')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do that');

    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('That did not work. Try again.'));
    expect(email.value).toBe('someone@example.com');
  });
});
