/**
 * The e-mail verification link's page (/verify-email?token=…; spec §2, §7 `verifyToken`, `resendVerificationEmail`):
 * it says it is checking, then that the address is verified, or what was wrong with the link (incomplete, expired,
 * used, unknown, or a check that failed and can be tried again), and asking for a new link says how that went.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ResendVerificationEmailMutation } from '../../lib/graphql/resendVerificationEmail';
import type { Session } from '../../lib/session';
import { findAlert } from '../../testing/fields';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../testing/graphql';
import { answers, makeMe, renderRoute, signedIn } from '../../testing/render-route';
import { VerifyTokenMutation } from './graphql/verifyToken';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'the-link';
const URL = `/verify-email?token=${TOKEN}`;
const EMAIL = 'amelia@example.com';
const byToken = { input: { token: TOKEN } };

const verifies = () =>
  answers(
    VerifyTokenMutation,
    { verifyToken: { __typename: 'VerifyTokenPayload', verified: true, email: EMAIL } },
    byToken,
  );

/** The server refuses the link with `code`, saying whether the address is confirmed already. */
const refuses = (code: string, emailVerified?: boolean) =>
  answersWithErrors(
    VerifyTokenMutation,
    [new GraphQLError(`The server's words for ${code}`, { extensions: { code, emailVerified } })],
    byToken,
  );

const resent = (payload: { sent: boolean; alreadyVerified: boolean }, input: Record<string, unknown>) =>
  answers(
    ResendVerificationEmailMutation,
    { resendVerificationEmail: { __typename: 'ResendVerificationPayload', ...payload } },
    { input },
  );

function renderLink(
  mocks: MockLink.MockedResponse[],
  { url = URL, session }: { url?: string; session?: Session } = {},
) {
  return renderRoute(<VerifyEmailPage />, { url, mocks, session });
}

const heading = (name: string) => screen.findByRole('heading', { name });
const sendNewLink = () => userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));

describe('VerifyEmailPage', () => {
  it('says it is checking the link while the server answers', () => {
    renderLink([neverAnswers(VerifyTokenMutation)]);
    expect(screen.getByRole('heading', { name: 'Checking your link' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Confirming your e-mail address. This only takes a moment.',
    );
  });

  it('says the address is verified, and asks a signed-out visitor to sign in', async () => {
    renderLink([verifies()]);
    expect(await heading('Your e-mail is verified')).toBeTruthy();
    expect(screen.getByText(/Thank you for confirming/).textContent).toBe(
      `Thank you for confirming ${EMAIL}. Sign in to carry on with your application.`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('sends a signed-in applicant on to their progress, with their profile refreshed', async () => {
    const session = signedIn(makeMe());
    renderLink([verifies()], { session });
    expect(await heading('Your e-mail is verified')).toBeTruthy();
    expect(screen.getByText(/You can carry on with your application/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your progress' }).getAttribute('href')).toBe('/dashboard');
    await waitFor(() => expect(session.refetch).toHaveBeenCalled());
  });

  it('says a link without its token is incomplete, and offers to sign in for a new one', async () => {
    renderLink([], { url: '/verify-email' });
    expect(await heading('This link is incomplete')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' }).getAttribute('href')).toBe(
      '/login?next=%2Fverify-email',
    );
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('lets a signed-in applicant send a new link to their own address from an incomplete one', async () => {
    renderLink([resent({ sent: true, alreadyVerified: false }, {})], {
      url: '/verify-email',
      session: signedIn(makeMe()),
    });
    expect(await heading('This link is incomplete')).toBeTruthy();
    await sendNewLink();
    expect((await screen.findByRole('status')).textContent).toContain(`We've sent a new link to ${EMAIL}.`);
  });

  it('says the link could not be checked when the server cannot be reached, and checks it again', async () => {
    renderLink([failsOnTheNetwork(VerifyTokenMutation, byToken), verifies()]);
    expect(await heading("We couldn't check your link")).toBeTruthy();
    expect(screen.getByText(/Your link has not been used up/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Your e-mail is verified')).toBeTruthy();
  });

  it('says an unknown link does not work, and sends a signed-out visitor to sign in for a new one', async () => {
    renderLink([refuses('TOKEN_INVALID')]);
    expect(await heading("This link doesn't work")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(URL)}`,
    );
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('lets a signed-in applicant send a new link for an unknown one, or enter a code', async () => {
    renderLink([refuses('TOKEN_INVALID'), resent({ sent: true, alreadyVerified: false }, { token: TOKEN })], {
      session: signedIn(makeMe()),
    });
    expect(await heading("This link doesn't work")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'enter a code' }).getAttribute('href')).toBe(
      '/verify-email/code',
    );
    await sendNewLink();
    expect((await screen.findByRole('status')).textContent).toContain(`We've sent a new link to ${EMAIL}.`);
    expect(screen.getByRole('link', { name: 'Go to your progress' }).getAttribute('href')).toBe('/dashboard');
  });

  it('says an expired link has expired, and sends a new one to the link’s owner', async () => {
    renderLink([
      refuses('TOKEN_EXPIRED', false),
      resent({ sent: true, alreadyVerified: false }, { token: TOKEN }),
    ]);
    expect(await heading('This link has expired')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await sendNewLink();
    expect((await screen.findByRole('status')).textContent).toContain(
      "We've sent a new link to the e-mail address on your account.",
    );
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
  });

  it('says a used link has been used', async () => {
    renderLink([refuses('TOKEN_USED', false)]);
    expect(await heading('This link has been used')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy();
  });

  it('says the address is already confirmed when a used link’s address is', async () => {
    renderLink([refuses('TOKEN_USED', true)]);
    expect(await heading('Your e-mail is already confirmed')).toBeTruthy();
    expect(
      screen.getByText(/This link has already been used and your e-mail address is confirmed/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says no new link is needed when asking finds the address confirmed', async () => {
    renderLink([
      refuses('TOKEN_EXPIRED', false),
      resent({ sent: false, alreadyVerified: true }, { token: TOKEN }),
    ]);
    await heading('This link has expired');
    await sendNewLink();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your e-mail address is already confirmed, so there is no need for a new link.',
    );
  });

  it('asks the visitor to sign in when the server cannot tell whose link it was', async () => {
    const message = 'Sign in to get a new link.';
    renderLink([
      refuses('TOKEN_EXPIRED', false),
      answersWithErrors(ResendVerificationEmailMutation, [serverError(message, 'UNAUTHENTICATED')]),
    ]);
    await heading('This link has expired');
    await sendNewLink();
    const alert = await findAlert(message);
    expect(alert.querySelector('a')?.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(URL)}`);
  });

  it('says why no new link was sent when too many were asked for', async () => {
    const message = 'You have asked for 5 links in the last hour. Please wait before asking again.';
    renderLink([
      refuses('TOKEN_EXPIRED', false),
      answersWithErrors(ResendVerificationEmailMutation, [serverError(message, 'RATE_LIMITED')]),
    ]);
    await heading('This link has expired');
    await sendNewLink();
    await findAlert(message);
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy();
  });

  it('says a new link could not be sent when the server cannot be reached', async () => {
    renderLink([refuses('TOKEN_EXPIRED', false), failsOnTheNetwork(ResendVerificationEmailMutation)]);
    await heading('This link has expired');
    await sendNewLink();
    await findAlert("We couldn't send a new link just now. Please try again in a moment.");
  });
});
