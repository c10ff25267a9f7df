/**
 * The joint application in two browsers (spec §1 "Co-applicant: signs up separately, grants permission, and
 * completes their own personal, income, identity and bank statement steps"; decision 015): the applicant adds a
 * co-applicant from the Application overview; the co-applicant opens the e-mailed link, chooses a password and
 * completes every one of their steps on their own pages (about you, address history with an address abroad,
 * permission, income, an other income (a second job), identity and open banking at the sandbox pages); the applicant
 * sees their co-applicant's step states (never their records), the household budget grows, and the applicant
 * submits.
 */
import { expect as baseExpect, type Page, type TestInfo, test } from '@playwright/test';
import { graphqlRequest, signInNewApplicant } from '../support/applicant';
import {
  connectBankInSandbox,
  fillPersonalAndFinancial,
  monthsAgo,
  readBudget,
  verifyIdentityInSandbox,
} from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { jointApplicationWithCoApplicant, useCoApplicantSession } from '../support/co-applicant';
import { latestLinkTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';

const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));

/** Screenshots at both sizes from the top of the page (a page scrolled by a form shows its sticky bar mid-page). */
async function shootFromTop(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, testInfo, name);
}

/** Sending e-mails and working out budgets for two people can take a while on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

test('an applicant adds a co-applicant, who joins and completes their part; the application is submitted', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(1_500_000);
  const applicant = await signInNewApplicant(page, { jointApplication: true });
  await fillPersonalAndFinancial(page, applicant.token);
  const coEmail = `co.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

  // The applicant adds the person they buy with.
  await page.goto('/your-application');
  const card = page.getByTestId('joint-application');
  await expect(card.getByTestId('co-applicant-form')).toBeVisible();
  await card.getByRole('button', { name: 'Send them a link' }).click();
  await expect(card.getByText('Enter their first name')).toBeVisible();
  await card.getByLabel('Their first name').fill('Ben');
  await card.getByLabel('Their last name').fill('Carter');
  await card.getByLabel('Their e-mail address').fill(coEmail);
  await card.getByRole('button', { name: 'Send them a link' }).click();
  await expect(card.getByTestId('co-applicant-status')).toHaveText('Link sent: not joined yet');
  await expect(card.getByText('We’ve e-mailed Ben a link to join your application.')).toBeVisible();
  await screenshotBoth(page, testInfo, 'co-applicant-01-applicant-added');
  await expectNoAxeViolations(page);
  const budgetAlone = pounds(await readBudget(page));

  // The co-applicant, in their own browser, opens the link and chooses a password.
  const coContext = await browser.newContext();
  const co = await coContext.newPage();
  const link = await latestLinkTo(coEmail, '/co-applicant/sign-up');
  await co.goto(link);
  await expect(co.getByRole('heading', { name: 'Join your joint application' })).toBeVisible();
  await shootFromTop(co, testInfo, 'co-applicant-02-sign-up');
  await expectNoAxeViolations(co);
  await co.getByLabel('New password', { exact: true }).fill('quiet harbour lantern');
  await co.getByRole('button', { name: 'Save my password and continue' }).click();
  await expect(co).toHaveURL(/\/co-applicant-dashboard$/);
  await expect(co.getByRole('heading', { name: 'Hi Ben' })).toBeVisible();
  await expect(co.getByText('You’re buying with Amelia.', { exact: false })).toBeVisible();
  await expect(co.getByTestId('co-step-co-applicant-identity-verification')).toContainText('Locked');
  await shootFromTop(co, testInfo, 'co-applicant-03-dashboard');
  await expectNoAxeViolations(co);
  // The applicant's pages are not theirs.
  await co.goto('/your-application');
  await expect(co).toHaveURL(/\/co-applicant-dashboard$/);

  // The main applicant, at their co-applicant's step, sees its state (not the co-applicant's records).
  await page.goto('/your-application/co-applicant-personal-details/address-history');
  await expect(page.getByRole('heading', { name: 'Your co-applicant: address history' })).toBeVisible();
  await expect(page.getByTestId('co-applicant-step-state')).toHaveAttribute('data-status', 'Todo');
  await expect(page.getByTestId('co-applicant-step-state')).toContainText('Ben has joined');
  await screenshotBoth(page, testInfo, 'co-applicant-04-applicant-sees-step');
  await expectNoAxeViolations(page);

  // About you, permission and additional income on their own pages.
  await co.getByTestId('co-step-co-applicant-about-you').click();
  await co.getByLabel('Date of birth').fill('1991-07-15');
  await co.getByLabel('Phone number').fill('07700 900123');
  await co.getByLabel('Nationality').fill('British');
  await shootFromTop(co, testInfo, 'co-applicant-05-about-you');
  await expectNoAxeViolations(co);
  await co.getByRole('button', { name: 'Save and continue' }).click();
  await expect(co).toHaveURL(/\/co-applicant-dashboard$/);
  await expect(co.getByTestId('co-step-co-applicant-about-you')).toContainText('Done');

  // Address history: the applicant's page, acting for the co-applicant: a UK address found by postcode,
  // then one abroad, until more than 35 months are covered.
  await co.getByTestId('co-step-co-applicant-address-history').click();
  await expect(co).toHaveURL(/\/co-applicant-personal-details\/address-history$/);
  await expect(co.getByRole('heading', { name: 'Address history' })).toBeVisible();
  const form = co.getByTestId('address-form');
  await form.getByLabel('Search by postcode').fill('po37 6bu');
  await form.getByRole('button', { name: 'Find' }).click();
  await form.getByLabel('Choose your address').selectOption({ index: 1 });
  await expect(form.getByLabel('Town or city')).toHaveValue('SHANKLIN');
  await form.getByLabel('When did you move in?').fill(monthsAgo(20));
  await form.getByRole('button', { name: 'Add this address' }).click();
  const summary = co.getByTestId('address-history-summary');
  await expect(summary).toContainText('1 year 8 months added: 16 more months needed');
  await co.getByRole('button', { name: 'Add your previous address' }).click();
  const abroad = co.getByTestId('address-form');
  await abroad.getByLabel('Outside the UK').check();
  await abroad.getByLabel('Address line 1').fill('Calle de Alcalá 12');
  await abroad.getByLabel('Town or city').fill('Madrid');
  await abroad.getByLabel('Country', { exact: true }).selectOption('ES');
  await abroad.getByLabel('When did you move in?').fill(monthsAgo(48));
  await abroad.getByRole('button', { name: 'Add this address' }).click();
  await expect(summary).toContainText('Complete: 4 years of address history');
  await shootFromTop(co, testInfo, 'co-applicant-06-address-history');
  await expectNoAxeViolations(co);
  await co.getByRole('link', { name: 'Continue' }).click();

  // Permission.
  await expect(co).toHaveURL(/\/co-applicant-personal-details\/permission$/);
  await co.getByLabel('I agree to apply with Amelia', { exact: false }).check();
  await shootFromTop(co, testInfo, 'co-applicant-07-permission');
  await expectNoAxeViolations(co);
  await co.getByRole('button', { name: 'Give my permission' }).click();
  await expect(co).toHaveURL(/\/co-applicant-dashboard$/);
  await expect(co.getByTestId('co-step-co-applicant-permission')).toContainText('Done');

  // Income: the applicant's income page, acting for the co-applicant.
  await co.goto('/your-application/co-applicant-financial-details/income');
  await expect(co.getByRole('heading', { name: 'Your main income' })).toBeVisible();
  await co.getByRole('radio', { name: /^Employed/ }).click();
  await co.getByLabel('Type of employment').selectOption('Permanent employment');
  await co.getByLabel('Job title').fill('Teacher');
  await co.getByLabel('Employer').fill('Isle of Wight Council');
  await co.getByLabel('Base gross income (a year)').fill('30000');
  await shootFromTop(co, testInfo, 'co-applicant-08-income');
  await expectNoAxeViolations(co);
  await co.getByRole('button', { name: 'Save and continue' }).click();

  // The household budget with the co-applicant's main income, as the applicant sees it.
  await expect(co).toHaveURL(/\/co-applicant-financial-details\/additional-income$/);
  await page.goto('/your-application');
  const budgetMainIncomes = pounds(await readBudget(page));

  // Additional income: a second job, on the applicant's Additional income page acting for the co-applicant.
  await expect(co.getByRole('heading', { level: 1, name: 'Other income' })).toBeVisible();
  await expect(co.getByText('coming soon')).toHaveCount(0);
  await co
    .getByRole('radiogroup', { name: 'Do you have any other income?' })
    .getByRole('radio', { name: 'Yes', exact: true })
    .click();
  await expect(co.getByRole('heading', { name: 'Add an income' })).toBeVisible();
  await co.getByRole('radio', { name: /^Employed/ }).click();
  await co.getByLabel('Type of employment').selectOption('Permanent employment');
  await co.getByLabel('Job title').fill('Tutor');
  await co.getByLabel('Employer').fill('Ventnor Tutors');
  await co.getByLabel('Base gross income (a year)').fill('6000');
  await co.getByRole('button', { name: 'Save income' }).click();
  await expect(co.getByRole('heading', { name: 'Add an income' })).toHaveCount(0);
  await expect(co.getByText('Ventnor Tutors')).toBeVisible();
  await shootFromTop(co, testInfo, 'co-applicant-08b-additional-income');
  await expectNoAxeViolations(co);
  await co.getByRole('button', { name: 'Save and continue' }).click();
  await expect(co).toHaveURL(/\/co-applicant-identity-verification$/);
  await co.goto('/co-applicant-dashboard');
  for (const step of ['about-you', 'address-history', 'permission', 'income', 'additional-income']) {
    await expect(co.getByTestId(`co-step-co-applicant-${step}`)).toContainText('Done');
  }
  // The co-applicant never sees the applicant's own records: their address history lists only theirs.
  await co.goto('/your-application/co-applicant-personal-details/address-history');
  await expect(co.getByTestId('address-card')).toHaveCount(2);
  // (The applicant's current address, from fillPersonalAndFinancial, is Flat 11, Corinthian Court.)
  await expect(co.getByText(/Flat 11\b/)).toHaveCount(0);

  // The applicant sees the co-applicant joined, and a bigger household budget.
  await page.goto('/your-application');
  await expect(page.getByTestId('co-applicant-status')).toHaveText('Joined and gave permission');
  const budgetTogether = pounds(await readBudget(page));
  expect(budgetMainIncomes).toBeGreaterThan(budgetAlone);
  // The co-applicant's other income raised it again (ARCHITECTURE.md §4: household assessable income).
  expect(budgetTogether).toBeGreaterThan(budgetMainIncomes);
  await screenshotBoth(page, testInfo, 'co-applicant-09-applicant-overview');

  // Checks: identities first (applicant, co-applicant), then bank statements, each at the sandbox; the
  // co-applicant's on their own pages.
  await verifyIdentityInSandbox(page);
  await co.goto('/your-application/identity-verification/co-applicant-identity-verification');
  await expect(co.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  // They may skip for now, as the applicant can (the next journey); here they verify.
  await expect(co.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  await shootFromTop(co, testInfo, 'co-applicant-10-identity');
  await expectNoAxeViolations(co);
  const idPopup = co.waitForEvent('popup');
  await co.getByRole('button', { name: /Verify now/ }).click();
  const idSandbox = await idPopup;
  await idSandbox.waitForURL(/\/sandbox\/identity\//);
  await idSandbox.getByRole('button', { name: 'Pass the check' }).click();
  await expect(idSandbox.getByRole('heading', { name: 'Check passed' })).toBeVisible();
  await idSandbox.close();
  await co.bringToFront();
  // The page shows the result by itself while the check is pending.
  await expect(co.getByTestId('identity-verified')).toBeVisible();
  // The main applicant sees that step done.
  await page.goto('/your-application/identity-verification/co-applicant-identity-verification');
  await expect(page.getByTestId('co-applicant-step-state')).toHaveAttribute('data-status', 'Done');

  await connectBankInSandbox(page);
  await co.goto('/your-application/bank-statements/co-applicant-bank-statements');
  await expect(co.getByRole('heading', { name: 'Your bank statements' })).toBeVisible();
  await shootFromTop(co, testInfo, 'co-applicant-11-bank-statements');
  await expectNoAxeViolations(co);
  const obPopup = co.waitForEvent('popup');
  await co.getByRole('button', { name: /Connect your bank/ }).click();
  const obSandbox = await obPopup;
  await obSandbox.waitForURL(/\/sandbox\/open-banking\//);
  await obSandbox.getByLabel('Nationwide').check();
  await obSandbox.getByLabel(/I agree to share this information/).check();
  await obSandbox.getByRole('button', { name: 'Connect' }).click();
  await expect(obSandbox.getByRole('heading', { name: 'Bank connected' })).toBeVisible();
  await obSandbox.close();
  await co.bringToFront();
  // The page shows the connection by itself while it is pending.
  await expect(co.getByTestId('bank-statements-done')).toContainText('Your bank is connected');
  await co.goto('/co-applicant-dashboard');
  await expect(co.getByTestId('co-applicant-progress')).toHaveText('100% complete');

  // The applicant submits.
  await page.goto('/your-application/submit');
  await page.getByTestId('submit-confirm').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByTestId('application-submitted')).toBeVisible();

  await co.reload();
  await expect(co.getByText('Your application has been submitted')).toBeVisible();
  await shootFromTop(co, testInfo, 'co-applicant-07-submitted');
  await expectNoAxeViolations(co);
  await coContext.close();
});

test('a co-applicant signs in on the same page and goes to their own dashboard', async ({ page }) => {
  const applicant = await signInNewApplicant(page, { jointApplication: true, firstName: 'Priya' });
  const coEmail = `co.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await graphqlRequest(
    page,
    'mutation ($input: UpdateCoApplicantInput!) { updateCoApplicant(input: $input) { application { id } } }',
    { input: { firstName: 'Tom', lastName: 'Reed', email: coEmail } },
    applicant.token,
  );
  await graphqlRequest(page, 'mutation { addCoApplicant { id } }', {}, applicant.token);
  const link = new URL(await latestLinkTo(coEmail, '/co-applicant/sign-up'));
  await graphqlRequest(
    page,
    'mutation ($input: CoApplicantSignUpInput!) { coApplicantSignUp(input: $input) { token } }',
    { input: { token: link.searchParams.get('token'), password: 'quiet harbour lantern' } },
  );
  await page.evaluate(() => window.localStorage.removeItem('stairway.token'));
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(coEmail);
  await page.getByLabel('Password', { exact: true }).fill('quiet harbour lantern');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/co-applicant-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hi Tom' })).toBeVisible();
  await expect(page.getByText('You’re buying with Priya.', { exact: false })).toBeVisible();
});

test('a co-applicant skips their own identity check for now, as the applicant can', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const identityPath = '/your-application/identity-verification/co-applicant-identity-verification';
  const { coToken } = await jointApplicationWithCoApplicant(page, { complete: true });
  const coContext = await browser.newContext();
  const co = await coContext.newPage();
  await useCoApplicantSession(co, coToken);
  await co.goto('/co-applicant-dashboard');
  await expect(co.getByTestId('co-step-co-applicant-bank-statements')).toContainText('Locked');

  // Skip for now, with a confirmation that says what it means for both of them (spec §4 step 6).
  await co.goto(identityPath);
  await expect(co.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await co.getByRole('button', { name: 'Skip for now' }).click();
  const confirm = co.getByRole('dialog', { name: 'Skip identity verification for now?' });
  await expect(confirm).toContainText('This skips the identity check for both of you for now');
  await expectNoAxeViolations(co);
  await confirm.getByRole('button', { name: 'Skip for now' }).click();
  // On to their own bank statements, now open.
  await expect(co).toHaveURL(/\/co-applicant-bank-statements$/);
  await expect(co.getByRole('heading', { name: 'Your bank statements' })).toBeVisible();

  // Their identity page says it is set for later and still lets them verify.
  await co.goto(identityPath);
  await expect(co.getByTestId('identity-skipped')).toContainText(
    'You or the main applicant chose to verify identities later',
  );
  await expect(co.getByRole('button', { name: /Verify now/ })).toBeVisible();
  await expect(co.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
  await shootFromTop(co, testInfo, 'co-applicant-12-identity-skipped');
  await expectNoAxeViolations(co);
  await co.goto('/co-applicant-dashboard');
  await expect(co.getByTestId('co-step-co-applicant-identity-verification')).toContainText('Done');
  await expect(co.getByTestId('co-step-co-applicant-bank-statements')).toContainText('To do');

  // The applicant sees the skip counted as their own would be: both identity steps done.
  await page.goto(identityPath);
  await expect(page.getByTestId('co-applicant-step-state')).toHaveAttribute('data-status', 'Done');
  await page.goto('/your-application/identity-verification/applicant-identity-verification');
  await expect(page.getByTestId('identity-skipped')).toContainText('You or your co-applicant chose');
  await coContext.close();
});
