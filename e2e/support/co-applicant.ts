/**
 * A joint application with a co-applicant who has joined, made through the real GraphQL API (spec §7
 * updateCoApplicant, addCoApplicant, coApplicantSignUp, grantPermission; decision 015), for journeys that start
 * after the co-applicant joined: the applicant's page is signed in as the applicant.
 */
import type { Page } from '@playwright/test';
import { graphqlRequest, signInNewApplicant } from './applicant';
import { fillPersonalAndFinancial, monthsAgo } from './application';
import { latestLinkTo } from './outbox';

/** The co-applicant's password in these journeys. */
export const CO_APPLICANT_PASSWORD = 'quiet harbour lantern';

/**
 * Signs `page` in as a new joint applicant (Amelia) and adds a co-applicant (Ben), who joins from the e-mailed
 * link. With `complete`, both people's personal and financial sections are filled in, so identity verification
 * is open for both.
 * @returns the applicant (e-mail address, password, token), and the co-applicant's e-mail address and token
 */
export async function jointApplicationWithCoApplicant(page: Page, options: { complete: boolean }) {
  const applicant = await signInNewApplicant(page, { jointApplication: true });
  const coEmail = `co.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await graphqlRequest(
    page,
    'mutation ($input: UpdateCoApplicantInput!) { updateCoApplicant(input: $input) { application { id } } }',
    { input: { firstName: 'Ben', lastName: 'Carter', email: coEmail } },
    applicant.token,
  );
  await graphqlRequest(page, 'mutation { addCoApplicant { id } }', {}, applicant.token);
  const link = new URL(await latestLinkTo(coEmail, '/co-applicant/sign-up'));
  const { coApplicantSignUp } = await graphqlRequest<{ coApplicantSignUp: { token: string } }>(
    page,
    'mutation ($input: CoApplicantSignUpInput!) { coApplicantSignUp(input: $input) { token } }',
    { input: { token: link.searchParams.get('token'), password: CO_APPLICANT_PASSWORD } },
  );
  const coToken = coApplicantSignUp.token;
  if (options.complete) {
    await fillPersonalAndFinancial(page, applicant.token);
    const call = (query: string, input: Record<string, unknown>) =>
      graphqlRequest(page, query, { input }, coToken);
    await call(
      'mutation ($input: UpdateCoApplicantInput!) { updateCoApplicant(input: $input) { coApplicant { id } } }',
      { dateOfBirth: '1991-07-15', phoneNumber: '07700 900123', hasAdditionalIncome: false },
    );
    await call(
      'mutation ($input: AddUpdateUserAddressInput!) { addUpdateUserAddress(input: $input) { address { id } } }',
      {
        addressLine1: '30 Newport Road',
        postCode: 'PO37 6BU',
        postTown: 'SHANKLIN',
        country: 'England',
        moveInDate: monthsAgo(48),
      },
    );
    await call(
      'mutation ($input: GrantPermissionInput!) { grantPermission(input: $input) { hasGrantedPermission } }',
      { hasGrantedPermission: true },
    );
    await call(
      'mutation ($input: CreateUpdateIncomeInput!) { createUpdateIncome(input: $input) { income { id } } }',
      {
        type: 'Employed',
        primary: true,
        employmentOption: 'PermanentEmployment',
        jobTitle: 'Teacher',
        employerName: 'Isle of Wight Council',
        baseGrossIncome: 30_000,
      },
    );
  }
  return { applicant, coEmail, coToken };
}

/**
 * Signs `page` in as the co-applicant with their session token (kept where the web app keeps it). The token is
 * written on a static file of the same origin (the favicon), where none of the web app's code runs: on an app
 * page, a session check still in flight for the previous account could end after the write and forget the new
 * token (the journey then landed on Sign in, once in CI). The caller's next `page.goto` loads the app with it.
 */
export async function useCoApplicantSession(page: Page, coToken: string) {
  await page.goto('/favicon.svg');
  await page.evaluate((value) => window.localStorage.setItem('stairway.token', value), coToken);
}
