/**
 * The money side of the application, in Chromium against the built app on a freshly seeded database, as a person
 * would notice it:
 * - an applicant who said £500 at onboarding is told their deposit is what keeps the budget under £50,000,
 *   follows the link to the new Deposit page, changes it and gets a budget;
 * - the overview says "Nothing added yet" and "Optional" for cards, commitments and dependants until they are
 *   saved, and lists the deposit;
 * - Additional income invites only what the income types record and says what is not counted;
 * - a contract ending within a month with no next one counts nothing; zero-hours pay counts at half.
 * Screenshots at 390x844 and 1280x800 go to the test output, and every page is checked with axe.
 */
import { expect, type Page, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';
import { readBudget } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { screenshotBoth } from '../support/screenshots';

const INCOME_PATH = '/your-application/financial-details/income';
const DEPOSIT_PATH = '/your-application/financial-details/deposit';

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** Chooses an income type card, e.g. "Employed" (not "Self-employed"). */
async function chooseType(page: Page, type: string) {
  const card = page.getByRole('radio', { name: new RegExp(`^${type}`) });
  await card.click();
  await expect(card).toHaveAttribute('aria-checked', 'true');
}

/** Answers a yes/no question by its label. */
async function answer(page: Page, question: string, choice: 'Yes' | 'No') {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: choice, exact: true })
    .click();
}

test('a small deposit is named as what limits the budget, and can be changed after onboarding', async ({
  page,
}, testInfo) => {
  await signInNewApplicant(page, { deposit: 500 });

  // The overview: the optional sections are not "done" before they are answered; the deposit is listed.
  await page.goto('/your-application');
  for (const key of ['cards', 'monthly-commitments', 'dependants']) {
    const row = page.getByTestId(`section-${key}`);
    await expect(row).toHaveAttribute('data-state', 'Optional');
    await expect(row).toContainText('Nothing added yet');
    // Named by what it shows, in that order (WCAG 2.5.3 "Label in name").
    await expect(row.getByRole('link')).toHaveAccessibleName(/ Nothing added yet Optional$/);
  }
  await expect(page.getByTestId('section-cards')).not.toContainText('No credit card balance');
  await expect(page.getByTestId('section-deposit')).toContainText('£500 · Cash savings');
  await screenshotBoth(page, testInfo, '01-overview-optional-sections');
  await expectNoAxeViolations(page);

  // A good salary, but the £500 deposit caps the budget at £25,000: the Income page says so, not "add income".
  await page.goto(INCOME_PATH);
  await chooseType(page, 'Employed');
  await page.getByLabel('Type of employment').selectOption('Permanent employment');
  await page.getByLabel('Job title').fill('Staff nurse');
  await page.getByLabel('Employer').fill('Isle of Wight NHS Trust');
  await page.getByLabel('Base gross income (a year)').fill('40000');
  await saveAndContinue(page);
  await expect(page).toHaveURL(/\/financial-details\/additional-income$/);
  await expect(page.getByTestId('budget-display')).toHaveAttribute('aria-busy', 'false');
  expect(await readBudget(page)).toBe('-');
  await page.goto(INCOME_PATH);
  const alert = page.getByTestId('cannot-provide-budget');
  await expect(alert).toContainText(
    'Your deposit of £500 covers a home of up to £25,000, as the deposit is 2% of the price. A budget of £50,000 needs a deposit of at least £1,000.',
  );
  await expect(alert).not.toContainText('income');
  await screenshotBoth(page, testInfo, '02-income-deposit-limits-budget');
  await expectNoAxeViolations(page);

  // The link goes to the Deposit page, which shows the same message and what a deposit covers as it is typed.
  await alert.getByRole('link', { name: 'Change your deposit' }).click();
  await expect(page).toHaveURL(new RegExp(`${DEPOSIT_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your deposit' })).toBeVisible();
  await expect(page.getByLabel('Deposit amount')).toHaveValue('£500');
  await expect(page.getByTestId('cannot-provide-budget')).toContainText('Change it below.');
  await expect(page.getByTestId('deposit-covers')).toContainText('covers a home of up to £25,000');
  await screenshotBoth(page, testInfo, '03-deposit-page');
  await expectNoAxeViolations(page);

  await page.getByLabel('Deposit amount').fill('4000');
  await expect(page.getByTestId('deposit-covers')).toContainText('covers a home of up to £200,000');
  await page.getByRole('radio', { name: /^Gifted deposit/ }).check();
  await saveAndContinue(page);
  await expect(page).not.toHaveURL(new RegExp(`${DEPOSIT_PATH}$`));
  await expect.poll(() => readBudget(page), { timeout: 15_000 }).toBe('£200,000');

  await page.goto('/your-application');
  await expect(page.getByTestId('section-deposit')).toContainText('£4,000 · Gifted deposit');
  await page.goto(INCOME_PATH);
  await expect(page.getByTestId('cannot-provide-budget')).toHaveCount(0);

  // Saving Cards with £0 answers it: now it says there is no balance, and is done.
  await page.goto('/your-application/financial-details/cards');
  await page.getByLabel('Total balance on all your cards').fill('0');
  await saveAndContinue(page);
  await expect(page).toHaveURL(/\/financial-details\/monthly-commitments$/);
  await page.goto('/your-application');
  await expect(page.getByTestId('section-cards')).toHaveAttribute('data-state', 'Done');
  await expect(page.getByTestId('section-cards')).toContainText('No credit card balance');
  await expect(page.getByTestId('section-dependants')).toContainText('Nothing added yet');
});

test('a deposit of £0 is explained wherever the budget shows, with what to save', async ({
  page,
}, testInfo) => {
  // Onboarding's deposit step, with the earlier answers in the tab's draft: £0 is explained, not "£0 is 2% of £0".
  await page.goto('/');
  await page.evaluate(() =>
    window.sessionStorage.setItem(
      'stairway.onboarding.draft',
      JSON.stringify({
        grossAnnualPay: 45_000,
        jointApplication: false,
        firstName: 'Amelia',
        lastName: 'Hughes',
        checks: { over18: true, rightToLiveInUk: true, noBankruptcyOrCcj: true, creditCheckConsent: true },
        preferredLocations: ['SE1'],
      }),
    ),
  );
  await page.goto('/onboard/deposit');
  await page.getByLabel('Deposit amount').fill('0');
  const advice = page.getByTestId('no-deposit-advice');
  await expect(advice).toContainText('With a deposit of £0 your budget is £0 for now');
  await expect(advice).toContainText('£4,000 for a £200,000 home');
  await expect(page.getByText('£0 is 2% of £0')).toHaveCount(0);
  await screenshotBoth(page, testInfo, '05-onboarding-deposit-zero');
  await expectNoAxeViolations(page);

  await signInNewApplicant(page, { deposit: 0 });
  // The dashboard's budget card says what £0 means and links to the deposit page.
  await page.goto('/dashboard');
  const card = page.getByTestId('dashboard-no-budget');
  await expect(card).toContainText('Your budget is £0 until you have a deposit');
  await expect(card).toContainText('£4,000 for a £200,000 home');
  await screenshotBoth(page, testInfo, '06-dashboard-deposit-zero');
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'Update your deposit' }).click();

  // The application's deposit page: the same words in the cannot-provide-budget message, and none of "up to £0".
  await expect(page).toHaveURL(new RegExp(`${DEPOSIT_PATH}$`));
  await expect(page.getByTestId('cannot-provide-budget')).toContainText(
    'With a deposit of £0 your budget is £0 for now: the plan needs a deposit of 2% of the home’s price.',
  );
  await expect(page.getByTestId('deposit-covers')).toContainText('A deposit of £0 doesn’t cover a home yet.');
  // What to save is said once, in the message above, not again under the amount.
  await expect(page.getByText(/Save towards 2%/)).toHaveCount(1);
  await expect(page.getByText(/up to £0\b/)).toHaveCount(0);
  await screenshotBoth(page, testInfo, '07-application-deposit-zero');
  await expectNoAxeViolations(page);
});

test('other income says what counts; an ending contract and zero-hours pay count as lenders would', async ({
  page,
}, testInfo) => {
  await signInNewApplicant(page);

  // Additional income: the invitation lists only what the income types record.
  await page.goto('/your-application/financial-details/additional-income');
  await expect(page.getByRole('heading', { level: 1, name: 'Other income' })).toBeVisible();
  await expect(page.getByText(/^Income on top of your main income: another job/)).toBeVisible();
  await expect(page.getByTestId('uncounted-income')).toHaveText(
    'We can’t count a pension, rent from a lodger or a property, or maintenance payments in your budget yet, so there’s no need to add them.',
  );
  await screenshotBoth(page, testInfo, '04-additional-income-copy');
  await expectNoAxeViolations(page);

  // A contractor whose contract ends within a month with nothing lined up: the day rate counts for nothing.
  await page.goto(INCOME_PATH);
  await chooseType(page, 'Professional contractor');
  await page.getByLabel('Current job title').fill('Data engineer');
  await page.getByLabel('Day rate (a day)').fill('500');
  await page.getByLabel('Length of your current contract (months)').fill('6');
  await answer(page, 'Does your current contract end within a month?', 'No');
  await answer(page, 'Do you have your next contract lined up?', 'No');
  const counts = page.getByTestId('income-counts');
  await expect(counts).toContainText('Counts as £115,000 a year');
  await answer(page, 'Does your current contract end within a month?', 'Yes');
  await expect(counts).toContainText('Counts as £0 a year');
  await expect(counts).toContainText('no next one is lined up');
  await screenshotBoth(page, testInfo, '05-contract-ending');
  await expectNoAxeViolations(page);
  await saveAndContinue(page);
  await expect(page).toHaveURL(/\/financial-details\/additional-income$/);
  await expect.poll(() => readBudget(page), { timeout: 15_000 }).toBe('-');
  await expect(page.getByTestId('cannot-provide-budget')).toContainText(
    'Your income supports a home of up to £0.',
  );

  // The next contract is agreed: the day rate counts again.
  await page.goto(INCOME_PATH);
  await answer(page, 'Do you have your next contract lined up?', 'Yes');
  await page.getByLabel('Next job title').fill('Data architect');
  await expect(counts).toContainText('Counts as £115,000 a year');
  await saveAndContinue(page);
  await expect(page).toHaveURL(/\/financial-details\/additional-income$/);
  await expect.poll(() => readBudget(page), { timeout: 15_000 }).not.toBe('-');

  // Zero-hours pay: the last 12 months' pay, and half of it counts.
  await page.goto(INCOME_PATH);
  await chooseType(page, 'Employed');
  await page.getByLabel('Type of employment').selectOption('Temporary / Zero-hour');
  await page.getByLabel('Job title').fill('Care assistant');
  await page.getByLabel('Employer').fill('Wight Care');
  await page.getByLabel('Gross pay in the last 12 months').fill('30000');
  await expect(counts).toContainText('Counts as £15,000 a year');
  await screenshotBoth(page, testInfo, '06-zero-hours');
  await expectNoAxeViolations(page);
  await saveAndContinue(page);
  await expect(page).toHaveURL(/\/financial-details\/additional-income$/);
  await expect.poll(() => readBudget(page), { timeout: 15_000 }).toBe('£75,000');
});
