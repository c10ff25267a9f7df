/**
 * The console's skip-identity switch asks first, says what follows, and calls setSkipIdv only once the operator
 * confirms.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { SetSkipIdvMutation } from '../graphql/setSkipIdv';
import { SkipIdvSwitch, skipIdvConfirmation } from './skip-idv-switch';

describe('SkipIdvSwitch', () => {
  it('changes nothing when cancelled, and saves the setting once confirmed', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({
      data: {
        setSkipIdv: {
          __typename: 'OperatorSettings' as const,
          submitHomeEnabled: true,
          skipIdv: true,
          updatedAt: '2026-11-29T08:00:00.000Z',
        },
      },
    }));
    renderWithMantine(
      <MockedProvider
        mocks={[
          { request: { query: SetSkipIdvMutation, variables: { input: { skipIdv: true } } }, result: saved },
        ]}
      >
        <SkipIdvSwitch skipIdv={false} />
      </MockedProvider>,
    );
    const toggle = screen.getByLabelText(/^Identity checks optional/);
    expect(screen.getByText('Identity checks are asked for.')).toBeTruthy();

    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Make identity checks optional?' });
    expect(dialog.textContent).toContain('Every applicant and co-applicant');
    expect(dialog.textContent).toContain('recorded in the audit log');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).not.toHaveBeenCalled();
    expect((toggle as HTMLInputElement).checked).toBe(false);

    await user.click(toggle);
    await screen.findByRole('dialog', { name: 'Make identity checks optional?' });
    await user.click(screen.getByRole('button', { name: 'Yes, make them optional' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('says what asking for identity checks again means', () => {
    const words = skipIdvConfirmation(false);
    expect(words.title).toBe('Ask for identity checks again?');
    expect(words.consequence).toContain('before they can share their bank statements');
    expect(words.confirmLabel).toBe('Yes, ask for them');
  });
});
