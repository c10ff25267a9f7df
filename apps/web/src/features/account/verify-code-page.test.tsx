/**
 * The e-mail code page (/verify-email/code; spec §7 `verifyOtpToken`, `resendOtpCode`): signed-out visitors go to
 * sign in and come back; the code is checked with the domain's schema before anything is sent (a pasted "123 456"
 * is taken); a wrong or expired code is said next to the field, another refusal and a network failure above it, and
 * the typed code stays; "Send me a new code" says what happened.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFieldError, fill, findAlert } from '../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../testing/graphql';
import { answers, makeMe, renderRoute, signedIn } from '../../testing/render-route';
import { ResendOtpCodeMutation } from './graphql/resendOtpCode';
import { VerifyOtpTokenMutation } from './graphql/verifyOtpToken';
import { VerifyCodePage } from './verify-code-page';

const URL = '/verify-email/code';
const CODE_MESSAGE = 'Enter the 6-digit code from the e-mail';
const confirm = () => userEvent.click(screen.getByRole('button', { name: 'Confirm my e-mail' }));
const codeField = () => screen.getByLabelText('Code') as HTMLInputElement;

const verified = answers(
  VerifyOtpTokenMutation,
  { verifyOtpToken: { __typename: 'VerifyTokenPayload', verified: true, email: 'amelia@example.com' } },
  { input: { code: '123456' } },
);

function renderCodePage({ mocks = [] }: { mocks?: MockLink.MockedResponse[] } = {}) {
  const session = signedIn(makeMe());
  renderRoute(<VerifyCodePage />, { url: URL, session, mocks });
  return session;
}

describe('VerifyCodePage', () => {
  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    renderRoute(<VerifyCodePage />, { url: URL });
    expect(await screen.findByText('Now at /login?next=%2Fverify-email%2Fcode')).toBeTruthy();
  });

  it('shows it is loading while the profile loads', () => {
    renderRoute(<VerifyCodePage />, { url: URL, session: signedIn(undefined, { loading: true }) });
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByLabelText('Code')).toBeNull();
  });

  it('says an address already confirmed is confirmed, with the way to the progress page', () => {
    renderRoute(<VerifyCodePage />, { url: URL, session: signedIn(makeMe({ emailVerified: true })) });
    expect(screen.getByRole('heading', { name: 'Your e-mail is already confirmed' })).toBeTruthy();
    expect(screen.getByText(/is confirmed/).textContent).toContain('amelia@example.com');
    expect(screen.getByRole('link', { name: 'Go to your progress' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByLabelText('Code')).toBeNull();
  });

  it('says where the code was sent, and asks for it', () => {
    renderCodePage();
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeTruthy();
    expect(screen.getByText(/Enter the 6-digit code from the latest e-mail/).textContent).toContain(
      'amelia@example.com',
    );
    expect(screen.getByRole('form', { name: 'Confirm your e-mail address with a code' })).toBeTruthy();
  });

  it('asks for the code when none is typed, and sends nothing', async () => {
    renderCodePage();
    await confirm();
    await expectFieldError('Code', CODE_MESSAGE);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a code that is not 6 digits', async () => {
    renderCodePage();
    fill('Code', '12345');
    await confirm();
    await expectFieldError('Code', CODE_MESSAGE);
    expect(codeField().value).toBe('12345');
  });

  it('takes a pasted code with its space, and confirms the address', async () => {
    const session = renderCodePage({ mocks: [verified] });
    fill('Code', '123 456');
    await confirm();
    expect(await screen.findByRole('heading', { name: 'Your e-mail is verified' })).toBeTruthy();
    expect(screen.getByText(/is confirmed/).textContent).toContain('amelia@example.com');
    expect(screen.getByRole('link', { name: 'Go to your progress' }).getAttribute('href')).toBe('/dashboard');
    await waitFor(() => expect(session.refetch).toHaveBeenCalled());
  });

  it('says a wrong code next to the field, and keeps it', async () => {
    const message = 'That code is not right. You have 4 tries left.';
    renderCodePage({
      mocks: [answersWithErrors(VerifyOtpTokenMutation, [serverError(message, 'TOKEN_INVALID')])],
    });
    fill('Code', '654321');
    await confirm();
    await expectFieldError('Code', message);
    expect(codeField().value).toBe('654321');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says an expired code next to the field', async () => {
    const message = 'This code has expired. Send yourself a new one.';
    renderCodePage({
      mocks: [answersWithErrors(VerifyOtpTokenMutation, [serverError(message, 'TOKEN_EXPIRED')])],
    });
    fill('Code', '123456');
    await confirm();
    await expectFieldError('Code', message);
  });

  it('shows the server’s refusal of the code next to it', async () => {
    const message = 'Enter the 6 digits only';
    renderCodePage({ mocks: [answersWithErrors(VerifyOtpTokenMutation, [badUserInput('code', message)])] });
    fill('Code', '123456');
    await confirm();
    await expectFieldError('Code', message);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows another refusal above the form, and keeps the code', async () => {
    const message = 'Too many attempts. Please wait a few minutes and try again.';
    renderCodePage({
      mocks: [answersWithErrors(VerifyOtpTokenMutation, [serverError(message, 'RATE_LIMITED')])],
    });
    fill('Code', '123456');
    await confirm();
    await findAlert(message);
    expect(codeField().value).toBe('123456');
    expect(screen.queryByRole('heading', { name: 'Your e-mail is verified' })).toBeNull();
  });

  it('says the code could not be checked when the server cannot be reached, and keeps it', async () => {
    renderCodePage({ mocks: [failsOnTheNetwork(VerifyOtpTokenMutation)] });
    fill('Code', '123456');
    await confirm();
    await findAlert("We couldn't check your code just now. Check your connection and try again.");
    expect(codeField().value).toBe('123456');
  });

  it('sends a new code, and empties the field for it', async () => {
    renderCodePage({
      mocks: [
        answers(ResendOtpCodeMutation, {
          resendOtpCode: { __typename: 'ResendVerificationPayload', sent: true, alreadyVerified: false },
        }),
      ],
    });
    fill('Code', '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new code' }));
    expect(await screen.findByText('A new code is on its way. The last one no longer works.')).toBeTruthy();
    expect(codeField().value).toBe('');
  });

  it('says the address is confirmed when asking for a new code finds it already is', async () => {
    renderCodePage({
      mocks: [
        answers(ResendOtpCodeMutation, {
          resendOtpCode: { __typename: 'ResendVerificationPayload', sent: false, alreadyVerified: true },
        }),
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new code' }));
    expect(await screen.findByRole('heading', { name: 'Your e-mail is verified' })).toBeTruthy();
  });

  it('says why no new code was sent', async () => {
    const message = 'You have asked for 5 codes in the last hour. Please wait before asking again.';
    renderCodePage({
      mocks: [answersWithErrors(ResendOtpCodeMutation, [serverError(message, 'RATE_LIMITED')])],
    });
    fill('Code', '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new code' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(codeField().value).toBe('222222');
  });

  it('says a new code could not be sent when the server cannot be reached', async () => {
    renderCodePage({ mocks: [failsOnTheNetwork(ResendOtpCodeMutation)] });
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new code' }));
    expect(await screen.findByText("We couldn't send a new code just now. Please try again.")).toBeTruthy();
  });
});
