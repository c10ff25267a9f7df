/**
 * Deleting one's own account (decision 050), through real GraphQL requests: each role confirms (password, or
 * a landlord's typed e-mail address); every row and stored file about the person is erased but what the
 * retention rule keeps; their sessions are refused at once; the audit log records `account-deleted` with the
 * role and id only, and the console's audit log lists it. A co-applicant leaving removes only their own
 * sections; a main applicant's deletion removes the co-applicant with the application.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, retainedRecords } from '../../src/db/schema';
import { createTestEnv, drivers, errorOf, signUp, submitCompleteApplication, type TestEnv } from '../helpers';
import { type Fixture, makeFixture } from '../security/fixture';

const DELETE = `mutation ($input: DeleteMyAccountInput!) {
  deleteMyAccount(input: $input) { deletedAt kept keptUntil }
}`;
const ME = 'query { me { user { id } } }';

type Deleted = { deleteMyAccount: { deletedAt: string; kept: string[]; keptUntil: string | null } };

/** The rows of a query, as plain objects. */
async function rows(env: TestEnv, query: ReturnType<typeof sql>) {
  return (await env.db.execute(query)).rows as Array<Record<string, unknown>>;
}

describe.each(drivers)('deleting one’s own account on %s', (driver) => {
  let env: TestEnv;
  let f: Fixture;
  beforeAll(async () => {
    env = await createTestEnv(driver);
    f = await makeFixture(env);
  }, 120_000);
  afterAll(async () => {
    await env?.close();
  });

  it('lets a co-applicant leave: their own sections go, the main applicant’s application stays', async () => {
    const co = f.tokens.coApplicant;
    const [coRow] = await rows(
      env,
      sql`select id from co_applicants where application_id = ${f.applicant.applicationId}`,
    );
    const wrong = await env.gql(DELETE, { input: { password: 'not my password 1' } }, co);
    expect(errorOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', field: 'password' });
    const deleted = await env.gql<Deleted>(DELETE, { input: { password: 'quiet harbour lantern' } }, co);
    expect(deleted.data?.deleteMyAccount.kept).toEqual([]);
    expect(await rows(env, sql`select id from co_applicants where id = ${coRow?.id}`)).toEqual([]);
    for (const table of ['incomes', 'user_addresses', 'verification_sessions', 'applicant_documents']) {
      const left = await rows(
        env,
        sql`select id from ${sql.identifier(table)} where application_id = ${f.applicant.applicationId} and person = 'coApplicant'`,
      );
      expect(left, table).toEqual([]);
    }
    // The applicant's own rows and session are untouched; the application no longer says the co-applicant agreed.
    expect(errorOf(await env.gql(ME, {}, f.tokens.applicant)).code).toBeUndefined();
    const [application] = await rows(
      env,
      sql`select co_applicant_permission from user_applications where id = ${f.applicant.applicationId}`,
    );
    expect(application?.co_applicant_permission).toBeNull();
    const left = await rows(
      env,
      sql`select actor, details from audit_log where action = 'co-applicant-left' and subject_id = ${f.applicant.applicationId}`,
    );
    expect(left).toHaveLength(1);
    // Their session is refused at once.
    expect(errorOf(await env.gql('query { coApplicant { id } }', {}, co)).code).toBe('UNAUTHENTICATED');
  });

  it('erases the applicant’s rows and stored files, refuses their session, and audits it without personal data', async () => {
    const keys = (
      await rows(
        env,
        sql`select storage_key from applicant_documents where application_id = ${f.applicant.applicationId}
            union all select storage_key from home_submission_images i join home_submissions s on s.id = i.home_submission_id
            where s.application_id = ${f.applicant.applicationId}`,
      )
    ).map((row) => String(row.storage_key));
    expect(keys.length).toBe(2);
    for (const key of keys) expect(await env.storage.inspect(key)).not.toBeNull();

    // The e-mail outbox's record of who was e-mailed goes with the account (decision 063).
    const [user] = await rows(env, sql`select email from users where id = ${f.applicant.userId}`);
    const email = String(user?.email);
    await env.email.send({ to: email, subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' });
    const outboxRows = sql`select id from email_outbox where recipient = ${email}`;
    expect((await rows(env, outboxRows)).length).toBeGreaterThan(0);

    const wrong = await env.gql(DELETE, { input: {} }, f.tokens.applicant);
    expect(errorOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', field: 'password' });
    const deleted = await env.gql<Deleted>(
      DELETE,
      { input: { password: f.applicant.password } },
      f.tokens.applicant,
    );
    expect(deleted.errors).toBeUndefined();
    // Not submitted, no fee paid: nothing is kept.
    expect(deleted.data?.deleteMyAccount).toMatchObject({ kept: [], keptUntil: null });

    expect(await rows(env, sql`select id from users where id = ${f.applicant.userId}`)).toEqual([]);
    expect(
      await rows(env, sql`select id from user_applications where id = ${f.applicant.applicationId}`),
    ).toEqual([]);
    expect(
      await rows(env, sql`select id from retained_records where subject_id = ${f.applicant.userId}`),
    ).toEqual([]);
    for (const key of keys) expect(await env.storage.inspect(key)).toBeNull();
    expect(await rows(env, outboxRows)).toEqual([]);
    expect(errorOf(await env.gql(ME, {}, f.tokens.applicant)).code).toBe('UNAUTHENTICATED');

    const audit = await rows(
      env,
      sql`select actor, details from audit_log where action = 'account-deleted' and subject_id = ${f.applicant.userId}`,
    );
    expect(audit).toEqual([
      { actor: `applicant ${f.applicant.userId}`, details: { role: 'applicant', kept: [], keptUntil: null } },
    ]);
    // The console's audit log lists it.
    const page = await env.gql<{ auditLog: { items: Array<{ actor: string; action: string }> } }>(
      'query ($input: AuditLogInput!) { auditLog(input: $input) { items { actor action } } }',
      { input: { action: 'account-deleted', actor: f.applicant.userId } },
      f.tokens.operator,
    );
    expect(page.data?.auditLog.items).toEqual([
      { actor: `applicant ${f.applicant.userId}`, action: 'account-deleted' },
    ]);
  });

  it('keeps only the record of a submitted application and its paid payments, for 6 years', async () => {
    const a = await signUp(env, { firstName: 'Rosa' });
    await submitCompleteApplication(env, a.token);
    const [application] = await rows(env, sql`select id from user_applications where user_id = ${a.userId}`);
    await env.db.insert(payments).values({
      applicationId: String(application?.id),
      userId: a.userId,
      provider: 'sandbox',
      providerSessionId: `test-${crypto.randomUUID()}`,
      url: 'http://localhost/sandbox/checkout/x',
      amountPence: 9900,
      status: 'Paid',
      paidAt: new Date(),
    });
    // A card payment that is not the fee is kept as a payment, not as a fee.
    await env.db.insert(payments).values({
      applicationId: String(application?.id),
      userId: a.userId,
      purpose: 'equity-purchase',
      provider: 'sandbox',
      providerSessionId: `test-${crypto.randomUUID()}`,
      url: 'http://localhost/sandbox/checkout/y',
      amountPence: 5000,
      status: 'Paid',
      paidAt: new Date(),
    });
    const deleted = await env.gql<Deleted>(DELETE, { input: { password: a.input.password } }, a.token);
    expect(deleted.data?.deleteMyAccount.kept.sort()).toEqual([
      'fee-payment',
      'payment',
      'submitted-application',
    ]);
    const until = new Date(deleted.data?.deleteMyAccount.keptUntil ?? '');
    expect(until.getUTCFullYear() - new Date().getUTCFullYear()).toBe(6);
    const kept = await env.db.select().from(retainedRecords).where(sql`subject_id = ${a.userId}`);
    expect(kept.map((row) => row.reason).sort()).toEqual(['fee-payment', 'payment', 'submitted-application']);
    expect(kept.find((row) => row.reason === 'payment')?.data).toMatchObject({
      purpose: 'equity-purchase',
      amountPence: 5000,
    });
    const text = JSON.stringify(kept);
    for (const personal of [String(a.input.email), 'Rosa', 'Hughes', 'Corinthian Court', 'NHS']) {
      expect(text).not.toContain(personal);
    }
    const record = kept.find((row) => row.reason === 'submitted-application');
    expect(record?.data).toMatchObject({ applicationId: application?.id, state: 'Submitted' });
    expect(await rows(env, sql`select id from users where id = ${a.userId}`)).toEqual([]);
  });

  it('lets a landlord delete with their typed e-mail address: listings and photos go', async () => {
    const [image] = await rows(
      env,
      sql`select storage_key, display_storage_key from landlord_listing_images where listing_id = ${f.landlord.listingId}`,
    );
    const wrong = await env.gql(
      DELETE,
      { input: { confirmation: 'someone@example.com' } },
      f.tokens.landlord,
    );
    expect(errorOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', field: 'confirmation' });
    const deleted = await env.gql<Deleted>(
      DELETE,
      { input: { confirmation: ` ${f.landlord.email.toUpperCase()} ` } },
      f.tokens.landlord,
    );
    expect(deleted.errors).toBeUndefined();
    expect(await rows(env, sql`select id from landlord_listings where id = ${f.landlord.listingId}`)).toEqual(
      [],
    );
    expect(await env.storage.inspect(String(image?.storage_key))).toBeNull();
    if (image?.display_storage_key)
      expect(await env.storage.inspect(String(image.display_storage_key))).toBeNull();
    expect(errorOf(await env.gql('query { landlord { id } }', {}, f.tokens.landlord)).code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('lets a pipeline viewer and an operator delete theirs; the operator’s actions stay audited under their id', async () => {
    const viewer = await env.gql<Deleted>(
      DELETE,
      { input: { password: f.pipelineViewer.password } },
      f.tokens.pipelineViewer,
    );
    expect(viewer.errors).toBeUndefined();
    expect(
      await rows(env, sql`select id from pipeline_viewers where email = ${f.pipelineViewer.email}`),
    ).toEqual([]);

    const [operator] = await rows(env, sql`select id from operators where email = ${f.operator.email}`);
    await env.db.execute(
      sql`insert into audit_log (actor, action, details) values (${f.operator.email}, 'approve-home', '{}'::jsonb)`,
    );
    const deleted = await env.gql<Deleted>(
      DELETE,
      { input: { password: f.operator.password } },
      f.tokens.operator,
    );
    expect(deleted.errors).toBeUndefined();
    expect(await rows(env, sql`select id from audit_log where actor = ${f.operator.email}`)).toEqual([]);
    expect(
      await rows(
        env,
        sql`select id from audit_log where actor = ${`operator ${operator?.id}`} and action = 'approve-home'`,
      ),
    ).toHaveLength(1);
    expect(errorOf(await env.gql('query { operatorMe { id } }', {}, f.tokens.operator)).code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
