/**
 * Signed-in roles as Playwright fixtures, the way the Epic Stack gives its journeys a signed-in user: each journey
 * that is not about signing up or signing in asks for the person it needs and starts with them signed in, made
 * through the real GraphQL API, and each person made here is deleted again at the end (spec §7 deleteMyAccount, the
 * person's own erasure), so the shared database of a run holds no more than the journeys running at the time.
 *
 * - `applicant`: a new applicant onboarded with the defaults of support/applicant.ts (SE1, £45,000 a year,
 *   £20,000 deposit), signed in on `page`; `test.use({ applicantOptions: … })` changes the defaults for a file.
 * - `applicantPage`: `page`, signed in as `applicant`, for journeys that need nothing else of them.
 * - `signInApplicant(options)`: the same, with options chosen by the journey (a journey may make several).
 * - `landlord`: a new landlord signed up with the e-mailed code, signed in on `page`.
 * - `operatorPage`: a page of a browser context of its own, signed in to the console as the run's operator
 *   (support/operator.ts); the context is closed at the end. The operator is shared by the run, so it is not
 *   signed out (that would end the other journeys' console sessions too) and not deleted.
 *
 * A journey about what comes before one of these states (signing up, onboarding, the application's steps) keeps
 * walking it in the browser instead.
 */
import { test as base, type Page } from '@playwright/test';
import { type ApplicantOptions, graphqlRequest, onboardNewApplicant, setSession } from './applicant';
import { signInOperator } from './operator';
import { latestSubjectTo } from './outbox';

export { expect } from '@playwright/test';

/** An applicant made by a fixture: their e-mail address, password and session token. */
export type SignedInApplicant = Awaited<ReturnType<typeof onboardNewApplicant>>;

/** The `signInApplicant` fixture: onboards and signs in a new applicant with the options given. */
export type SignInApplicant = (options?: ApplicantOptions) => Promise<SignedInApplicant>;

/** A landlord made by a fixture: their e-mail address and session token. */
export type SignedInLandlord = { email: string; token: string };

type Roles = {
  /** The options the `applicant` fixture onboards with (default: support/applicant.ts's defaults). */
  applicantOptions: ApplicantOptions;
  applicant: SignedInApplicant;
  applicantPage: Page;
  signInApplicant: SignInApplicant;
  landlord: SignedInLandlord;
  operatorPage: Page;
};

/**
 * Sends one GraphQL operation and reports whether it answered without errors (clean-up must not fail a
 * journey: the journey may have deleted the account itself, changed its password or signed out everywhere).
 */
async function tryGraphql(page: Page, query: string, variables: Record<string, unknown>, token?: string) {
  try {
    const response = await page.request.post('/api', {
      data: { query, variables },
      headers: { authorization: token ? `Bearer ${token}` : '', 'content-type': 'application/json' },
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    return response.ok() && !body.errors?.length ? (body.data ?? null) : null;
  } catch {
    return null;
  }
}

const DELETE_MY_ACCOUNT =
  'mutation ($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) { __typename } }';

/** Onboards a new applicant through the API and signs `page` in as them (support/applicant.ts setSession). */
async function signInQuickly(page: Page, options: ApplicantOptions) {
  const applicant = await onboardNewApplicant(page, options);
  await setSession(page, applicant.token);
  return applicant;
}

/**
 * Deletes an applicant made by a fixture, signing in again first when the journey has signed the session out.
 */
async function deleteApplicant(page: Page, applicant: SignedInApplicant) {
  if (
    await tryGraphql(page, DELETE_MY_ACCOUNT, { input: { password: applicant.password } }, applicant.token)
  ) {
    return;
  }
  const signedIn = (await tryGraphql(
    page,
    'mutation ($input: SignInInput!) { signIn(input: $input) { token } }',
    { input: { email: applicant.email, password: applicant.password } },
  )) as { signIn?: { token?: string } } | null;
  const token = signedIn?.signIn?.token;
  if (token) await tryGraphql(page, DELETE_MY_ACCOUNT, { input: { password: applicant.password } }, token);
}

/**
 * Signs up a new landlord through the API with the code from the outbox (spec §7 landlordSignUp,
 * verifyLandlordToken) and signs `page` in as them.
 */
export async function signInNewLandlord(page: Page): Promise<SignedInLandlord> {
  const email = `landlord.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await graphqlRequest(
    page,
    'mutation ($input: LandlordSignUpInput!) { landlordSignUp(input: $input) { __typename } }',
    { input: { email, firstName: 'Lena', lastName: 'Okafor' } },
  );
  const code = (await latestSubjectTo(email, 'Your Stairway sign-in code: ')).replace(/\D/g, '');
  const { verifyLandlordToken } = await graphqlRequest<{ verifyLandlordToken: { token: string } }>(
    page,
    'mutation ($input: VerifyLandlordTokenInput!) { verifyLandlordToken(input: $input) { token } }',
    { input: { email, code } },
  );
  const token = verifyLandlordToken.token;
  await setSession(page, token);
  return { email, token };
}

export const test = base.extend<Roles>({
  applicantOptions: [{}, { option: true }],

  applicant: async ({ page, applicantOptions }, use) => {
    const applicant = await signInQuickly(page, applicantOptions);
    await use(applicant);
    await deleteApplicant(page, applicant);
  },

  // For journeys that need no more of the applicant than their session: `async ({ applicantPage: page }) => …`.
  applicantPage: async ({ page, applicant: _signedIn }, use) => {
    await use(page);
  },

  signInApplicant: async ({ page }, use) => {
    const made: SignedInApplicant[] = [];
    await use(async (options = {}) => {
      const applicant = await signInQuickly(page, options);
      made.push(applicant);
      return applicant;
    });
    for (const applicant of made) await deleteApplicant(page, applicant);
  },

  landlord: async ({ page }, use) => {
    const landlord = await signInNewLandlord(page);
    await use(landlord);
    await tryGraphql(page, DELETE_MY_ACCOUNT, { input: { confirmation: landlord.email } }, landlord.token);
  },

  operatorPage: async ({ browser }, use) => {
    const context = await browser.newContext();
    const ops = await context.newPage();
    await signInOperator(ops);
    await use(ops);
    await context.close();
  },
});
