/**
 * The forgotten-password form: an address the server refuses is said beside the field only, not with "We
 * couldn't send the link" as well.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../testing/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordRequestMutation } from './graphql/resetPasswordRequest';

const REFUSED = 'Enter an e-mail address we can send to';

describe('ForgotPasswordPage', () => {
  it('shows a refused address beside the field only', async () => {
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: ResetPasswordRequestMutation,
          variables: { input: { email: 'amelia@example.com' } },
        },
        result: {
          errors: [
            new GraphQLError(REFUSED, {
              extensions: {
                code: 'BAD_USER_INPUT',
                field: 'email',
                fields: [{ field: 'email', message: REFUSED }],
              },
            }),
          ],
        },
      },
    ];
    renderWithMantine(
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={['/forgot-password']}>
          <ForgotPasswordPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    const field = screen.getByLabelText('E-mail address');
    await userEvent.type(field, 'amelia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    expect(screen.getAllByText(REFUSED)).toHaveLength(1);
    expect(screen.queryByText(/couldn't send the link/)).toBeNull();
  });
});
