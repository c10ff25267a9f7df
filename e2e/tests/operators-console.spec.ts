/**
 * The operators' console (issue 13; decision 022): an operator signs in with their password and the code from
 * the outbox, reviews an application in review (figures, sections, the uploaded statements), approves it after
 * confirming in a dialog (issue 30 bug 19), and the applicant sees the change on their progress page and gets an
 * e-mail; the audit list shows the decision and its note; the other console pages render. Screenshots at 390x844
 * and 1280x800, and the axe check.
 */
import { expect, test } from '@playwright/test';
import { graphqlRequest, signInNewApplicant } from '../support/applicant';
import { fillPersonalAndFinancial, makeStatementPdf, skipIdentityVerification } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { signInOperator } from '../support/operator';
import { E2E_OPERATOR_EMAIL } from '../support/operator-account';
import { emailTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';

test('an operator signs in with the e-mailed code, approves an application, and the applicant sees it', async ({
  page,
  browser,
}, testInfo) => {
  // A long journey: two people, every console page, each at two sizes with the axe check.
  test.setTimeout(600_000);
  // An applicant completes and submits their application, with three uploaded statements.
  const applicant = await signInNewApplicant(page, { firstName: 'Priya', lastName: 'Raman' });
  await fillPersonalAndFinancial(page, applicant.token);
  await skipIdentityVerification(page);
  // Three statements through the file picker (as support/application.ts uploadBankStatement, with more time:
  // the uploads are checked one by one on a shared machine).
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
  await expect(page.getByTestId('statement')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByTestId('bank-statements-done')).toBeVisible();
  await graphqlRequest(page, 'mutation { submitApplication { id } }', {}, applicant.token);
  await page.goto('/dashboard');
  await expect(page.getByTestId('next-step-application')).toBeVisible();

  // The operator, in a browser of their own.
  const context = await browser.newContext();
  const ops = await context.newPage();
  let shotSignIn = false;
  await signInOperator(ops, async (step) => {
    if (step === 'code' && !shotSignIn) {
      shotSignIn = true;
      await screenshotBoth(ops, testInfo, '01-ops-sign-in-code');
      await expectNoAxeViolations(ops);
    }
  });

  const row = ops.getByRole('row').filter({ hasText: applicant.email });
  await expect(row).toBeVisible();
  await screenshotBoth(ops, testInfo, '02-ops-applications');
  await expectNoAxeViolations(ops);

  await row.getByRole('link', { name: 'Priya Raman' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
  await expect(ops.getByText('In review', { exact: true })).toBeVisible();
  await expect(ops.getByRole('link', { name: /statement/i })).toHaveCount(3);
  await expect(ops.getByText('Address history')).toBeVisible();
  await screenshotBoth(ops, testInfo, '03-ops-application');
  await expectNoAxeViolations(ops);

  // Rejecting needs a reason; approving takes an optional note.
  await ops.getByLabel('Reason').fill('Statements and payslips checked');
  await ops.getByRole('button', { name: 'Approve application' }).click();
  // Nothing is decided until the operator confirms, in a dialog that names the applicant and what follows
  // (issue 30 bug 19).
  const confirm = ops.getByRole('dialog', { name: 'Approve Priya Raman’s application?' });
  await expect(confirm).toContainText('they will be e-mailed');
  await expect(ops.getByText('In review', { exact: true })).toBeVisible();
  await screenshotBoth(ops, testInfo, '03b-ops-confirm-approval');
  await confirm.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(ops.getByRole('status').filter({ hasText: 'Approved.' })).toBeVisible();
  await expect(ops.getByText('Approved', { exact: true })).toBeVisible();
  await expect(ops.getByRole('button', { name: 'Approve application' })).toHaveCount(0);

  // The applicant's progress page changes, and they are e-mailed.
  await page.reload();
  await expect(page.getByTestId('next-step-application')).toContainText('Your application is approved');
  await emailTo(applicant.email, 'Your Stairway application is approved');

  // The audit list shows who, what, the note given (issue 30 bug 6) and the state before and after.
  await ops.getByRole('link', { name: 'Audit log', exact: true }).first().click();
  const entry = ops.getByRole('row').filter({ hasText: 'approve-application' }).first();
  await expect(entry).toContainText(E2E_OPERATOR_EMAIL);
  await expect(entry).toContainText('Statements and payslips checked');
  await expect(entry).toContainText('"state":"in-review"');
  await expect(entry).toContainText('"state":"approved"');
  await screenshotBoth(ops, testInfo, '04-ops-audit');
  await expectNoAxeViolations(ops);

  // Users: searchable.
  await ops.getByRole('link', { name: 'Users', exact: true }).first().click();
  await ops.getByLabel('Search').fill('Priya Raman');
  await expect(ops.getByRole('row').filter({ hasText: applicant.email })).toContainText('Approved');
  await screenshotBoth(ops, testInfo, '05-ops-users');
  await expectNoAxeViolations(ops);

  // Operators: adding one shows the generated password once.
  await ops.getByRole('link', { name: 'Operators', exact: true }).first().click();
  await ops.getByLabel('E-mail address').fill(`second.operator.${Date.now()}@stairway.example`);
  await ops.getByRole('button', { name: 'Add operator' }).click();
  await expect(ops.getByText(/shown only this once/)).toBeVisible();
  await screenshotBoth(ops, testInfo, '06-ops-operators');
  await expectNoAxeViolations(ops);

  // Maintenance: on, then off again.
  await ops.getByRole('link', { name: 'Maintenance', exact: true }).first().click();
  const toggle = ops.getByRole('switch', { name: 'Maintenance mode' });
  await toggle.click();
  await expect(ops.getByText('Submitting homes is paused for maintenance.', { exact: false })).toBeVisible();
  await screenshotBoth(ops, testInfo, '07-ops-maintenance');
  await expectNoAxeViolations(ops);
  await toggle.click();
  await expect(ops.getByText('Submitting homes is on.', { exact: false })).toBeVisible();
  await context.close();
});

test('the console refuses an applicant’s session and asks an operator to sign in', async ({ page }) => {
  await signInNewApplicant(page);
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Operators’ console' })).toBeVisible();
});
