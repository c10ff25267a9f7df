/**
 * The co-applicant skips their own identity check where the applicant can (spec §4 step 6 "skippable when the
 * skip setting is on or the user skipped"; spec §7 skipChecks), through real GraphQL requests: refused while
 * their step is locked, then their identity step counts as done, bank statements open, and the application's
 * steps and progress count the skip exactly as they count the applicant's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  errorOf,
  type GqlResult,
  monthsAgo,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const UPDATE_CO = `mutation ($input: UpdateCoApplicantInput!) { updateCoApplicant(input: $input) { coApplicant { id } } }`;
const ADD_CO = `mutation { addCoApplicant { id } }`;
const SIGN_UP = `mutation ($input: CoApplicantSignUpInput!) { coApplicantSignUp(input: $input) { token } }`;
const GRANT = `mutation ($input: GrantPermissionInput!) { grantPermission(input: $input) { hasGrantedPermission } }`;
const ADD_ADDRESS = `mutation ($input: AddUpdateUserAddressInput!) { addUpdateUserAddress(input: $input) { address { id } } }`;
const ADD_INCOME = `mutation ($input: CreateUpdateIncomeInput!) { createUpdateIncome(input: $input) { income { id } } }`;
const SKIP = `mutation { skipChecks { __typename } }`;
const CO_QUERY = `query { coApplicant { identityVerified identityVerificationSkipped progress steps { id status } } }`;
const APPLICATION = `query { getApplication { identityVerificationSkipped progress nextStep { kind id } steps { id status } } }`;

type Step = { id: string; status: string };
type CoView = {
  identityVerified: boolean;
  identityVerificationSkipped: boolean;
  progress: number;
  steps: Step[];
};
type ApplicationView = {
  identityVerificationSkipped: boolean;
  progress: number;
  nextStep: { kind: string; id: string | null };
  steps: Step[];
};

const statusOf = (steps: Step[], id: string) => steps.find((s) => s.id === id)?.status;

describe.each(drivers)('the co-applicant skips their identity check on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  async function call<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
    const result: GqlResult<T> = await env.gql<T>(query, variables, token);
    if (!result.data || result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
    return result.data;
  }

  /** A joint application whose co-applicant has signed up; `complete` also finishes both people's sections. */
  async function jointApplication(complete: boolean) {
    const applicant = await signUp(env, { firstName: 'Amelia' });
    await call(
      UPDATE_CO,
      { input: { firstName: 'Ben', lastName: 'Carter', email: uniqueEmail('co-skip') } },
      applicant.token,
    );
    await call(ADD_CO, {}, applicant.token);
    const link = env.emails.at(-1)?.links?.[0] ?? '';
    const signedUp = await call<{ coApplicantSignUp: { token: string } }>(SIGN_UP, {
      input: { token: new URL(link).searchParams.get('token'), password: 'quiet harbour lantern' },
    });
    const coToken = signedUp.coApplicantSignUp.token;
    if (complete) {
      await completePersonalAndFinancial(env, applicant.token);
      await call(
        UPDATE_CO,
        { input: { dateOfBirth: '1991-07-15', phoneNumber: '07700 900123', hasAdditionalIncome: false } },
        coToken,
      );
      const address = {
        addressLine1: '30 Newport Road',
        postCode: 'PO37 6BU',
        postTown: 'SHANKLIN',
        country: 'England',
        moveInDate: monthsAgo(48),
      };
      await call(ADD_ADDRESS, { input: address }, coToken);
      await call(GRANT, { input: { hasGrantedPermission: true } }, coToken);
      const income = {
        type: 'Employed',
        primary: true,
        employmentOption: 'PermanentEmployment',
        jobTitle: 'Teacher',
        employerName: 'Isle of Wight Council',
        baseGrossIncome: 30_000,
      };
      await call(ADD_INCOME, { input: income }, coToken);
    }
    return { applicantToken: applicant.token, coToken };
  }

  it('is refused while the co-applicant’s identity step is locked, and changes nothing', async () => {
    const { applicantToken, coToken } = await jointApplication(false);
    const refused = await env.gql(SKIP, {}, coToken);
    expect(errorOf(refused).code).toBe('STEP_LOCKED');
    const view = await call<{ getApplication: ApplicationView }>(APPLICATION, {}, applicantToken);
    expect(view.getApplication.identityVerificationSkipped).toBe(false);
  });

  it('completes the co-applicant’s identity step and opens bank statements, counted as the applicant’s skip is', {
    timeout: 120_000,
  }, async () => {
    const byCo = await jointApplication(true);
    const before = await call<{ coApplicant: CoView }>(CO_QUERY, {}, byCo.coToken);
    expect(statusOf(before.coApplicant.steps, 'co-applicant-identity-verification')).toBe('Todo');
    expect(statusOf(before.coApplicant.steps, 'co-applicant-bank-statements')).toBe('Locked');

    const skipped = await call<{ skipChecks: { __typename: string } }>(SKIP, {}, byCo.coToken);
    expect(skipped.skipChecks.__typename).toBe('UserApplication');

    // The co-applicant's own view: skipped, not verified; their identity step done and bank statements open.
    const after = await call<{ coApplicant: CoView }>(CO_QUERY, {}, byCo.coToken);
    expect(after.coApplicant).toMatchObject({ identityVerified: false, identityVerificationSkipped: true });
    expect(statusOf(after.coApplicant.steps, 'co-applicant-identity-verification')).toBe('Done');
    expect(statusOf(after.coApplicant.steps, 'co-applicant-bank-statements')).toBe('Todo');
    expect(after.coApplicant.progress).toBeGreaterThan(before.coApplicant.progress);

    // The same application skipped by the applicant instead: the same steps and progress for both people.
    const byApplicant = await jointApplication(true);
    await call(SKIP, {}, byApplicant.applicantToken);
    const coSkip = await call<{ getApplication: ApplicationView }>(APPLICATION, {}, byCo.applicantToken);
    const applicantSkip = await call<{ getApplication: ApplicationView }>(
      APPLICATION,
      {},
      byApplicant.applicantToken,
    );
    expect(coSkip.getApplication).toEqual(applicantSkip.getApplication);
    expect(coSkip.getApplication.nextStep).toEqual({ kind: 'Step', id: 'applicant-bank-statements' });
    const coViewOfApplicantSkip = await call<{ coApplicant: CoView }>(CO_QUERY, {}, byApplicant.coToken);
    expect(after.coApplicant).toEqual(coViewOfApplicantSkip.coApplicant);
  });
});
