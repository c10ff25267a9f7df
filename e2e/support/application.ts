/**
 * Steps of the application journeys, one function per page, driven the way a person would: labels, roles and the
 * buttons they read. Each waits for the save to land before it returns.
 */
import { expect, type Page } from '@playwright/test';
import { graphqlRequest } from './applicant';

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

/** Chooses an income type card on the Income page, e.g. "Employed". */
async function chooseIncomeType(page: Page, type: string) {
  const card = page.getByRole('radio', { name: new RegExp(`^${type}`) });
  await card.click();
  await expect(card).toHaveAttribute('aria-checked', 'true');
}

/** Saves an employed main income (pounds a year) and answers "No" to other income. */
export async function fillEmployedIncome(
  page: Page,
  values: { jobTitle: string; employer: string; baseGrossIncome: number; overtime?: number },
) {
  await page.goto('/your-application/financial-details/income');
  await chooseIncomeType(page, 'Employed');
  await page.getByLabel('Type of employment').selectOption('Permanent employment');
  await page.getByLabel('Job title').fill(values.jobTitle);
  await page.getByLabel('Employer').fill(values.employer);
  await page.getByLabel('Base gross income (a year)').fill(String(values.baseGrossIncome));
  if (values.overtime) await page.getByLabel('Overtime and bonus (a year)').fill(String(values.overtime));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/financial-details\/additional-income$/);
}

/** Saves a limited-company main income: this year's and last year's salary and dividends (pounds a year). */
export async function fillLimitedCompanyIncome(
  page: Page,
  values: {
    companyName: string;
    companyNumber: string;
    natureOfBusiness: string;
    salary: number;
    dividends: number;
    lastYearSalary: number;
    lastYearDividends: number;
  },
) {
  await page.goto('/your-application/financial-details/income');
  await chooseIncomeType(page, 'Limited company');
  const company = page.getByRole('region', { name: 'Your company' });
  await company.getByLabel('Company name').fill(values.companyName);
  await company.getByLabel('Company number').fill(values.companyNumber);
  await company.getByLabel('Nature of business').fill(values.natureOfBusiness);
  const thisYear = page.getByRole('region', { name: 'This year' });
  await thisYear.getByLabel(/^Director salary, year to 5 April \d{4}/).fill(String(values.salary));
  await thisYear.getByLabel(/^Dividends, year to 5 April \d{4}/).fill(String(values.dividends));
  const lastYear = page.getByRole('region', { name: 'Last year' });
  await lastYear.getByLabel(/^Director salary, year to 5 April \d{4}/).fill(String(values.lastYearSalary));
  await lastYear.getByLabel(/^Dividends, year to 5 April \d{4}/).fill(String(values.lastYearDividends));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/financial-details\/additional-income$/);
}

/** Answers "No" on Additional income and continues to Cards. */
export async function answerNoAdditionalIncome(page: Page) {
  await page.goto('/your-application/financial-details/additional-income');
  await page
    .getByRole('radiogroup', { name: 'Do you have any other income?' })
    .getByRole('radio', { name: 'No', exact: true })
    .click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/financial-details\/cards$/);
}

/**
 * The budget in the top bar once its fake loading (1.5 s, spec §4) is over, e.g. "£160,000" or "-". The wait
 * covers the page's own loading too (its chunk and the profile query), which took more than 5 s once with two
 * journeys running on a busy CI machine.
 */
export async function readBudget(page: Page): Promise<string> {
  const display = page.getByTestId('budget-display');
  await expect(display).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  return (await display.innerText()).replace('Your budget', '').trim();
}

/** A small, valid one-page PDF bank statement. */
export function makeStatementPdf(title = 'Statement: March 2026'): Buffer {
  const text = `BT /F1 18 Tf 72 770 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Verifies the applicant's identity through the sandbox check, which opens in a new tab. */
export async function verifyIdentityInSandbox(page: Page) {
  await page.goto('/your-application/identity-verification/applicant-identity-verification');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Verify now/ }).click();
  const sandbox = await popup;
  await sandbox.waitForURL(/\/sandbox\/identity\//);
  await sandbox.getByRole('button', { name: 'Pass the check' }).click();
  await expect(sandbox.getByRole('heading', { name: 'Check passed' })).toBeVisible();
  await sandbox.close();
  await page.bringToFront();
  // The page shows the result by itself while the check is pending: nothing to press.
  await expect(page.getByTestId('identity-verified')).toBeVisible();
}

/** Skips identity verification for now (spec §7 skipChecks), confirming in the modal. */
export async function skipIdentityVerification(page: Page) {
  await page.goto('/your-application/identity-verification/applicant-identity-verification');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page
    .getByRole('dialog', { name: 'Skip identity verification for now?' })
    .getByRole('button', { name: 'Skip for now' })
    .click();
  // Skipping goes on to bank statements (the identity page's "skipped" notice shows only until then, so
  // waiting for it raced the navigation).
  await expect(page).toHaveURL(/\/bank-statements\/applicant-bank-statements$/);
  await expect(page.getByRole('button', { name: /Connect your bank/ })).toBeEnabled();
}

/** Uploads three monthly PDF bank statements (one for each of the last 3 months) through the file picker. */
export async function uploadBankStatement(page: Page) {
  await page.goto('/your-application/bank-statements/applicant-bank-statements');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(
    ['march', 'april', 'may'].map((month) => ({
      name: `statement-${month}-2026.pdf`,
      mimeType: 'application/pdf',
      buffer: makeStatementPdf(`Statement: ${month} 2026`),
    })),
  );
  await expect(page.getByTestId('statement')).toHaveCount(3);
  await expect(page.getByTestId('bank-statements-done')).toBeVisible();
}

/** Connects a bank through the sandbox open banking page, which opens in a new tab. */
export async function connectBankInSandbox(page: Page, bankName = 'Monzo') {
  await page.goto('/your-application/bank-statements/applicant-bank-statements');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Connect your bank/ }).click();
  const sandbox = await popup;
  await sandbox.waitForURL(/\/sandbox\/open-banking\//);
  await sandbox.getByLabel(bankName).check();
  await sandbox.getByLabel(/I agree to share this information/).check();
  await sandbox.getByRole('button', { name: 'Connect' }).click();
  await expect(sandbox.getByRole('heading', { name: 'Bank connected' })).toBeVisible();
  await sandbox.close();
  await page.bringToFront();
  // The page shows the connection by itself while it is pending: nothing to press.
  await expect(page.getByTestId('bank-statements-done')).toContainText('Your bank is connected');
}

/** Fills About you, Address history, Income and Additional income through the API (spec §7 calls). */
export async function fillPersonalAndFinancial(page: Page, token: string) {
  const fourYearsAgo = new Date();
  fourYearsAgo.setFullYear(fourYearsAgo.getFullYear() - 4);
  await graphqlRequest(
    page,
    'mutation ($input: UpdateApplicationInput!) { updateApplication(input: $input) { id } }',
    { input: { dateOfBirth: '1991-05-14' } },
    token,
  );
  await graphqlRequest(
    page,
    'mutation ($input: AddUpdateUserAddressInput!) { addUpdateUserAddress(input: $input) { address { id } } }',
    {
      input: {
        addressLine1: 'Flat 11',
        addressLine2: 'Corinthian Court',
        postCode: 'PO37 6BU',
        postTown: 'SHANKLIN',
        country: 'England',
        moveInDate: fourYearsAgo.toISOString().slice(0, 10),
      },
    },
    token,
  );
  await graphqlRequest(
    page,
    'mutation ($input: CreateUpdateIncomeInput!) { createUpdateIncome(input: $input) { income { id } } }',
    {
      input: {
        type: 'Employed',
        primary: true,
        employmentOption: 'PermanentEmployment',
        jobTitle: 'Staff nurse',
        employerName: 'Isle of Wight NHS Trust',
        baseGrossIncome: 45_000,
      },
    },
    token,
  );
  await graphqlRequest(
    page,
    'mutation ($input: UpdateApplicationInput!) { updateApplication(input: $input) { id } }',
    { input: { hasAdditionalIncome: false } },
    token,
  );
}

/**
 * Completes the applicant's application through the API, ready to submit: the personal and financial sections,
 * identity verification skipped (skipChecks) and three monthly bank statements uploaded by hand.
 */
export async function completeApplication(page: Page, token: string) {
  await fillPersonalAndFinancial(page, token);
  await graphqlRequest(page, 'mutation { skipChecks { id } }', {}, token);
  for (const month of ['march', 'april', 'may']) {
    const { getPreSignedUploadUrl: upload } = await graphqlRequest<{
      getPreSignedUploadUrl: { url: string; key: string };
    }>(page, 'mutation { getPreSignedUploadUrl { url key } }', {}, token);
    const put = await page.request.put(upload.url, {
      data: makeStatementPdf(`Statement: ${month} 2026`),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.ok()).toBeTruthy();
    await graphqlRequest(
      page,
      'mutation ($input: UploadDocumentInput!) { uploadDocument(input: $input) { document { id } } }',
      { input: { key: upload.key, fileName: `statement-${month}.pdf`, documentType: 'BankStatement' } },
      token,
    );
  }
}

/** Completes and submits the applicant's application through the API (bank statements uploaded by hand). */
export async function submitApplication(page: Page, token: string) {
  await completeApplication(page, token);
  await graphqlRequest(page, 'mutation { submitApplication { id } }', {}, token);
}
