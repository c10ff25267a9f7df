/**
 * Test helpers for life after approval (purchase cases and plans, decisions 069 and 070): a signed-in operator
 * through the real two-step sign-in, a district's listing ids, and an applicant whose listing home an operator has
 * approved (which opens its purchase case), with a joined co-applicant when asked.
 */
import { eq } from 'drizzle-orm';
import { coApplicants, userApplications } from '../src/db/schema';
import { addOperator } from '../src/services/operators';
import { signUp, type TestEnv, uniqueEmail } from './helpers';

const SIGN_IN = `mutation ($input: OperatorSignInInput!) { operatorSignIn(input: $input) { codeSent } }`;
const VERIFY = `mutation ($input: VerifyOperatorCodeInput!) { verifyOperatorCode(input: $input) { token } }`;
const HOMES = `query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { listings { id } } }`;
const WITH_LISTING = `mutation ($input: CreateHomeSubmissionWithListingInput!) {
  createHomeSubmissionWithListing(input: $input) { id } }`;
const APPROVE = `mutation ($id: ID!) { approveHome(input: { homeSubmissionId: $id }) { status } }`;

/**
 * A GraphQL call that must succeed.
 * @returns its data
 * @throws Error with the errors when it has any
 */
export async function callOk<T>(
  env: TestEnv,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const result = await env.gql<T>(query, variables, token);
  if (!result.data || result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

/**
 * A new operator signed in with the code e-mailed to them.
 * @returns their e-mail address and session token
 */
export async function signedInOperator(
  env: TestEnv,
  label: string,
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  const added = await addOperator(env.db, { email, actor: 'test-runner' });
  await env.gql(SIGN_IN, { input: { email, password: added.password } });
  const code = /(\d{3}) (\d{3})/.exec(env.emails.filter((mail) => mail.to === email).at(-1)?.subject ?? '');
  const verified = await callOk<{ verifyOperatorCode: { token: string } }>(
    env,
    VERIFY,
    { input: { email, code: `${code?.[1]}${code?.[2]}` } },
    '',
  );
  return { email, token: verified.verifyOperatorCode.token };
}

/** The ids of a district's listings, as a signed-up applicant sees them. */
export async function listingIdsOf(env: TestEnv, postcode: string): Promise<string[]> {
  const { token } = await signUp(env);
  const homes = await callOk<{ getHomesSelection: { listings: Array<{ id: string }> } }>(
    env,
    HOMES,
    { input: { postcodes: [postcode] } },
    token,
  );
  return homes.getHomesSelection.listings.map((listing) => listing.id);
}

/**
 * An applicant (Hattie Lowell) with a submitted application and, when `joint`, a joined co-applicant (Ben Carter),
 * whose home made from a listing is approved by the operator.
 * @returns the applicant's session (`token`, `userId`, `input`), their e-mail, the home's id and the
 *   co-applicant's e-mail and token (empty when not joint)
 */
export async function approvedApplicant(
  env: TestEnv,
  operatorToken: string,
  listingId: string,
  options: { joint?: boolean } = {},
) {
  const applicant = await signUp(env, { firstName: 'Hattie', lastName: 'Lowell' });
  const [application] = await env.db
    .update(userApplications)
    .set({ submitted: true, submittedAt: new Date() })
    .where(eq(userApplications.userId, applicant.userId))
    .returning();
  const coEmail = options.joint ? uniqueEmail('co') : '';
  let coToken = '';
  if (options.joint) {
    const [co] = await env.db
      .insert(coApplicants)
      .values({
        applicationId: application?.id ?? '',
        email: coEmail,
        firstName: 'Ben',
        lastName: 'Carter',
        emailVerified: true,
        signedUpAt: new Date(),
      })
      .returning({ id: coApplicants.id });
    coToken = await env.tokens.sign({ kind: 'coApplicant', coApplicantId: co?.id ?? '' });
  }
  const home = await callOk<{ createHomeSubmissionWithListing: { id: string } }>(
    env,
    WITH_LISTING,
    { input: { listingId } },
    applicant.token,
  );
  const homeId = home.createHomeSubmissionWithListing.id;
  await callOk(env, APPROVE, { id: homeId }, operatorToken);
  return { ...applicant, email: applicant.input.email, homeId, coEmail, coToken };
}
