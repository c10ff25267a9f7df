/**
 * The Income and Additional income pages of the application, in Chromium against the built app on a freshly seeded
 * database. A signed-in applicant saves a main income of each of the five types in turn (each replacing the last),
 * meets a field-named validation error for each and keeps what they typed, and watches the budget in the top bar
 * change; with a budget under £50,000 the pages say so. On Additional income they add another income, remove it
 * after confirming, and answer No. Screenshots at 390x844 and 1280x800 go to the test output, and every page is
 * checked with axe.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { screenshotBoth } from '../support/screenshots';

const INCOME_PATH = '/your-application/financial-details/income';
const ADDITIONAL_INCOME_PATH = '/your-application/financial-details/additional-income';
const CARDS_PATH = '/your-application/financial-details/cards';

/** The budget in the top bar once its fake loading (1.5 s, spec §4) is over, e.g. "£160,000" or "-". */
async function readBudget(page: Page): Promise<string> {
  const display = page.getByTestId('budget-display');
  await expect(display).toHaveAttribute('aria-busy', 'false');
  return (await display.innerText()).replace('Your budget', '').trim();
}

/** Waits until the budget in the top bar differs from `before`, and returns it. */
async function expectBudgetToChange(page: Page, before: string): Promise<string> {
  await expect.poll(() => readBudget(page), { timeout: 15_000 }).not.toBe(before);
  return readBudget(page);
}

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Expects a field to be marked invalid with the given message next to it (read first, before its help text). */
async function expectFieldError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    typeof message === 'string' ? new RegExp(`^${escapeRegExp(message)}`) : message,
  );
}

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();

/** Goes back to the Income page with the Back button of Additional income. */
async function backToIncome(page: Page) {
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`${INCOME_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your main income' })).toBeVisible();
}

test('an applicant saves each type of main income, adds and removes another income, then answers no', async ({
  page,
}, testInfo) => {
  await signInNewApplicant(page, { grossAnnualPay: 45_000 });
  await page.goto(INCOME_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Your main income' })).toBeVisible();
  let budget = await readBudget(page);
  expect(budget).toMatch(/^£[\d,]+$/);
  await screenshotBoth(page, testInfo, '01-income-choose-type');
  await expectNoAxeViolations(page);

  // Nothing chosen: the type is asked for.
  await saveAndContinue(page);
  await expect(
    page.getByRole('radiogroup', { name: 'How do you earn your main income?' }),
  ).toHaveAccessibleDescription('Choose the kind of income');
  // The focus moves to the type cards, and the arrow keys choose between them.
  const employed = page.getByRole('radio', { name: /^Employed/ });
  await expect(employed).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const contractor = page.getByRole('radio', { name: /^Professional contractor/ });
  await expect(contractor).toBeFocused();
  await expect(contractor).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(employed).toHaveAttribute('aria-checked', 'true');
  // Only the chosen card is a tab stop: Tab goes on to the first field.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Type of employment')).toBeFocused();

  // 1. Employed: a missing base gross income is named, and what was typed stays.
  await chooseType(page, 'Employed');
  await page.getByLabel('Type of employment').selectOption('Permanent employment');
  await page.getByLabel('Job title').fill('Staff nurse');
  await page.getByLabel('Employer').fill('Isle of Wight NHS Trust');
  await page.getByLabel('Overtime and bonus (a year)').fill('4000');
  await saveAndContinue(page);
  const base = page.getByLabel('Base gross income (a year)');
  await expectFieldError(base, /^Enter your base gross income/);
  await expect(base).toBeFocused();
  await expect(page.getByLabel('Job title')).toHaveValue('Staff nurse');
  await expect(page.getByLabel('Employer')).toHaveValue('Isle of Wight NHS Trust');
  await expect(page.getByLabel('Overtime and bonus (a year)')).toHaveValue('£4,000');
  await screenshotBoth(page, testInfo, '02-income-employed-error');
  await expectNoAxeViolations(page);
  await base.fill('30000');
  // Half of overtime counts: 30,000 + 2,000.
  await expect(page.getByTestId('income-counts')).toContainText(
    'Counts as £32,000 a year towards your budget',
  );
  await screenshotBoth(page, testInfo, '03-income-employed');
  await saveAndContinue(page);
  await expect(page).toHaveURL(new RegExp(`${ADDITIONAL_INCOME_PATH}$`));
  budget = await expectBudgetToChange(page, budget);

  // The saved income comes back, and switching type keeps what was typed for the other type.
  await backToIncome(page);
  await expect(page.getByRole('radio', { name: /^Employed/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Base gross income (a year)')).toHaveValue('£30,000');

  // 2. Professional contractor: a day rate over the limit, and a next job title once a next contract is lined up.
  await chooseType(page, 'Professional contractor');
  await expect(page.getByText('Saving replaces your employed income with this one.')).toBeVisible();
  await page.getByLabel('Current job title').fill('Data engineer');
  await page.getByLabel('Day rate (a day)').fill('20000');
  await page.getByLabel('Length of your current contract (months)').fill('6');
  await answer(page, 'Does your current contract end within a month?', 'No');
  await answer(page, 'Do you have your next contract lined up?', 'Yes');
  await saveAndContinue(page);
  await expectFieldError(
    page.getByLabel('Day rate (a day)'),
    /^Day rate must be a whole number of pounds between £0 and £10,000 a day/,
  );
  await expectFieldError(page.getByLabel('Next job title'), 'Enter the job title of your next contract');
  await expect(page.getByLabel('Current job title')).toHaveValue('Data engineer');
  await page.getByLabel('Day rate (a day)').fill('400');
  await page.getByLabel('Next job title').fill('Lead data engineer');
  await expect(page.getByTestId('income-counts')).toContainText('Counts as £92,000 a year');
  await chooseType(page, 'Employed');
  await expect(page.getByLabel('Base gross income (a year)')).toHaveValue('£30,000');
  await chooseType(page, 'Professional contractor');
  await expect(page.getByLabel('Day rate (a day)')).toHaveValue('£400');
  await expect(page.getByLabel('Next job title')).toHaveValue('Lead data engineer');
  await screenshotBoth(page, testInfo, '04-income-contractor');
  await expectNoAxeViolations(page);
  await saveAndContinue(page);
  await expect(page).toHaveURL(new RegExp(`${ADDITIONAL_INCOME_PATH}$`));
  budget = await expectBudgetToChange(page, budget);

  // 3. Sole trader: the nature of business is required; profits are averaged over two years.
  await backToIncome(page);
  await chooseType(page, 'Sole trader');
  await page
    .getByLabel(/^Profits, year to 5 April \d{4}/)
    .first()
    .fill('30000');
  await page
    .getByLabel(/^Profits, year to 5 April \d{4}/)
    .last()
    .fill('20000');
  await saveAndContinue(page);
  await expectFieldError(page.getByLabel('Nature of business'), 'Tell us what your business does');
  await expect(page.getByLabel(/^Profits, year to 5 April \d{4}/).first()).toHaveValue('£30,000');
  await page.getByLabel('Nature of business').fill('Plumbing and heating');
  await expect(page.getByTestId('income-counts')).toContainText('Counts as £25,000 a year');
  await screenshotBoth(page, testInfo, '05-income-sole-trader');
  await saveAndContinue(page);
  await expect(page).toHaveURL(new RegExp(`${ADDITIONAL_INCOME_PATH}$`));
  budget = await expectBudgetToChange(page, budget);

  // 4. Limited company: a bad accountant e-mail is named; salary and dividends are averaged over two years.
  await backToIncome(page);
  await chooseType(page, 'Limited company');
  const company = page.getByRole('region', { name: 'Your company' });
  await company.getByLabel('Company name').fill('Hughes Consulting Ltd');
  await company.getByLabel('Company number').fill('sc 123456');
  await company.getByLabel('Nature of business').fill('IT consultancy');
  const thisYear = page.getByRole('region', { name: 'This year' });
  await thisYear.getByLabel(/^Director salary, year to 5 April \d{4}/).fill('12570');
  await thisYear.getByLabel(/^Dividends, year to 5 April \d{4}/).fill('40000');
  const lastYear = page.getByRole('region', { name: 'Last year' });
  await lastYear.getByLabel(/^Director salary, year to 5 April \d{4}/).fill('12570');
  await lastYear.getByLabel(/^Dividends, year to 5 April \d{4}/).fill('30000');
  // Each per-year field names its tax year, so a screen reader tells the two salaries apart.
  const labelOf = (field: Locator) =>
    field.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent);
  const latestSalary = await labelOf(thisYear.getByLabel(/^Director salary/));
  const earlierSalary = await labelOf(lastYear.getByLabel(/^Director salary/));
  expect(latestSalary).not.toBe(earlierSalary);
  await expectNoAxeViolations(page);
  const accountant = page.getByRole('region', { name: 'Your accountant' });
  await accountant.getByLabel('Name').fill('Priya Shah');
  await accountant.getByLabel('E-mail address').fill('priya.shah@');
  await saveAndContinue(page);
  await expect(accountant.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expect(company.getByLabel('Company name')).toHaveValue('Hughes Consulting Ltd');
  await accountant.getByLabel('E-mail address').fill('priya.shah@example.com');
  // (12,570 + 40,000 + 12,570 + 30,000) / 2 = 47,570.
  await expect(page.getByTestId('income-counts')).toContainText('Counts as £47,570 a year');
  await screenshotBoth(page, testInfo, '06-income-limited-company');
  await expectNoAxeViolations(page);
  await saveAndContinue(page);
  await expect(page).toHaveURL(new RegExp(`${ADDITIONAL_INCOME_PATH}$`));
  budget = await expectBudgetToChange(page, budget);

  // 5. Benefits: at least one is needed; £500 a month alone gives a budget under £50,000 (a dash).
  await backToIncome(page);
  await chooseType(page, 'Benefits');
  await saveAndContinue(page);
  await expectFieldError(
    page.getByLabel('Universal Credit (a month)'),
    'Enter the monthly amount of at least one benefit',
  );
  await page.getByLabel('Universal Credit (a month)').fill('400');
  await page.getByLabel('Child Benefit (a month)').fill('100');
  await expect(page.getByTestId('income-counts')).toContainText('Counts as £6,000 a year');
  await saveAndContinue(page);
  await expect(page).toHaveURL(new RegExp(`${ADDITIONAL_INCOME_PATH}$`));
  budget = await expectBudgetToChange(page, budget);
  expect(budget).toBe('-');
  await expect(page.getByTestId('cannot-provide-budget')).toContainText(
    'We can only offer a budget of £50,000 or more',
  );

  // The Income page says so at the top, and what to do.
  await backToIncome(page);
  const tooLow = page.getByTestId('cannot-provide-budget');
  await expect(tooLow).toContainText('We can’t offer you a budget yet');
  // It names what keeps the budget down, with its figure: here the income.
  await expect(tooLow).toContainText('Your income supports a home of up to £30,000. Check it below');
  await expect(tooLow.getByRole('link', { name: 'add any other income you have' })).toBeVisible();
  await expect(page.getByLabel('Universal Credit (a month)')).toHaveValue('£400');
  await screenshotBoth(page, testInfo, '07-income-budget-too-low');
  await expectNoAxeViolations(page);
  await tooLow.getByRole('link', { name: 'add any other income you have' }).click();

  // Additional income: Yes opens the same type choice and fields; saving adds a card and raises the budget.
  await expect(page).toHaveURL(new RegExp(`${ADDITIONAL_INCOME_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Other income' })).toBeVisible();
  await screenshotBoth(page, testInfo, '08-additional-income-question');
  await expectNoAxeViolations(page);
  await answer(page, 'Do you have any other income?', 'Yes');
  await expect(page.getByRole('heading', { name: 'Add an income' })).toBeVisible();
  await chooseType(page, 'Employed');
  await page.getByLabel('Type of employment').selectOption('Temporary / Zero-hour');
  await page.getByLabel('Job title').fill('Bar staff');
  await page.getByLabel('Employer').fill('The Crab Inn');
  await page.getByRole('button', { name: 'Save income' }).click();
  // Zero-hours pay is the last 12 months' pay, and half of it counts.
  await expectFieldError(page.getByLabel('Gross pay in the last 12 months'), 'Enter your base gross income');
  await expect(page.getByLabel('Employer')).toHaveValue('The Crab Inn');
  await page.getByLabel('Gross pay in the last 12 months').fill('24000');
  await expect(page.getByTestId('income-counts')).toContainText('Counts as £12,000 a year');
  await screenshotBoth(page, testInfo, '09-additional-income-form');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save income' }).click();
  const card = page.getByTestId('additional-income-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('£24,000 a year base pay');
  await expect(card).toContainText('Bar staff at The Crab Inn');
  budget = await expectBudgetToChange(page, budget);
  expect(budget).toMatch(/^£[\d,]+$/);
  await expect(page.getByTestId('cannot-provide-budget')).toHaveCount(0);
  await screenshotBoth(page, testInfo, '10-additional-income-list');
  await expectNoAxeViolations(page);

  // Remove asks first: "Keep it" keeps the income; "Remove income" removes it and the budget falls again.
  await card.getByRole('button', { name: /^Remove/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this income?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Employed: £24,000 a year base pay');
  await screenshotBoth(page, testInfo, '11-additional-income-remove');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Remove/ }).click();
  await page
    .getByRole('dialog', { name: 'Remove this income?' })
    .getByRole('button', { name: 'Remove income' })
    .click();
  await expect(card).toHaveCount(0);
  budget = await expectBudgetToChange(page, budget);
  expect(budget).toBe('-');

  // Yes with nothing added cannot continue; No can.
  await saveAndContinue(page);
  await expect(
    page.getByRole('radiogroup', { name: 'Do you have any other income?' }),
  ).toHaveAccessibleDescription('Add your other income, or choose No');
  await expect(page).toHaveURL(new RegExp(`${ADDITIONAL_INCOME_PATH}$`));
  await answer(page, 'Do you have any other income?', 'No');
  await saveAndContinue(page);
  await expect(page).toHaveURL(new RegExp(`${CARDS_PATH}$`));

  // The answer is kept.
  await page.goto(ADDITIONAL_INCOME_PATH);
  await expect(
    page
      .getByRole('radiogroup', { name: 'Do you have any other income?' })
      .getByRole('radio', { name: 'No' }),
  ).toHaveAttribute('aria-checked', 'true');
});
