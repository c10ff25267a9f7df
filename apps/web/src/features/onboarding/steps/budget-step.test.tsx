import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { expectFieldError, expectNoFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput } from '../../../testing/graphql';
import { OnboardMutation } from '../graphql/onboard';
import type { OnboardingDraft } from '../lib/draft';
import { next, renderOnboarding, savedDraft } from '../testing/render-onboarding';

const PAY = 'Gross annual pay';

/** Answers to steps 1 to 5 that the form accepts. */
const COMPLETE: OnboardingDraft = {
  grossAnnualPay: 35_000,
  jointApplication: false,
  firstName: 'Amelia',
  middleName: '',
  lastName: 'Jones',
  checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
  preferredLocations: ['SO16'],
  deposit: 5_000,
  depositSource: 'CashSavings',
};

describe('BudgetStep', () => {
  it('asks for the pay when none is given, and stays on the step', async () => {
    renderOnboarding(paths.onboarding.budget);
    expect(screen.getByRole('heading', { name: "Let's check your budget" })).toBeTruthy();
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    await next();
    await expectFieldError(PAY, 'Enter your gross annual pay in whole pounds, for example 35000');
    expect(await findAlert('1 answer needs your attention')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Let's check your budget" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('refuses a pay above £10,000,000', async () => {
    renderOnboarding(paths.onboarding.budget);
    fill(PAY, '10000001');
    await expectFieldError(
      PAY,
      'Gross annual pay must be a whole number of pounds between £0 and £10,000,000',
    );
    await next();
    expect(screen.getByRole('heading', { name: "Let's check your budget" })).toBeTruthy();
    expect(savedDraft().grossAnnualPay).toBe(10_000_001);
  });

  it('accepts the largest pay, £10,000,000', async () => {
    renderOnboarding(paths.onboarding.budget);
    fill(PAY, '10000000');
    await next();
    expect(await screen.findByRole('heading', { name: "What's your name?" })).toBeTruthy();
  });

  it('keeps only the digits of what is typed: no minus sign, no pence', async () => {
    renderOnboarding(paths.onboarding.budget);
    const field = screen.getByLabelText(PAY);
    await userEvent.type(field, '-35000.50');
    await userEvent.tab();
    expect((field as HTMLInputElement).value).toBe('£3,500,050');
    expectNoFieldError(PAY);
  });

  it('clears the pay error once a good pay is typed', async () => {
    renderOnboarding(paths.onboarding.budget);
    await next();
    await expectFieldError(PAY, 'Enter your gross annual pay');
    fill(PAY, '35000');
    await waitFor(() => expectNoFieldError(PAY));
  });

  it('opens step 2 with a good answer, and keeps the answers for Back', async () => {
    const router = renderOnboarding(paths.onboarding.budget);
    fill(PAY, '42000');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes, with someone else' }));
    expect(
      await screen.findByText(
        /Buying with someone else\? Their income is added later/,
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await next();
    expect(await screen.findByRole('heading', { name: "What's your name?" })).toBeTruthy();
    expect(screen.getByText('Step 2 of 6')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.onboarding.name);
    expect(savedDraft()).toMatchObject({ grossAnnualPay: 42_000, jointApplication: true });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const pay = (await screen.findByLabelText(PAY)) as HTMLInputElement;
    expect(pay.value).toBe('£42,000');
    expect((screen.getByRole('radio', { name: 'Yes, with someone else' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("shows the server's refusal of the pay on the pay field, keeping what was typed", async () => {
    const message = 'Gross annual pay must be a whole number of pounds between £0 and £10,000,000';
    renderOnboarding(paths.onboarding.emailPassword, COMPLETE, [
      answersWithErrors(OnboardMutation, [badUserInput('grossAnnualPay', message)]),
    ]);
    fill('E-mail address', 'amelia@example.com');
    fill(/^Password/, 'correct horse battery staple');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await findAlert('Please check some of your answers');
    expect(alert.textContent).toContain(`Step 1, Budget: ${message}`);

    await userEvent.click(screen.getByRole('link', { name: 'Go to budget' }));
    expect(await screen.findByRole('heading', { name: "Let's check your budget" })).toBeTruthy();
    const pay = await expectFieldError(PAY, message);
    expect((pay as HTMLInputElement).value).toBe('£35,000');

    // A changed answer is the form's to check again: the server's old verdict goes.
    fill(PAY, '36000');
    await waitFor(() => expectNoFieldError(PAY));
  });
});
