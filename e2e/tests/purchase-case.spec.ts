/**
 * From approval to keys (ARCHITECTURE.md §7 purchase case; decision 069): an applicant's home is approved (through the
 * API: the approval itself is operators-homes.spec's journey), which opens the purchase case; the applicant sees
 * "Your purchase" on their progress page; an operator finds the case under Purchases in the console and moves it to
 * Offer made and then Offer accepted with a note; the applicant sees the timeline move and is e-mailed at each
 * step; then the operator marks the purchase as fallen through with a reason, after confirming, and the applicant
 * reads why, is sent back to choosing a home, and their homes list says the purchase fell through. Screenshots at
 * 390x844 and 1280x800 and the axe check on each new page.
 */
import { submitApplication } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { approveHomeAsOperator, submitListedHome } from '../support/homes';
import { emailTo } from '../support/outbox';
import { screenshotBoth } from '../support/screenshots';

test('an operator moves a purchase from approval to an accepted offer, then it falls through', async ({
  page,
  signInApplicant,
  operatorPage: ops,
}, testInfo) => {
  // Two people, four new pages at two sizes with the axe check, on a shared machine.
  test.setTimeout(480_000);
  const applicant = await signInApplicant({ firstName: 'Rosalind', lastName: 'Ashdown' });
  await submitApplication(page, applicant.token);
  const homeId = await submitListedHome(page, applicant.token);
  await approveHomeAsOperator(ops, homeId);

  // The applicant: the case opened with the approval.
  await page.goto('/dashboard');
  const card = page.getByTestId('purchase-case');
  await expect(card).toHaveAttribute('data-state', 'Opened', { timeout: 30_000 });
  await expect(card.getByText('We are preparing our offer', { exact: false })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Stages of your purchase' }).getByRole('listitem')).toHaveCount(
    7,
  );

  // The operator: Purchases, the case, two moves.
  await ops.getByRole('link', { name: 'Purchases', exact: true }).first().click();
  await expect(ops.getByRole('heading', { level: 1, name: /Purchases/ })).toBeVisible();
  const row = ops.getByRole('row').filter({ hasText: 'Rosalind Ashdown' });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await screenshotBoth(ops, testInfo, '01-ops-purchases');
  await expectNoAxeViolations(ops);

  await row.getByRole('link').first().click();
  const form = ops.getByRole('form', { name: 'Move the case' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Offer made' })).toBeChecked();
  await form.getByRole('button', { name: 'Move the case' }).click();
  await expect(ops.getByText(/^Moved to Offer made, /)).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Offer accepted' })).toBeChecked();
  await form.getByLabel('Note').fill('Agreed at the asking price');
  await form.getByRole('button', { name: 'Move the case' }).click();
  await expect(ops.getByText(/^Moved to Offer accepted, /)).toBeVisible();
  await expect(ops.getByRole('cell', { name: 'Agreed at the asking price' })).toBeVisible();
  await screenshotBoth(ops, testInfo, '02-ops-purchase');
  await expectNoAxeViolations(ops);

  // The applicant: the timeline moved, and they were e-mailed at each step.
  await emailTo(applicant.email, 'Your Stairway purchase: Offer made');
  const accepted = await emailTo(applicant.email, 'Your Stairway purchase: Offer accepted');
  expect(accepted).toContain('Waiting on: Stairway and you.');
  expect(accepted).not.toContain('Agreed at the asking price');
  await page.reload();
  await expect(card).toHaveAttribute('data-state', 'OfferAccepted', { timeout: 30_000 });
  await expect(card.getByTestId('purchase-waiting-on')).toContainText('Stairway and you');
  await screenshotBoth(page, testInfo, '03-dashboard-purchase');
  await expectNoAxeViolations(page);

  // The operator: it falls through, with a reason, after confirming.
  await form.getByRole('radio', { name: 'Fallen through' }).check();
  await form.getByRole('button', { name: 'Mark as fallen through' }).click();
  await expect(form.getByText('Say why the purchase fell through: a reason is required')).toBeVisible();
  await form.getByLabel('Reason').fill('The seller took the home off the market');
  await form.getByRole('button', { name: 'Mark as fallen through' }).click();
  await ops
    .getByRole('dialog', { name: 'Mark Rosalind Ashdown’s purchase as fallen through?' })
    .getByRole('button', { name: 'Yes, it fell through' })
    .click();
  await expect(ops.getByText(/This case is closed/)).toBeVisible();

  // The applicant reads why, and is sent back to choosing a home.
  const fell = await emailTo(applicant.email, 'Your Stairway purchase will not go ahead');
  expect(fell).toContain('Why: The seller took the home off the market');
  await page.reload();
  await expect(card).toHaveAttribute('data-state', 'FallenThrough', { timeout: 30_000 });
  await expect(card.getByTestId('purchase-fell-through')).toContainText(
    'The seller took the home off the market',
  );
  await screenshotBoth(page, testInfo, '04-dashboard-fell-through');
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'Choose another home' }).click();
  await expect(page).toHaveURL(/\/submit-a-home\/explore/);
  await page.goto('/submit-a-home');
  await expect(page.getByTestId('submitted-home').getByText('Purchase fell through')).toBeVisible({
    timeout: 30_000,
  });
});
