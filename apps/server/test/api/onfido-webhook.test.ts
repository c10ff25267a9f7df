/**
 * Onfido's webhook (/webhooks/onfido; services/onfido-webhook.ts; decision 053) through the app's fetch
 * handler, with the server configured for Onfido against the Prism contract mock of Onfido's API (so the checks
 * are started through the real adapter) and signed fixtures: a valid signature is taken once and sets
 * identityVerified; a wrong or missing one is refused (401) and changes nothing; the same body again (a
 * replay or a duplicate delivery) is answered 200 and changes nothing; an event after the poll already settled
 * the check changes nothing; an event for a submitted application is recorded and changes nothing.
 *
 * Prism answers every workflow run with the same id (the schema's example), so each check's reference is set to
 * a fresh id after it starts, as Onfido would have given; and the poll's answer is set per run by the test
 * (`pollAnswers`) where a scenario needs the poll to settle first, the Prism mock answering "processing".
 */
import { createHmac, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWebhookEvents } from '../../src/db/provider-schema';
import { userApplications, verificationSessions } from '../../src/db/schema';
import type { IdentityCheckResult } from '../../src/providers/identity/identity-provider';
import { createOnfidoIdentityProvider } from '../../src/providers/identity/onfido-identity';
import { addOperator } from '../../src/services/operators';
import { eventIdOfBody } from '../../src/services/provider-webhook-events';
import { type ContractMock, startContractMock } from '../contracts/prism';
import { completePersonalAndFinancial, createTestEnv, signUp, type TestEnv, uniqueEmail } from '../helpers';

const WEBHOOK_TOKEN = 'onfido-webhook-token-for-tests-0123456789';
const WORKFLOW_ID = '2d5f2a8e-4b0c-4a57-9d3f-2c1e6f1a9b10';
const STATE = /* GraphQL */ `
  query { getApplication { id identityVerified identityVerificationStatus } }
`;
const REQUESTED = /* GraphQL */ `
  mutation { setIdentityVerificationRequested(input: {}) { url expiresAt } }
`;
const CHECK = /* GraphQL */ `mutation { checkIdentityVerification { identityVerified identityVerificationStatus } }`;

type State = { id: string; identityVerified: boolean; identityVerificationStatus: string };

/** A signed-by-Onfido body: the hex HMAC-SHA256 of its exact bytes with the webhook token. */
const sign = (body: string, token = WEBHOOK_TOKEN) => createHmac('sha256', token).update(body).digest('hex');

/** A workflow_run event as Onfido sends it (API v3.6 webhook_event). */
function runEvent(runId: string, status: string, resource: Record<string, unknown> = {}): string {
  return JSON.stringify({
    payload: {
      resource_type: 'workflow_run',
      action: 'workflow_run.completed',
      object: {
        id: runId,
        status,
        completed_at_iso8601: '2026-11-29T11:40:00Z',
        href: `https://api.eu.onfido.com/v3.6/workflow_runs/${runId}`,
      },
      resource: { id: runId, workflow_id: WORKFLOW_ID, status, ...resource },
    },
  });
}

describe('Onfido webhook', () => {
  let mock: ContractMock;
  let env: TestEnv;
  /** What the poll answers for a run, when a test sets it; else the Prism mock answers. */
  const pollAnswers = new Map<string, IdentityCheckResult>();
  /** Every answer the adapter got from the Prism mock, e.g. "POST /applicants 201". */
  const answered: string[] = [];

  beforeAll(async () => {
    mock = await startContractMock('onfido');
    const onfido = createOnfidoIdentityProvider({
      apiToken: 'api_sandbox.webhook-test',
      region: 'eu',
      workflowId: WORKFLOW_ID,
      apiUrl: mock.url,
      timeoutMs: 10_000,
      onResponse: ({ method, url, status }) => answered.push(`${method} ${new URL(url).pathname} ${status}`),
    });
    env = await createTestEnv('pglite', {
      env: {
        ONFIDO_API_TOKEN: 'api_sandbox.webhook-test',
        ONFIDO_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
        ONFIDO_WORKFLOW_ID: WORKFLOW_ID,
        ONFIDO_API_URL: mock.url,
      },
      identity: {
        ...onfido,
        getCheck: async (reference) => pollAnswers.get(reference) ?? onfido.getCheck(reference),
      },
    });
  }, 120_000);

  afterAll(async () => {
    await env?.close();
    await mock?.stop();
  });

  const post = (body: string, signature: string | null) =>
    env.http('/webhooks/onfido', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-sha2-signature': signature } : {}),
      },
      body,
    });

  async function state(token: string): Promise<State> {
    const result = await env.gql<{ getApplication: State }>(STATE, {}, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.getApplication;
  }

  /** An applicant with an Onfido check started through the adapter; returns their token and the run id. */
  async function applicantWithCheck() {
    const { token } = await signUp(env);
    await completePersonalAndFinancial(env, token);
    const started = await env.gql<{ setIdentityVerificationRequested: { url: string } }>(
      REQUESTED,
      {},
      token,
    );
    if (!started.data) throw new Error(JSON.stringify(started.errors));
    const { id } = await state(token);
    const runId = randomUUID();
    await env.db
      .update(verificationSessions)
      .set({ reference: runId })
      .where(and(eq(verificationSessions.applicationId, id), eq(verificationSessions.purpose, 'identity')));
    return { token, runId, applicationId: id };
  }

  const sessionOf = async (runId: string) => {
    const [row] = await env.db
      .select()
      .from(verificationSessions)
      .where(and(eq(verificationSessions.provider, 'onfido'), eq(verificationSessions.reference, runId)));
    return row;
  };
  const eventsOf = (body: string) =>
    env.db
      .select()
      .from(providerWebhookEvents)
      .where(eq(providerWebhookEvents.eventId, eventIdOfBody(Buffer.from(body))));

  it('starts the check through the adapter: an Onfido session with the applicant kept for next time', async () => {
    const { runId, token } = await applicantWithCheck();
    const session = await sessionOf(runId);
    expect(session?.provider).toBe('onfido');
    expect(session?.status).toBe('Pending');
    expect(session?.providerSubjectId).toMatch(/^[0-9a-f-]{36}$/);
    // The poll reads the run at the mock ("processing"): still pending, nothing changes.
    const polled = await env.gql<{ checkIdentityVerification: State }>(CHECK, {}, token);
    expect(polled.data?.checkIdentityVerification.identityVerificationStatus).toBe('Pending');
  });

  it('a new check after a failed one reuses the person’s Onfido applicant', async () => {
    answered.length = 0;
    const { token, runId } = await applicantWithCheck();
    expect(answered).toEqual(['POST /applicants 201', 'POST /workflow_runs 201']);
    const body = runEvent(runId, 'declined');
    expect(await (await post(body, sign(body))).json()).toEqual({ outcome: 'settled' });
    answered.length = 0;
    const again = await env.gql(REQUESTED, {}, token);
    expect(again.errors).toBeUndefined();
    expect(answered).toEqual(['POST /workflow_runs 201']);
    // The new run's id, as Onfido would give a fresh one (Prism answers every run with the same id).
    const { id } = await state(token);
    await env.db
      .update(verificationSessions)
      .set({ reference: randomUUID() })
      .where(and(eq(verificationSessions.applicationId, id), eq(verificationSessions.status, 'Pending')));
  });

  it('a validly signed approved event is taken once and verifies the person', async () => {
    const { token, runId } = await applicantWithCheck();
    const body = runEvent(runId, 'approved', { reasons: ['document: clear', 'face: clear'] });
    const response = await post(body, sign(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'settled' });
    expect(await state(token)).toMatchObject({
      identityVerified: true,
      identityVerificationStatus: 'Passed',
    });
    const session = await sessionOf(runId);
    expect(session?.status).toBe('Passed');
    expect(session?.details).toEqual({
      providerStatus: 'approved',
      reasons: ['document: clear', 'face: clear'],
    });
    expect(await eventsOf(body)).toHaveLength(1);
  });

  it('a wrong or missing signature is refused with 401 and changes nothing', async () => {
    const { token, runId } = await applicantWithCheck();
    const body = runEvent(runId, 'approved');
    for (const signature of [null, sign(body, 'another-token-another-token'), 'not-hex', sign(`${body} `)]) {
      const response = await post(body, signature);
      expect(response.status).toBe(401);
    }
    expect(await state(token)).toMatchObject({
      identityVerified: false,
      identityVerificationStatus: 'Pending',
    });
    expect((await sessionOf(runId))?.status).toBe('Pending');
    expect(await eventsOf(body)).toHaveLength(0);
  });

  it('the same body again (a replay or a duplicate delivery) is answered 200 and changes nothing', async () => {
    const { token, runId, applicationId } = await applicantWithCheck();
    const body = runEvent(runId, 'declined', { reasons: ['document: rejected'] });
    expect(await (await post(body, sign(body))).json()).toEqual({ outcome: 'settled' });
    expect((await state(token)).identityVerificationStatus).toBe('Failed');
    // Someone sets the session back to pending (as a new check would be): the replayed event must not settle it.
    await env.db
      .update(verificationSessions)
      .set({ status: 'Pending', details: null, completedAt: null })
      .where(eq(verificationSessions.applicationId, applicationId));
    const replay = await post(body, sign(body));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ outcome: 'duplicate' });
    expect((await sessionOf(runId))?.status).toBe('Pending');
    expect(await eventsOf(body)).toHaveLength(1);
  });

  it('an event after the poll already settled the check changes nothing', async () => {
    const { token, runId } = await applicantWithCheck();
    pollAnswers.set(runId, { status: 'Failed', providerStatus: 'declined', reasons: ['face: rejected'] });
    const polled = await env.gql<{ checkIdentityVerification: State }>(CHECK, {}, token);
    expect(polled.data?.checkIdentityVerification).toMatchObject({
      identityVerified: false,
      identityVerificationStatus: 'Failed',
    });
    const body = runEvent(runId, 'approved');
    const response = await post(body, sign(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'already-settled' });
    expect(await state(token)).toMatchObject({
      identityVerified: false,
      identityVerificationStatus: 'Failed',
    });
    expect((await sessionOf(runId))?.details).toEqual({
      providerStatus: 'declined',
      reasons: ['face: rejected'],
    });
  });

  it('the poll after the event changes nothing either', async () => {
    const { token, runId } = await applicantWithCheck();
    const body = runEvent(runId, 'declined');
    expect(await (await post(body, sign(body))).json()).toEqual({ outcome: 'settled' });
    pollAnswers.set(runId, { status: 'Passed', providerStatus: 'approved', reasons: [] });
    const polled = await env.gql<{ checkIdentityVerification: State }>(CHECK, {}, token);
    expect(polled.data?.checkIdentityVerification).toMatchObject({
      identityVerified: false,
      identityVerificationStatus: 'Failed',
    });
  });

  it('an event for a submitted application is recorded and changes nothing', async () => {
    const { token, runId, applicationId } = await applicantWithCheck();
    await env.db
      .update(userApplications)
      .set({ submitted: true })
      .where(eq(userApplications.id, applicationId));
    const body = runEvent(runId, 'approved');
    const response = await post(body, sign(body));
    expect(await response.json()).toEqual({ outcome: 'submitted' });
    const [row] = await env.db.select().from(userApplications).where(eq(userApplications.id, applicationId));
    expect(row?.identityVerified).toBe(false);
    expect((await sessionOf(runId))?.status).toBe('Pending');
    expect(await eventsOf(body)).toHaveLength(1);
    void token;
  });

  it('operators see the outcome, reference, Onfido’s status and reasons, and a pending check with when it started', async () => {
    const operatorEmail = uniqueEmail('operator');
    const { password } = await addOperator(env.db, { email: operatorEmail, actor: 'test-runner' });
    await env.gql('mutation ($input: OperatorSignInInput!) { operatorSignIn(input: $input) { codeSent } }', {
      input: { email: operatorEmail, password },
    });
    const code = /(\d{3}) (\d{3})/.exec(
      env.emails.filter((m) => m.to === operatorEmail).at(-1)?.subject ?? '',
    );
    const signedIn = await env.gql<{ verifyOperatorCode: { token: string } }>(
      'mutation ($input: VerifyOperatorCodeInput!) { verifyOperatorCode(input: $input) { token } }',
      { input: { email: operatorEmail, code: `${code?.[1]}${code?.[2]}` } },
    );
    const operatorToken = signedIn.data?.verifyOperatorCode.token ?? '';
    const REVIEW = /* GraphQL */ `
      query ($id: ID!) {
        applicationForReview(input: { applicationId: $id }) {
          checks { person purpose provider status reference providerStatus reasons startedAt completedAt fromSandbox }
        }
      }
    `;
    type Check = Record<string, unknown>;
    const review = async (id: string) => {
      const result = await env.gql<{ applicationForReview: { checks: Check[] } }>(
        REVIEW,
        { id },
        operatorToken,
      );
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      return result.data.applicationForReview.checks;
    };

    const pending = await applicantWithCheck();
    const [waiting] = await review(pending.applicationId);
    expect(waiting).toMatchObject({
      person: 'applicant',
      purpose: 'identity',
      provider: 'onfido',
      status: 'Pending',
      reference: pending.runId,
      providerStatus: null,
      reasons: [],
      completedAt: null,
      fromSandbox: false,
    });
    expect(Date.parse(String(waiting?.startedAt))).toBeGreaterThan(Date.now() - 60_000);

    const failed = await applicantWithCheck();
    const body = runEvent(failed.runId, 'declined', {
      reasons: ['Document could not be verified'],
      output: {
        document_report: { result: 'consider' },
        facial_similarity: 'clear',
        full_name: 'Amelia Hughes',
      },
    });
    await post(body, sign(body));
    const [declined] = await review(failed.applicationId);
    expect(declined).toMatchObject({
      status: 'Failed',
      reference: failed.runId,
      providerStatus: 'declined',
      reasons: ['Document could not be verified', 'document_report: consider', 'facial_similarity: clear'],
    });
    expect(declined?.completedAt).not.toBeNull();
    // An applicant cannot read the console's view.
    const refused = await env.gql(REVIEW, { id: failed.applicationId }, failed.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the co-applicant goes through the same adapter with their own Onfido applicant; their event verifies only them', async () => {
    const call = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
      const result = await env.gql<T>(query, variables, token);
      if (!result.data || result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
      return result.data;
    };
    const applicant = await signUp(env, { firstName: 'Amelia' });
    await call(
      'mutation ($input: UpdateCoApplicantInput!) { updateCoApplicant(input: $input) { coApplicant { id } } }',
      { input: { firstName: 'Ben', lastName: 'Carter', email: uniqueEmail('co-onfido') } },
      applicant.token,
    );
    await call('mutation { addCoApplicant { id } }', {}, applicant.token);
    const link = env.emails.at(-1)?.links?.[0] ?? '';
    const { coApplicantSignUp } = await call<{ coApplicantSignUp: { token: string } }>(
      'mutation ($input: CoApplicantSignUpInput!) { coApplicantSignUp(input: $input) { token } }',
      { input: { token: new URL(link).searchParams.get('token'), password: 'quiet harbour lantern' } },
    );
    const coToken = coApplicantSignUp.token;
    await completePersonalAndFinancial(env, applicant.token);
    await call(
      'mutation ($input: UpdateCoApplicantInput!) { updateCoApplicant(input: $input) { coApplicant { id } } }',
      { input: { dateOfBirth: '1991-07-15', phoneNumber: '07700 900123', hasAdditionalIncome: false } },
      coToken,
    );
    await call(
      'mutation ($input: AddUpdateUserAddressInput!) { addUpdateUserAddress(input: $input) { address { id } } }',
      {
        input: {
          addressLine1: '30 Newport Road',
          postCode: 'PO37 6BU',
          postTown: 'SHANKLIN',
          country: 'England',
          moveInDate: '2021-01-01',
        },
      },
      coToken,
    );
    await call(
      'mutation ($input: GrantPermissionInput!) { grantPermission(input: $input) { hasGrantedPermission } }',
      { input: { hasGrantedPermission: true } },
      coToken,
    );
    await call(
      'mutation ($input: CreateUpdateIncomeInput!) { createUpdateIncome(input: $input) { income { id } } }',
      {
        input: {
          type: 'Employed',
          primary: true,
          employmentOption: 'PermanentEmployment',
          jobTitle: 'Teacher',
          employerName: 'Isle of Wight Council',
          baseGrossIncome: 30_000,
        },
      },
      coToken,
    );
    await call('mutation { setIdentityVerificationRequested(input: {}) { url } }', {}, coToken);
    const { id: applicationId } = await state(applicant.token);
    const [session] = await env.db
      .select()
      .from(verificationSessions)
      .where(
        and(
          eq(verificationSessions.applicationId, applicationId),
          eq(verificationSessions.purpose, 'identity'),
        ),
      );
    expect(session).toMatchObject({ person: 'coApplicant', provider: 'onfido', status: 'Pending' });
    expect(session?.providerSubjectId).toMatch(/^[0-9a-f-]{36}$/);
    const runId = randomUUID();
    await env.db
      .update(verificationSessions)
      .set({ reference: runId })
      .where(eq(verificationSessions.id, session?.id ?? ''));

    const body = runEvent(runId, 'approved');
    expect(await (await post(body, sign(body))).json()).toEqual({ outcome: 'settled' });
    const co = await call<{ coApplicant: { identityVerified: boolean } }>(
      'query { coApplicant { identityVerified } }',
      {},
      coToken,
    );
    expect(co.coApplicant.identityVerified).toBe(true);
    expect((await state(applicant.token)).identityVerified).toBe(false);
  });

  it('an event for a run Stairway does not know, or of another kind, changes nothing', async () => {
    const unknown = runEvent(randomUUID(), 'approved');
    expect(await (await post(unknown, sign(unknown))).json()).toEqual({ outcome: 'unknown-run' });
    const task = JSON.stringify({
      payload: {
        resource_type: 'workflow_task',
        action: 'workflow_task.completed',
        object: { id: 'task_1' },
      },
    });
    expect(await (await post(task, sign(task))).json()).toEqual({ outcome: 'ignored' });
    const notJson = 'not json';
    expect((await post(notJson, sign(notJson))).status).toBe(400);
  });
});

describe('Onfido webhook without Onfido configured', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv('pglite');
  });
  afterAll(async () => {
    await env?.close();
  });

  it('is not found (404), whatever the signature', async () => {
    const body = runEvent(randomUUID(), 'approved');
    const response = await env.http('/webhooks/onfido', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sha2-signature': sign(body) },
      body,
    });
    expect(response.status).toBe(404);
  });
});
