/**
 * The operators' console (decision 022): an operator signs in with their password and the code from the outbox,
 * reviews an application in review (figures, sections, the uploaded statements), approves it after confirming in a
 * dialog, and the applicant sees the change on their progress page and gets an e-mail; the audit list shows the
 * decision and its note; the other console pages render. Screenshots at 390x844 and 1280x800, and the axe check.
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
  // Nothing is decided until the operator confirms, in a dialog that names the applicant and what follows.
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

  // The audit list shows who, what, the note given and the state before and after.
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
  await ops.getByRole('link', { name: 'Settings', exact: true }).first().click();
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

test('an operator makes identity checks optional, audited, and an applicant goes straight on; then asks for them again', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  // An applicant whose identity check is open, and who must verify or skip before bank statements.
  const applicant = await signInNewApplicant(page, { firstName: 'Noor', lastName: 'Haddad' });
  await fillPersonalAndFinancial(page, applicant.token);
  await page.goto('/your-application/identity-verification/applicant-identity-verification');
  await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();

  const context = await browser.newContext();
  const ops = await context.newPage();
  await signInOperator(ops);
  try {
    await ops.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await expect(ops.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const optional = ops.getByRole('switch', { name: 'Identity checks optional' });
    await expect(optional).not.toBeChecked();
    await expect(ops.getByTestId('skip-idv-state')).toHaveText('Identity checks are asked for.');
    await screenshotBoth(ops, testInfo, '08-ops-settings');
    await expectNoAxeViolations(ops);

    // Nothing changes until the operator confirms, in a dialog that says what follows.
    await optional.click();
    const confirm = ops.getByRole('dialog', { name: 'Make identity checks optional?' });
    await expect(confirm).toContainText('Every applicant and co-applicant will be able to go straight on');
    await expect(optional).not.toBeChecked();
    await screenshotBoth(ops, testInfo, '08b-ops-confirm-skip-idv');
    await expectNoAxeViolations(ops);
    await confirm.getByRole('button', { name: 'Yes, make them optional' }).click();
    await expect(ops.getByTestId('skip-idv-state')).toHaveText('Identity checks are optional for everyone.');
    await expect(optional).toBeChecked();

    // The applicant's identity step is no longer asked for: nothing to skip.
    await page.reload();
    await expect(page.getByTestId('identity-not-needed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip for now' })).toHaveCount(0);

    // The audit log names the operator and shows the value before and after.
    await ops.getByRole('link', { name: 'Audit log', exact: true }).first().click();
    const entry = ops.getByRole('row').filter({ hasText: 'identity-checks-optional' }).first();
    await expect(entry).toContainText(E2E_OPERATOR_EMAIL);
    await expect(entry).toContainText('{"skipIdv":false}');
    await expect(entry).toContainText('{"skipIdv":true}');

    // Asked for again: the applicant verifies or skips as before.
    await ops.getByRole('link', { name: 'Settings', exact: true }).first().click();
    await ops.getByRole('switch', { name: 'Identity checks optional' }).click();
    const again = ops.getByRole('dialog', { name: 'Ask for identity checks again?' });
    await again.getByRole('button', { name: 'Yes, ask for them' }).click();
    await expect(ops.getByTestId('skip-idv-state')).toHaveText('Identity checks are asked for.');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  } finally {
    // Whatever happened above, identity checks are asked for again: later journeys expect it.
    const token = await ops.evaluate(() => window.localStorage.getItem('stairway.operatorToken'));
    await graphqlRequest(
      ops,
      'mutation { setSkipIdv(input: { skipIdv: false }) { skipIdv } }',
      {},
      token ?? undefined,
    );
    await context.close();
  }
});
