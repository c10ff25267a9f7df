/**
 * Monthly payments (decision 071), for the customer whose home was approved three months ago (seeded before the
 * server starts, support/seed-settled-customer.ts): the operator records the purchase's stages to completion 70
 * days ago and prepares the plan; the applicant signs it, sets up the Direct Debit at the sandbox and comes back to
 * see the deposit asked for; the operator records the move-in, 70 days ago, and the two months since are asked
 * for; at the sandbox bank the deposit and the first month are paid and the second fails; Stairway shows the failure and what is owed; the operator retries it; the bank pays it; the
 * statement shows both months and downloads as a PDF; the operator sees the payments and a reconciled ledger.
 * Screenshots at 390x844 and 1280x800 and the axe check on each new page.
 */
import dayjs from 'dayjs';
import { graphqlRequest, setSession } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import { SETTLED_CUSTOMER } from '../support/settled-customer';

const STAGES = [
  'Offer made',
  'Offer accepted',
  'Valuation and survey',
  'Legal work',
  'Exchange',
  'Completion',
];

test('the plan is paid by Direct Debit: two months collected, one failed and retried, in the statement', async ({
  page,
  operatorPage: ops,
}, testInfo) => {
  test.setTimeout(600_000);
  const movedIn = dayjs().subtract(70, 'day').format('YYYY-MM-DD');

  // The operator records the purchase to completion, on its days, and prepares the plan.
  await ops.getByRole('link', { name: 'Purchases', exact: true }).first().click();
  // The console opens on Applications, which lists the same people: wait for Purchases before choosing a row.
  await expect(ops.getByRole('heading', { level: 1, name: /Purchases/ })).toBeVisible();
  await ops.getByRole('row').filter({ hasText: 'Maya Pennington' }).getByRole('link').first().click();
  const move = ops.getByRole('form', { name: 'Move the case' });
  for (const stage of STAGES) {
    await expect(move.getByRole('radio', { name: stage })).toBeChecked({ timeout: 30_000 });
    await move.getByLabel('Date it happened').fill(movedIn);
    await move.getByRole('button', { name: 'Move the case' }).click();
    await expect(ops.getByText(new RegExp(`^Moved to ${stage}, `))).toBeVisible();
  }
  const prepare = ops.getByRole('form', { name: 'Prepare the plan' });
  await prepare.getByLabel('Agreed price').fill('200000');
  await prepare.getByLabel('Monthly rent').fill('917');
  await prepare.getByRole('button', { name: /Prepare/ }).click();
  await expect(ops.getByText('Plan version 1 prepared.')).toBeVisible();

  // The applicant signs it, having taken advice.
  const { signIn } = await graphqlRequest<{ signIn: { token: string } }>(
    page,
    'mutation ($input: SignInInput!) { signIn(input: $input) { token } }',
    { input: { email: SETTLED_CUSTOMER.email, password: SETTLED_CUSTOMER.password } },
  );
  await setSession(page, signIn.token);
  await page.goto('/your-plan');
  const sign = page.getByRole('form', { name: 'Sign your plan' });
  await sign
    .getByLabel('I have taken independent advice and want to sign before my review window ends')
    .check();
  await sign.getByRole('button', { name: 'Sign your plan' }).click();
  await expect(page.getByText('Your plan is signed by everyone who needs to sign it.')).toBeVisible();

  // From their progress page to their home, and the Direct Debit at the sandbox.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Payments and your share' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your home' })).toBeVisible();
  await screenshotBoth(page, testInfo, '01-your-home-before-direct-debit');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();
  await expect(
    page.getByText('Sandbox Direct Debit — no real bank account is debited').first(),
  ).toBeVisible();
  await page.getByLabel('Sort code').fill('20-00-00');
  await page.getByLabel('Account number').fill('55779911');
  await screenshotBoth(page, testInfo, '02-sandbox-mandate');
  await expectNoAxeViolations(page);
  await page.getByLabel(/I am the account holder/).check();
  await page.getByRole('button', { name: 'Set up Direct Debit' }).click();

  // Back at Stairway: the deposit is asked for.
  await expect(page.getByText('Your Direct Debit is set up', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const rows = page.getByTestId('collection');
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('Sort code 20-00-00, account ending 9911')).toBeVisible();

  // The operator records the move-in, 70 days ago: the two months due since are asked for at once.
  await move.getByLabel('Date it happened').fill(movedIn);
  await expect(move.getByRole('radio', { name: 'Moved in' })).toBeChecked();
  await move.getByRole('button', { name: 'Move the case' }).click();
  await expect(ops.getByText(/^Moved to Moved in, /)).toBeVisible();
  await page.reload();
  await expect(rows).toHaveCount(3);

  // At the sandbox bank: the deposit and the first month are paid, the second fails.
  await page.getByRole('link', { name: /Open the sandbox bank/ }).click();
  const bankItem = (text: string) => page.getByRole('listitem').filter({ hasText: text });
  await bankItem('Deposit').getByRole('button', { name: 'Pay' }).click();
  await bankItem('Monthly payment 1').getByRole('button', { name: 'Pay' }).click();
  await bankItem('Monthly payment 2').getByLabel('Reason if it fails').selectOption('Insufficient funds');
  await bankItem('Monthly payment 2').getByRole('button', { name: 'Fail' }).click();
  await expect(bankItem('Monthly payment 2')).toContainText('Failed: Insufficient funds');
  await screenshotBoth(page, testInfo, '03-sandbox-bank');
  await expectNoAxeViolations(page);

  await page.goto('/your-home');
  await expect(rows.nth(2)).toHaveAttribute('data-status', 'retrying');
  await expect(rows.nth(2)).toContainText('Failed: will be retried');
  await expect(page.getByTestId('arrears')).toContainText('You owe £917 of rent');
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'paid');
  await screenshotBoth(page, testInfo, '04-your-home-payment-failed');
  await expectNoAxeViolations(page);

  // The operator sees it and asks the bank again now.
  await ops.reload();
  const payments = ops.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('Insufficient funds', { timeout: 30_000 });
  await payments.getByRole('button', { name: /Retry now/ }).click();
  await expect(payments.getByRole('button', { name: /Retry now/ })).toHaveCount(0, { timeout: 30_000 });

  // The bank pays the second attempt; nothing is owed; the statement shows both months.
  await page.goto('/your-home');
  await page.getByRole('link', { name: /Open the sandbox bank/ }).click();
  await bankItem('Monthly payment 2')
    .filter({ hasText: 'Waiting for you to decide' })
    .getByRole('button', { name: 'Pay' })
    .click();
  await page.goto('/your-home');
  await expect(rows.nth(2)).toHaveAttribute('data-status', 'paid');
  await expect(rows.nth(2)).toContainText('on try 2');
  await expect(page.getByTestId('arrears')).toHaveCount(0);
  // When a mortgage for the rest looks within reach (decision 072), from the income the budget assessed.
  await expect(page.getByTestId('readiness-headline')).toContainText(/You could be ready|Not within 8 years/);
  await expect(page.getByTestId('readiness-year')).toHaveCount(9);
  await expect(page.getByTestId('leaving-refund-total')).toHaveText('£4,333.34');
  await screenshotBoth(page, testInfo, '05-your-home-paid');
  const month = dayjs().format('MMMM YYYY');
  await page.getByRole('link', { name: month }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Statement for ${month}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'What happened' });
  await expect(lines.getByRole('row').filter({ hasText: 'Monthly payment collected' })).toHaveCount(2);
  await expect(lines.getByRole('row').filter({ hasText: /failed/i })).toHaveCount(1);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the PDF' }).click();
  expect((await downloading).suggestedFilename()).toBe(`stairway-statement-${dayjs().format('YYYY-MM')}.pdf`);
  await screenshotBoth(page, testInfo, '06-statement');
  await expectNoAxeViolations(page);

  // The operator's ledger agrees with the provider.
  await ops.goto('/ops/reconciliation');
  await expect(ops.getByRole('row').filter({ hasText: 'Maya Pennington' })).toContainText('Reconciled');
  await screenshotBoth(ops, testInfo, '07-ops-reconciliation');
  await expectNoAxeViolations(ops);
});
