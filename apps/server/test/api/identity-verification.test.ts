/**
 * Identity verification (spec §4 step 6; spec §7 sendIdentityVerificationLink, setIdentityVerificationRequested,
 * checkIdentityVerification, skipChecks) through real GraphQL requests, with the sandbox provider's hosted page
 * completed over HTTP through the app's fetch handler, as a person would in a browser.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSessions, verificationSessions } from '../../src/db/schema';
import {
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  type GqlResult,
  signUp,
  type TestEnv,
} from '../helpers';

const FIELDS = /* GraphQL */ `
  id identityVerified identityVerificationRequested identityVerificationSkipped identityVerificationStatus
  progress nextStep { kind id path } steps { id status }
`;
const GET = /* GraphQL */ `query { getApplication { ${FIELDS} } }`;
const REQUESTED = /* GraphQL */ `
  mutation ($input: SetIdentityVerificationRequestedInput!) {
    setIdentityVerificationRequested(input: $input) { url expiresAt sentTo application { ${FIELDS} } }
  }
`;
const SEND = /* GraphQL */ `
  mutation ($input: SendIdentityVerificationLinkInput!) {
    sendIdentityVerificationLink(input: $input) { url expiresAt sentTo application { ${FIELDS} } }
  }
`;
const CHECK = /* GraphQL */ `mutation { checkIdentityVerification { ${FIELDS} } }`;
const SKIP = /* GraphQL */ `mutation { skipChecks { ${FIELDS} } }`;

type Application = {
  id: string;
  identityVerified: boolean;
  identityVerificationRequested: boolean;
  identityVerificationSkipped: boolean;
  identityVerificationStatus: string;
  progress: number;
  nextStep: { kind: string; id: string | null; path: string | null };
  steps: Array<{ id: string; status: string }>;
};
type Link = { url: string; expiresAt: string | null; sentTo: string | null; application: Application };

const errorOf = (result: GqlResult<unknown>) => {
  const extensions = result.errors?.[0]?.extensions ?? {};
  return { code: extensions.code, field: extensions.field };
};
const stepStatus = (application: Application, id: string) =>
  application.steps.find((s) => s.id === id)?.status;

describe.each(drivers)('identity verification on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  async function getApplication(token: string): Promise<Application> {
    const result = await env.gql<{ getApplication: Application }>(GET, {}, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.getApplication;
  }

  async function start(token: string, input: Record<string, unknown> = {}): Promise<Link> {
    const result = await env.gql<{ setIdentityVerificationRequested: Link }>(REQUESTED, { input }, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.setIdentityVerificationRequested;
  }

  async function check(token: string): Promise<Application> {
    const result = await env.gql<{ checkIdentityVerification: Application }>(CHECK, {}, token);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.checkIdentityVerification;
  }

  /** Submits the sandbox page's form, as the browser does. */
  function choose(url: string, outcome: 'pass' | 'fail') {
    return env.http(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome }).toString(),
      redirect: 'manual',
    });
  }

  async function readyApplicant() {
    const applicant = await signUp(env);
    await completePersonalAndFinancial(env, applicant.token);
    return applicant;
  }

  it('is locked until the personal and financial sections are done, naming what to finish', async () => {
    const { token } = await signUp(env);
    for (const query of [REQUESTED, SEND]) {
      const result = await env.gql(query, { input: {} }, token);
      expect(errorOf(result).code).toBe('STEP_LOCKED');
      expect(result.errors?.[0]?.message).toBe(
        'Finish “About you” first: Identity verification opens once your personal and financial details are complete.',
      );
      expect(result.errors?.[0]?.extensions?.nextStep).toMatchObject({ kind: 'Step', id: 'about-you' });
    }
    expect(errorOf(await env.gql(SKIP, {}, token)).code).toBe('STEP_LOCKED');
    const application = await getApplication(token);
    expect(application).toMatchObject({
      identityVerificationRequested: false,
      identityVerificationSkipped: false,
      identityVerificationStatus: 'NotStarted',
    });
    const sessions = await env.db
      .select()
      .from(verificationSessions)
      .where(eq(verificationSessions.applicationId, application.id));
    expect(sessions).toEqual([]);
  });

  it('passes through the sandbox hosted check and sets identityVerified', async () => {
    const { token } = await readyApplicant();
    const before = await getApplication(token);
    expect(before).toMatchObject({
      identityVerificationStatus: 'NotStarted',
      nextStep: { kind: 'Step', id: 'applicant-identity-verification' },
    });
    expect(stepStatus(before, 'applicant-identity-verification')).toBe('Todo');

    const link = await start(token);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/sandbox\/identity\/[A-Za-z0-9_-]{32}$/);
    expect(link.sentTo).toBeNull();
    expect(new Date(link.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(link.application).toMatchObject({
      identityVerificationRequested: true,
      identityVerified: false,
      identityVerificationStatus: 'Pending',
    });
    // "Verify now" twice resumes the same check.
    expect((await start(token)).url).toBe(link.url);
    // No result yet.
    expect(await check(token)).toMatchObject({
      identityVerified: false,
      identityVerificationStatus: 'Pending',
    });

    const page = await env.http(link.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await page.text();
    expect(html).toContain('Sandbox identity check — no real check is made');
    expect(html).toContain('Amelia Hughes');
    expect(html).toContain('Pass the check');
    expect(html).toContain('Fail the check');

    const posted = await choose(link.url, 'pass');
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(new URL(link.url).pathname);
    const after = await (await env.http(link.url)).text();
    expect(after).toContain('Check passed');
    expect(after).toContain(
      'href="http://localhost:3000/your-application/identity-verification/applicant-identity-verification"',
    );
    // A decided check cannot be changed.
    await choose(link.url, 'fail');
    expect(await (await env.http(link.url)).text()).toContain('Check passed');

    const verified = await check(token);
    expect(verified).toMatchObject({ identityVerified: true, identityVerificationStatus: 'Passed' });
    expect(stepStatus(verified, 'applicant-identity-verification')).toBe('Done');
    expect(stepStatus(verified, 'applicant-bank-statements')).toBe('Todo');
    expect(verified.nextStep).toMatchObject({ kind: 'Step', id: 'applicant-bank-statements' });

    const again = await env.gql(REQUESTED, { input: {} }, token);
    expect(errorOf(again).code).toBe('CONFLICT');
  });

  it('lets the applicant try again after a failed check', async () => {
    const { token } = await readyApplicant();
    const first = await start(token);
    await choose(first.url, 'fail');
    expect(await (await env.http(first.url)).text()).toContain('Check failed');
    const failed = await check(token);
    expect(failed).toMatchObject({ identityVerified: false, identityVerificationStatus: 'Failed' });
    expect(stepStatus(failed, 'applicant-identity-verification')).toBe('Todo');

    const second = await start(token);
    expect(second.url).not.toBe(first.url);
    expect(second.application.identityVerificationStatus).toBe('Pending');
    await choose(second.url, 'pass');
    expect(await check(token)).toMatchObject({
      identityVerified: true,
      identityVerificationStatus: 'Passed',
    });
  });

  it('reports an expired link, refuses to complete it, and starts a new check', async () => {
    const { token } = await readyApplicant();
    const link = await start(token);
    const reference = link.url.split('/').pop() ?? '';
    const past = new Date(Date.now() - 1000);
    await env.db
      .update(sandboxSessions)
      .set({ expiresAt: past })
      .where(eq(sandboxSessions.reference, reference));
    await env.db
      .update(verificationSessions)
      .set({ expiresAt: past })
      .where(eq(verificationSessions.reference, reference));
    expect((await getApplication(token)).identityVerificationStatus).toBe('Expired');
    expect(await (await env.http(link.url)).text()).toContain('This link has expired');
    await choose(link.url, 'pass');
    expect(await check(token)).toMatchObject({
      identityVerified: false,
      identityVerificationStatus: 'Expired',
    });
    const fresh = await start(token);
    expect(fresh.url).not.toBe(link.url);
  });

  it('e-mails the link to the applicant’s own address and returns it', async () => {
    const { token, input } = await readyApplicant();
    const sent = env.emails.length;
    const result = await env.gql<{ sendIdentityVerificationLink: Link }>(
      SEND,
      { input: { returnPath: '/dashboard' } },
      token,
    );
    expect(result.errors).toBeUndefined();
    const link = result.data?.sendIdentityVerificationLink;
    expect(link?.sentTo).toBe(input.email);
    expect(link?.application.identityVerificationRequested).toBe(true);
    expect(env.emails.length).toBe(sent + 1);
    const email = env.emails.at(-1);
    expect(email).toMatchObject({ to: input.email, subject: 'Verify your identity for Stairway' });
    expect(email?.links).toEqual([link?.url]);
    expect(email?.text).toContain(link?.url);
    // The hosted page's "Back to Stairway" goes to the given page of this site.
    expect(await (await env.http(link?.url ?? '')).text()).not.toContain(
      'href="http://localhost:3000/dashboard"',
    );
    await choose(link?.url ?? '', 'pass');
    expect(await (await env.http(link?.url ?? '')).text()).toContain(
      'href="http://localhost:3000/dashboard"',
    );
  });

  it('refuses a return path that is not a path on this site, naming the field', async () => {
    const { token } = await readyApplicant();
    for (const returnPath of ['https://evil.example/x', '//evil.example', '/a?b=<c>']) {
      const result = await env.gql(REQUESTED, { input: { returnPath } }, token);
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'returnPath' });
    }
    expect((await getApplication(token)).identityVerificationRequested).toBe(false);
  });

  it('skipChecks completes the identity step, opens bank statements and still allows verifying later', async () => {
    const { token } = await readyApplicant();
    const result = await env.gql<{ skipChecks: Application }>(SKIP, {}, token);
    expect(result.errors).toBeUndefined();
    const skipped = result.data?.skipChecks as Application;
    expect(skipped).toMatchObject({
      identityVerificationSkipped: true,
      identityVerified: false,
      nextStep: { kind: 'Step', id: 'applicant-bank-statements' },
    });
    expect(stepStatus(skipped, 'applicant-identity-verification')).toBe('Done');
    expect(stepStatus(skipped, 'applicant-bank-statements')).toBe('Todo');
    const link = await start(token);
    await choose(link.url, 'pass');
    expect(await check(token)).toMatchObject({ identityVerified: true, identityVerificationSkipped: true });
  });

  it('refuses anonymous callers, and another applicant only ever changes their own application', async () => {
    const alice = await readyApplicant();
    const bob = await readyApplicant();
    for (const [query, variables] of [
      [REQUESTED, { input: {} }],
      [SEND, { input: {} }],
      [CHECK, {}],
      [SKIP, {}],
    ] as const) {
      expect(errorOf(await env.gql(query, variables)).code).toBe('UNAUTHENTICATED');
    }
    const aliceLink = await start(alice.token);
    await choose(aliceLink.url, 'pass');
    const before = await getApplication(alice.token);
    // Bob's calls act on Bob's own application only.
    const bobChecked = await check(bob.token);
    expect(bobChecked).toMatchObject({ identityVerified: false, identityVerificationStatus: 'NotStarted' });
    await env.gql(SKIP, {}, bob.token);
    expect(await getApplication(alice.token)).toEqual(before);
    expect((await check(alice.token)).identityVerified).toBe(true);
    expect((await getApplication(bob.token)).identityVerified).toBe(false);
  });

  it('answers 404 for an unknown or malformed sandbox reference', async () => {
    expect((await env.http('/sandbox/identity/abcdefghijklmnopqrstuvwxyz012345')).status).toBe(404);
    expect((await env.http('/sandbox/identity/..%2F..%2Fetc')).status).toBe(404);
    expect((await env.http('/sandbox/nothing/here')).status).toBe(404);
  });
});
