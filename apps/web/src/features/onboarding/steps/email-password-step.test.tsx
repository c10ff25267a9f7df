/**
 * Onboarding step 6, /onboard/email-password (spec §2): the address and password are checked before anything is
 * sent (missing, badly formed, too short or long), the server's refusal of the address is shown on its field with
 * what was typed, a refusal of an answer no step shows, a server failure, too many tries and a network failure
 * each say what happened with nothing typed lost, and a good answer sends every answer to `onboard` with the
 * exact input, signs in and opens the dashboard (or says to check the inbox when the address had an account).
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import {
  expectFieldError,
  expectFieldMessage,
  expectNoFieldError,
  fill,
  findAlert,
} from '../../../testing/fields';
import {
  answersWithErrors,
  badUserInput,
  failsOnTheNetwork,
  neverAnswers,
  serverError,
} from '../../../testing/graphql';
import { OnboardMutation, OnboardSignInMutation } from '../graphql/onboard';
import { DRAFT_STORAGE_KEY, type OnboardingDraft } from '../lib/draft';
import { renderOnboarding } from '../testing/render-onboarding';

const EMAIL = 'E-mail address';
const PASSWORD = /^Password/;
const GOOD_PASSWORD = 'correct horse battery staple';

/** Answers to steps 1 to 5 that the form accepts. */
const COMPLETE: OnboardingDraft = {
  grossAnnualPay: 35_000,
  jointApplication: true,
  firstName: 'Amelia',
  middleName: '',
  lastName: 'Jones',
  checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: false, creditCheckConsent: true },
  preferredLocations: ['SO16', 'M1'],
  deposit: 5_000,
  depositSource: 'CashSavings',
  utmSource: 'newsletter',
};

/** An applicant's session token (a JWT naming a userId; only its payload is read here). */
const TOKEN = `e30.${btoa(JSON.stringify({ userId: 'user-1' }))}.signature`;

/** What `onboard` must be sent for COMPLETE with amelia@example.com. */
const INPUT = {
  grossAnnualPay: 35_000,
  jointApplication: true,
  firstName: 'Amelia',
  middleName: null,
  lastName: 'Jones',
  checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: false, creditCheckConsent: true },
  preferredLocations: ['SO16', 'M1'],
  deposit: 5_000,
  depositSource: 'CashSavings',
  email: 'amelia@example.com',
  password: GOOD_PASSWORD,
  utmSource: 'newsletter',
  utmOtherSource: null,
};

/** Opens the last step in the onboarding layout with `draft` saved, as the app does. */
const renderLastStep = (draft: OnboardingDraft, mocks: MockLink.MockedResponse[] = []) =>
  renderOnboarding(paths.onboarding.emailPassword, draft, mocks);

/** Types a good e-mail address and password and presses Create account. */
async function createAccount(email = 'amelia@example.com') {
  fill(EMAIL, email);
  fill(PASSWORD, GOOD_PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

const typedIn = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('EmailPasswordStep', () => {
  it('asks for the e-mail address and a password, and sends nothing', async () => {
    const sent = vi.fn(() => ({ data: { onboard: { email: 'x' } } }));
    renderLastStep(COMPLETE, [{ request: { query: OnboardMutation, variables: () => true }, result: sent }]);
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByText('Step 6 of 6')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await expectFieldError(EMAIL, 'Enter your e-mail address');
    await expectFieldMessage(PASSWORD, 'Enter a password');
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a badly formed address and a password under 8 characters', async () => {
    renderLastStep(COMPLETE);
    fill(EMAIL, 'amelia@');
    fill(PASSWORD, 'short');
    await expectFieldError(
      EMAIL,
      'Enter an e-mail address in the right format, for example name@example.com',
    );
    await expectFieldMessage(PASSWORD, 'Password must be at least 8 characters long');
    fill(EMAIL, 'amelia@example.com');
    await waitFor(() => expectNoFieldError(EMAIL));
  });

  it('refuses a password over 128 characters', async () => {
    renderLastStep(COMPLETE);
    fill(PASSWORD, 'a'.repeat(129));
    await expectFieldMessage(PASSWORD, 'Password must be 128 characters or fewer');
  });

  it("shows the server's refusal of the address on its field, keeping what was typed", async () => {
    const message = 'Enter an e-mail address in the right format, for example name@example.com';
    renderLastStep(COMPLETE, [answersWithErrors(OnboardMutation, [badUserInput('email', message)])]);
    await createAccount('amelia@example.co');
    const email = await expectFieldError(EMAIL, message);
    expect((email as HTMLInputElement).value).toBe('amelia@example.co');
    expect(typedIn(PASSWORD)).toBe(GOOD_PASSWORD);
    expect(screen.queryByText('Please check some of your answers')).toBeNull();
  });

  it("lists the server's refusal of an answer no step shows, without a link", async () => {
    renderLastStep(COMPLETE, [
      answersWithErrors(OnboardMutation, [
        badUserInput('utmSource', 'Where you heard about us must be 100 characters or fewer'),
      ]),
    ]);
    await createAccount();
    const alert = await findAlert('Please check some of your answers');
    expect(alert.textContent).toContain('Where you heard about us must be 100 characters or fewer');
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('says the account was not made when the server fails, keeping the answers', async () => {
    renderLastStep(COMPLETE, [answersWithErrors(OnboardMutation, [serverError('Unexpected error.')])]);
    await createAccount();
    await findAlert("Something went wrong on our side and your account wasn't created.");
    expect(screen.queryByText('Unexpected error.')).toBeNull();
    expect(typedIn(EMAIL)).toBe('amelia@example.com');
    expect(typedIn(PASSWORD)).toBe(GOOD_PASSWORD);
  });

  it('passes on what the server says when there were too many tries', async () => {
    const message = 'Too many attempts. Please wait a few minutes and try again.';
    renderLastStep(COMPLETE, [answersWithErrors(OnboardMutation, [serverError(message, 'RATE_LIMITED')])]);
    await createAccount();
    await findAlert(message);
  });

  it('says Stairway could not be reached on a network failure, keeping the answers', async () => {
    renderLastStep(COMPLETE, [failsOnTheNetwork(OnboardMutation)]);
    await createAccount();
    await findAlert("We couldn't reach Stairway, so your account wasn't created.");
    expect(typedIn(EMAIL)).toBe('amelia@example.com');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('holds the form while the account is created', async () => {
    renderLastStep(COMPLETE, [neverAnswers(OnboardMutation)]);
    await createAccount();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /Create account/ }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    // The fields and Back sit in a fieldset that is disabled as a whole.
    expect(screen.getByLabelText(EMAIL).closest('fieldset')?.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Back' }).closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends every answer to onboard, signs in and opens the dashboard', async () => {
    const router = renderLastStep(COMPLETE, [
      {
        request: { query: OnboardMutation, variables: { input: INPUT } },
        result: { data: { onboard: { email: 'amelia@example.com' } } },
      },
      {
        request: {
          query: OnboardSignInMutation,
          variables: { input: { email: 'amelia@example.com', password: GOOD_PASSWORD } },
        },
        result: { data: { signIn: { token: TOKEN, role: 'Applicant' } } },
      },
    ]);
    // Typed with capitals and spaces: the address is sent trimmed and in lower case.
    await createAccount('  Amelia@Example.com ');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.dashboard);
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('says to check the inbox when the address already had an account', async () => {
    renderLastStep(COMPLETE, [
      {
        request: { query: OnboardMutation, variables: { input: INPUT } },
        result: { data: { onboard: { email: 'amelia@example.com' } } },
      },
      answersWithErrors(OnboardSignInMutation, [serverError('Wrong e-mail or password', 'UNAUTHENTICATED')]),
    ]);
    await createAccount();
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText('amelia@example.com')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Use another e-mail address' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
  });
});
