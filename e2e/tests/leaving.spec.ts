/**
 * The way out of a plan (decision 076), for two customers who moved in 70 days ago with their payments up to date
 * (seeded before the server starts, support/seed-moved-in-customer.ts seedLeavingCustomers). One moves out: a moving
 * day under 30 days away is refused on the field, notice is given for the earliest day, then the moving day is
 * changed (too soon refused under the field, then 45 days away); the operator records the inspection with a £150
 * damage charge and pays the refund; the customer sees their plan has ended, with the charge and the refund. The
 * other buys the rest: they go ahead on a quote, the operator records that it fell through (a reason required) and
 * the customer sees their plan carry on and goes ahead again; the operator records the RICS valuation, the
 * mortgage offer and completion with the amount due; the customer sees they own their home. Both ledgers still
 * reconcile. Screenshots at 390x844 and 1280x800 and the axe check on each new page.
 */

import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import { graphqlRequest, setSession } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import { BUYING_CUSTOMER, LEAVING_CUSTOMER } from '../support/settled-customer';

/** Signs the customer in and opens Your home. */
async function openYourHome(page: Page, customer: { email: string; password: string }) {
  const { signIn } = await graphqlRequest<{ signIn: { token: string } }>(
    page,
    'mutation ($input: SignInInput!) { signIn(input: $input) { token } }',
    { input: { email: customer.email, password: customer.password } },
  );
  await setSession(page, signIn.token);
  await page.goto('/your-home');
}

/** Opens the customer's case on the console. */
async function openCase(ops: Page, name: string) {
  await ops.getByRole('link', { name: 'Purchases', exact: true }).first().click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
  await ops.getByText('All', { exact: true }).click();
  await ops.getByRole('row').filter({ hasText: name }).getByRole('link').first().click();
}

test('a customer gives notice, is inspected with a damage charge, is refunded and sees their plan ended', async ({
  page,
  operatorPage: ops,
}, testInfo) => {
  test.setTimeout(300_000);
  const name = `${LEAVING_CUSTOMER.firstName} ${LEAVING_CUSTOMER.lastName}`;
  await openYourHome(page, LEAVING_CUSTOMER);
  const leaving = page.getByRole('region', { name: 'If you leave', exact: true });
  await expect(leaving.getByTestId('leaving-refund-total')).toBeVisible({ timeout: 30_000 });
  const refundBefore = Number(
    ((await leaving.getByTestId('leaving-refund-total').textContent()) ?? '').replace(/[£,]/g, ''),
  );
  await leaving.getByRole('button', { name: 'Give notice to move out' }).click();
  const form = page.getByRole('form', { name: 'Give notice to move out' });
  await form.getByLabel('Moving day').fill(dayjs().add(10, 'day').format('YYYY-MM-DD'));
  await form.getByRole('button', { name: 'Give notice' }).click();
  await expect(form.getByText(/Your moving day must be at least 30 days away/)).toBeVisible();
  const movingOn = dayjs().add(30, 'day');
  await form.getByLabel('Moving day').fill(movingOn.format('YYYY-MM-DD'));
  await form.getByLabel('Why are you leaving? (optional)').fill('A new job in Leeds');
  await form.getByRole('button', { name: 'Give notice' }).click();
  const card = page.getByRole('region', { name: 'You are moving out' });
  await expect(card).toContainText(`Your moving day is ${movingOn.format('D MMMM YYYY')}`);
  await expect(card.getByTestId('plan-ending-steps').getByRole('listitem')).toHaveCount(3);
  await expect(card.getByRole('button', { name: 'Withdraw my notice' })).toBeVisible();
  await screenshotBoth(page, testInfo, '01-notice-given');
  await expectNoAxeViolations(page);

  // The customer changes the moving day: too soon is refused under the field, 45 days away is taken.
  await card.getByRole('button', { name: 'Change moving day' }).click();
  const change = card.getByRole('form', { name: 'Change your moving day' });
  await change.getByLabel('New moving day').fill(dayjs().add(10, 'day').format('YYYY-MM-DD'));
  await change.getByRole('button', { name: 'Change moving day' }).click();
  await expect(change.getByText(/Your moving day must be at least 30 days away/)).toBeVisible();
  await screenshotBoth(page, testInfo, '01b-change-moving-day-refused');
  const newDay = dayjs().add(45, 'day');
  await change.getByLabel('New moving day').fill(newDay.format('YYYY-MM-DD'));
  await change.getByRole('button', { name: 'Change moving day' }).click();
  await expect(card).toContainText(`Your moving day is ${newDay.format('D MMMM YYYY')}`);
  await expect(card.getByTestId('moving-day-changed')).toContainText(
    `You first gave ${movingOn.format('D MMMM YYYY')}`,
  );
  await expect(change).toHaveCount(0);
  await screenshotBoth(page, testInfo, '01c-moving-day-changed');
  await expectNoAxeViolations(page);

  // The operator records the inspection with a £150 charge for damage, then pays the refund.
  await openCase(ops, name);
  const ending = ops.getByRole('region', { name: 'Moving out' });
  await expect(ending).toContainText('Reason: “A new job in Leeds”', { timeout: 30_000 });
  const inspection = ending.getByRole('form', { name: 'Record the move-out inspection' });
  await inspection.getByLabel('Damage charge').fill('150');
  await inspection.getByRole('button', { name: 'Record inspection' }).click();
  await expect(inspection.getByText(/Say what the damage is/)).toBeVisible();
  await inspection.getByLabel('What the damage is').fill('A broken kitchen cupboard door');
  const refund = refundBefore - 150;
  const money = `£${refund.toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
  await expect(inspection.getByTestId('ops-refund-preview')).toContainText(money);
  await inspection.getByRole('button', { name: 'Record inspection' }).click();
  const paid = ending.getByRole('form', { name: `Record the refund of ${money} as paid` });
  await paid.getByLabel('Bank transfer reference').fill('STAIRWAY-REFUND-0001');
  await ending.scrollIntoViewIfNeeded();
  await screenshotBoth(ops, testInfo, '02-ops-inspected');
  await paid.getByRole('button', { name: 'Record refund paid' }).click();
  await expect(ending).toContainText('The plan ended on');
  await expect(ending).toContainText('The Direct Debit is cancelled.');
  await screenshotBoth(ops, testInfo, '03-ops-refund-paid');
  await expectNoAxeViolations(ops);

  // The customer sees their plan has ended, with the damage charge and the refund; no Direct Debit or payment to come.
  await page.reload();
  const ended = page.getByRole('region', { name: 'Your plan has ended' });
  await expect(ended).toBeVisible({ timeout: 30_000 });
  await expect(ended.getByTestId('plan-ending-figures')).toContainText('−£150');
  await expect(ended.getByTestId('plan-ending-figures')).toContainText(money);
  await expect(page.getByRole('region', { name: 'If you leave', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Buy the rest', exact: true })).toHaveCount(0);
  await screenshotBoth(page, testInfo, '04-plan-ended');
  await expectNoAxeViolations(page);

  await ops.goto('/ops/reconciliation');
  await expect(ops.getByRole('row').filter({ hasText: name })).toContainText('Reconciled');
});

test('a customer goes ahead on a quote and the operator completes the purchase: they own their home', async ({
  page,
  operatorPage: ops,
}, testInfo) => {
  test.setTimeout(300_000);
  const name = `${BUYING_CUSTOMER.firstName} ${BUYING_CUSTOMER.lastName}`;
  await openYourHome(page, BUYING_CUSTOMER);
  const rest = page.getByRole('region', { name: 'Buy the rest', exact: true });
  await rest.getByRole('button', { name: 'Get a quote' }).click({ timeout: 30_000 });
  await expect(rest.getByTestId('buy-out-quote')).toContainText('£200,000');
  await rest.getByRole('button', { name: 'I want to go ahead' }).click();
  const buying = page.getByRole('region', { name: 'You are buying your home' });
  await expect(buying).toContainText('at £200,000 until the independent RICS valuation sets the price');
  await expect(rest).toContainText('You are going ahead');
  await screenshotBoth(page, testInfo, '05-going-ahead');
  await expectNoAxeViolations(page);

  // The purchase falls through: the operator records it with a reason; the plan carries on.
  await openCase(ops, name);
  const ending = ops.getByRole('region', { name: 'Buying the rest' });
  await ending.getByRole('button', { name: 'The purchase fell through' }).click({ timeout: 30_000 });
  const fell = ending.getByRole('form', { name: 'Record that the purchase fell through' });
  await fell.getByRole('button', { name: 'Record fallen through' }).click();
  await expect(fell.getByText('Say why the purchase did not go ahead')).toBeVisible();
  await fell.getByLabel(/Why did it not go ahead/).fill('The mortgage lender withdrew its offer');
  await ending.scrollIntoViewIfNeeded();
  await screenshotBoth(ops, testInfo, '05b-ops-fell-through-form');
  await fell.getByRole('button', { name: 'Record fallen through' }).click();
  await expect(ending.getByTestId('ops-fell-through')).toContainText(
    'The mortgage lender withdrew its offer',
  );
  await screenshotBoth(ops, testInfo, '05c-ops-fell-through');
  await expectNoAxeViolations(ops);
  await page.reload();
  await expect(page.getByTestId('buy-out-fell-through')).toContainText('did not go ahead on', {
    timeout: 30_000,
  });
  await expect(page.getByRole('region', { name: 'You are buying your home' })).toHaveCount(0);
  await screenshotBoth(page, testInfo, '05d-fell-through');
  await expectNoAxeViolations(page);
  // The customer goes ahead again on their quote.
  await rest.getByRole('button', { name: 'I want to go ahead' }).click();
  await expect(buying).toBeVisible();
  await expect(page.getByTestId('buy-out-fell-through')).toHaveCount(0);

  // The operator records the valuation instructed, its figure, the mortgage offer and completion.
  await ops.reload();
  await ending.getByRole('button', { name: 'Record instructed' }).click({ timeout: 30_000 });
  const valuation = ending.getByRole('form', { name: 'RICS valuation received' });
  await valuation.getByLabel('Valuation').fill('205000');
  await valuation.getByLabel('Surveyor or firm').fill('Hartley & Co, MRICS');
  await valuation.getByRole('button', { name: 'Record valuation' }).click();
  await ending.getByRole('button', { name: 'Record mortgage offer' }).click();
  const completion = ending.getByRole('form', { name: 'Completion' });
  const due =
    ((await completion.getByText(/^Due on completion:/).textContent()) ?? '').match(/£([\d,.]+)/)?.[1] ?? '';
  expect(due).not.toBe('');
  await completion.getByLabel('Amount received').fill('1000');
  await completion.getByLabel('Bank reference').fill('COMPLETION-0001');
  await completion.getByRole('button', { name: 'Record completion' }).click();
  await expect(completion.getByText(/^The amount due is £/)).toBeVisible();
  await completion.getByLabel('Amount received').fill(due.replace(/,/g, ''));
  await ending.scrollIntoViewIfNeeded();
  await screenshotBoth(ops, testInfo, '06-ops-completion');
  await completion.getByRole('button', { name: 'Record completion' }).click();
  await expect(ending).toContainText(`£${due} received`);
  await expectNoAxeViolations(ops);

  await page.reload();
  const owned = page.getByRole('region', { name: 'You own your home' });
  await expect(owned).toBeVisible({ timeout: 30_000 });
  await expect(owned.getByTestId('plan-ending-figures')).toContainText('£205,000');
  await expect(owned.getByTestId('plan-ending-figures')).toContainText(`£${due}`);
  await screenshotBoth(page, testInfo, '07-own-your-home');
  await expectNoAxeViolations(page);

  await ops.goto('/ops/reconciliation');
  await expect(ops.getByRole('row').filter({ hasText: name })).toContainText('Reconciled');
});
