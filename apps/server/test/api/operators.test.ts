/**
 * The operators' console through real GraphQL requests (decision 022): the two-step sign-in with an e-mailed
 * code (single use, expiring, rate limited), the role matrix of every operator operation (anonymous,
 * applicant, co-applicant, landlord and pipeline-viewer tokens refused; operators allowed; an operator token
 * reaching no applicant operation), decisions through the same service as `npm run ops` (audit row with
 * before and after, e-mail to the applicant, the applicant's view changes), allUsers, the audit list,
 * maintenance mode and adding operators.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oneTimeCodes, operators, userApplications } from '../../src/db/schema';
import { SESSION_LIFETIMES_SECONDS } from '../../src/lib/tokens';
import { addOperator } from '../../src/services/operators';
import { aSecondLater, createTestEnv, drivers, errorOf, signUp, type TestEnv, uniqueEmail } from '../helpers';

const SIGN_IN = /* GraphQL */ `
  mutation ($input: OperatorSignInInput!) { operatorSignIn(input: $input) { codeSent email } }
`;
const VERIFY = /* GraphQL */ `
  mutation ($input: VerifyOperatorCodeInput!) {
    verifyOperatorCode(input: $input) { token operator { id email lastSignedInAt } }
  }
`;
const GET_APPLICATION = /* GraphQL */ `query { getApplication { id submitted approved rejected } }`;

/** Every operator operation with variables that would pass validation. */
const OPERATOR_OPERATIONS: Array<[string, string, Record<string, unknown>]> = [
  ['operatorMe', 'query { operatorMe { id } }', {}],
  ['operators', 'query { operators { id } }', {}],
  ['allUsers', 'query { allUsers(input: {}) { total } }', {}],
  ['auditLog', 'query { auditLog(input: {}) { total } }', {}],
  ['auditActions', 'query { auditActions }', {}],
  ['operatorSettings', 'query { operatorSettings { submitHomeEnabled } }', {}],
  ['applicationsInReview', 'query { applicationsInReview { applicationId } }', {}],
  [
    'applicationForReview',
    'query ($id: ID!) { applicationForReview(input: { applicationId: $id }) { applicationId } }',
    { id: crypto.randomUUID() },
  ],
  [
    'approveApplication',
    'mutation ($id: ID!) { approveApplication(input: { applicationId: $id }) { warning } }',
    { id: crypto.randomUUID() },
  ],
  [
    'rejectApplication',
    'mutation ($id: ID!) { rejectApplication(input: { applicationId: $id, reason: "x" }) { warning } }',
    { id: crypto.randomUUID() },
  ],
  [
    'addOperator',
    'mutation ($email: String!) { addOperator(input: { email: $email }) { created } }',
    { email: uniqueEmail('matrix-operator') },
  ],
  [
    'setMaintenanceMode',
    'mutation { setMaintenanceMode(input: { submitHomeEnabled: true }) { submitHomeEnabled } }',
    {},
  ],
];

/** The code in the latest e-mail to this address ("Your Stairway console code: 123 456"). */
function codeFor(env: TestEnv, email: string): string {
  const mail = env.emails.filter((m) => m.to === email).at(-1);
  const match = /(\d{3}) (\d{3})/.exec(mail?.subject ?? '');
  if (!match) throw new Error(`no code e-mailed to ${email}`);
  return `${match[1]}${match[2]}`;
}

describe.each(drivers)('operators on %s', (driver) => {
  let env: TestEnv;
  let operatorEmail: string;
  let operatorPassword: string;
  let operatorToken: string;

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operatorEmail = uniqueEmail('operator');
    const added = await addOperator(env.db, { email: operatorEmail, actor: 'test-runner' });
    operatorPassword = added.password;
    operatorToken = await signInOperator(operatorEmail, operatorPassword);
  });
  afterAll(async () => {
    await env.close();
  });

  async function signInOperator(email: string, password: string): Promise<string> {
    const first = await env.gql(SIGN_IN, { input: { email, password } });
    expect(first.errors).toBeUndefined();
    const second = await env.gql<{ verifyOperatorCode: { token: string } }>(VERIFY, {
      input: { email, code: codeFor(env, email) },
    });
    const token = second.data?.verifyOperatorCode.token;
    if (!token) throw new Error(JSON.stringify(second.errors));
    return token;
  }

  async function submittedApplicant() {
    const { token, input, userId } = await signUp(env);
    const result = await env.gql<{ getApplication: { id: string } }>(GET_APPLICATION, {}, token);
    const id = result.data?.getApplication.id ?? '';
    await env.db
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.id, id));
    return { token, email: String(input.email), id, userId };
  }

  describe('signing in', () => {
    it('takes the password, then the e-mailed 6-digit code, and gives an operator token (1 hour, renewed up to 8)', async () => {
      const first = await env.gql<{ operatorSignIn: { codeSent: boolean; email: string } }>(SIGN_IN, {
        input: { email: operatorEmail.toUpperCase(), password: operatorPassword },
      });
      expect(first.data?.operatorSignIn).toEqual({ codeSent: true, email: operatorEmail });
      const mail = env.emails.at(-1);
      expect(mail?.to).toBe(operatorEmail);
      expect(mail?.subject).toMatch(/^Your Stairway console code: \d{3} \d{3}$/);
      const code = codeFor(env, operatorEmail);
      const second = await env.gql<{ verifyOperatorCode: { token: string; operator: { email: string } } }>(
        VERIFY,
        { input: { email: operatorEmail, code: `${code.slice(0, 3)} ${code.slice(3)}` } },
      );
      expect(second.data?.verifyOperatorCode.operator.email).toBe(operatorEmail);
      const token = second.data?.verifyOperatorCode.token ?? '';
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
      expect(Object.keys(payload).sort()).toEqual(['auth_time', 'exp', 'iat', 'operatorId', 'sv']);
      // An hour unused ends it; renewed while used, for 8 hours in all (decision 030).
      expect(payload.exp - payload.iat).toBe(60 * 60);
      expect(SESSION_LIFETIMES_SECONDS.operator.absolute).toBe(8 * 60 * 60);
    });

    it('refuses a wrong password without saying whether the address exists, and sends no code', async () => {
      const before = env.emails.length;
      const wrong = await env.gql(SIGN_IN, { input: { email: operatorEmail, password: 'not-the-password' } });
      const unknown = await env.gql(SIGN_IN, {
        input: { email: uniqueEmail('nobody'), password: operatorPassword },
      });
      expect(errorOf(wrong)).toEqual({ code: 'UNAUTHENTICATED', field: 'password' });
      expect(errorOf(unknown)).toEqual({ code: 'UNAUTHENTICATED', field: 'password' });
      expect(wrong.errors?.[0]?.message).toBe(unknown.errors?.[0]?.message);
      expect(env.emails.length).toBe(before);
      // An applicant's password does not open the console.
      const { input } = await signUp(env);
      const applicant = await env.gql(SIGN_IN, { input: { email: input.email, password: input.password } });
      expect(errorOf(applicant).code).toBe('UNAUTHENTICATED');
    });

    it('uses a code once', async () => {
      await env.gql(SIGN_IN, { input: { email: operatorEmail, password: operatorPassword } });
      const code = codeFor(env, operatorEmail);
      const first = await env.gql(VERIFY, { input: { email: operatorEmail, code } });
      expect(first.errors).toBeUndefined();
      const again = await env.gql(VERIFY, { input: { email: operatorEmail, code } });
      expect(errorOf(again)).toEqual({ code: 'TOKEN_USED', field: 'code' });
    });

    it('refuses a code after 10 minutes, and counts wrong codes', async () => {
      await env.gql(SIGN_IN, { input: { email: operatorEmail, password: operatorPassword } });
      const code = codeFor(env, operatorEmail);
      const wrongCode = code === '000000' ? '000001' : '000000';
      const wrong = await env.gql(VERIFY, { input: { email: operatorEmail, code: wrongCode } });
      expect(errorOf(wrong)).toEqual({ code: 'TOKEN_INVALID', field: 'code' });
      expect(wrong.errors?.[0]?.extensions?.attemptsLeft).toBe(4);
      const [operator] = await env.db.select().from(operators).where(eq(operators.email, operatorEmail));
      await env.db
        .update(oneTimeCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(oneTimeCodes.subjectKind, 'operator'), eq(oneTimeCodes.subjectId, operator?.id ?? '')));
      const late = await env.gql(VERIFY, { input: { email: operatorEmail, code } });
      expect(errorOf(late)).toEqual({ code: 'TOKEN_EXPIRED', field: 'code' });
    });

    it('limits sign-in steps to 5 per address in 15 minutes', async () => {
      const email = uniqueEmail('limited');
      const { password } = await addOperator(env.db, { email, actor: 'test-runner' });
      for (let i = 0; i < 5; i += 1) {
        const result = await env.gql(SIGN_IN, { input: { email, password: 'wrong password' } });
        expect(errorOf(result).code).toBe('UNAUTHENTICATED');
      }
      const limited = await env.gql(SIGN_IN, { input: { email, password } });
      expect(errorOf(limited).code).toBe('RATE_LIMITED');
    });

    it('signs an operator out everywhere when they are given a new password', async () => {
      const email = uniqueEmail('reset');
      const { password } = await addOperator(env.db, { email, actor: 'test-runner' });
      const token = await signInOperator(email, password);
      expect((await env.gql('query { operatorMe { email } }', {}, token)).data).toEqual({
        operatorMe: { email },
      });
      await addOperator(env.db, { email, actor: 'test-runner' });
      aSecondLater(env);
      expect(errorOf(await env.gql('query { operatorMe { email } }', {}, token)).code).toBe(
        'UNAUTHENTICATED',
      );
    });
  });

  describe('the role matrix', () => {
    it.each(OPERATOR_OPERATIONS)('%s refuses everyone but operators', async (_name, query, variables) => {
      const applicant = await signUp(env);
      // Tokens minted for the other kinds name no stored account: refused as FORBIDDEN while that kind keeps no
      // session version, or as UNAUTHENTICATED once it does (the token then names nobody). Either way, no data.
      const minted = ['FORBIDDEN', 'UNAUTHENTICATED'];
      const others: Array<[string, string | null, string[]]> = [
        ['anonymous', null, ['UNAUTHENTICATED']],
        ['applicant', applicant.token, ['FORBIDDEN']],
        [
          'co-applicant',
          await env.tokens.sign({ kind: 'coApplicant', coApplicantId: crypto.randomUUID() }),
          minted,
        ],
        ['landlord', await env.tokens.sign({ kind: 'landlord', landlordId: crypto.randomUUID() }), minted],
        [
          'pipeline viewer',
          await env.tokens.sign({ kind: 'pipelineViewer', pipelineViewerId: crypto.randomUUID() }),
          minted,
        ],
      ];
      for (const [who, token, codes] of others) {
        const result = await env.gql(query, variables, token);
        expect({ who, data: result.data }).toEqual({ who, data: null });
        expect(codes, who).toContain(errorOf(result).code);
      }
      const allowed = await env.gql(query, variables, operatorToken);
      expect(['NOT_FOUND', undefined]).toContain(errorOf(allowed).code);
    });

    it('an operator token reaches no applicant operation', async () => {
      for (const query of [
        'query { me { user { id } } }',
        GET_APPLICATION,
        'mutation { submitApplication { id } }',
      ]) {
        expect(errorOf(await env.gql(query, {}, operatorToken)).code).toBe('FORBIDDEN');
      }
    });

    it('a forged token naming an operator that does not exist is refused', async () => {
      const forged = await env.tokens.sign({ kind: 'operator', operatorId: crypto.randomUUID() });
      expect(errorOf(await env.gql('query { operatorMe { id } }', {}, forged)).code).toBe('UNAUTHENTICATED');
    });
  });

  describe('decisions', () => {
    const REVIEW = /* GraphQL */ `
      query ($id: ID!) {
        applicationForReview(input: { applicationId: $id }) {
          applicationId state email budget sections { id label status } checks { provider } documents { id url }
        }
      }
    `;
    const APPROVE = /* GraphQL */ `
      mutation ($input: ApproveApplicationInput!) {
        approveApplication(input: $input) { application { applicationId state } warning }
      }
    `;
    const REJECT = /* GraphQL */ `
      mutation ($input: RejectApplicationInput!) {
        rejectApplication(input: $input) { application { applicationId state } }
      }
    `;

    it('lists applications in review with their figures and sections', async () => {
      const { id, email } = await submittedApplicant();
      const list = await env.gql<{ applicationsInReview: Array<{ applicationId: string; email: string }> }>(
        'query { applicationsInReview { applicationId email } }',
        {},
        operatorToken,
      );
      expect(list.data?.applicationsInReview).toContainEqual({ applicationId: id, email });
      const one = await env.gql<{
        applicationForReview: {
          state: string;
          budget: number;
          sections: Array<{ id: string; label: string }>;
        };
      }>(REVIEW, { id }, operatorToken);
      expect(one.data?.applicationForReview).toMatchObject({ state: 'InReview', email });
      expect(one.data?.applicationForReview.budget).toBeGreaterThan(0);
      expect(one.data?.applicationForReview.sections[0]).toMatchObject({
        id: 'about-you',
        label: 'About you',
      });
    });

    it('approves through the decision service: audit row with before and after, e-mail, applicant sees it', async () => {
      const { id, email, token } = await submittedApplicant();
      const approved = await env.gql<{ approveApplication: { application: { state: string } } }>(
        APPROVE,
        { input: { applicationId: id, reason: 'Payslips checked' } },
        operatorToken,
      );
      expect(approved.data?.approveApplication.application.state).toBe('Approved');
      const [audit] = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
      expect(audit).toMatchObject({
        actor: operatorEmail,
        action: 'approve-application',
        details: {
          email,
          note: 'Payslips checked',
          before: { state: 'in-review' },
          after: { state: 'approved' },
        },
      });
      const mail = env.emails.filter((m) => m.to === email).at(-1);
      expect(mail?.subject).toBe('Your Stairway application is approved');
      expect(mail?.text).toContain('http://localhost:3000/dashboard');
      const seen = await env.gql<{ getApplication: { approved: boolean } }>(GET_APPLICATION, {}, token);
      expect(seen.data?.getApplication.approved).toBe(true);
      // Only once.
      const again = await env.gql(APPROVE, { input: { applicationId: id } }, operatorToken);
      expect(errorOf(again).code).toBe('CONFLICT');
    });

    it('rejects with a required reason, audited and e-mailed', async () => {
      const { id, email, token } = await submittedApplicant();
      const noReason = await env.gql(REJECT, { input: { applicationId: id, reason: '  ' } }, operatorToken);
      expect(errorOf(noReason)).toEqual({ code: 'BAD_USER_INPUT', field: 'reason' });
      const rejected = await env.gql<{ rejectApplication: { application: { state: string } } }>(
        REJECT,
        { input: { applicationId: id, reason: 'Income could not be confirmed' } },
        operatorToken,
      );
      expect(rejected.data?.rejectApplication.application.state).toBe('Rejected');
      const [audit] = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
      expect(audit?.details).toMatchObject({
        note: 'Income could not be confirmed',
        after: { state: 'rejected' },
      });
      expect(env.emails.filter((m) => m.to === email).at(-1)?.subject).toBe(
        'An update on your Stairway application',
      );
      const seen = await env.gql<{ getApplication: { rejected: boolean } }>(GET_APPLICATION, {}, token);
      expect(seen.data?.getApplication.rejected).toBe(true);
    });

    it('refuses an application that is not in review, or unknown', async () => {
      const { token } = await signUp(env);
      const app = await env.gql<{ getApplication: { id: string } }>(GET_APPLICATION, {}, token);
      const notSubmitted = await env.gql(
        APPROVE,
        { input: { applicationId: app.data?.getApplication.id } },
        operatorToken,
      );
      expect(errorOf(notSubmitted).code).toBe('CONFLICT');
      const unknown = await env.gql(REVIEW, { id: crypto.randomUUID() }, operatorToken);
      expect(errorOf(unknown).code).toBe('NOT_FOUND');
    });
  });

  describe('lists and settings', () => {
    it('allUsers is paged and searchable', async () => {
      // A name of this run's own: other test files share the PostgreSQL database (pipeline.test.ts signs up
      // a Zebedee Quartermaine too).
      const unique = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
        String.fromCharCode(97 + (b % 26)),
      ).join('');
      const { input } = await signUp(env, { firstName: 'Zebedee', lastName: `Quarter${unique}` });
      const found = await env.gql<{
        allUsers: { total: number; page: number; pageSize: number; items: Array<{ email: string }> };
      }>(
        'query ($s: String) { allUsers(input: { search: $s }) { total page pageSize items { email } } }',
        { s: `zebedee QUARTER${unique.toUpperCase()}` },
        operatorToken,
      );
      expect(found.data?.allUsers).toMatchObject({ total: 1, page: 1, pageSize: 25 });
      expect(found.data?.allUsers.items).toEqual([{ email: input.email }]);
      const wildcard = await env.gql<{ allUsers: { total: number } }>(
        'query { allUsers(input: { search: "%" }) { total } }',
        {},
        operatorToken,
      );
      expect(wildcard.data?.allUsers.total).toBe(0);
    });

    it('the audit list filters by action and actor', async () => {
      const { id } = await submittedApplicant();
      await env.gql(
        'mutation ($id: ID!) { rejectApplication(input: { applicationId: $id, reason: "Audit test" }) { warning } }',
        { id },
        operatorToken,
      );
      const result = await env.gql<{
        auditLog: {
          items: Array<{
            action: string;
            actor: string;
            subjectId: string;
            before: string;
            after: string;
            note: string | null;
          }>;
        };
      }>(
        'query ($a: String) { auditLog(input: { action: "reject-application", actor: $a }) { items { action actor subjectId before after note } } }',
        { a: operatorEmail.toUpperCase() },
        operatorToken,
      );
      const items = result.data?.auditLog.items ?? [];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.action === 'reject-application' && i.actor === operatorEmail)).toBe(true);
      expect(items.find((i) => i.subjectId === id)).toMatchObject({
        before: '{"state":"in-review"}',
        after: '{"state":"rejected"}',
        // The reason is shown, not only kept.
        note: 'Audit test',
      });
    });

    it('switches maintenance mode through the settings service, audited', async () => {
      const off = await env.gql(
        'mutation { setMaintenanceMode(input: { submitHomeEnabled: false }) { submitHomeEnabled } }',
        {},
        operatorToken,
      );
      expect(off.data).toEqual({ setMaintenanceMode: { submitHomeEnabled: false } });
      const seen = await env.gql('query { getMaintenanceMode { submitHomeEnabled } }');
      expect(seen.data).toEqual({ getMaintenanceMode: { submitHomeEnabled: false } });
      const rows = await env.db.select().from(auditLog).where(eq(auditLog.action, 'maintenance-on'));
      expect(rows.some((r) => r.actor === operatorEmail)).toBe(true);
      await env.gql(
        'mutation { setMaintenanceMode(input: { submitHomeEnabled: true }) { submitHomeEnabled } }',
        {},
        operatorToken,
      );
    });

    it('adds an operator who can then sign in, audited', async () => {
      const email = uniqueEmail('second-operator');
      const added = await env.gql<{
        addOperator: { created: boolean; password: string; operator: { id: string; email: string } };
      }>(
        'mutation ($email: String!) { addOperator(input: { email: $email }) { created password operator { id email } } }',
        { email },
        operatorToken,
      );
      expect(added.data?.addOperator).toMatchObject({ created: true, operator: { email } });
      const token = await signInOperator(email, added.data?.addOperator.password ?? '');
      expect(token).toBeTruthy();
      const [audit] = await env.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, added.data?.addOperator.operator.id ?? ''));
      expect(audit).toMatchObject({ action: 'add-operator', actor: operatorEmail, details: { email } });
    });
  });
});
