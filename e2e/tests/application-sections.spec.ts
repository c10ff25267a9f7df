/**
 * The application's personal details and spending pages in Chromium: the overview's states and next step, About you
 * with field-named errors that lose nothing typed, address history by postcode search and by hand with the months
 * still needed, change and remove, cards, monthly commitments (a regular payment added, changed and removed) and
 * dependants, with the budget worked out again. Screenshots at 390x844 and 1280x800; axe on every page.
 */
import { expect, test } from '@playwright/test';
import { signInNewApplicant } from '../support/applicant';
import { monthsAgo, progressOf } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { screenshotBoth } from '../support/screenshots';

test('an applicant fills in their personal details, spending and dependants', async ({ page }, testInfo) => {
  await signInNewApplicant(page, { firstName: 'Priya', lastName: 'Shah', grossAnnualPay: 52_000 });

  // The overview: nothing done but the always-complete spending pages; About you is next.
  await page.goto('/your-application');
  await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
  await expect(page.getByTestId('section-about-you')).toHaveAttribute('data-next', 'true');
  await expect(page.getByTestId('section-applicant-identity-verification')).toHaveAttribute(
    'data-state',
    'Locked',
  );
  await expect(page.getByTestId('next-step-title')).toHaveText('Next: About you');
  const startProgress = Number((await page.getByTestId('application-progress').innerText()).replace('%', ''));
  await screenshotBoth(page, testInfo, '01-application-overview');
  // Also WCAG 2.5.3 "Label in name" (axe's experimental label-content-name-mismatch).
  await expectNoAxeViolations(page, [], { alsoRules: ['label-content-name-mismatch'] });

  // About you: bad values are named next to their fields and nothing typed is lost.
  await page.getByRole('link', { name: /About you/ }).click();
  await expect(page).toHaveURL(/\/personal-details\/about-you$/);
  await expect(page.getByLabel('First name')).toHaveValue('Priya');
  expect(await progressOf(page)).toBe(startProgress);
  await page.getByLabel('Date of birth').fill(monthsAgo(12 * 17));
  await page.getByLabel('Phone number').fill('12345');
  await page.getByLabel('Nationality').fill('British');
  await page.getByLabel('National Insurance number (optional)').fill('QQ 12 34 56 E');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('You need to be 18 or over to apply: check your date of birth')).toBeVisible();
  await expect(page.getByText(/Phone number must be a UK phone number/)).toBeVisible();
  await expect(page.getByText(/National Insurance number must be 2 letters, 6 numbers/)).toBeVisible();
  await expect(page.getByLabel('Nationality')).toHaveValue('British');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await expect(page.getByTestId('other-names')).toBeVisible();
  await screenshotBoth(page, testInfo, '02-about-you-errors');
  await expectNoAxeViolations(page);
  await page.getByLabel('Date of birth').fill('1991-03-14');
  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByLabel('National Insurance number (optional)').fill('ab123456c');
  await page.getByLabel('Other first name').fill('Priya');
  await page.getByLabel('Other last name').fill('Patel');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Address history: the current address found by postcode; 14 months, so 22 more needed.
  await expect(page).toHaveURL(/\/personal-details\/address-history$/);
  expect(await progressOf(page)).toBeGreaterThan(startProgress);
  await screenshotBoth(page, testInfo, '03-address-history-empty');
  await expectNoAxeViolations(page);
  const form = page.getByTestId('address-form');
  await form.getByLabel('Search by postcode').fill('po37 6bu');
  await form.getByRole('button', { name: 'Find' }).click();
  await form.getByLabel('Choose your address').selectOption({ index: 1 });
  await expect(form.getByLabel('Town or city')).toHaveValue('SHANKLIN');
  await form.getByLabel('When did you move in?').fill(monthsAgo(14));
  await form.getByRole('button', { name: 'Add this address' }).click();
  const summary = page.getByTestId('address-history-summary');
  await expect(summary).toContainText('1 year 2 months added: 22 more months needed');

  // A previous address typed in by hand, first with a move-in date in the future.
  await page.getByRole('button', { name: 'Add your previous address' }).click();
  const previous = page.getByTestId('address-form');
  await previous.getByRole('button', { name: 'Enter the address manually' }).click();
  await previous.getByLabel('Address line 1').fill('14 Mill Lane');
  await previous.getByLabel('Town or city').fill('Leeds');
  await previous.getByLabel('Postcode', { exact: true }).fill('LS6 2AB');
  await previous.getByLabel('When did you move in?').fill('2999-01-01');
  await previous.getByRole('button', { name: 'Add this address' }).click();
  await expect(previous.getByText('The date you moved in must be today or in the past')).toBeVisible();
  await previous.getByLabel('When did you move in?').fill(monthsAgo(30));
  await previous.getByRole('button', { name: 'Add this address' }).click();
  await expect(summary).toContainText('2 years 6 months added: 6 more months needed');

  // Change it to 40 months ago: complete.
  await page.getByRole('button', { name: 'Change 14 Mill Lane' }).click();
  await page.getByTestId('address-form').getByLabel('When did you move in?').fill(monthsAgo(40));
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(summary).toContainText('Complete: 3 years 4 months of address history');
  await screenshotBoth(page, testInfo, '04-address-history-complete');
  await expectNoAxeViolations(page);

  // Remove it (after confirming): needed again; then add it back.
  await page.getByRole('button', { name: 'Remove 14 Mill Lane' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this address?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(summary).toContainText('22 more months needed');
  await page.getByRole('button', { name: 'Add your previous address' }).click();
  const again = page.getByTestId('address-form');
  await again.getByRole('button', { name: 'Enter the address manually' }).click();
  await again.getByLabel('Address line 1').fill('14 Mill Lane');
  await again.getByLabel('Town or city').fill('Leeds');
  await again.getByLabel('Postcode', { exact: true }).fill('LS6 2AB');
  await again.getByLabel('When did you move in?').fill(monthsAgo(40));
  await again.getByRole('button', { name: 'Add this address' }).click();
  await expect(summary).toContainText('Complete');

  // Cards: the budget goes down when a balance is added.
  await page.goto('/your-application/financial-details/cards');
  const budget = page.getByTestId('budget-display');
  await expect(budget).toHaveAttribute('aria-busy', 'false');
  const budgetBefore = await budget.innerText();
  await page.getByLabel('Total balance on all your cards').fill('6000');
  await expect(page.getByTestId('card-monthly')).toContainText('£180 a month');
  await screenshotBoth(page, testInfo, '05-cards');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/monthly-commitments$/);

  // Monthly commitments: a loan and a regular payment, changed and removed.
  await page.getByLabel('Loan and car finance repayments, a month').fill('150');
  await page.getByRole('button', { name: 'Add a regular payment' }).click();
  const expenseForm = page.getByTestId('expense-form');
  await expenseForm.getByRole('button', { name: 'Add payment' }).click();
  await expect(expenseForm.getByText('Enter a description of the payment')).toBeVisible();
  await expenseForm.getByLabel('Type').selectOption('Childcare');
  await expenseForm.getByLabel('Description').fill('Nursery');
  await expenseForm.getByLabel('Amount a month').fill('400');
  await expenseForm.getByRole('button', { name: 'Add payment' }).click();
  await expect(page.getByTestId('expense-card')).toContainText('£400 a month');
  await page.getByRole('button', { name: 'Change Nursery' }).click();
  await page.getByTestId('expense-form').getByLabel('Amount a month').fill('350');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('expense-card')).toContainText('£350 a month');
  await page.getByRole('button', { name: 'Add a regular payment' }).click();
  const second = page.getByTestId('expense-form');
  await second.getByLabel('Type').selectOption('Insurance');
  await second.getByLabel('Description').fill('Life insurance');
  await second.getByLabel('Amount a month').fill('30');
  await second.getByRole('button', { name: 'Add payment' }).click();
  await expect(page.getByTestId('expense-card')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove Life insurance' }).click();
  await page
    .getByRole('dialog', { name: 'Remove this payment?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByTestId('expense-card')).toHaveCount(1);
  await screenshotBoth(page, testInfo, '06-monthly-commitments');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Dependants.
  await expect(page).toHaveURL(/\/financial-details\/dependants$/);
  await page.getByLabel('Children').fill('2');
  await page.getByLabel('Adults').fill('0');
  await screenshotBoth(page, testInfo, '07-dependants');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).not.toHaveURL(/\/dependants$/);

  // The budget was worked out again (lower, after the card balance, loans, nursery and two children).
  await expect(budget).toHaveAttribute('aria-busy', 'false', { timeout: 5_000 });
  await expect(budget).not.toHaveText(budgetBefore);

  // The overview: personal details done, income next; the summaries show what was entered.
  await page.goto('/your-application');
  await expect(page.getByTestId('section-about-you')).toHaveAttribute('data-state', 'Done');
  await expect(page.getByTestId('section-address-history')).toHaveAttribute('data-state', 'Done');
  await expect(page.getByTestId('section-income')).toHaveAttribute('data-next', 'true');
  await expect(page.getByTestId('section-cards')).toContainText('£6,000 owed');
  await expect(page.getByTestId('section-monthly-commitments')).toContainText('£500 a month');
  await expect(page.getByTestId('section-dependants')).toContainText('2 children');
  await expect(page.getByTestId('next-step-title')).toHaveText('Next: Income');
  await screenshotBoth(page, testInfo, '08-application-overview-personal-done');
  await expectNoAxeViolations(page);

  // Submitting is not possible yet: the submit pages say what to finish next.
  await page.goto('/your-application/submit-disclaimer');
  await expect(page.getByTestId('submit-not-ready')).toContainText('Next: Income');
  await expect(page.getByRole('link', { name: 'Finish your application' })).toHaveAttribute(
    'href',
    '/your-application/financial-details/income',
  );
  await screenshotBoth(page, testInfo, '09-submit-disclaimer-not-ready');
  await expectNoAxeViolations(page);
});
