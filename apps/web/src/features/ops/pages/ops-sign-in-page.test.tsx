/**
 * The operators' sign-in (decision 022): each step is checked with the domain's schema before it is sent, a server
 * error naming a field is shown under it and any other above the form, and a good code signs the operator in.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { OperatorSignInMutation } from '../graphql/operatorSignIn';
import { VerifyOperatorCodeMutation } from '../graphql/verifyOperatorCode';
import { OpsSignInPage } from './ops-sign-in-page';

const session = vi.hoisted(() => ({
  token: null,
  email: undefined,
  loading: false,
  signIn: vi.fn(async (_token: string) => undefined),
  signOut: vi.fn(async () => undefined),
}));
vi.mock('../hooks/use-ops-session', () => ({ useOpsSession: () => session }));

const EMAIL = 'ops@stairway.example';
const PASSWORD = 'generated-password-1';

const signInAnswer = {
  request: { query: OperatorSignInMutation, variables: { input: { email: EMAIL, password: PASSWORD } } },
  result: {
    data: {
      operatorSignIn: { __typename: 'OperatorCodeSentPayload' as const, codeSent: true, email: EMAIL },
    },
  },
};

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/ops/sign-in']}>
        <OpsSignInPage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function enterPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^E-mail address/), EMAIL);
  await user.type(screen.getByLabelText(/^Password/), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('OpsSignInPage', () => {
  it('names each empty field under it, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = vi.fn(() => signInAnswer.result);
    renderPage([{ request: { query: OperatorSignInMutation, variables: () => true }, result: sent }]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail address/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field above the form', async () => {
    const user = userEvent.setup();
    renderPage([
      {
        request: signInAnswer.request,
        result: { errors: [new GraphQLError('The e-mail address or password is wrong')] },
      },
    ]);
    await enterPassword(user);
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail address or password is wrong');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('checks the code, shows a refused one under the field, and signs in with a good one', async () => {
    const user = userEvent.setup();
    const verified = vi.fn(() => ({
      data: {
        verifyOperatorCode: {
          __typename: 'OperatorAuthPayload' as const,
          token: 'operator-token',
          operator: { __typename: 'Operator' as const, id: 'op-1', email: EMAIL },
        },
      },
    }));
    renderPage([
      signInAnswer,
      {
        request: {
          query: VerifyOperatorCodeMutation,
          variables: { input: { email: EMAIL, code: '111111' } },
        },
        result: {
          errors: [
            new GraphQLError('That code is wrong or has expired', {
              extensions: { code: 'BAD_USER_INPUT', field: 'code' },
            }),
          ],
        },
      },
      {
        request: {
          query: VerifyOperatorCodeMutation,
          variables: { input: { email: EMAIL, code: '123456' } },
        },
        result: verified,
      },
    ]);
    await enterPassword(user);
    const code = await screen.findByRole('textbox', { name: 'Code' });
    expect(screen.getByText(EMAIL).tagName).toBe('STRONG');

    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from the e-mail')).toBeTruthy();

    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That code is wrong or has expired')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('operator-token'));
    expect(verified).toHaveBeenCalledTimes(1);
  });

  it('starts again with the address kept and the password cleared', async () => {
    const user = userEvent.setup();
    renderPage([signInAnswer]);
    await enterPassword(user);
    await screen.findByRole('textbox', { name: 'Code' });
    await user.click(screen.getByRole('button', { name: 'Start again (sends a new code)' }));
    expect((screen.getByLabelText(/^E-mail address/) as HTMLInputElement).value).toBe(EMAIL);
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('');
  });
});
