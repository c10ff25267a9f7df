/**
 * The identity check's actions on Verify your identity (spec §7 setIdentityVerificationRequested,
 * sendIdentityVerificationLink, checkIdentityVerification, skipChecks): the identity partner's page opens in a
 * new tab (or, when the browser blocks it, as a link), the link can be e-mailed, the result asked for, and the
 * check skipped for now after a confirmation; what the page says when the server refuses, with a field error
 * or another error, and when the call never reaches it.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../../testing/graphql';
import { CheckIdentityVerificationMutation } from '../graphql/checkIdentityVerification';
import { SendIdentityVerificationLinkMutation } from '../graphql/sendIdentityVerificationLink';
import { SetIdentityVerificationRequestedMutation } from '../graphql/setIdentityVerificationRequested';
import { SkipChecksMutation } from '../graphql/skipChecks';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import {
  answersWith,
  applicationAnswer,
  atTheChecks,
  newTabIsBlocked,
  newTabOpens,
  verificationLink,
} from '../testing/check-mocks';
import { IdentityVerificationPage } from './identity-verification-page';

const PATH = paths.application.steps['applicant-identity-verification'];
const URL = 'https://eu.onfido.app/l/2f152409-d6c4-4711-8750-48517f99a8d6';
const pending = atTheChecks(
  {},
  { identityVerificationStatus: 'Pending', identityVerificationRequested: true },
);
const verified = atTheChecks(
  { 'applicant-identity-verification': 'Done', 'applicant-bank-statements': 'Todo' },
  { identityVerified: true, identityVerificationStatus: 'Passed', identityVerificationRequested: true },
);
const skipped = atTheChecks(
  { 'applicant-identity-verification': 'Done', 'applicant-bank-statements': 'Todo' },
  { identityVerificationSkipped: true },
);
const returnHere = { input: { returnPath: PATH } };
const verifyNow = () => screen.getByRole('button', { name: 'Verify now (opens in a new tab)' });
/** The page asks for a started check's outcome by itself: still pending, unless told. */
const stillPending = (times = Number.POSITIVE_INFINITY) =>
  answersWith(CheckIdentityVerificationMutation, applicationAnswer('checkIdentityVerification', pending), {
    times,
  });
/** The check is started: the identity partner's page sends the person back here. */
const starts = () => [
  answersWith(
    SetIdentityVerificationRequestedMutation,
    verificationLink('setIdentityVerificationRequested', { url: URL, application: pending }),
    { variables: returnHere },
  ),
  stillPending(),
];
/** Renders the page with the test's answers. */
const render = (mocks: MockLink.MockedResponse[] = []) =>
  renderApplicationPage(<IdentityVerificationPage />, { path: PATH, mocks });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Verify now', () => {
  beforeEach(() => loaded(atTheChecks()));

  it('opens the identity partner’s page in a new tab, then says the check has started', async () => {
    const tab = newTabOpens();
    await render(starts());
    await userEvent.click(verifyNow());
    await waitFor(() => expect(tab.location.href).toBe(URL));
    expect(tab.document.title).toBe('Opening the identity check…');
    expect(await screen.findByText('Your check has started')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I’ve finished: check my status' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the check again (opens in a new tab)' })).toBeTruthy();
    expect(screen.queryByTestId('identity-notice')).toBeNull();
  });

  it('gives the link to open when the browser blocks the new tab', async () => {
    newTabIsBlocked();
    await render(starts());
    await userEvent.click(verifyNow());
    const notice = await screen.findByTestId('identity-notice');
    expect(notice.textContent).toContain(
      'Your browser stopped the new tab from opening. Use this link to open the identity check:',
    );
    expect(within(notice).getByRole('link', { name: 'Open the identity check' }).getAttribute('href')).toBe(
      URL,
    );
  });

  it('shows the server’s refusal of the page to come back to, and closes the waiting tab', async () => {
    const message = 'The page to come back to must be a page of Stairway: start again from your application';
    const tab = newTabOpens();
    await render([
      answersWithErrors(SetIdentityVerificationRequestedMutation, [badUserInput('returnPath', message)]),
    ]);
    await userEvent.click(verifyNow());
    await findAlert(message);
    expect(tab.closed).toBe(true);
    expect((verifyNow() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the identity partner cannot be reached, and keeps the page usable', async () => {
    const message =
      'We could not reach our identity checking partner just now. Nothing you entered has been lost: please try again in a few minutes.';
    newTabOpens();
    await render([
      answersWithErrors(SetIdentityVerificationRequestedMutation, [
        serverError(message, 'PROVIDER_UNAVAILABLE'),
      ]),
    ]);
    await userEvent.click(verifyNow());
    await findAlert(message);
    expect(screen.queryByText('Your check has started')).toBeNull();
    expect(
      (screen.getByRole('button', { name: 'Send the link to my e-mail' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('closes the waiting tab and adds no message of its own when the server cannot be reached', async () => {
    // The app's error link shows the network error's toast (spec §8); the page itself adds no message.
    const tab = newTabOpens();
    await render([failsOnTheNetwork(SetIdentityVerificationRequestedMutation)]);
    await userEvent.click(verifyNow());
    await waitFor(() => expect(tab.closed).toBe(true));
    await waitFor(() => expect((verifyNow() as HTMLButtonElement).disabled).toBe(false));
    expect(tab.location.href).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Send the link to my e-mail', () => {
  beforeEach(() => loaded(atTheChecks()));

  it('e-mails the link and says where it went', async () => {
    await render([
      answersWith(
        SendIdentityVerificationLinkMutation,
        verificationLink('sendIdentityVerificationLink', {
          url: URL,
          sentTo: 'amelia@example.com',
          application: pending,
        }),
        { variables: returnHere },
      ),
      stillPending(),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Send the link to my e-mail' }));
    expect((await screen.findByTestId('identity-notice')).textContent).toBe(
      'We’ve sent the link to amelia@example.com. Open it on your phone to do the check there.',
    );
  });

  it('says why the link was not e-mailed', async () => {
    const message = 'You have asked for 5 e-mails in the last hour. Please try again later.';
    await render([
      answersWithErrors(SendIdentityVerificationLinkMutation, [serverError(message, 'RATE_LIMITED')]),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Send the link to my e-mail' }));
    await findAlert(message);
    expect(screen.queryByTestId('identity-notice')).toBeNull();
  });
});

describe('I’ve finished: check my status', () => {
  beforeEach(() => loaded(pending));

  it('shows the identity verified once the partner says so', async () => {
    await render([
      // The page asks by itself when it opens: no result yet; then the applicant asks: passed.
      stillPending(1),
      answersWith(
        CheckIdentityVerificationMutation,
        applicationAnswer('checkIdentityVerification', verified),
        {
          times: Number.POSITIVE_INFINITY,
        },
      ),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'I’ve finished: check my status' }));
    expect(await screen.findByRole('heading', { name: 'Your identity is verified' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Verify now|Open the check again/ })).toBeNull();
  });

  it('says there is no result yet while the check is still pending', async () => {
    await render([stillPending()]);
    await userEvent.click(screen.getByRole('button', { name: 'I’ve finished: check my status' }));
    expect((await screen.findByTestId('identity-notice')).textContent).toBe(
      'We don’t have a result yet. If you’ve finished the check, wait a moment and try again.',
    );
    expect(screen.getByText('Your check has started')).toBeTruthy();
  });
});

describe('Skip for now', () => {
  beforeEach(() => loaded(atTheChecks()));

  /** Presses Skip for now on the page. */
  const askToSkip = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    return screen.findByRole('dialog', { name: 'Skip identity verification for now?' });
  };

  it('asks first, then skips and goes on to the bank statements', async () => {
    await render([answersWith(SkipChecksMutation, applicationAnswer('skipChecks', skipped))]);
    const dialog = await askToSkip();
    expect(dialog.textContent).toContain('You can carry on and share your bank statements now.');
    expect(dialog.textContent).toContain('We’ll still need to verify your identity before we can approve');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip for now' }));
    expect(
      await screen.findByText(`Now at ${paths.application.steps['applicant-bank-statements']}`),
    ).toBeTruthy();
  });

  it('stays on the page when the applicant goes back', async () => {
    await render();
    const dialog = await askToSkip();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Verify your identity', level: 1 })).toBeTruthy();
    expect(screen.queryByText(/^Now at/)).toBeNull();
  });

  it('says why the check could not be skipped, and stays on the page', async () => {
    const message = 'Your application has already been submitted, so it can’t be changed.';
    await render([answersWithErrors(SkipChecksMutation, [serverError(message, 'APPLICATION_SUBMITTED')])]);
    const dialog = await askToSkip();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip for now' }));
    await findAlert(message);
    expect(screen.queryByText(/^Now at/)).toBeNull();
  });
});
