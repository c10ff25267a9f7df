/**
 * Repairs of a home on a signed plan: an applicant's home is approved (through the API) and the operator prepares
 * the plan in the console; the applicant signs it, goes from Your home to Repairs, chooses a category and sees who
 * pays by the repair matrix before sending, chooses an urgency with its target, adds a photo and reports the
 * repair, and is e-mailed a copy; the operator finds it in the Repairs queue, books a visit with a message, and
 * the customer sees the update on their page and in an e-mail. The customer writes back, and the team is e-mailed
 * a link to the repair's console page. With more than a page of repairs, the queue shows 25 and "Show more
 * repairs" adds the next. The operator changes the urgent target in the console's Settings (a figure out of
 * bounds is refused beside its field), the customer's form reads the new target back, and the operator puts the
 * default back (also through the API should the journey fail half way). Screenshots at 390x844 and 1280x800 and
 * the axe check on each new page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { graphqlRequest } from '../support/applicant';
import { submitApplication } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { approveHomeAsOperator, submitListedHome } from '../support/homes';
import { E2E_OPERATOR_EMAIL } from '../support/operator-account';
import { emailTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';

const REPORT = `mutation ($input: ReportRepairInput!) { reportRepair(input: $input) { id } }`;
const SET_TARGETS = `mutation ($input: SetRepairTargetsInput!) { setRepairTargets(input: $input) { hours } }`;
const DEFAULT_TARGETS = { emergencyHours: 24, urgentHours: 168, routineHours: 672 };

const PHOTO = {
  name: 'ceiling.png',
  mimeType: 'image/png',
  buffer: fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'home-photo-1.png')),
};

test('a customer reports a repair with a photo; an operator books a visit and the customer sees it', async ({
  page,
  signInApplicant,
  operatorPage: ops,
}, testInfo) => {
  test.setTimeout(480_000);
  const applicant = await signInApplicant({ firstName: 'Imogen', lastName: 'Fairweather' });
  await submitApplication(page, applicant.token);
  const homeId = await submitListedHome(page, applicant.token);
  await approveHomeAsOperator(ops, homeId);

  // The operator prepares the plan; the applicant signs it.
  await ops.getByRole('link', { name: 'Purchases', exact: true }).first().click();
  // The console opens on Applications, which lists the same people: wait for Purchases before choosing a row.
  await expect(ops.getByRole('heading', { level: 1, name: /Purchases/ })).toBeVisible();
  await ops.getByRole('row').filter({ hasText: 'Imogen Fairweather' }).getByRole('link').first().click();
  const prepare = ops.getByRole('form', { name: 'Prepare the plan' });
  await prepare.getByLabel('Agreed price').fill('200000');
  await prepare.getByLabel('Monthly rent').fill('917');
  await prepare.getByRole('button', { name: /Prepare/ }).click();
  await expect(ops.getByText('Plan version 1 prepared.')).toBeVisible();
  await page.goto('/your-plan');
  const sign = page.getByRole('form', { name: 'Sign your plan' });
  await sign
    .getByLabel('I have taken independent advice and want to sign before my review window ends')
    .check();
  await sign.getByRole('button', { name: 'Sign your plan' }).click();
  await expect(page.getByText('Your plan is signed by everyone who needs to sign it.')).toBeVisible();

  // From Your home to Repairs.
  await page.goto('/your-home');
  await page.getByRole('link', { name: 'Repairs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Repairs' })).toBeVisible();
  await expect(page.getByTestId('no-repairs')).toBeVisible();
  const form = page.getByRole('form', { name: 'Report a repair' });
  await form.getByLabel(/What needs repairing/).selectOption('Roof');
  await expect(page.getByTestId('who-pays')).toContainText(
    'Stairway pays: this is the landlord’s repair by law.',
  );
  await form.getByLabel(/What needs repairing/).selectOption('InteriorAndDecoration');
  await expect(page.getByTestId('who-pays')).toContainText('You pay if it costs up to £250');
  await form.getByLabel('Urgent: we aim to fix it within 7 days').check();
  await form.getByLabel(/What is wrong/).fill('The bathroom ceiling has a damp patch that is spreading.');
  await form.locator('input[type="file"]').setInputFiles(PHOTO);
  await screenshotBoth(page, testInfo, '01-report-a-repair');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText(/we have your report/)).toBeVisible({ timeout: 30_000 });
  const card = page.getByTestId('repair');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: 'Photo 1 of the repair' })).toBeVisible();
  expect(await emailTo(applicant.email, 'Stairway: we have your repair request')).toContain('within 7 days');

  // The operator: the queue, the repair, a visit booked with a message.
  await ops.getByRole('link', { name: 'Repairs', exact: true }).first().click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Repairs' })).toBeVisible();
  const row = ops.getByTestId('repair-row').filter({ hasText: 'Imogen Fairweather' });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await screenshotBoth(ops, testInfo, '02-ops-repairs-queue');
  await expectNoAxeViolations(ops);
  await row.getByRole('link').first().click();
  const update = ops.getByRole('form', { name: 'Update the repair' });
  await update.getByLabel('Status').selectOption('Scheduled');
  await update.getByRole('button', { name: 'Send the update' }).click();
  await expect(update.getByText('Give the day of the visit to book it')).toBeVisible();
  const visit = await ops.evaluate(() => {
    const day = new Date(Date.now() + 3 * 86_400_000);
    return day.toISOString().slice(0, 10);
  });
  await update.getByLabel('Visit day').fill(visit);
  await update.getByLabel('Message to the customer').fill('A roofer will call between 8am and 12pm.');
  await update.getByRole('button', { name: 'Send the update' }).click();
  await expect(ops.getByText(/Updated\. Imogen Fairweather has been e-mailed\./)).toBeVisible();
  await expect(ops.getByRole('cell', { name: /A roofer will call/ })).toBeVisible();
  await screenshotBoth(ops, testInfo, '03-ops-repair');
  await expectNoAxeViolations(ops);

  // The customer sees the update, and was e-mailed it.
  await page.reload();
  await expect(card.getByText('Visit booked', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('A roofer will call between 8am and 12pm.')).toBeVisible();
  expect(await emailTo(applicant.email, 'Stairway: your repair is visit booked')).toContain(
    'A roofer will call between 8am and 12pm.',
  );
  await screenshotBoth(page, testInfo, '04-repair-updated');
  await expectNoAxeViolations(page);

  // The customer writes back; the team is e-mailed the message with the console's link to the repair.
  await card.getByLabel('Write to the repairs team').fill('I will be in all morning.');
  await card.getByRole('button', { name: 'Send message' }).click();
  await expect(card.getByText('I will be in all morning.')).toBeVisible();
  const teamMail = await emailTo(
    E2E_OPERATOR_EMAIL,
    'Repair message from Imogen Fairweather: Inside the home',
  );
  expect(teamMail).toContain('I will be in all morning.');
  expect(teamMail).toMatch(/\/ops\/repairs\/[0-9a-f-]{36}/);

  // More than a page of repairs: the queue shows 25, and Show more adds the next ones below.
  for (let n = 1; n <= 25; n += 1) {
    const input = { category: 'Other', description: `Loose door handle number ${n}`, urgency: 'Routine' };
    await graphqlRequest(page, REPORT, { input }, applicant.token);
  }
  await ops.getByRole('link', { name: 'Repairs', exact: true }).first().click();
  await expect(ops.getByTestId('repair-row')).toHaveCount(25, { timeout: 30_000 });
  await expect(ops.getByTestId('repairs-shown')).toContainText('Showing 25 of');
  await screenshotBoth(ops, testInfo, '05-ops-repairs-first-page');
  await expectNoAxeViolations(ops);
  await ops.getByRole('button', { name: 'Show more repairs' }).click();
  await expect.poll(() => ops.getByTestId('repair-row').count()).toBeGreaterThan(25);

  // The operator changes the urgent target in Settings; the customer's form reads it back; then the default.
  const opsToken = await ops.evaluate(() => window.localStorage.getItem('stairway.operatorToken') ?? '');
  try {
    await ops.getByRole('link', { name: 'Settings', exact: true }).first().click();
    const targets = ops.getByRole('form', { name: 'Repair targets' });
    await expect(targets.getByLabel('Urgent (hours)')).toHaveValue('168', { timeout: 30_000 });
    await targets.getByLabel('Emergency (hours)').fill('100');
    await targets.getByRole('button', { name: 'Save the targets' }).click();
    await expect(targets.getByText('Give the emergency target in whole hours from 1 to 72')).toBeVisible();
    await targets.getByLabel('Emergency (hours)').fill('24');
    await targets.getByLabel('Urgent (hours)').fill('120');
    await targets.getByRole('button', { name: 'Save the targets' }).click();
    await expect(targets.getByText('Saved. New reports take these targets.')).toBeVisible();
    await expect(targets.getByText('within 5 days; default 168')).toBeVisible();
    await screenshotBoth(ops, testInfo, '06-ops-repair-targets');
    await expectNoAxeViolations(ops);
    await page.reload();
    await expect(page.getByLabel('Urgent: we aim to fix it within 5 days')).toBeVisible({ timeout: 30_000 });

    await targets.getByLabel('Urgent (hours)').fill('168');
    await targets.getByRole('button', { name: 'Save the targets' }).click();
    await expect(targets.getByText('within 7 days; default 168')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Urgent: we aim to fix it within 7 days')).toBeVisible({ timeout: 30_000 });
  } finally {
    await graphqlRequest(ops, SET_TARGETS, { input: DEFAULT_TARGETS }, opsToken);
  }
});
