/**
 * The joint application (spec §3 CoApplicantUser and UserApplication.coApplicant; spec §4 next-step order
 * with the co-applicant's steps; spec §7 addCoApplicant, updateCoApplicant, removeCoApplicant,
 * resendPermissionEmail, coApplicantSignUp, grantPermission, coApplicant; decision record 015), through real
 * GraphQL requests: the applicant adds a co-applicant, who signs up from the e-mailed link, gives permission
 * and completes their own steps with the sandbox checks; the household budget grows; the application is
 * submitted. And who may do what.
 */
import { calculateApplicationBudget } from '@stairway/domain/application-budget';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantDocuments, emailTokens, userApplications, users } from '../../src/db/schema';
import {
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  errorOf,
  type GqlResult,
  landlordToken,
  monthsAgo,
  ONBOARD,
  onboardInput,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const UPDATE_CO = `mutation ($input: UpdateCoApplicantInput!) {
  updateCoApplicant(input: $input) {
    application { id coApplicant { firstName lastName email signedUp } }
    coApplicant { id firstName dateOfBirth hasAdditionalIncome }
  }
}`;
const APPLICATION_FIELDS = `id jointApplication coApplicantLoginLinkSent coApplicantPermission budget progress
  nextStep { kind id path }
  steps { id status }
  coApplicant { id firstName lastName email signedUp dateOfBirth hasAdditionalIncome identityVerified
    documentsUploaded hasGrantedPermissionDate addresses { moveInDate } incomes { type baseGrossIncome } }`;
const ADD_CO = `mutation { addCoApplicant { ${APPLICATION_FIELDS} } }`;
const RESEND = `mutation { resendPermissionEmail { id coApplicantLoginLinkSent } }`;
const REMOVE = `mutation { removeCoApplicant { ${APPLICATION_FIELDS} } }`;
const GET_APPLICATION = `query { getApplication { ${APPLICATION_FIELDS} incomes { id } addresses { id } } }`;
const SIGN_UP = `mutation ($input: CoApplicantSignUpInput!) { coApplicantSignUp(input: $input) { token coApplicantId } }`;
const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) { token role user { id } coApplicant { id firstName } }
}`;
const CO_FIELDS = `id firstName middleName lastName email phoneNumber feePaid mainApplicantFirstName hasSubmittedHome
  hasHomesApproved hasGrantedPermission hasGrantedPermissionDate applicationSubmitted applicationApproved
  dateOfBirth hasAdditionalIncome identityVerified identityVerificationStatus documentsUploaded
  openBankingConnected openBankingStatus addressHistoryMonths addressHistoryMonthsNeeded progress
  addresses { id moveInDate } incomes { id type primary baseGrossIncome } steps { id status }`;
const CO_QUERY = `query { coApplicant { ${CO_FIELDS} } }`;
const GRANT = `mutation ($input: GrantPermissionInput!) { grantPermission(input: $input) { hasGrantedPermission hasGrantedPermissionDate } }`;
const ADD_ADDRESS = `mutation ($input: AddUpdateUserAddressInput!) { addUpdateUserAddress(input: $input) { address { id } } }`;
const DELETE_ADDRESS = `mutation ($input: DeleteUserAddressInput!) { deleteUserAddress(input: $input) { id } }`;
const ADD_INCOME = `mutation ($input: CreateUpdateIncomeInput!) { createUpdateIncome(input: $input) { income { id } } }`;
const DELETE_INCOME = `mutation ($input: DeleteIncomeInput!) { deleteIncome(input: $input) { id } }`;
const ID_REQUESTED = `mutation { setIdentityVerificationRequested(input: {}) { url } }`;
const ID_CHECK = `mutation { checkIdentityVerification { __typename } }`;
const OB_REQUESTED = `mutation { setOpenBankingRequested(input: {}) { url } }`;
const OB_CHECK = `mutation { checkOpenBanking { __typename } }`;
const DOCUMENTS = `query { getApplicantDocuments { id } }`;
const SUBMIT = `mutation { submitApplication { submitted } }`;
const ME = `query { me { user { id } } }`;

const CO_ADDRESS = {
  addressLine1: '30 Newport Road',
  postCode: 'PO37 6BU',
  postTown: 'SHANKLIN',
  country: 'England',
  moveInDate: monthsAgo(48),
};
const CO_INCOME = {
  type: 'Employed',
  primary: true,
  employmentOption: 'PermanentEmployment',
  jobTitle: 'Teacher',
  employerName: 'Isle of Wight Council',
  baseGrossIncome: 30_000,
};

/** A second job of £6,000 a year: one of the co-applicant's other (additional) incomes. */
const CO_OTHER_INCOME = {
  type: 'Employed',
  primary: false,
  employmentOption: 'PermanentEmployment',
  jobTitle: 'Tutor',
  employerName: 'Ventnor Tutors',
  baseGrossIncome: 6_000,
};
const UPLOAD_URL = `mutation { getPreSignedUploadUrl { url key } }`;
const MANUAL = `mutation ($input: SetDocumentManualUploadInput!) { setDocumentManualUpload(input: $input) { __typename } }`;
const UPLOAD_DOCUMENT = `mutation ($input: UploadDocumentInput!) { uploadDocument(input: $input) { document { id url } } }`;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe.each(drivers)('the joint application on %s', (driver) => {
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

  /** An applicant who has recorded a co-applicant and sent the link; returns both and the link. */
  async function withInvitedCoApplicant() {
    const applicant = await signUp(env, { firstName: 'Amelia' });
    const coEmail = uniqueEmail('co');
    await call(
      UPDATE_CO,
      { input: { firstName: 'Ben', lastName: 'Carter', email: coEmail } },
      applicant.token,
    );
    await call(ADD_CO, {}, applicant.token);
    const mail = env.emails.at(-1);
    const link = mail?.links?.[0] ?? '';
    return { applicant, coEmail, link, mail };
  }

  /** An applicant with a co-applicant who has signed up. */
  async function withSignedUpCoApplicant() {
    const invited = await withInvitedCoApplicant();
    const { coApplicantSignUp } = await call<{ coApplicantSignUp: { token: string; coApplicantId: string } }>(
      SIGN_UP,
      { input: { token: tokenOf(invited.link), password: 'quiet harbour lantern' } },
    );
    return { ...invited, coToken: coApplicantSignUp.token, coId: coApplicantSignUp.coApplicantId };
  }

  function choose(url: string, fields: Record<string, string>) {
    return env.http(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  }

  /** Passes the sandbox identity check as `token`'s person. */
  async function verifyIdentity(token: string) {
    const { setIdentityVerificationRequested } = await call<{
      setIdentityVerificationRequested: { url: string };
    }>(ID_REQUESTED, {}, token);
    expect((await choose(setIdentityVerificationRequested.url, { outcome: 'pass' })).status).toBe(303);
    await call(ID_CHECK, {}, token);
  }

  /** Connects a bank through the sandbox as `token`'s person. */
  async function connectBank(token: string) {
    const { setOpenBankingRequested } = await call<{ setOpenBankingRequested: { url: string } }>(
      OB_REQUESTED,
      {},
      token,
    );
    const connected = await choose(setOpenBankingRequested.url, {
      bank: 'Monzo',
      consent: 'yes',
      action: 'connect',
    });
    expect(connected.status).toBe(303);
    await call(OB_CHECK, {}, token);
  }

  it('runs the whole joint application: add, sign up, permission, steps, budget, submit', {
    timeout: 120_000,
  }, async () => {
    const { applicant, coEmail, link, mail } = await withInvitedCoApplicant();
    expect(mail).toMatchObject({
      to: coEmail,
      subject: 'Amelia has added you to their Stairway application',
    });
    expect(link).toMatch(/^http:\/\/localhost:3000\/co-applicant\/sign-up\?token=/);
    expect(mail?.text).toContain(link);

    const before = await call<{ getApplication: Record<string, unknown> & { budget: number } }>(
      GET_APPLICATION,
      {},
      applicant.token,
    );
    expect(before.getApplication).toMatchObject({
      jointApplication: true,
      coApplicantLoginLinkSent: true,
      coApplicantPermission: null,
      coApplicant: { firstName: 'Ben', lastName: 'Carter', email: coEmail, signedUp: false },
    });

    // A password that is too easy is refused and the link still works; then it works once.
    const weak = await env.gql(SIGN_UP, { input: { token: tokenOf(link), password: 'bencarter1' } });
    expect(errorOf(weak)).toEqual({ code: 'BAD_USER_INPUT', field: 'password' });
    const signedUp = await call<{ coApplicantSignUp: { token: string } }>(SIGN_UP, {
      input: { token: tokenOf(link), password: 'quiet harbour lantern' },
    });
    const coToken = signedUp.coApplicantSignUp.token;
    const reused = await env.gql(SIGN_UP, {
      input: { token: tokenOf(link), password: 'quiet harbour lantern' },
    });
    expect(errorOf(reused)).toEqual({ code: 'TOKEN_USED', field: 'token' });
    expect(reused.errors?.[0]?.message).toContain('password you chose');
    expect(reused.errors?.[0]?.extensions?.replaced).toBe(false);

    // Signing in on the same page: the token names the co-applicant.
    const signIn = await call<{
      signIn: { role: string; user: unknown; coApplicant: { firstName: string } };
    }>(SIGN_IN, { input: { email: coEmail, password: 'quiet harbour lantern' } });
    expect(signIn.signIn).toMatchObject({
      role: 'CoApplicant',
      user: null,
      coApplicant: { firstName: 'Ben' },
    });
    const applicantSignIn = await call<{ signIn: { role: string } }>(SIGN_IN, {
      input: { email: applicant.input.email, password: applicant.input.password },
    });
    expect(applicantSignIn.signIn.role).toBe('Applicant');

    const fresh = await call<{ coApplicant: Record<string, unknown> }>(CO_QUERY, {}, coToken);
    expect(fresh.coApplicant).toMatchObject({
      firstName: 'Ben',
      email: coEmail,
      feePaid: false,
      mainApplicantFirstName: 'Amelia',
      hasSubmittedHome: false,
      hasHomesApproved: false,
      hasGrantedPermission: false,
      hasGrantedPermissionDate: null,
      applicationSubmitted: false,
      applicationApproved: false,
      identityVerificationStatus: 'NotStarted',
      openBankingStatus: 'NotStarted',
      addresses: [],
      incomes: [],
      addressHistoryMonthsNeeded: 36,
      steps: [
        { id: 'co-applicant-about-you', status: 'Todo' },
        { id: 'co-applicant-address-history', status: 'Todo' },
        { id: 'co-applicant-permission', status: 'Todo' },
        { id: 'co-applicant-income', status: 'Todo' },
        { id: 'co-applicant-additional-income', status: 'Todo' },
        { id: 'co-applicant-identity-verification', status: 'Locked' },
        { id: 'co-applicant-bank-statements', status: 'Locked' },
      ],
    });

    // The applicant completes their own sections; their next step is now the co-applicant's.
    await completePersonalAndFinancial(env, applicant.token);
    const waiting = await call<{ getApplication: { nextStep: unknown; budget: number } }>(
      GET_APPLICATION,
      {},
      applicant.token,
    );
    expect(waiting.getApplication.nextStep).toEqual({
      kind: 'Step',
      id: 'co-applicant-about-you',
      path: '/your-application/co-applicant-personal-details/about-you',
    });
    const soloBudget = waiting.getApplication.budget;

    // The co-applicant's own sections, through the same operations as the applicant's.
    const aboutYou = await call<{ updateCoApplicant: { coApplicant: unknown; application: unknown } }>(
      UPDATE_CO,
      { input: { dateOfBirth: '1991-07-15', phoneNumber: '07700 900123', hasAdditionalIncome: false } },
      coToken,
    );
    expect(aboutYou.updateCoApplicant).toMatchObject({
      application: null,
      coApplicant: { dateOfBirth: '1991-07-15', hasAdditionalIncome: false },
    });
    await call(ADD_ADDRESS, { input: CO_ADDRESS }, coToken);
    const grant = await call<{
      grantPermission: { hasGrantedPermission: boolean; hasGrantedPermissionDate: string };
    }>(GRANT, { input: { hasGrantedPermission: true } }, coToken);
    expect(grant.grantPermission.hasGrantedPermission).toBe(true);
    expect(Date.parse(grant.grantPermission.hasGrantedPermissionDate)).toBeGreaterThan(Date.now() - 60_000);
    await call(ADD_INCOME, { input: CO_INCOME }, coToken);

    // The household budget: £45,000 + £30,000 of employed income, deposit £20,000 in SO16. The exit-mortgage
    // cap is 5 x household income (£375,000 with both, £225,000 alone); the plan-cost cap binds first.
    const joint = await call<{ getApplication: Record<string, unknown> & { budget: number } }>(
      GET_APPLICATION,
      {},
      applicant.token,
    );
    expect(joint.getApplication.budget).toBeGreaterThan(soloBudget);
    const expected = calculateApplicationBudget({
      grossAnnualPay: 40_000,
      deposit: 20_000,
      preferredLocations: ['SO16'],
      incomes: [{ type: 'Employed', primary: true, baseGrossIncome: 45_000 }],
      hasAdditionalIncome: false,
      addresses: [{ postCode: 'PO37 6BU', moveInDate: monthsAgo(40) }],
      coApplicant: {
        incomes: [{ type: 'Employed', primary: true, baseGrossIncome: 30_000 }],
        hasAdditionalIncome: false,
        addresses: [{ postCode: CO_ADDRESS.postCode, moveInDate: CO_ADDRESS.moveInDate }],
      },
    });
    expect(expected.householdAssessableIncome).toBe(75_000);
    expect(joint.getApplication.budget).toBe(expected.budget);
    expect(joint.getApplication).toMatchObject({
      coApplicantPermission: 'Yes',
      coApplicant: {
        signedUp: true,
        dateOfBirth: '1991-07-15',
        hasAdditionalIncome: false,
        addresses: [{ moveInDate: CO_ADDRESS.moveInDate }],
        incomes: [{ type: 'Employed', baseGrossIncome: 30_000 }],
      },
      nextStep: { kind: 'Step', id: 'applicant-identity-verification' },
    });
    // The applicant's own lists never hold the co-applicant's rows.
    expect((joint.getApplication.incomes as unknown[]).length).toBe(1);
    expect((joint.getApplication.addresses as unknown[]).length).toBe(1);

    // Checks in the spec's order (§4 steps 6 and 7): identities, applicant then co-applicant, then bank
    // statements, which open once both identities are verified.
    await verifyIdentity(applicant.token);
    expect(errorOf(await env.gql(OB_REQUESTED, {}, applicant.token)).code).toBe('STEP_LOCKED');
    await verifyIdentity(coToken);
    await connectBank(applicant.token);
    await connectBank(coToken);
    const done = await call<{ coApplicant: Record<string, unknown> }>(CO_QUERY, {}, coToken);
    expect(done.coApplicant).toMatchObject({
      identityVerified: true,
      identityVerificationStatus: 'Passed',
      openBankingConnected: true,
      openBankingStatus: 'Connected',
      progress: 100,
    });
    expect((done.coApplicant.steps as Array<{ status: string }>).every((s) => s.status === 'Done')).toBe(
      true,
    );

    // The co-applicant cannot submit; the applicant can.
    expect(errorOf(await env.gql(SUBMIT, {}, coToken)).code).toBe('FORBIDDEN');
    const submitted = await call<{ submitApplication: { submitted: boolean } }>(SUBMIT, {}, applicant.token);
    expect(submitted.submitApplication.submitted).toBe(true);
    const after = await call<{ coApplicant: { applicationSubmitted: boolean } }>(CO_QUERY, {}, coToken);
    expect(after.coApplicant.applicationSubmitted).toBe(true);
    expect(errorOf(await env.gql(UPDATE_CO, { input: { nationality: 'Irish' } }, coToken)).code).toBe(
      'APPLICATION_SUBMITTED',
    );
  });

  it('keeps the applicant’s records from the co-applicant, and the roles apart', async () => {
    const { applicant, coToken } = await withSignedUpCoApplicant();
    await completePersonalAndFinancial(env, applicant.token);
    const mine = await call<{
      getApplication: { incomes: Array<{ id: string }>; addresses: Array<{ id: string }> };
    }>(GET_APPLICATION, {}, applicant.token);
    // Applicant-only reads and operations are refused to the co-applicant.
    for (const query of [
      ME,
      GET_APPLICATION,
      ADD_CO,
      RESEND,
      REMOVE,
      SUBMIT,
      // The co-applicant may skip their identity check, but not read the applicant's application.
      'mutation { skipChecks { id } }',
    ]) {
      expect(errorOf(await env.gql(query, {}, coToken)).code, query).toBe('FORBIDDEN');
    }
    // The payloads of shared operations carry the applicant's application: refused to the co-applicant.
    const sneaky = await env.gql(
      'mutation ($input: CreateUpdateIncomeInput!) { createUpdateIncome(input: $input) { application { nin } } }',
      { input: CO_INCOME },
      coToken,
    );
    expect(errorOf(sneaky).code).toBe('FORBIDDEN');
    // The applicant's own rows are not the co-applicant's to change.
    const incomeId = mine.getApplication.incomes[0]?.id;
    const addressId = mine.getApplication.addresses[0]?.id;
    expect(errorOf(await env.gql(DELETE_INCOME, { input: { id: incomeId } }, coToken)).code).toBe(
      'NOT_FOUND',
    );
    expect(errorOf(await env.gql(DELETE_ADDRESS, { input: { id: addressId } }, coToken)).code).toBe(
      'NOT_FOUND',
    );
    const documents = await call<{ getApplicantDocuments: unknown[] }>(DOCUMENTS, {}, coToken);
    expect(documents.getApplicantDocuments).toEqual([]);
    // The co-applicant changes only their own details; the applicant no longer changes them once joined.
    expect(errorOf(await env.gql(UPDATE_CO, { input: { email: uniqueEmail() } }, coToken))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
    expect(errorOf(await env.gql(UPDATE_CO, { input: { firstName: 'Benjamin' } }, applicant.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'firstName',
    });
    expect(
      errorOf(await env.gql(UPDATE_CO, { input: { dateOfBirth: '1990-01-01' } }, applicant.token)),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'dateOfBirth' });
    // The co-applicant's own additions (the income above was saved before its payload was refused) are theirs
    // alone.
    const still = await call<{ getApplication: { incomes: unknown[] } }>(
      GET_APPLICATION,
      {},
      applicant.token,
    );
    expect(still.getApplication.incomes).toHaveLength(1);
  });

  it('refuses, before writing, a co-applicant’s change that selects the applicant’s application', async () => {
    const { coToken } = await withSignedUpCoApplicant();
    await call(GRANT, { input: { hasGrantedPermission: true } }, coToken);
    const address = await env.gql(
      `mutation ($input: AddUpdateUserAddressInput!) { addUpdateUserAddress(input: $input) { address { id } application { id } } }`,
      { input: CO_ADDRESS },
      coToken,
    );
    expect(errorOf(address).code).toBe('FORBIDDEN');
    const income = await env.gql(
      `mutation ($input: CreateUpdateIncomeInput!) { createUpdateIncome(input: $input) { income { id } application { budget } } }`,
      { input: CO_INCOME },
      coToken,
    );
    expect(errorOf(income).code).toBe('FORBIDDEN');
    const after = await call<{ coApplicant: { addresses: unknown[]; incomes: unknown[] } }>(
      CO_QUERY,
      {},
      coToken,
    );
    expect(after.coApplicant.addresses).toEqual([]);
    expect(after.coApplicant.incomes).toEqual([]);
    // A nullable application that answers null to a co-applicant is no reason to refuse.
    const aboutYou = await call<{ updateCoApplicant: { application: unknown } }>(
      UPDATE_CO,
      { input: { dateOfBirth: '1991-07-15' } },
      coToken,
    );
    expect(aboutYou.updateCoApplicant.application).toBeNull();
  });

  it('refuses anonymous callers, and another application’s applicant and co-applicant', async () => {
    const first = await withSignedUpCoApplicant();
    const second = await withSignedUpCoApplicant();
    for (const [query, variables] of [
      [CO_QUERY, {}],
      [ADD_CO, {}],
      [RESEND, {}],
      [REMOVE, {}],
      [UPDATE_CO, { input: { firstName: 'Eve' } }],
      [GRANT, { input: { hasGrantedPermission: true } }],
    ] as const) {
      expect(errorOf(await env.gql(query, variables)).code, query).toBe('UNAUTHENTICATED');
    }
    // Another applicant sees only their own co-applicant.
    const other = await call<{ getApplication: { coApplicant: { email: string } } }>(
      GET_APPLICATION,
      {},
      second.applicant.token,
    );
    expect(other.getApplication.coApplicant.email).toBe(second.coEmail);
    // An applicant with no co-applicant has nothing to remove.
    const single = await signUp(env);
    expect(errorOf(await env.gql(REMOVE, {}, single.token)).code).toBe('NOT_FOUND');
    expect(errorOf(await env.gql(RESEND, {}, single.token))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
    // The second co-applicant's permission and rows touch only their own application.
    await call(GRANT, { input: { hasGrantedPermission: true } }, second.coToken);
    const firstApplication = await call<{ getApplication: { coApplicantPermission: string | null } }>(
      GET_APPLICATION,
      {},
      first.applicant.token,
    );
    expect(firstApplication.getApplication.coApplicantPermission).toBeNull();
    const { createUpdateIncome } = await call<{ createUpdateIncome: { income: { id: string } } }>(
      ADD_INCOME,
      { input: CO_INCOME },
      first.coToken,
    );
    expect(
      errorOf(await env.gql(DELETE_INCOME, { input: { id: createUpdateIncome.income.id } }, second.coToken))
        .code,
    ).toBe('NOT_FOUND');
    const firstCo = await call<{ coApplicant: { id: string; mainApplicantFirstName: string } }>(
      CO_QUERY,
      {},
      first.coToken,
    );
    expect(firstCo.coApplicant.id).toBe(first.coId);
    // An address that already has an account (an applicant's, or another application's co-applicant's) is
    // answered like any other: its owner is told when the link would go (decision 046;
    // test/security/co-applicant-addresses.test.ts). The applicant's own address is refused.
    expect(
      (
        await env.gql(
          UPDATE_CO,
          { input: { firstName: 'Eve', lastName: 'Stone', email: first.applicant.input.email } },
          single.token,
        )
      ).errors,
    ).toBeUndefined();
    expect(errorOf(await env.gql(UPDATE_CO, { input: { email: single.input.email } }, single.token))).toEqual(
      { code: 'BAD_USER_INPUT', field: 'email' },
    );
  });

  it('one e-mail address, one person: onboarding and the sign-up link refuse the other role’s address', async () => {
    // An address already recorded as a co-applicant (signed up or not) does not become an applicant's account:
    // the answer is the same as a new sign-up's, and the co-applicant is e-mailed instead.
    const invited = await withInvitedCoApplicant();
    env.emails.length = 0;
    const answered = await env.gql(ONBOARD, { input: onboardInput({ email: invited.coEmail }) });
    expect(answered.errors).toBeUndefined();
    expect(answered.data).toEqual({ onboard: { email: invited.coEmail } });
    expect(await env.db.select({ id: users.id }).from(users).where(eq(users.email, invited.coEmail))).toEqual(
      [],
    );
    expect(env.emails.map((m) => [m.to, m.subject])).toEqual([
      [invited.coEmail, 'You already have a Stairway account'],
    ]);
    expect(env.emails[0]?.text).toContain('co-applicant');
    // When the address became an applicant's account after the link was sent, the link cannot sign it up.
    const later = await withInvitedCoApplicant();
    // Put an applicant account on the co-applicant's address directly (onboarding does not make one, as above).
    const other = await signUp(env);
    await env.db.update(users).set({ email: later.coEmail }).where(eq(users.id, other.userId));
    const signUpResult = await env.gql(SIGN_UP, {
      input: { token: tokenOf(later.link), password: 'quiet harbour lantern' },
    });
    expect(errorOf(signUpResult)).toEqual({ code: 'BAD_USER_INPUT', field: 'token' });
    // Nothing changed: the link still works once the address is free again.
    await env.db.update(users).set({ email: uniqueEmail() }).where(eq(users.id, other.userId));
    const joined = await env.gql(SIGN_UP, {
      input: { token: tokenOf(later.link), password: 'quiet harbour lantern' },
    });
    expect(joined.errors).toBeUndefined();
  });

  it('says a link used up by a change of address was replaced, not used', async () => {
    const { applicant, link } = await withInvitedCoApplicant();
    await call(UPDATE_CO, { input: { email: uniqueEmail('co-new') } }, applicant.token);
    const old = await env.gql(SIGN_UP, {
      input: { token: tokenOf(link), password: 'quiet harbour lantern' },
    });
    expect(errorOf(old)).toEqual({ code: 'TOKEN_USED', field: 'token' });
    expect(old.errors?.[0]?.extensions?.replaced).toBe(true);
    expect(old.errors?.[0]?.message).toContain('A newer link has been sent');
  });

  it('reads feePaid from the application’s waitlist fee', async () => {
    const { applicant, coToken } = await withSignedUpCoApplicant();
    const before = await call<{ coApplicant: { feePaid: boolean } }>(CO_QUERY, {}, coToken);
    expect(before.coApplicant.feePaid).toBe(false);
    await env.db
      .update(userApplications)
      .set({ waitlistFeePaid: true })
      .where(eq(userApplications.userId, applicant.userId));
    const after = await call<{ coApplicant: { feePaid: boolean } }>(CO_QUERY, {}, coToken);
    expect(after.coApplicant.feePaid).toBe(true);
  });

  it('refuses an expired link and a link replaced by a newer one', async () => {
    const { applicant, link } = await withInvitedCoApplicant();
    await call(RESEND, {}, applicant.token);
    const newer = env.emails.at(-1)?.links?.[0] ?? '';
    expect(newer).not.toBe(link);
    const old = await env.gql(SIGN_UP, {
      input: { token: tokenOf(link), password: 'quiet harbour lantern' },
    });
    expect(errorOf(old)).toEqual({ code: 'TOKEN_USED', field: 'token' });
    // They never chose a password: the answer says a newer link was sent.
    expect(old.errors?.[0]?.message).toContain('A newer link has been sent');
    expect(old.errors?.[0]?.message).not.toContain('password you chose');
    expect(old.errors?.[0]?.extensions?.replaced).toBe(true);
    await env.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.purpose, 'co-applicant-sign-up'));
    const expired = await env.gql(SIGN_UP, {
      input: { token: tokenOf(newer), password: 'quiet harbour lantern' },
    });
    expect(errorOf(expired)).toEqual({ code: 'TOKEN_EXPIRED', field: 'token' });
    expect(
      errorOf(await env.gql(SIGN_UP, { input: { token: 'nope', password: 'quiet harbour lantern' } })),
    ).toEqual({ code: 'TOKEN_INVALID', field: 'token' });
  });

  it('counts the co-applicant’s other incomes in the household budget, and shows them to no one else', {
    timeout: 60_000,
  }, async () => {
    const { applicant, coToken } = await withSignedUpCoApplicant();
    await completePersonalAndFinancial(env, applicant.token);
    await call(ADD_ADDRESS, { input: CO_ADDRESS }, coToken);
    await call(ADD_INCOME, { input: CO_INCOME }, coToken);
    await call(UPDATE_CO, { input: { hasAdditionalIncome: true } }, coToken);
    const budgetOf = async () =>
      (await call<{ getApplication: { budget: number } }>(GET_APPLICATION, {}, applicant.token))
        .getApplication.budget;
    const mainOnly = await budgetOf();

    const { createUpdateIncome } = await call<{ createUpdateIncome: { income: { id: string } } }>(
      ADD_INCOME,
      { input: CO_OTHER_INCOME },
      coToken,
    );
    const otherId = createUpdateIncome.income.id;
    // The household: the applicant's £45,000 (completePersonalAndFinancial) + the co-applicant's £30,000 main
    // and £6,000 other income = £81,000 (ARCHITECTURE.md §4 step 1), deposit £20,000 in SO16.
    const household = (
      coIncomes: Array<{ primary: boolean; baseGrossIncome: number }>,
      hasAdditionalIncome: boolean,
    ) =>
      calculateApplicationBudget({
        grossAnnualPay: 40_000,
        deposit: 20_000,
        preferredLocations: ['SO16'],
        incomes: [{ type: 'Employed', primary: true, baseGrossIncome: 45_000 }],
        hasAdditionalIncome: false,
        addresses: [{ postCode: 'PO37 6BU', moveInDate: monthsAgo(40) }],
        coApplicant: {
          incomes: coIncomes.map((income) => ({ type: 'Employed', ...income })),
          hasAdditionalIncome,
          addresses: [{ postCode: CO_ADDRESS.postCode, moveInDate: CO_ADDRESS.moveInDate }],
        },
      });
    const withOther = household([CO_INCOME, CO_OTHER_INCOME], true);
    expect(withOther.householdAssessableIncome).toBe(81_000);
    expect(household([CO_INCOME], true).budget).toBe(mainOnly);
    const grown = await budgetOf();
    expect(grown).toBe(withOther.budget);
    expect(grown).toBeGreaterThan(mainOnly);

    // The co-applicant sees both of their incomes; the applicant sees only their main income.
    const own = await call<{
      coApplicant: { incomes: Array<{ primary: boolean; baseGrossIncome: number }> };
    }>(CO_QUERY, {}, coToken);
    expect(own.coApplicant.incomes).toEqual([
      expect.objectContaining({ primary: true, baseGrossIncome: 30_000 }),
      expect.objectContaining({ primary: false, baseGrossIncome: 6_000 }),
    ]);
    const seen = await call<{ getApplication: { coApplicant: { incomes: unknown[] }; incomes: unknown[] } }>(
      GET_APPLICATION,
      {},
      applicant.token,
    );
    expect(seen.getApplication.coApplicant.incomes).toEqual([{ type: 'Employed', baseGrossIncome: 30_000 }]);
    expect(seen.getApplication.incomes).toHaveLength(1);

    // Each other role is refused and changes nothing: anonymous, the applicant, another application's
    // applicant and co-applicant, a landlord.
    const other = await withSignedUpCoApplicant();
    const change = { input: { ...CO_OTHER_INCOME, id: otherId, baseGrossIncome: 60_000 } };
    expect(errorOf(await env.gql(ADD_INCOME, change)).code).toBe('UNAUTHENTICATED');
    expect(errorOf(await env.gql(DELETE_INCOME, { input: { id: otherId } })).code).toBe('UNAUTHENTICATED');
    for (const token of [applicant.token, other.applicant.token, other.coToken]) {
      expect(errorOf(await env.gql(ADD_INCOME, change, token)).code).toBe('NOT_FOUND');
      expect(errorOf(await env.gql(DELETE_INCOME, { input: { id: otherId } }, token)).code).toBe('NOT_FOUND');
    }
    const landlord = await landlordToken(env);
    expect(errorOf(await env.gql(ADD_INCOME, change, landlord)).code).toBe('FORBIDDEN');
    expect(errorOf(await env.gql(DELETE_INCOME, { input: { id: otherId } }, landlord)).code).toBe(
      'FORBIDDEN',
    );
    // Bad input names the field and saves nothing.
    const negative = await env.gql(
      ADD_INCOME,
      { input: { ...CO_OTHER_INCOME, baseGrossIncome: -1 } },
      coToken,
    );
    expect(errorOf(negative)).toEqual({ code: 'BAD_USER_INPUT', field: 'baseGrossIncome' });
    expect(await budgetOf()).toBe(grown);
    const again = await call<{ coApplicant: { incomes: unknown[] } }>(CO_QUERY, {}, coToken);
    expect(again.coApplicant.incomes).toHaveLength(2);

    // Answering "no other income" leaves it out; removing it takes it off for good.
    await call(UPDATE_CO, { input: { hasAdditionalIncome: false } }, coToken);
    expect(await budgetOf()).toBe(mainOnly);
    await call(UPDATE_CO, { input: { hasAdditionalIncome: true } }, coToken);
    expect(await budgetOf()).toBe(grown);
    await call(DELETE_INCOME, { input: { id: otherId } }, coToken);
    expect(await budgetOf()).toBe(mainOnly);
  });

  it('deletes a removed co-applicant’s uploaded files from storage with their rows', {
    timeout: 60_000,
  }, async () => {
    const { applicant, coToken } = await withSignedUpCoApplicant();
    await completePersonalAndFinancial(env, applicant.token);
    await call(
      UPDATE_CO,
      { input: { dateOfBirth: '1991-07-15', phoneNumber: '07700 900123', hasAdditionalIncome: false } },
      coToken,
    );
    await call(ADD_ADDRESS, { input: CO_ADDRESS }, coToken);
    await call(GRANT, { input: { hasGrantedPermission: true } }, coToken);
    await call(ADD_INCOME, { input: CO_INCOME }, coToken);
    await call('mutation { skipChecks { id } }', {}, applicant.token);
    await call(MANUAL, { input: { bankStatementsManualUpload: true } }, coToken);
    const keys: string[] = [];
    const urls: string[] = [];
    for (const displayName of ['January', 'February']) {
      const { getPreSignedUploadUrl } = await call<{ getPreSignedUploadUrl: { url: string; key: string } }>(
        UPLOAD_URL,
        {},
        coToken,
      );
      const put = await env.http(getPreSignedUploadUrl.url, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body: PDF,
      });
      expect(put.status).toBe(200);
      const { uploadDocument } = await call<{ uploadDocument: { document: { url: string } } }>(
        UPLOAD_DOCUMENT,
        {
          input: {
            key: getPreSignedUploadUrl.key,
            documentType: 'BankStatement',
            fileName: `${displayName}.pdf`,
            displayName,
          },
        },
        coToken,
      );
      keys.push(getPreSignedUploadUrl.key);
      urls.push(uploadDocument.document.url);
    }
    for (const key of keys) expect(await env.storage.inspect(key)).not.toBeNull();
    for (const url of urls) expect((await env.http(url)).status).toBe(200);

    await call(REMOVE, {}, applicant.token);
    for (const key of keys) expect(await env.storage.inspect(key)).toBeNull();
    for (const url of urls) expect((await env.http(url)).status).toBe(404);
    const rows = await env.db
      .select()
      .from(applicantDocuments)
      .where(inArray(applicantDocuments.storageKey, keys));
    expect(rows).toEqual([]);
  });

  it('removes a co-applicant: their session ends and the application forgets them', async () => {
    const { applicant, coToken, coEmail } = await withSignedUpCoApplicant();
    await call(ADD_ADDRESS, { input: CO_ADDRESS }, coToken);
    await call(GRANT, { input: { hasGrantedPermission: true } }, coToken);
    const removed = await call<{ removeCoApplicant: Record<string, unknown> }>(REMOVE, {}, applicant.token);
    expect(removed.removeCoApplicant).toMatchObject({
      jointApplication: true,
      coApplicant: null,
      coApplicantPermission: null,
      coApplicantLoginLinkSent: false,
    });
    expect(errorOf(await env.gql(CO_QUERY, {}, coToken)).code).toBe('UNAUTHENTICATED');
    const signIn = await env.gql(SIGN_IN, { input: { email: coEmail, password: 'quiet harbour lantern' } });
    expect(errorOf(signIn).code).toBe('UNAUTHENTICATED');
    // The e-mail address can be added again, to this or another application.
    await call(
      UPDATE_CO,
      { input: { firstName: 'Ben', lastName: 'Carter', email: coEmail } },
      applicant.token,
    );
  });
});

describe.each(drivers)('the co-applicant link’s rate limit on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver, { rateLimits: { emailSendsPerHour: 2 } });
  });
  afterAll(async () => {
    await env.close();
  });

  it('sends at most the limit of links an hour per application', async () => {
    const { token } = await signUp(env);
    const input = { firstName: 'Ben', lastName: 'Carter', email: uniqueEmail('co') };
    expect((await env.gql(UPDATE_CO, { input }, token)).errors).toBeUndefined();
    // onboard's verification e-mail counts against the user, not this application.
    expect((await env.gql(ADD_CO, {}, token)).errors).toBeUndefined();
    expect((await env.gql(RESEND, {}, token)).errors).toBeUndefined();
    expect(errorOf(await env.gql(RESEND, {}, token)).code).toBe('RATE_LIMITED');
  });
});
