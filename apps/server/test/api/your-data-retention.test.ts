/**
 * The retention rule's sweep (decision 050): retained records are erased once their time is up, and not
 * before; and the last enabled operator cannot delete their account (the console would have no one).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operators, retainedRecords } from '../../src/db/schema';
import { addOperator } from '../../src/services/operators';
import { retainedUntil, sweepRetainedRecords } from '../../src/services/retention';
import { createTestEnv, drivers, errorOf, type TestEnv, uniqueEmail } from '../helpers';

describe.each(drivers)('the retention sweep on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('erases the records whose time is up, keeps the others, and audits the count', async () => {
    const subjectId = crypto.randomUUID();
    const record = (deleteAfter: Date) => ({
      subjectKind: 'applicant',
      subjectId,
      reason: 'fee-payment',
      data: { amountPence: 9900 },
      deleteAfter,
    });
    const [expired, current] = await env.db
      .insert(retainedRecords)
      .values([record(new Date(Date.now() - 1000)), record(retainedUntil(new Date()))])
      .returning();
    const report = await sweepRetainedRecords(env.db, { actor: 'your-data-test' });
    expect(report.erased).toBeGreaterThanOrEqual(1);
    const left = await env.db
      .select({ id: retainedRecords.id })
      .from(retainedRecords)
      .where(inArray(retainedRecords.id, [String(expired?.id), String(current?.id)]));
    expect(left.map((row) => row.id)).toEqual([current?.id]);
    const [audit] = await env.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor, 'your-data-test'))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(audit?.action).toBe('sweep-retained');
  });

  it('keeps a record for 6 years to the day', () => {
    expect(retainedUntil(new Date('2026-11-29T09:00:00Z')).toISOString()).toBe('2032-11-29T09:00:00.000Z');
  });
});

describe('the last operator', () => {
  let env: TestEnv;
  beforeAll(async () => {
    // PGlite only: the database is this file's own, so every other operator can be disabled.
    env = await createTestEnv('pglite');
  });
  afterAll(async () => {
    await env?.close();
  });

  it('cannot delete their account while no other operator is enabled', async () => {
    const email = uniqueEmail('last-operator');
    const { operator, password } = await addOperator(env.db, { email, actor: 'your-data-test' });
    await env.db
      .update(operators)
      .set({ disabledAt: new Date() })
      .where(sql`${operators.id} <> ${operator.id}`);
    await env.gql('mutation ($input: OperatorSignInInput!) { operatorSignIn(input: $input) { codeSent } }', {
      input: { email, password },
    });
    const mail = env.emails.filter((m) => m.to === email).at(-1);
    const code = /(\d{3}) (\d{3})/.exec(`${mail?.subject} ${mail?.text}`)?.slice(1).join('');
    const signedIn = await env.gql<{ verifyOperatorCode: { token: string } }>(
      'mutation ($input: VerifyOperatorCodeInput!) { verifyOperatorCode(input: $input) { token } }',
      { input: { email, code } },
    );
    const token = signedIn.data?.verifyOperatorCode.token ?? null;
    const refused = await env.gql(
      'mutation ($input: DeleteMyAccountInput!) { deleteMyAccount(input: $input) { deletedAt } }',
      { input: { password } },
      token,
    );
    expect(errorOf(refused).code).toBe('CONFLICT');
    expect(await env.db.select().from(operators).where(eq(operators.id, operator.id))).toHaveLength(1);
  });
});
