/**
 * Arrears, fairly (decision 075), for the customer whose latest monthly payment the sandbox bank failed (seeded
 * before the server starts, support/seed-moved-in-customer.ts): Your home says what is owed, kindly, and never locks;
 * the customer agrees the suggested payment plan, pays its first instalment at the sandbox checkout and sees it met,
 * and writes to a person; the operator sees the case on the Arrears page by age with the message and answers it;
 * the ledger still reconciles with the providers. Screenshots at 390x844 and 1280x800 and the axe check on each
 * new page.
 */
import { graphqlRequest, setSession } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import { ARREARS_CUSTOMER } from '../support/settled-customer';

const NAME = `${ARREARS_CUSTOMER.firstName} ${ARREARS_CUSTOMER.lastName}`;

test('a customer in arrears agrees a payment plan, pays an instalment and asks a person for help', async ({
  page,
  operatorPage: ops,
}, testInfo) => {
  test.setTimeout(300_000);
  const { signIn } = await graphqlRequest<{ signIn: { token: string } }>(
    page,
    'mutation ($input: SignInInput!) { signIn(input: $input) { token } }',
    { input: { email: ARREARS_CUSTOMER.email, password: ARREARS_CUSTOMER.password } },
  );
  await setSession(page, signIn.token);
  await page.goto('/your-home');

  // What is owed, kindly; the rest of the page is there as always.
  const card = page.getByTestId('arrears-card');
  await expect(card.getByRole('heading', { name: 'A payment to catch up on' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(card).toContainText('£917 of your rent is unpaid');
  await expect(page.getByRole('heading', { name: 'Your home’s value' })).toBeVisible();
  await screenshotBoth(page, testInfo, '01-your-home-arrears');
  await expectNoAxeViolations(page);

  // The suggested plan: three equal monthly payments by card; the first is paid now.
  await card.getByRole('button', { name: 'Agree this plan' }).click();
  const instalments = card.getByRole('table', { name: 'Your payment plan’s instalments' });
  await expect(instalments.getByRole('row')).toHaveCount(4);
  await card.getByRole('button', { name: /^Pay now: instalment 1, / }).click();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(card.getByText('Thank you: your payment has been received.')).toBeVisible({ timeout: 30_000 });
  await expect(instalments.getByRole('row').nth(1)).not.toContainText('Pay now');
  await expect(instalments.getByRole('row').nth(1)).toContainText('Paid');
  await screenshotBoth(page, testInfo, '02-your-home-instalment-paid');

  // A message to a person.
  await card.getByLabel('Talk to a person').fill('My hours were cut this month; can we talk about the plan?');
  await card.getByRole('button', { name: 'Send to our team' }).click();
  await expect(card.getByText('Thank you: your message has been sent.')).toBeVisible();

  // The operator sees the case by age, with the message, and answers it.
  await ops.goto('/ops/arrears');
  const arrearsCase = ops.getByRole('article', { name: `${NAME}’s arrears` });
  await expect(arrearsCase).toContainText('My hours were cut this month', { timeout: 30_000 });
  await screenshotBoth(ops, testInfo, '03-ops-arrears');
  await expectNoAxeViolations(ops);
  await arrearsCase
    .getByLabel('Your response (e-mailed to the customer)')
    .fill('We can pause your plan for a month.');
  await arrearsCase.getByRole('button', { name: 'Send response' }).click();
  await expect(arrearsCase).toContainText('We can pause your plan for a month.');

  // The instalment paid by card and the failed collection: the ledger still agrees with the providers.
  await ops.goto('/ops/reconciliation');
  await expect(ops.getByRole('row').filter({ hasText: NAME })).toContainText('Reconciled');
});
