import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { expectFieldError, expectNoFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput } from '../../../testing/graphql';
import { OnboardMutation } from '../graphql/onboard';
import type { OnboardingDraft } from '../lib/draft';
import { next, renderOnboarding, savedDraft } from '../testing/render-onboarding';

const DEPOSIT = 'Deposit amount';

/** The answers of steps 1 to 4, so that step 5 opens. */
const BEFORE: OnboardingDraft = {
  grossAnnualPay: 35_000,
  jointApplication: false,
  firstName: 'Amelia',
  middleName: '',
  lastName: 'Jones',
  checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
  preferredLocations: ['SO16'],
};

/** Answers to steps 1 to 5 that the form accepts. */
const COMPLETE: OnboardingDraft = { ...BEFORE, deposit: 5_000, depositSource: 'GiftedDeposit' };

const radio = (label: string) => screen.getByRole('radio', { name: label }) as HTMLInputElement;
describe('DepositStep', () => {
  it('asks for the deposit and its source when both are missing', async () => {
    renderOnboarding(paths.onboarding.deposit, BEFORE);
    expect(screen.getByRole('heading', { name: 'Your deposit' })).toBeTruthy();
    expect(screen.getByText('Step 5 of 6')).toBeTruthy();
    await next();
    await expectFieldError(DEPOSIT, 'Enter your deposit in whole pounds, or 0 if you have none yet');
    expect(await screen.findByText('Choose where your deposit is coming from')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your deposit' })).toBeTruthy();
  });

  it('asks for the source when only the deposit is given', async () => {
    renderOnboarding(paths.onboarding.deposit, BEFORE);
    fill(DEPOSIT, '5000');
    await next();
    expect(await screen.findByText('Choose where your deposit is coming from')).toBeTruthy();
    expectNoFieldError(DEPOSIT);
    expect(screen.getByRole('heading', { name: 'Your deposit' })).toBeTruthy();
  });

  it('refuses a deposit above £5,000,000, and takes £5,000,000', async () => {
    renderOnboarding(paths.onboarding.deposit, BEFORE);
    fill(DEPOSIT, '5000001');
    await expectFieldError(DEPOSIT, 'Deposit must be a whole number of pounds between £0 and £5,000,000');
    fill(DEPOSIT, '5000000');
    await waitFor(() => expectNoFieldError(DEPOSIT));
  });

  it('takes a deposit of £0 and explains what it means', async () => {
    renderOnboarding(paths.onboarding.deposit, BEFORE);
    fill(DEPOSIT, '0');
    expect(await screen.findByTestId('no-deposit-advice', {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(radio('Cash savings'));
    await next();
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(savedDraft()).toMatchObject({ deposit: 0, depositSource: 'CashSavings' });
  });

  it('opens step 6 with a good answer, and keeps the answers for Back', async () => {
    const router = renderOnboarding(paths.onboarding.deposit, BEFORE);
    fill(DEPOSIT, '12500');
    await userEvent.click(radio('Liquid investments'));
    await next();
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByText('Step 6 of 6')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.onboarding.emailPassword);
    expect(savedDraft()).toMatchObject({ deposit: 12_500, depositSource: 'LiquidInvestments' });

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Your deposit' })).toBeTruthy();
    expect((screen.getByLabelText(DEPOSIT) as HTMLInputElement).value).toBe('£12,500');
    expect(radio('Liquid investments').checked).toBe(true);
  });

  it("shows the server's refusal of the deposit on its field, keeping the answers", async () => {
    const message = 'Deposit must be a whole number of pounds between £0 and £5,000,000';
    renderOnboarding(paths.onboarding.emailPassword, COMPLETE, [
      answersWithErrors(OnboardMutation, [badUserInput('deposit', message)]),
    ]);
    fill('E-mail address', 'amelia@example.com');
    fill(/^Password/, 'correct horse battery staple');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await findAlert('Please check some of your answers');
    expect(alert.textContent).toContain(`Step 5, Deposit: ${message}`);

    await userEvent.click(screen.getByRole('link', { name: 'Go to deposit' }));
    expect(await screen.findByRole('heading', { name: 'Your deposit' })).toBeTruthy();
    const deposit = await expectFieldError(DEPOSIT, message);
    expect((deposit as HTMLInputElement).value).toBe('£5,000');
    expect(radio('Gifted deposit').checked).toBe(true);

    fill(DEPOSIT, '6000');
    await waitFor(() => expectNoFieldError(DEPOSIT));
  });

  it("shows the server's refusal of the source on the choice, keeping it", async () => {
    const message = 'Choose where your deposit is coming from';
    renderOnboarding(paths.onboarding.emailPassword, COMPLETE, [
      answersWithErrors(OnboardMutation, [badUserInput('depositSource', message)]),
    ]);
    fill('E-mail address', 'amelia@example.com');
    fill(/^Password/, 'correct horse battery staple');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await findAlert(`Step 5, Deposit: ${message}`);
    await userEvent.click(screen.getByRole('link', { name: 'Go to deposit' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(radio('Gifted deposit').checked).toBe(true);
  });
});
