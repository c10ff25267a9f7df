/**
 * Review decisions (ARCHITECTURE.md §4; spec §4 application states): the team approves or rejects a
 * submitted application with `npm run ops` (services/review-decisions.ts). Only an application in review can
 * be decided, once; every decision is in the audit log; the applicant then sees it through the API.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userApplications, verificationSessions } from '../../src/db/schema';
import { decideApplication, listApplicationsInReview } from '../../src/services/review-decisions';
import { createTestEnv, drivers, signUp, type TestEnv } from '../helpers';

const GET = /* GraphQL */ `query App { getApplication { id submitted approved rejected nextStep { kind } } }`;
type Application = {
  id: string;
  submitted: boolean;
  approved: boolean;
  rejected: boolean;
  nextStep: { kind: string };
};

describe.each(drivers)('review decisions on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  async function submittedApplicant() {
    const { token, input } = await signUp(env);
    const result = await env.gql<{ getApplication: Application }>(GET, {}, token);
    const id = result.data?.getApplication.id ?? '';
    await env.db
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.id, id));
    return { token, email: String(input.email), id };
  }

  it('approves a submitted application found by e-mail, and records who did it', async () => {
    const { token, email, id } = await submittedApplicant();
    expect((await listApplicationsInReview(env.db)).map((a) => a.applicationId)).toContain(id);

    const decided = await decideApplication(env.db, {
      applicant: email.toUpperCase(),
      decision: 'approved',
      actor: 'ops.tester',
      note: 'Payslips checked',
    });
    expect(decided).toMatchObject({ id, approved: true, rejected: false });
    const seen = await env.gql<{ getApplication: Application }>(GET, {}, token);
    expect(seen.data?.getApplication).toMatchObject({ approved: true, rejected: false, submitted: true });
    const [audit] = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit).toMatchObject({
      actor: 'ops.tester',
      action: 'approve-application',
      details: { email, note: 'Payslips checked' },
    });
    expect((await listApplicationsInReview(env.db)).map((a) => a.applicationId)).not.toContain(id);
  });

  it('rejects by application id, and refuses a second decision without changing anything', async () => {
    const { id } = await submittedApplicant();
    await decideApplication(env.db, { applicant: id, decision: 'rejected', actor: 'ops.tester' });
    await expect(
      decideApplication(env.db, { applicant: id, decision: 'approved', actor: 'ops.tester' }),
    ).rejects.toThrow('The application has already been rejected');
    const [row] = await env.db.select().from(userApplications).where(eq(userApplications.id, id));
    expect(row).toMatchObject({ approved: false, rejected: true });
    const audits = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audits.map((a) => a.action)).toEqual(['reject-application']);
  });

  it('refuses an application that is not submitted, and an unknown applicant', async () => {
    const { input } = await signUp(env);
    await expect(
      decideApplication(env.db, {
        applicant: String(input.email),
        decision: 'approved',
        actor: 'ops.tester',
      }),
    ).rejects.toThrow('The application has not been submitted yet');
    await expect(
      decideApplication(env.db, {
        applicant: 'nobody@example.com',
        decision: 'approved',
        actor: 'ops.tester',
      }),
    ).rejects.toThrow('No application for nobody@example.com');
  });

  async function withSandboxResults(id: string) {
    const base = { applicationId: id, provider: 'sandbox', url: 'http://localhost:3000/sandbox/x' };
    await env.db.insert(verificationSessions).values([
      { ...base, purpose: 'identity', reference: `id-${id}`, status: 'Passed', completedAt: new Date() },
      {
        ...base,
        purpose: 'open-banking',
        reference: `ob-${id}`,
        status: 'Connected',
        completedAt: new Date(),
      },
    ]);
  }

  it('never counts a sandbox provider’s results as verified: approval is refused unless they are allowed', async () => {
    const { email, id } = await submittedApplicant();
    await withSandboxResults(id);
    await expect(
      decideApplication(env.db, { applicant: id, decision: 'approved', actor: 'ops.tester' }),
    ).rejects.toThrow(
      "Not approved: the applicant's identity check (Passed at sandbox) and the applicant's bank connection " +
        '(Connected at sandbox) came from the sandbox provider, where the applicant chooses the result',
    );
    const [row] = await env.db.select().from(userApplications).where(eq(userApplications.id, id));
    expect(row).toMatchObject({ approved: false, rejected: false });
    expect(await env.db.select().from(auditLog).where(eq(auditLog.subjectId, id))).toEqual([]);

    const warnings: string[] = [];
    const decided = await decideApplication(env.db, {
      applicant: email,
      decision: 'approved',
      actor: 'ops.tester',
      allowSandboxResults: true,
      warn: (message) => warnings.push(message),
    });
    expect(decided).toMatchObject({ approved: true });
    expect(warnings).toEqual([expect.stringContaining('it proves nothing')]);
    const [audit] = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit?.details).toMatchObject({
      verification: expect.arrayContaining([
        { person: 'applicant', purpose: 'identity', provider: 'sandbox', status: 'Passed' },
        { person: 'applicant', purpose: 'open-banking', provider: 'sandbox', status: 'Connected' },
      ]),
    });
  });

  it('lets an application with sandbox results be rejected', async () => {
    const { id } = await submittedApplicant();
    await withSandboxResults(id);
    const decided = await decideApplication(env.db, {
      applicant: id,
      decision: 'rejected',
      actor: 'ops.tester',
    });
    expect(decided).toMatchObject({ rejected: true });
  });
});
