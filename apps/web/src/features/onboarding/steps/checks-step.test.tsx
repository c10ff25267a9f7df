import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { describedBy, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput } from '../../../testing/graphql';
import { OnboardMutation } from '../graphql/onboard';
import type { OnboardingDraft } from '../lib/draft';
import { next, renderOnboarding, savedDraft } from '../testing/render-onboarding';

const OVER_18 = "I'm 18 or over";
const RIGHT_TO_LIVE = 'I have the right to live in the UK';
const NO_CCJ = "I haven't been bankrupt, had an IVA or a County Court Judgment (CCJ) in the last 6 years";
const CREDIT_CHECK = 'I agree to a soft credit check';

/** The answers of steps 1 and 2, so that step 3 opens. */
const BEFORE: OnboardingDraft = {
  grossAnnualPay: 35_000,
  jointApplication: false,
  firstName: 'Amelia',
  middleName: '',
  lastName: 'Jones',
};

/** Answers to steps 1 to 5 that the form accepts. */
const COMPLETE: OnboardingDraft = {
  ...BEFORE,
  checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: false, creditCheckConsent: true },
  preferredLocations: ['SO16'],
  deposit: 5_000,
  depositSource: 'CashSavings',
};

const checkbox = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
/** Waits until the checkbox named `label` says `message` next to it. */
async function expectCheckError(label: string, message: string) {
  await waitFor(() => expect(describedBy(checkbox(label))).toContain(message), { timeout: 5000 });
}

describe('ChecksStep', () => {
  it('says why each check needed to apply is needed when none is ticked', async () => {
    renderOnboarding(paths.onboarding.checks, BEFORE);
    expect(screen.getByRole('heading', { name: 'A few quick checks' })).toBeTruthy();
    expect(screen.getByText('Step 3 of 6')).toBeTruthy();
    await next();
    await expectCheckError(OVER_18, 'You need to be 18 or over to apply');
    await expectCheckError(RIGHT_TO_LIVE, 'You need the right to live in the UK to apply');
    await expectCheckError(CREDIT_CHECK, 'You need to agree to a soft credit check to apply');
    expect(describedBy(checkbox(NO_CCJ))).not.toContain('Tell us');
    expect(screen.getByRole('heading', { name: 'A few quick checks' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Where would you like to live?' })).toBeNull();
  });

  it('names only the check left unticked', async () => {
    renderOnboarding(paths.onboarding.checks, BEFORE);
    await userEvent.click(checkbox(OVER_18));
    await userEvent.click(checkbox(CREDIT_CHECK));
    await next();
    await expectCheckError(RIGHT_TO_LIVE, 'You need the right to live in the UK to apply');
    expect(screen.queryByText('You need to be 18 or over to apply')).toBeNull();
    expect(screen.queryByText('You need to agree to a soft credit check to apply')).toBeNull();
  });

  it('says so again when a ticked check is unticked', async () => {
    renderOnboarding(paths.onboarding.checks, BEFORE);
    await userEvent.click(checkbox(OVER_18));
    await userEvent.click(checkbox(OVER_18));
    await userEvent.tab();
    await expectCheckError(OVER_18, 'You need to be 18 or over to apply');
  });

  it('opens step 4 with the bankruptcy and CCJ box left unticked, and keeps the answers for Back', async () => {
    const router = renderOnboarding(paths.onboarding.checks, BEFORE);
    await userEvent.click(checkbox(OVER_18));
    await userEvent.click(checkbox(RIGHT_TO_LIVE));
    await userEvent.click(checkbox(CREDIT_CHECK));
    await next();
    expect(await screen.findByRole('heading', { name: 'Where would you like to live?' })).toBeTruthy();
    expect(screen.getByText('Step 4 of 6')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.onboarding.preferredLocation);
    expect(savedDraft().checks).toEqual({
      over18: true,
      rightToLiveInUk: true,
      noBankruptcyOrCcj: false,
      creditCheckConsent: true,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'A few quick checks' })).toBeTruthy();
    expect(checkbox(OVER_18).checked).toBe(true);
    expect(checkbox(RIGHT_TO_LIVE).checked).toBe(true);
    expect(checkbox(NO_CCJ).checked).toBe(false);
    expect(checkbox(CREDIT_CHECK).checked).toBe(true);
  });

  it("shows the server's refusal of a check on that checkbox, keeping the answers", async () => {
    const message = 'You need the right to live in the UK to apply';
    renderOnboarding(paths.onboarding.emailPassword, COMPLETE, [
      answersWithErrors(OnboardMutation, [badUserInput('checks.rightToLiveInUk', message)]),
    ]);
    fill('E-mail address', 'amelia@example.com');
    fill(/^Password/, 'correct horse battery staple');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await findAlert('Please check some of your answers');
    expect(alert.textContent).toContain(`Step 3, Checks: ${message}`);

    await userEvent.click(screen.getByRole('link', { name: 'Go to checks' }));
    expect(await screen.findByRole('heading', { name: 'A few quick checks' })).toBeTruthy();
    await expectCheckError(RIGHT_TO_LIVE, message);
    expect(checkbox(RIGHT_TO_LIVE).checked).toBe(true);
    expect(checkbox(OVER_18).checked).toBe(true);
    expect(checkbox(NO_CCJ).checked).toBe(false);
    expect(describedBy(checkbox(OVER_18))).not.toContain('You need');
  });
});
