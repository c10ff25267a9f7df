/**
 * Steps of the application journeys (issue 3), one function per page, driven the way a person would:
 * labels, roles and the buttons they read. Each waits for the save to land before it returns.
 */
import { expect, type Page } from '@playwright/test';

/** A date a number of months before today, YYYY-MM-DD (the browser's date inputs take this form). */
export function monthsAgo(months: number): string {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** The progress the overview and the thin bar report, 0 to 100. */
export async function progressOf(page: Page): Promise<number> {
  const bar = page.getByTestId('application-progress-bar');
  return Number(await bar.getAttribute('data-progress'));
}

/** Fills About you and saves it. */
export async function fillAboutYou(
  page: Page,
  values: { dateOfBirth: string; phoneNumber: string; nationality: string; nin: string },
) {
  await page.goto('/your-application/personal-details/about-you');
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
  await page.getByLabel('Date of birth').fill(values.dateOfBirth);
  await page.getByLabel('Phone number').fill(values.phoneNumber);
  await page.getByLabel('Nationality').fill(values.nationality);
  await page.getByLabel('National Insurance number (optional)').fill(values.nin);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/personal-details\/address-history$/);
}

/**
 * Adds the current address by postcode search (a real Isle of Wight postcode from the local index) and,
 * when `previousMovedIn` is given, a previous address typed in by hand.
 */
export async function fillAddressHistory(
  page: Page,
  options: {
    postcode: string;
    movedIn: string;
    previous?: { line1: string; town: string; postcode: string; movedIn: string };
  },
) {
  await page.goto('/your-application/personal-details/address-history');
  const form = page.getByTestId('address-form');
  await form.getByLabel('Search by postcode').fill(options.postcode);
  await form.getByRole('button', { name: 'Find' }).click();
  await form.getByLabel('Choose your address').selectOption({ index: 1 });
  await expect(form.getByLabel('Address line 1')).not.toHaveValue('');
  await form.getByLabel('When did you move in?').fill(options.movedIn);
  await form.getByRole('button', { name: 'Add this address' }).click();
  await expect(page.getByTestId('address-card')).toHaveCount(1);
  if (options.previous) {
    await page.getByRole('button', { name: 'Add your previous address' }).click();
    const previous = page.getByTestId('address-form');
    await previous.getByRole('button', { name: 'Enter the address manually' }).click();
    await previous.getByLabel('Address line 1').fill(options.previous.line1);
    await previous.getByLabel('Town or city').fill(options.previous.town);
    await previous.getByLabel('Postcode', { exact: true }).fill(options.previous.postcode);
    await previous.getByLabel('When did you move in?').fill(options.previous.movedIn);
    await previous.getByRole('button', { name: 'Add this address' }).click();
    await expect(page.getByTestId('address-card')).toHaveCount(2);
  }
}

/** Saves the card balance, the monthly loans and one regular payment, and the dependants. */
export async function fillSpendingAndDependants(
  page: Page,
  values: {
    cardBalance: number;
    monthlyLoans: number;
    expense?: { type: string; description: string; amount: number };
    children: number;
    adults: number;
  },
) {
  await page.goto('/your-application/financial-details/cards');
  await page.getByLabel('Total balance on all your cards').fill(String(values.cardBalance));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/financial-details\/monthly-commitments$/);
  await page.getByLabel('Loan and car finance repayments, a month').fill(String(values.monthlyLoans));
  if (values.expense) {
    await page.getByRole('button', { name: 'Add a regular payment' }).click();
    const form = page.getByTestId('expense-form');
    await form.getByLabel('Type').selectOption(values.expense.type);
    await form.getByLabel('Description').fill(values.expense.description);
    await form.getByLabel('Amount a month').fill(String(values.expense.amount));
    await form.getByRole('button', { name: 'Add payment' }).click();
    await expect(page.getByTestId('expense-card')).toHaveCount(1);
  }
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/financial-details\/dependants$/);
  await page.getByLabel('Children').fill(String(values.children));
  await page.getByLabel('Adults').fill(String(values.adults));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).not.toHaveURL(/\/financial-details\/dependants$/);
}
