import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { expectFieldError, expectNoFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput } from '../../../testing/graphql';
import { OnboardMutation } from '../graphql/onboard';
import type { OnboardingDraft } from '../lib/draft';
import { next, renderOnboarding, savedDraft } from '../testing/render-onboarding';

const FIRST = 'First name';
const MIDDLE = 'Middle name (optional)';
const LAST = 'Last name';

/** The answers of step 1, so that step 2 opens. */
const BUDGET: OnboardingDraft = { grossAnnualPay: 35_000, jointApplication: false };

/** Answers to steps 1 to 5 that the form accepts. */
const COMPLETE: OnboardingDraft = {
  ...BUDGET,
  firstName: 'Amelia',
  middleName: 'Rose',
  lastName: 'Jones',
  checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
  preferredLocations: ['SO16'],
  deposit: 5_000,
  depositSource: 'CashSavings',
};

const typedIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('NameStep', () => {
  it('asks for the first and last names when they are missing, not the middle name', async () => {
    renderOnboarding(paths.onboarding.name, BUDGET);
    expect(screen.getByRole('heading', { name: "What's your name?" })).toBeTruthy();
    expect(screen.getByText('Step 2 of 6')).toBeTruthy();
    await next();
    await expectFieldError(FIRST, 'Enter your first name');
    await expectFieldError(LAST, 'Enter your last name');
    expectNoFieldError(MIDDLE);
    expect(await findAlert('2 answers need your attention')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "What's your name?" })).toBeTruthy();
  });

  it('counts a name of spaces only as missing', async () => {
    renderOnboarding(paths.onboarding.name, BUDGET);
    fill(FIRST, '   ');
    await expectFieldError(FIRST, 'Enter your first name');
  });

  it('refuses characters a name cannot have, in each name', async () => {
    renderOnboarding(paths.onboarding.name, BUDGET);
    fill(FIRST, 'Amelia2');
    fill(MIDDLE, 'R.');
    fill(LAST, '-Jones');
    await expectFieldError(FIRST, 'First name can only contain letters, spaces, hyphens and apostrophes');
    await expectFieldError(MIDDLE, 'Middle name can only contain letters, spaces, hyphens and apostrophes');
    await expectFieldError(LAST, 'Last name can only contain letters, spaces, hyphens and apostrophes');
    await next();
    expect(screen.getByRole('heading', { name: "What's your name?" })).toBeTruthy();
  });

  it('refuses a name longer than 80 characters, and takes one of 80', async () => {
    renderOnboarding(paths.onboarding.name, BUDGET);
    fill(LAST, 'a'.repeat(81));
    await expectFieldError(LAST, 'Last name must be 80 characters or fewer');
    fill(LAST, 'a'.repeat(80));
    await waitFor(() => expectNoFieldError(LAST));
  });

  it('opens step 3 with good names, trimmed, and keeps them for Back', async () => {
    const router = renderOnboarding(paths.onboarding.name, BUDGET);
    fill(FIRST, '  Zoë ');
    fill(LAST, "O'Brien-Smith");
    await next();
    expect(await screen.findByRole('heading', { name: 'A few quick checks' })).toBeTruthy();
    expect(screen.getByText('Step 3 of 6')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.onboarding.checks);
    expect(savedDraft()).toMatchObject({ firstName: 'Zoë', middleName: '', lastName: "O'Brien-Smith" });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: "What's your name?" })).toBeTruthy();
    expect(typedIn(FIRST)).toBe('Zoë');
    expect(typedIn(MIDDLE)).toBe('');
    expect(typedIn(LAST)).toBe("O'Brien-Smith");
  });

  it('Back returns to step 1 with its answers', async () => {
    renderOnboarding(paths.onboarding.name, BUDGET);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: "Let's check your budget" })).toBeTruthy();
    expect((screen.getByLabelText('Gross annual pay') as HTMLInputElement).value).toBe('£35,000');
  });

  it('sends anyone who skipped step 1 back to it', async () => {
    const router = renderOnboarding(paths.onboarding.name, {});
    expect(await screen.findByRole('heading', { name: "Let's check your budget" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.onboarding.budget);
  });

  it("shows the server's refusal of a name on that field, keeping what was typed", async () => {
    const message = 'Last name can only contain letters, spaces, hyphens and apostrophes';
    renderOnboarding(paths.onboarding.emailPassword, COMPLETE, [
      answersWithErrors(OnboardMutation, [badUserInput('lastName', message)]),
    ]);
    fill('E-mail address', 'amelia@example.com');
    fill(/^Password/, 'correct horse battery staple');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await findAlert('Please check some of your answers');
    expect(alert.textContent).toContain(`Step 2, Your name: ${message}`);

    await userEvent.click(screen.getByRole('link', { name: 'Go to your name' }));
    expect(await screen.findByRole('heading', { name: "What's your name?" })).toBeTruthy();
    const last = await expectFieldError(LAST, message);
    expect((last as HTMLInputElement).value).toBe('Jones');
    expect(typedIn(FIRST)).toBe('Amelia');
    expect(typedIn(MIDDLE)).toBe('Rose');
    expectNoFieldError(FIRST);

    fill(LAST, 'Jones-Hart');
    await waitFor(() => expectNoFieldError(LAST));
  });
});
