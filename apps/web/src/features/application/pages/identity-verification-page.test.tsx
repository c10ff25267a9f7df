/**
 * Verify your identity (spec §2, §4 step 6): the loading and failed states, locked until the personal and
 * financial details are done (with a link to each step still to do), to do with the latest check's state
 * (not started, started, failed, expired), skipped for now, not needed while the team has switched checks off,
 * and verified.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { CheckIdentityVerificationMutation } from '../graphql/checkIdentityVerification';
import type { Application } from '../hooks/use-application';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import { answersWith, applicationAnswer, atTheChecks } from '../testing/check-mocks';
import { IdentityVerificationPage } from './identity-verification-page';

const PATH = paths.application.steps['applicant-identity-verification'];
const { steps } = paths.application;
const verifyButton = (name: string) => screen.queryByRole('button', { name: `${name} (opens in a new tab)` });
const skipButton = () => screen.queryByRole('button', { name: 'Skip for now' });
/** Renders the page; a started check is asked about by itself, and is still pending. */
const render = (application: Application) =>
  renderApplicationPage(<IdentityVerificationPage />, {
    path: PATH,
    mocks: [
      answersWith(
        CheckIdentityVerificationMutation,
        applicationAnswer('checkIdentityVerification', application),
        {
          times: Number.POSITIVE_INFINITY,
        },
      ),
    ],
  });

describe('IdentityVerificationPage', () => {
  it('is locked until the personal and financial details are done, linking to what is left', async () => {
    const application = atTheChecks({ income: 'Todo', 'applicant-identity-verification': 'Locked' });
    loaded(application);
    await render(application);
    expect(screen.getByRole('heading', { name: 'Finish your details first' })).toBeTruthy();
    expect(
      screen.getByText('Identity verification opens once your personal and financial details are complete.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Income' }).getAttribute('href')).toBe(steps.income);
    expect(screen.queryByRole('link', { name: 'About you' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Finish your details' }).getAttribute('href')).toBe(steps.income);
    expect(verifyButton('Verify now')).toBeNull();
    expect(skipButton()).toBeNull();
  });

  it('says what the check needs, and offers to verify now, by e-mail or later', async () => {
    const application = atTheChecks();
    loaded(application);
    await render(application);
    expect(
      screen.getByText(/We need to be sure you are who you say you are\. It’s a quick check/),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What you’ll need' })).toBeTruthy();
    expect(screen.getByText('A passport, driving licence or national identity card')).toBeTruthy();
    expect(screen.getByText('About 5 minutes')).toBeTruthy();
    expect(verifyButton('Verify now')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the link to my e-mail' })).toBeTruthy();
    expect(screen.getByText('Can’t do it now?')).toBeTruthy();
    expect(skipButton()).toBeTruthy();
    expect(screen.queryByTestId('identity-status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      steps['applicant-bank-statements'],
    );
  });

  it('says a started check is waiting to be finished, and offers to ask for its result', async () => {
    const application = atTheChecks(
      {},
      { identityVerificationStatus: 'Pending', identityVerificationRequested: true },
    );
    loaded(application);
    await render(application);
    const status = screen.getByTestId('identity-status');
    expect(within(status).getByText('Your check has started')).toBeTruthy();
    expect(status.textContent).toContain(
      'Finish it in the other tab, on your phone, or from the link we e-mailed you.',
    );
    expect(screen.getByRole('button', { name: 'I’ve finished: check my status' })).toBeTruthy();
    expect(verifyButton('Open the check again')).toBeTruthy();
  });

  it('says the check failed, and offers to try again or skip for now', async () => {
    const application = atTheChecks(
      {},
      { identityVerificationStatus: 'Failed', identityVerificationRequested: true },
    );
    loaded(application);
    await render(application);
    const status = screen.getByTestId('identity-status');
    expect(within(status).getByText('We couldn’t verify your identity')).toBeTruthy();
    expect(status.textContent).toContain('This can happen when a photo is blurred or your ID has expired.');
    expect(verifyButton('Try again')).toBeTruthy();
    expect(verifyButton('Verify now')).toBeNull();
    expect(skipButton()).toBeTruthy();
  });

  it('says the link expired, and offers to try again', async () => {
    const application = atTheChecks(
      {},
      { identityVerificationStatus: 'Expired', identityVerificationRequested: true },
    );
    loaded(application);
    await render(application);
    const status = screen.getByTestId('identity-status');
    expect(within(status).getByText('Your link has expired')).toBeTruthy();
    expect(status.textContent).toContain('Links work for 24 hours.');
    expect(verifyButton('Try again')).toBeTruthy();
  });

  it('says the applicant chose to verify later, and still lets them verify', async () => {
    const application = atTheChecks(
      { 'applicant-identity-verification': 'Done', 'applicant-bank-statements': 'Todo' },
      { identityVerificationSkipped: true },
    );
    loaded(application);
    await render(application);
    const skipped = screen.getByTestId('identity-skipped');
    expect(within(skipped).getByText('You chose to verify later')).toBeTruthy();
    expect(skipped.textContent).toContain(
      'We’ll still need to verify your identity before we can approve it, and you can do it here at any time.',
    );
    expect(verifyButton('Verify now')).toBeTruthy();
    expect(skipButton()).toBeNull();
  });

  it('says the check is not needed while the team has switched identity checks off', async () => {
    const application = atTheChecks();
    loaded(application, { skipIdv: true });
    await render(application);
    expect(screen.getByText(/You don’t need it to go on at the moment\./)).toBeTruthy();
    const notNeeded = screen.getByTestId('identity-not-needed');
    expect(within(notNeeded).getByText('You don’t need to verify your identity now')).toBeTruthy();
    expect(notNeeded.textContent).toContain('You can still verify now if you’d like to.');
    expect(verifyButton('Verify now')).toBeTruthy();
    expect(skipButton()).toBeNull();
    expect(screen.queryByTestId('identity-skipped')).toBeNull();
  });

  it('is done once the identity is verified', async () => {
    const application = atTheChecks(
      { 'applicant-identity-verification': 'Done', 'applicant-bank-statements': 'Todo' },
      { identityVerified: true, identityVerificationStatus: 'Passed', identityVerificationRequested: true },
    );
    loaded(application);
    await render(application);
    expect(screen.getByRole('heading', { name: 'Your identity is verified' })).toBeTruthy();
    expect(screen.getByText('Thank you. Next, share your bank statements with us.')).toBeTruthy();
    expect(verifyButton('Verify now')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link to my e-mail' })).toBeNull();
    expect(skipButton()).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      steps['applicant-bank-statements'],
    );
  });
});
