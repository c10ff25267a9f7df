/**
 * A signed-in applicant for journeys that start after onboarding: onboards through the real GraphQL API
 * (spec §7 `onboard`, then `signIn`), stores the session token where the web app keeps it (spec §3: browser local
 * storage, key `stairway.token`), and marks the welcome as seen so the dashboard opens without the modal.
 */
import { expect, type Page } from '@playwright/test';

/** What the applicant onboards with; every field has a default. */
export type ApplicantOptions = {
  firstName?: string;
  lastName?: string;
  /** Gross annual pay, pounds a year (default 45,000). */
  grossAnnualPay?: number;
  /** Deposit, pounds (default 20,000). */
  deposit?: number;
  /** Postcode districts (default SE1, which has homes in the bundled national sample). */
  preferredLocations?: string[];
  jointApplication?: boolean;
};

/** Sends one GraphQL operation to the server under test and fails the test on any error. */
export async function graphqlRequest<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await page.request.post('/api', {
    data: { query, variables },
    headers: { authorization: token ? `Bearer ${token}` : '', 'content-type': 'application/json' },
  });
  expect(response.ok(), `POST /api answered ${response.status()}`).toBeTruthy();
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors ?? [], 'GraphQL errors').toEqual([]);
  return body.data as T;
}

/**
 * Onboards through the real API and signs in with the same e-mail and password, as the web app does
 * (`onboard` returns no session and answers the same for a known address; decision 031).
 * @param input the whole OnboardInput
 * @returns the new applicant's session token
 */
export async function onboardThroughApi(
  page: Page,
  input: Record<string, unknown> & { email: string; password: string },
): Promise<string> {
  await graphqlRequest(page, 'mutation Onboard($input: OnboardInput!) { onboard(input: $input) { email } }', {
    input,
  });
  const data = await graphqlRequest<{ signIn: { token: string } }>(
    page,
    'mutation SignIn($input: SignInInput!) { signIn(input: $input) { token } }',
    { input: { email: input.email, password: input.password } },
  );
  return data.signIn.token;
}

/**
 * Onboards a new applicant through the API (welcome seen), without touching the page.
 * @returns the e-mail address, password and session token
 */
export async function onboardNewApplicant(page: Page, options: ApplicantOptions = {}) {
  const email = `applicant.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Stairway home 2026';
  const token = await onboardThroughApi(page, {
    firstName: options.firstName ?? 'Amelia',
    lastName: options.lastName ?? 'Hughes',
    email,
    password,
    grossAnnualPay: options.grossAnnualPay ?? 45_000,
    deposit: options.deposit ?? 20_000,
    depositSource: 'CashSavings',
    preferredLocations: options.preferredLocations ?? ['SE1'],
    jointApplication: options.jointApplication ?? false,
    checks: { over18: true, rightToLiveInUk: true, creditCheckConsent: true, noBankruptcyOrCcj: true },
  });
  await graphqlRequest(page, 'mutation { setWelcomeSeen { id } }', {}, token);
  return { email, password, token };
}

/**
 * Onboards a new applicant through the API and signs the page in as them.
 * @returns the e-mail address, password and session token
 */
export async function signInNewApplicant(page: Page, options: ApplicantOptions = {}) {
  const applicant = await onboardNewApplicant(page, options);
  await page.goto('/login');
  await page.evaluate((value) => window.localStorage.setItem('stairway.token', value), applicant.token);
  return applicant;
}

/**
 * Signs the page in with a session token (an applicant's, co-applicant's or landlord's), kept where the web app
 * keeps it (local storage, `stairway.token`). The token is written on a static file of the app's origin (the
 * favicon), where none of the web app's code runs: quicker than loading an app page, and no session check of
 * the app still in flight can end after the write and forget the token. The caller's next `page.goto` loads the
 * app signed in.
 */
export async function setSession(page: Page, token: string) {
  await page.goto('/favicon.svg');
  await page.evaluate((value) => window.localStorage.setItem('stairway.token', value), token);
}
