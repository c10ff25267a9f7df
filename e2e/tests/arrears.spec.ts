/**
 * Arrears, fairly (decision 075), for the customer whose latest monthly payment the sandbox bank failed (seeded
 * before the server starts, support/seed-moved-in-customer.ts): Your home says what is owed, kindly, and never locks;
 * the customer sets their own instalments (starting from the suggested plan; on a phone, then on a computer), agrees
 * the plan, pays its first instalment at the sandbox checkout and sees it met, and writes to a person; the team is
 * e-mailed the message with a link to the case, which the operator follows and answers;
 * the ledger still reconciles with the providers. Screenshots at 390x844 and 1280x800 and the axe check on each
 * new page.
 */
import { graphqlRequest, setSession } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { E2E_OPERATOR_EMAIL } from '../support/operator-account';
import { emailTo } from '../support/outbox';
import { screenshotBoth, VIEWPORTS } from '../support/screenshots';
import { ARREARS_CUSTOMER } from '../support/settled-customer';

const NAME = `${ARREARS_CUSTOMER.firstName} ${ARREARS_CUSTOMER.lastName}`;

/** A day from today in London, YYYY-MM-DD (the browser's clock is London's: playwright.config.ts). */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

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

  // Their own plan, starting from the suggested three equal monthly payments, set on a phone: less now, the
  // second a fortnight on; an amount under £10 is refused under its row; what is left to plan shows as they type.
  await page.setViewportSize(VIEWPORTS.mobile);
  await card.getByRole('radio', { name: 'Choose my own amounts and dates' }).check();
  await expect(card.getByRole('group', { name: /^Instalment \d$/ })).toHaveCount(3);
  await card.getByLabel('Instalment 1: Amount').fill('£100');
  await card.getByLabel('Instalment 2: Amount').fill('£5');
  await card.getByLabel('Instalment 2: Date').fill(inDays(14));
  await expect(card.getByText('Instalment 2 must be at least £10.')).toBeVisible();
  await card.getByLabel('Instalment 2: Amount').fill('£400');
  await card.getByLabel('Instalment 3: Amount').click();
  await expect(card.getByText('Instalment 2 must be at least £10.')).toBeHidden();
  await expect(card.getByTestId('left-to-plan')).toHaveText('£111.34 left to plan, of £917.');
  await screenshotBoth(page, testInfo, '02-your-home-custom-instalments');

  // On a computer: a fourth instalment for what is left, then the plan is agreed as set.
  await page.setViewportSize(VIEWPORTS.desktop);
  await card.getByRole('button', { name: 'Add an instalment' }).click();
  await expect(card.getByLabel('Instalment 4: Amount')).toHaveValue('£111.34');
  await expect(card.getByTestId('left-to-plan')).toHaveText('All £917 is planned.');
  await screenshotBoth(page, testInfo, '03-your-home-custom-plan-ready');
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Agree this plan' }).click();
  const instalments = card.getByRole('table', { name: 'Your payment plan’s instalments' });
  await expect(instalments.getByRole('row')).toHaveCount(5);
  await expect(instalments.getByRole('row').nth(1)).toContainText('£100');
  await expect(instalments.getByRole('row').nth(2)).toContainText('£400');
  await card.getByRole('button', { name: 'Pay now: instalment 1, £100' }).click();
  await page.getByRole('button', { name: /^Pay £/ }).click();
  await expect(card.getByText('Thank you: your payment has been received.')).toBeVisible({ timeout: 30_000 });
  await expect(instalments.getByRole('row').nth(1)).not.toContainText('Pay now');
  await expect(instalments.getByRole('row').nth(1)).toContainText('Paid');
  await screenshotBoth(page, testInfo, '04-your-home-instalment-paid');

  // A message to a person.
  await card.getByLabel('Talk to a person').fill('My hours were cut this month; can we talk about the plan?');
  await card.getByRole('button', { name: 'Send to our team' }).click();
  await expect(card.getByText('Thank you: your message has been sent.')).toBeVisible();

  // The team is e-mailed the message (every enabled operator, as TEAM_EMAIL is unset), with a link to the case.
  const mail = await emailTo(E2E_OPERATOR_EMAIL, `Request for help from ${NAME}`);
  expect(mail).toContain('My hours were cut this month');
  const link = /https?:\/\/[^\s"<>]*\/ops\/arrears#case-[0-9a-f-]+/.exec(mail)?.[0] ?? '';
  expect(link).not.toBe('');

  // The operator follows it to the case, by age, with the message, and answers it.
  await ops.goto(link);
  const arrearsCase = ops.getByRole('article', { name: `${NAME}’s arrears` });
  await expect(arrearsCase).toContainText('My hours were cut this month', { timeout: 30_000 });
  await expect(arrearsCase).toBeFocused();
  await screenshotBoth(ops, testInfo, '05-ops-arrears');
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
