/**
 * Words a person would use: the errors on the page are written for the applicant, in British English, with no raw
 * formats ("YYYY-MM-DD") or lists of options; the bedroom filter says "All", as spec §9 does ("Bedroom filters: All,
 * Studio, 1, 2, 3+").
 */
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';

test('the application’s errors are written for the person', async ({ applicantPage: page }, testInfo) => {
  // About you without a date of birth.
  await page.goto('/your-application/personal-details/about-you');
  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByLabel('Nationality').fill('British');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const dateOfBirth = page.getByLabel('Date of birth');
  await expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true');
  await expect(dateOfBirth).toHaveAccessibleDescription(/Enter your date of birth/);
  await expect(page.getByText(/YYYY|must be a real date, written/)).toHaveCount(0);
  await screenshotBoth(page, testInfo, 'messages-01-about-you');
  await expectNoAxeViolations(page);

  // Income: an employed income without its type of employment.
  await page.goto('/your-application/financial-details/income');
  const employed = page.getByRole('radio', { name: /^Employed/ });
  await employed.click();
  await expect(employed).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('Job title').fill('Staff nurse');
  await page.getByLabel('Employer').fill('Isle of Wight NHS Trust');
  await page.getByLabel('Base gross income (a year)').fill('45000');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const employment = page.getByLabel('Type of employment');
  await expect(employment).toHaveAttribute('aria-invalid', 'true');
  await expect(employment).toHaveAccessibleDescription(/Choose your type of employment/);
  await expect(page.getByText(/must be one of/)).toHaveCount(0);
  await screenshotBoth(page, testInfo, 'messages-02-income');
  await expectNoAxeViolations(page);
});

test('the bedroom filter says “All”, on a computer and on a phone', async ({ page, signInApplicant }) => {
  await signInApplicant({ preferredLocations: ['SE1'] });
  await page.goto('/submit-a-home/explore');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Bedrooms' })).toHaveValue('All');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /Filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  await expect(panel.getByText('Any', { exact: true })).toHaveCount(0);
});
