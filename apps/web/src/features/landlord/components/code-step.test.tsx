/**
 * The landlord's code step (spec §7 verifyLandlordToken, resendLandlordOtpCode): a code that is not 6 digits is
 * refused next to the field before anything is sent; the server's refusal of the code shows beside it and a
 * network failure above it; a good code signs the landlord in with the token it answers; "Send me a new code"
 * says where it went, or why it could not.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileSessionContext, type Session } from '../../../lib/session';
import { expectFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import { ResendLandlordOtpCodeMutation } from '../graphql/resendLandlordOtpCode';
import { VerifyLandlordTokenMutation } from '../graphql/verifyLandlordToken';
import { CodeStep } from './code-step';

const EMAIL = 'amelia@example.com';
const CODE = 'Your code';
const CODE_MESSAGE = 'Enter the 6-digit code from the e-mail';

function renderCodeStep(mocks: MockLink.MockedResponse[] = []) {
  const session = {
    token: null,
    role: null,
    landlordToken: null,
    me: undefined,
    coApplicant: undefined,
    loading: false,
    signIn: vi.fn(async () => undefined),
    replaceToken: vi.fn(),
    signOut: vi.fn(async () => undefined),
    refetch: vi.fn(async () => undefined),
  } as unknown as Session;
  const onSignedIn = vi.fn();
  const onChangeEmail = vi.fn();
  renderWithMantine(
    <ProfileSessionContext.Provider value={session}>
      <MockedProvider mocks={mocks}>
        <CodeStep email={EMAIL} onSignedIn={onSignedIn} onChangeEmail={onChangeEmail} />
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
  return { session, onSignedIn, onChangeEmail };
}

const signIn = () => userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('CodeStep', () => {
  it('says where the code was sent', () => {
    renderCodeStep();
    expect(screen.getByText(/We've e-mailed a 6-digit code to/).textContent).toContain(EMAIL);
    expect(screen.getByText(/It works for 10 minutes/)).toBeTruthy();
  });

  it('asks for the code when none is typed, and sends nothing', async () => {
    const { onSignedIn } = renderCodeStep();
    await signIn();
    await expectFieldError(CODE, CODE_MESSAGE);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it.each([
    ['too short', '12345'],
    ['too long', '1234567'],
    ['not digits', '12a456'],
  ])('refuses a code that is %s', async (_case, code) => {
    const { onSignedIn } = renderCodeStep();
    fill(CODE, code);
    await signIn();
    await expectFieldError(CODE, CODE_MESSAGE);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the code next to it', async () => {
    const { session, onSignedIn } = renderCodeStep([
      answersWithErrors(VerifyLandlordTokenMutation, [
        badUserInput('code', 'That code is not right: you have 2 more tries'),
      ]),
    ]);
    fill(CODE, '123456');
    await signIn();
    await expectFieldError(CODE, 'That code is not right: you have 2 more tries');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(session.signIn).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows an expired code’s error next to the field too', async () => {
    renderCodeStep([
      answersWithErrors(VerifyLandlordTokenMutation, [
        serverError('That code has expired: send yourself a new one', 'TOKEN_EXPIRED'),
      ]),
    ]);
    fill(CODE, '123456');
    await signIn();
    await expectFieldError(CODE, 'That code has expired: send yourself a new one');
  });

  it('says the code was not checked when the server cannot be reached, keeping it', async () => {
    const { onSignedIn } = renderCodeStep([failsOnTheNetwork(VerifyLandlordTokenMutation)]);
    fill(CODE, '123456');
    await signIn();
    await findAlert("We couldn't check your code just now. Check your connection and try again.");
    expect((screen.getByLabelText(CODE) as HTMLInputElement).value).toBe('123456');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('sends the address and the code without its space, and signs the landlord in', async () => {
    const { session, onSignedIn } = renderCodeStep([
      {
        request: {
          query: VerifyLandlordTokenMutation,
          variables: { input: { email: EMAIL, code: '123456' } },
        },
        result: {
          data: {
            verifyLandlordToken: {
              __typename: 'LandlordAuthPayload',
              token: 'landlord-token',
              landlord: { __typename: 'Landlord', id: 'landlord-1', firstName: 'Amelia' },
            },
          },
        },
      },
    ]);
    fill(CODE, '123 456');
    await signIn();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(session.signIn).toHaveBeenCalledWith('landlord-token');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a new code, empties the field and says where it went', async () => {
    renderCodeStep([
      answersWithErrors(VerifyLandlordTokenMutation, [badUserInput('code', 'That code is not right')]),
      {
        request: { query: ResendLandlordOtpCodeMutation, variables: { input: { email: EMAIL } } },
        result: {
          data: { resendLandlordOtpCode: { __typename: 'LandlordCodeSent', email: EMAIL, sent: true } },
        },
      },
    ]);
    fill(CODE, '654321');
    await signIn();
    await expectFieldError(CODE, 'That code is not right');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new code' }));
    expect((await screen.findByRole('status', {}, { timeout: 5000 })).textContent).toBe(
      `We've sent a new code to ${EMAIL}.`,
    );
    expect((screen.getByLabelText(CODE) as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText(CODE).getAttribute('aria-invalid')).not.toBe('true');
  });

  it('says why a new code could not be sent', async () => {
    renderCodeStep([
      answersWithErrors(ResendLandlordOtpCodeMutation, [
        serverError('You have asked for too many codes: wait a few minutes', 'RATE_LIMITED'),
      ]),
      failsOnTheNetwork(ResendLandlordOtpCodeMutation),
    ]);
    const sendAgain = () => userEvent.click(screen.getByRole('button', { name: 'Send me a new code' }));
    await sendAgain();
    await findAlert('You have asked for too many codes: wait a few minutes');
    await sendAgain();
    await findAlert("We couldn't send a new code just now. Please try again.");
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('goes back to change the e-mail address', async () => {
    const { onChangeEmail } = renderCodeStep();
    await userEvent.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    expect(onChangeEmail).toHaveBeenCalledTimes(1);
  });
});
