/**
 * The home's value, buying more and the quote to buy the rest (decision 073), and a rent change by notice (decision
 * 074), for the customer who moved in 70 days ago with their payments up to date (seeded before the server starts,
 * support/seed-moved-in-customer.ts): the operator sees the agreed price as the home's value, records a surveyor's
 * valuation and gives notice of a new rent from the first anniversary of the move-in (a day too soon is refused);
 * the customer sees the value with their equity's share and the notice, buys £250 more at the sandbox checkout and
 * sees it added, then asks for a quote to buy the rest with the steps to a mortgage; the statement shows the payment
 * and the operator's ledger still reconciles. Screenshots at 390x844 and 1280x800 and the axe check on each new page.
 */
import dayjs from 'dayjs';
import { graphqlRequest, setSession } from '../support/applicant';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { screenshotBoth } from '../support/screenshots';
import { MOVED_IN_CUSTOMER } from '../support/settled-customer';

const NAME = `${MOVED_IN_CUSTOMER.firstName} ${MOVED_IN_CUSTOMER.lastName}`;

test('a customer sees their home’s value, buys more of it and gets a quote to buy the rest', async ({
  page,
  operatorPage: ops,
}, testInfo) => {
  test.setTimeout(300_000);

  // The operator records a surveyor's valuation, which takes precedence over the agreed price.
  await ops.getByRole('link', { name: 'Purchases', exact: true }).first().click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
  // A moved-in case is no longer in progress: it is among every case.
  await ops.getByText('All', { exact: true }).click();
  await ops.getByRole('row').filter({ hasText: NAME }).getByRole('link').first().click();
  const card = ops.getByRole('region', { name: 'Home value' });
  await expect(card.getByTestId('ops-home-value')).toHaveText('£200,000', { timeout: 30_000 });
  await expect(card.getByRole('listitem').filter({ hasText: 'The agreed purchase price' })).toContainText(
    '£200,000',
  );
  const form = card.getByRole('form', { name: 'Record a surveyor’s valuation' });
  await form.getByRole('button', { name: 'Record valuation' }).click();
  await expect(
    form.getByText('The value must be at least £1').or(form.getByText(/whole pounds/)),
  ).toBeVisible();
  await form.getByLabel('Surveyor’s value').fill('210000');
  await form.getByLabel('Surveyor or firm').fill('Hartley & Co, MRICS');
  await form.getByRole('button', { name: 'Record valuation' }).click();
  await expect(card.getByText('The surveyor’s valuation is recorded.')).toBeVisible();
  await expect(card.getByTestId('ops-home-value')).toHaveText('£210,000');
  // The operator gives notice of a new rent: too soon is refused on the date; from the first anniversary it is given.
  const anniversary = dayjs()
    .subtract(MOVED_IN_CUSTOMER.movedInDaysAgo, 'day')
    .add(12, 'month')
    .format('YYYY-MM-DD');
  const rent = ops.getByRole('form', { name: 'Give notice of a rent change' });
  await rent.getByLabel('New monthly rent').fill('950');
  await rent.getByLabel('Applies from').fill(dayjs().add(70, 'day').format('YYYY-MM-DD'));
  await rent.getByLabel('Why the rent changes').fill('The local market rent has risen');
  await rent.getByRole('button', { name: 'Give notice' }).click();
  await expect(rent.getByText(/at the earliest: two months’ notice, once a year/)).toBeVisible();
  // A mistyped rent is given, withdrawn with the reason (the customer is e-mailed), and the corrected one given.
  await rent.getByLabel('New monthly rent').fill('1950');
  await rent.getByLabel('Applies from').fill(anniversary);
  await rent.getByRole('button', { name: 'Give notice' }).click();
  await expect(ops.getByText(/^Notice given: £1,950 a month from /)).toBeVisible();
  await ops.getByRole('button', { name: /^Withdraw the notice of £1,950 from / }).click();
  const withdrawal = ops.getByRole('form', { name: /^Withdraw the notice of £1,950 from / });
  await withdrawal.getByLabel('Why is it withdrawn?').fill('The new rent was mistyped');
  await withdrawal.getByRole('button', { name: 'Withdraw notice' }).click();
  await expect(
    ops.getByText('Notice of £1,950 withdrawn. The customer is e-mailed; the rent stays as it was.'),
  ).toBeVisible();
  await expect(ops.getByRole('list', { name: 'Rent changes' })).toHaveCount(0);
  await rent.getByLabel('New monthly rent').fill('950');
  await rent.getByLabel('Applies from').fill(anniversary);
  await rent.getByLabel('Why the rent changes').fill('The local market rent has risen');
  await rent.getByRole('button', { name: 'Give notice' }).click();
  await expect(ops.getByText(/^Notice given: £950 a month from /)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshotBoth(ops, testInfo, '01-ops-home-value');
  await expectNoAxeViolations(ops);

  // The customer sees the value, how it was arrived at and their equity's share of it.
  const { signIn } = await graphqlRequest<{ signIn: { token: string } }>(
    page,
    'mutation ($input: SignInInput!) { signIn(input: $input) { token } }',
    { input: { email: MOVED_IN_CUSTOMER.email, password: MOVED_IN_CUSTOMER.password } },
  );
  await setSession(page, signIn.token);
  await page.goto('/your-home');
  await expect(page.getByTestId('home-value')).toHaveText('£210,000', { timeout: 30_000 });
  await expect(page.getByText(/a surveyor’s valuation\./)).toBeVisible();
  await expect(page.getByTestId('rent-change-notice')).toContainText(
    `From ${dayjs(anniversary).format('D MMMM YYYY')} your monthly rent will be £950 (now £917).`,
  );
  const equityBefore = (await page.getByTestId('home-equity').textContent()) ?? '';
  expect(equityBefore).toMatch(/^£[\d,]+\.\d\d$/);
  await screenshotBoth(page, testInfo, '02-your-home-value');
  await expectNoAxeViolations(page);

  // Buying more: £20 is refused on the field; £250 shows the share before and after, then is paid by card.
  const amount = page.getByLabel('Amount');
  await amount.fill('20');
  await expect(page.getByText(/^Enter an amount from £50 to /)).toBeVisible();
  await amount.fill('250');
  await expect(page.getByTestId('buy-more-preview')).toContainText('→');
  await expect(page.getByText(/Your rent stays £917 a month/)).toBeVisible();
  await page.getByRole('button', { name: 'Pay £250 by card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay £250' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay £250' }).click();
  await expect(page.getByTestId('equity-purchase-notice')).toHaveText(
    'Thank you: your payment is added to your equity.',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('table', { name: 'Your extra payments' })).toContainText('Paid');
  const before = Number(equityBefore.replace(/[£,]/g, ''));
  await expect(page.getByTestId('home-equity')).toHaveText(
    `£${(before + 250).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
  );
  await screenshotBoth(page, testInfo, '03-your-home-bought-more');

  // By bank (open banking): £50, approved "in the bank" on the sandbox's page.
  await amount.fill('50');
  await page.getByRole('button', { name: 'Pay £50 by bank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay £50 by bank' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve in my bank' }).click();
  await expect(page.getByTestId('equity-purchase-notice')).toHaveText(
    'Thank you: your payment is added to your equity.',
    { timeout: 30_000 },
  );
  await expect(page.getByTestId('home-equity')).toHaveText(
    `£${(before + 300).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`,
  );

  // The quote to buy the rest: the value less the equity held, for 90 days, with the steps.
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const quote = page.getByTestId('buy-out-quote');
  await expect(quote).toContainText('£210,000');
  await expect(quote).toContainText(`valid until ${dayjs().add(90, 'day').format('D MMMM YYYY')}`);
  await expect(quote.getByRole('listitem')).toHaveCount(5);
  await quote.scrollIntoViewIfNeeded();
  await screenshotBoth(page, testInfo, '04-your-home-quote');
  await expectNoAxeViolations(page);

  // Their own figures for "when can you buy the rest?": £3,000 on cards and £400 a month of childcare count against
  // the income, the payment at a stressed rate is shown, and once saved the tracker keeps using them (decision 077).
  await page.getByLabel('Owed on credit cards').fill('3000');
  await expect(
    page.getByText(/Clearing your card balances and loans|Clearing card balances and loans/),
  ).toBeVisible();
  await page.getByLabel('Childcare (a month)').fill('400');
  await expect(page.getByTestId('readiness-stress')).toContainText(
    /^At a stressed rate of 8\.5%, the mortgage/,
  );
  await expect(page.getByTestId('readiness-stress')).toContainText(
    'after commitments (a common guide is at most 35%; each lender uses its own test)',
  );
  await page.getByRole('button', { name: 'Save my figures' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We’ll use these figures' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('readiness-figures-source')).toContainText(
    `the figures you saved on ${dayjs().format('D MMMM YYYY')}`,
  );
  await expect(page.getByLabel('Owed on credit cards')).toHaveValue('£3,000');
  await expect(page.getByLabel('Childcare (a month)')).toHaveValue('£400');
  await page.getByTestId('readiness-headline').scrollIntoViewIfNeeded();
  await screenshotBoth(page, testInfo, '05-your-home-readiness');
  await expectNoAxeViolations(page);

  // The statement shows the payment; the operator's ledger still agrees with the providers.
  const month = dayjs().format('MMMM YYYY');
  await page.getByRole('link', { name: month }).click();
  await expect(page.getByRole('table', { name: 'What happened' })).toContainText('Extra equity bought: £250');
  await ops.goto('/ops/reconciliation');
  await expect(ops.getByRole('row').filter({ hasText: NAME })).toContainText('Reconciled');
});
