/**
 * The journey with the REAL identity and open-banking adapters (docs/decisions/056): a production build
 * (NODE_ENV=production, no ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION) configured with Onfido and Plaid as in a
 * deployment, whose every call goes through a Prism proxy of the provider's published contract to a stateful fake
 * (support/real-providers-server.ts, launched when the run begins). An applicant and their
 * co-applicant each verify their identity on the fake Onfido's hosted page (Approve) and connect their bank on the
 * fake Plaid's Hosted Link ("Monzo (fake)", Connect); each hosted page sends the person back to Stairway and its
 * provider's signed webhook to the app. The application is submitted and the operator sees the checks passed, not
 * from a sandbox, and the income seen in the bank.
 *
 * What this cannot prove: the providers' real behaviour beyond their contracts (Onfido's document and face checks,
 * Plaid's bank OAuth redirect); the fakes' pages say so.
 *
 * The waitlist fee is not taken here: the server's STRIPE_SECRET_KEY is a placeholder that reaches no Stripe, set
 * only so that the sandbox checkout's production refusal does not need the demonstration override.
 */
import { expect as baseExpect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { jointApplicationWithCoApplicant, useCoApplicantSession } from '../support/co-applicant';
import { consentAcceptedState } from '../support/consent';
import { signInOperator } from '../support/operator';
import {
  realProvidersAppUrl,
  realProvidersDataDir,
  resolveLocalhostSubdomains,
  waitForRealProvidersServer,
} from '../support/real-providers-server';
import { screenshotBoth } from '../support/screenshots';

const appUrl = realProvidersAppUrl();
const dataDir = realProvidersDataDir();
// The app is at http://stairway.localhost:PORT (support/real-providers-server.ts says why); the journey's API
// requests (page.request) resolve that name as the browser does.
resolveLocalhostSubdomains();

test.use({ baseURL: appUrl, storageState: consentAcceptedState(appUrl) });

/** The adapters make several calls through the contract proxies per step; on a busy machine that takes a while. */
const expect = baseExpect.configure({ timeout: 30_000 });

// This file's server has its own data folder (outbox, operator's password): the support helpers read
// STAIRWAY_E2E_DATA_DIR, so it points there while this file runs, and back afterwards for the worker's next file.
// The server was launched in the background when the run began (playwright.config.ts globalSetup); it may still
// be starting.
let mainDataDir: string | undefined;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  await waitForRealProvidersServer();
  mainDataDir = process.env.STAIRWAY_E2E_DATA_DIR;
  process.env.STAIRWAY_E2E_DATA_DIR = dataDir;
});
test.afterAll(() => {
  process.env.STAIRWAY_E2E_DATA_DIR = mainDataDir;
});

/** A URL of this app (the hosted pages send the person back here). */
const BACK_ON_STAIRWAY = new RegExp(`^${appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`);

/**
 * Verifies the acting person's identity on the fake Onfido's hosted page, opened from the identity page: by
 * "Verify now" (a new tab), or, as with a phone, from the link the page shows with its QR code on a computer.
 * @param page signed in as the applicant or the co-applicant
 * @param path the identity page of that person
 * @param via how the hosted page is opened
 * @returns the Onfido workflow run's id (the check's reference)
 */
async function verifyIdentityAtOnfido(
  page: Page,
  testInfo: TestInfo,
  path: string,
  via: 'verify-now' | 'qr-code',
  shot: string,
): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
  await expectNoAxeViolations(page);
  let onfido: Page;
  if (via === 'qr-code') {
    const handoff = page.getByTestId('identity-phone-handoff');
    await handoff.getByRole('button', { name: 'Show a QR code for my phone' }).click();
    const qr = page.getByTestId('identity-qr');
    await expect(qr.getByRole('img', { name: /QR code of the link to your identity check/ })).toBeVisible();
    const link = qr.getByRole('link');
    await expect(link).toHaveAttribute('href', /\/hosted\/onfido\/[0-9a-f-]{36}$/);
    const href = (await link.getAttribute('href')) ?? '';
    await expect(link).toHaveText(href);
    await expectNoAxeViolations(page);
    await screenshotBoth(page, testInfo, `${shot}-qr-code`);
    // The phone: the link opened in a browser of its own.
    onfido = await page.context().newPage();
    await onfido.goto(href);
  } else {
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: /Verify now/ }).click();
    onfido = await popup;
  }
  await onfido.waitForURL(/\/hosted\/onfido\/[0-9a-f-]{36}$/);
  const runId = new URL(onfido.url()).pathname.split('/').at(-1) ?? '';
  await expect(onfido.getByRole('heading', { name: 'Fake Onfido (test) — no real check' })).toBeVisible();
  await expectNoAxeViolations(onfido);
  await onfido.getByRole('button', { name: 'Approve' }).click();
  // Onfido sends the person back to the page they came from (the run's link.completed_redirect_url).
  await onfido.waitForURL(BACK_ON_STAIRWAY);
  await onfido.close();
  await page.bringToFront();
  // The signed workflow_run.completed webhook, or the page's own poll of the run, whichever comes first.
  await expect(page.getByTestId('identity-verified')).toBeVisible();
  await screenshotBoth(page, testInfo, shot);
  await expectNoAxeViolations(page);
  return runId;
}

/**
 * Connects the acting person's bank on the fake Plaid's Hosted Link, opened from the bank statements page.
 * @param page signed in as the applicant or the co-applicant
 * @param path the bank statements page of that person
 */
async function connectBankAtPlaid(
  page: Page,
  testInfo: TestInfo,
  path: string,
  shot: string,
): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Your bank statements' })).toBeVisible();
  await expectNoAxeViolations(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /Connect your bank/ }).click();
  const plaid = await popup;
  await plaid.waitForURL(/\/hosted\/plaid\/link-sandbox-[0-9a-f-]{36}$/);
  const linkToken = new URL(plaid.url()).pathname.split('/').at(-1) ?? '';
  await expect(plaid.getByRole('heading', { name: 'Fake Plaid (test) — no real bank' })).toBeVisible();
  await expectNoAxeViolations(plaid);
  await plaid.getByLabel('Monzo (fake)').check();
  await plaid.getByRole('button', { name: 'Connect' }).click();
  // Hosted Link sends the person back (hosted_link.completion_redirect_uri).
  await plaid.waitForURL(BACK_ON_STAIRWAY);
  await plaid.close();
  await page.bringToFront();
  // The signed SESSION_FINISHED webhook, or the page's own poll of the link token, whichever comes first.
  await expect(page.getByTestId('bank-statements-done')).toContainText('Your bank is connected');
  // The account shared, as the fake bank holds it (Plaid's /accounts/get through the proxy), on the page that
  // saw the connection arrive, without a reload.
  const shared = page.getByTestId('shared-account');
  await expect(shared).toHaveCount(1);
  await expect(shared).toContainText('Monzo (fake) · Current Account ending 4321');
  await expect(shared).toContainText('balance £1,234.56');
  await expect(page.getByTestId('shared-accounts')).not.toContainText('Sandbox data');
  await screenshotBoth(page, testInfo, shot);
  await expectNoAxeViolations(page);
  return linkToken;
}

test('with Onfido and Plaid behind their contracts, both people verify and connect, and the operator sees it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(600_000);
  const { applicant, coToken } = await jointApplicationWithCoApplicant(page, { complete: true });
  // The co-applicant, in their own browser, goes through the same adapters with their own Onfido applicant.
  const coContext = await browser.newContext({ baseURL: appUrl, storageState: consentAcceptedState(appUrl) });
  const co = await coContext.newPage();
  await useCoApplicantSession(co, coToken);

  // Identities first (bank statements open once both are verified), then each person's bank.
  const runs = [
    await verifyIdentityAtOnfido(
      page,
      testInfo,
      '/your-application/identity-verification/applicant-identity-verification',
      'qr-code',
      'real-providers-01-applicant-identity-verified',
    ),
    await verifyIdentityAtOnfido(
      co,
      testInfo,
      '/your-application/identity-verification/co-applicant-identity-verification',
      'verify-now',
      'real-providers-02-co-applicant-identity-verified',
    ),
  ];
  const links = [
    await connectBankAtPlaid(
      page,
      testInfo,
      '/your-application/bank-statements/applicant-bank-statements',
      'real-providers-03-applicant-bank-connected',
    ),
    await connectBankAtPlaid(
      co,
      testInfo,
      '/your-application/bank-statements/co-applicant-bank-statements',
      'real-providers-04-co-applicant-bank-connected',
    ),
  ];
  await co.goto('/co-applicant-dashboard');
  await expect(co.getByTestId('co-applicant-progress')).toHaveText('100% complete');
  await coContext.close();

  // The applicant submits.
  await page.goto('/your-application/submit');
  await page.getByTestId('submit-confirm').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByTestId('application-submitted')).toBeVisible();

  // The operator sees both people's checks passed at the providers (not the sandbox) and the income seen.
  const opsContext = await browser.newContext({
    baseURL: appUrl,
    storageState: consentAcceptedState(appUrl),
  });
  const ops = await opsContext.newPage();
  await signInOperator(ops);
  const row = ops.getByRole('row').filter({ hasText: applicant.email });
  await row.getByRole('link', { name: 'Amelia Hughes' }).click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Amelia Hughes' })).toBeVisible();
  const checks = ops.getByRole('heading', { name: 'Checks' }).locator('..');
  for (const [line, status] of [
    ['Applicant: identity', 'Passed'],
    ['Co-applicant: identity', 'Passed'],
    ['Applicant: bank', 'Connected'],
    ['Co-applicant: bank', 'Connected'],
  ]) {
    const item = checks.getByRole('listitem').filter({ hasText: new RegExp(`^${line}`) });
    await expect(item).toContainText(`${line}${status}`);
  }
  await expect(checks.getByText('Sandbox: proves nothing')).toHaveCount(0);
  // Each check with the provider's own reference: the Onfido workflow run, the Plaid link token.
  for (const reference of [...runs, ...links]) await expect(checks.getByText(reference)).toBeVisible();
  await expect(checks.getByText(/Onfido’s status: approved/)).toHaveCount(2);
  const income = ops.getByRole('heading', { name: 'Verified income' }).locator('..');
  await expect(income.getByText(/seen £2,940 a month from ACME LTD, 12 of 12 months/)).toHaveCount(2);
  await screenshotBoth(ops, testInfo, 'real-providers-05-operator-application');
  await expectNoAxeViolations(ops);
  await opsContext.close();
});
