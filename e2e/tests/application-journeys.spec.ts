/**
 * The whole application, end to end: a new applicant fills every section in the browser, watches the progress and
 * the next step move as spec §4 says, sees the budget worked out again from what they entered, completes the checks
 * and submits; the application is then in review and read-only. Once with an employed applicant (identity verified
 * in the sandbox, a PDF statement uploaded) and once with a limited-company director (identity check skipped, bank
 * connected through sandbox open banking).
 */
import { expect, type Page, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';
import {
  answerNoAdditionalIncome,
  connectBankInSandbox,
  fillAboutYou,
  fillAddressHistory,
  fillEmployedIncome,
  fillLimitedCompanyIncome,
  fillSpendingAndDependants,
  monthsAgo,
  readBudget,
  skipIdentityVerification,
  uploadBankStatement,
  verifyIdentityInSandbox,
} from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { emailTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';

/** The overview's progress percent and next-step title. */
async function overview(page: Page): Promise<{ progress: number; next: string }> {
  await page.goto('/your-application');
  const progress = page.getByTestId('application-progress');
  await expect(progress).toBeVisible();
  return {
    progress: Number((await progress.innerText()).replace('%', '')),
    next: (await page.getByTestId('next-step-title').innerText()).trim(),
  };
}

/** Reads a budget like "£212,000" as a number of pounds. */
const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));

/** Submits from the overview's next step, through Before you submit, and checks the application is in review. */
async function submitFromOverview(
  page: Page,
  testInfo: Parameters<Parameters<typeof test>[2]>[1],
  prefix: string,
) {
  const ready = await overview(page);
  expect(ready).toEqual({ progress: 100, next: 'You’re ready to submit' });
  await expect(page.getByTestId('section-submit')).toHaveAttribute('data-next', 'true');
  await screenshotBoth(page, testInfo, `${prefix}-overview-ready`);
  await page.getByTestId('next-step-card').getByRole('link', { name: 'Review and submit' }).click();
  await expect(page).toHaveURL(/\/your-application\/submit-disclaimer$/);
  await screenshotBoth(page, testInfo, `${prefix}-submit-disclaimer`);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/your-application\/submit$/);
  // The declaration must be ticked.
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Tick the box to confirm your information is true and complete')).toBeVisible();
  await screenshotBoth(page, testInfo, `${prefix}-submit`);
  await expectNoAxeViolations(page);
  await page.getByTestId('submit-confirm').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByTestId('application-submitted')).toBeVisible();
  await screenshotBoth(page, testInfo, `${prefix}-submitted`);
  await expectNoAxeViolations(page);

  // In review: the overview says so, and every page is read-only.
  await page.goto('/your-application');
  await expect(page.getByTestId('next-step-title')).toHaveText('Your application is in review');
  await expect(page.getByTestId('section-submit')).toHaveAttribute('data-state', 'Done');
  await screenshotBoth(page, testInfo, `${prefix}-overview-in-review`);
  await expectNoAxeViolations(page);
  await page.goto('/your-application/personal-details/about-you');
  await expect(page.getByTestId('application-read-only')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByLabel('Date of birth')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save and continue' })).toHaveCount(0);
  await page.goto('/your-application/personal-details/address-history');
  await expect(page.getByTestId('application-read-only')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await page.goto('/dashboard');
  await expect(page.getByTestId('next-step-application')).toContainText('Your application is in review');
}

test('an employed applicant fills every section, verifies their identity, uploads a statement and submits', async ({
  page,
}, testInfo) => {
  const { email } = await signInNewApplicant(page, {
    firstName: 'Amelia',
    lastName: 'Hughes',
    grossAnnualPay: 45_000,
    deposit: 20_000,
  });

  const start = await overview(page);
  expect(start.next).toBe('Next: About you');
  await expect(page.getByTestId('section-applicant-bank-statements')).toHaveAttribute('data-state', 'Locked');

  await fillAboutYou(page, {
    dateOfBirth: '1990-04-12',
    phoneNumber: '07700 900123',
    nationality: 'British',
    nin: 'AB 12 34 56 C',
  });
  const afterAboutYou = await overview(page);
  expect(afterAboutYou.progress).toBeGreaterThan(start.progress);
  expect(afterAboutYou.next).toBe('Next: Address history');

  await fillAddressHistory(page, { postcode: 'PO37 6BU', movedIn: monthsAgo(50) });
  const afterAddresses = await overview(page);
  expect(afterAddresses.progress).toBeGreaterThan(afterAboutYou.progress);
  expect(afterAddresses.next).toBe('Next: Income');

  // Income: the budget is worked out again from £48,000 plus half of £4,000 overtime (not the onboarding £45,000).
  const budgetAtOnboarding = pounds(await readBudget(page));
  await fillEmployedIncome(page, {
    jobTitle: 'Staff nurse',
    employer: 'Isle of Wight NHS Trust',
    baseGrossIncome: 48_000,
    overtime: 4_000,
  });
  await expect
    .poll(async () => pounds(await readBudget(page)), { timeout: 10_000 })
    .toBeGreaterThan(budgetAtOnboarding);
  const budgetAfterIncome = pounds(await readBudget(page));
  const afterIncome = await overview(page);
  expect(afterIncome.next).toBe('Next: Additional income');

  await answerNoAdditionalIncome(page);
  // Spending: a card balance, a loan, childcare and a child lower the budget.
  await fillSpendingAndDependants(page, {
    cardBalance: 1_200,
    monthlyLoans: 120,
    expense: { type: 'Childcare', description: 'Nursery', amount: 300 },
    children: 1,
    adults: 0,
  });
  await expect
    .poll(async () => pounds(await readBudget(page)), { timeout: 10_000 })
    .toBeLessThan(budgetAfterIncome);

  // Personal and financial sections done: identity verification unlocks and is next.
  const afterFinancial = await overview(page);
  expect(afterFinancial.next).toBe('Next: Identity verification');
  await expect(page.getByTestId('section-applicant-identity-verification')).toHaveAttribute(
    'data-next',
    'true',
  );
  await expect(page.getByTestId('section-applicant-bank-statements')).toHaveAttribute('data-state', 'Locked');
  await screenshotBoth(page, testInfo, 'employed-01-overview-checks-next');
  await expectNoAxeViolations(page);

  await verifyIdentityInSandbox(page);
  const afterIdentity = await overview(page);
  expect(afterIdentity.next).toBe('Next: Bank statements');
  expect(afterIdentity.progress).toBeGreaterThan(afterFinancial.progress);

  await uploadBankStatement(page);
  await submitFromOverview(page, testInfo, 'employed-02');
  // "We'll be in touch by e-mail": the confirmation is in the outbox.
  const confirmation = await emailTo(email, 'We have your Stairway application');
  expect(confirmation).toContain('Thank you for submitting your Stairway application');
  expect(confirmation).toMatch(/http:\/\/localhost:\d+\/dashboard/);
});

test('a limited-company director fills every section, skips the identity check, connects their bank and submits', async ({
  page,
}, testInfo) => {
  await signInNewApplicant(page, {
    firstName: 'Tom',
    lastName: 'Okafor',
    grossAnnualPay: 60_000,
    deposit: 30_000,
  });
  const start = await overview(page);

  await fillAboutYou(page, {
    dateOfBirth: '1984-09-30',
    phoneNumber: '+44 7700 900456',
    nationality: 'British',
    nin: 'JG 10 33 75 A',
  });
  // Two addresses: 20 months at the current one is not enough on its own.
  await fillAddressHistory(page, {
    postcode: 'PO37 6BU',
    movedIn: monthsAgo(20),
    previous: { line1: '3 Harbour View', town: 'Bristol', postcode: 'BS1 4RB', movedIn: monthsAgo(44) },
  });
  const afterPersonal = await overview(page);
  expect(afterPersonal.next).toBe('Next: Income');
  expect(afterPersonal.progress).toBeGreaterThan(start.progress);

  // Limited company: (12,570 + 50,000 + 12,570 + 40,000) / 2 = £57,570 a year counts.
  const budgetAtOnboarding = await readBudget(page);
  await fillLimitedCompanyIncome(page, {
    companyName: 'Okafor Engineering Ltd',
    companyNumber: '09876543',
    natureOfBusiness: 'Structural engineering consultancy',
    salary: 12_570,
    dividends: 50_000,
    lastYearSalary: 12_570,
    lastYearDividends: 40_000,
  });
  await expect.poll(() => readBudget(page), { timeout: 10_000 }).not.toBe(budgetAtOnboarding);
  await answerNoAdditionalIncome(page);
  await fillSpendingAndDependants(page, { cardBalance: 0, monthlyLoans: 0, children: 0, adults: 0 });

  const afterFinancial = await overview(page);
  expect(afterFinancial.next).toBe('Next: Identity verification');
  await expect(page.getByTestId('section-income')).toContainText('Limited company');

  // Skipping the identity check unlocks bank statements (spec §4).
  await skipIdentityVerification(page);
  const afterSkip = await overview(page);
  expect(afterSkip.next).toBe('Next: Bank statements');
  await expect(page.getByTestId('section-applicant-identity-verification')).toContainText('Skipped');
  await screenshotBoth(page, testInfo, 'director-01-overview-identity-skipped');
  await expectNoAxeViolations(page);

  await connectBankInSandbox(page);
  await submitFromOverview(page, testInfo, 'director-02');
});
