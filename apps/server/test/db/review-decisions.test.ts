/**
 * Review decisions (ARCHITECTURE.md §4; spec §4 application states): the team approves or rejects a
 * submitted application with `npm run ops` (services/review-decisions.ts). Only an application in review can
 * be decided, once; every decision is in the audit log; the applicant then sees it through the API.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userApplications } from '../../src/db/schema';
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
});
