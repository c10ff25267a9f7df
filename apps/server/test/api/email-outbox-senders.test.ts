/**
 * E-mails go through a transactional outbox, the message enqueued in the same transaction as the change that
 * causes it (decision 063), for representative senders, on PGlite and on PostgreSQL:
 *
 * - a failure right after the e-mail is enqueued (the outbox's enqueue succeeds, then throws, as a crash before
 *   the commit would) rolls back both the change (the account, the link, the code) and the outbox row;
 * - without the failure, the row's idempotency key names the change (`invite:<email_tokens id>`,
 *   `reset-password:<email_tokens id>`, `change-email:<email_tokens id>`,
 *   `landlord-code:<one_time_codes id>:<issued at>`), the message goes out once with that key as its Message-ID,
 *   and a second delivery of the row, or a second enqueue of the key, sends nothing more.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, emailTokens, landlords, oneTimeCodes, users } from '../../src/db/schema';
import type { EmailMessage } from '../../src/providers/email/email-provider';
import { checkNewEmail } from '../../src/services/email-change';
import type { EmailOutbox, QueuedEmail } from '../../src/services/email-outbox';
import { inviteCustomer } from '../../src/services/invitations';
import { resendLandlordOtpCode } from '../../src/services/landlords';
import { sendResetLink } from '../../src/services/password-reset-link';
import { createTestEnv, drivers, signUp, type TestEnv, uniqueEmail } from '../helpers';

/** The error the crashing outbox throws right after its enqueue. */
const CRASH = 'the server stopped after the e-mail was enqueued';

/**
 * The outbox of a server that stops right after an e-mail is enqueued, before its transaction commits: the row is
 * inserted in the caller's transaction, then the enqueue throws. Records what was enqueued.
 */
function crashingAfterEnqueue(outbox: EmailOutbox) {
  const enqueued: Array<{ key: string; to: string }> = [];
  const crashing: EmailOutbox = {
    ...outbox,
    async enqueue(tx, message, key) {
      await outbox.enqueue(tx, message, key);
      enqueued.push({ key, to: message.to });
      throw new Error(CRASH);
    },
  };
  return { crashing, enqueued };
}

describe.each(drivers)('senders enqueue their e-mail in the change’s transaction (%s)', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env?.close();
  });

  const rowsTo = (to: string) => env.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, to));
  const rowOf = async (key: string) =>
    (await env.db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key)))[0];
  const sentTo = (to: string): EmailMessage[] => env.emails.filter((m) => m.to === to);

  /**
   * Checks the one committed row of a sender: its key, sent once with the key as its Message-ID, and neither a
   * second delivery of the row nor a second enqueue of its key sends it again.
   */
  async function expectSentOnceUnder(to: string, key: string) {
    // A background delivery (the landlord's code) may still be recording its `sent` after the answer.
    await vi.waitFor(async () => expect(await rowOf(key)).toMatchObject({ status: 'sent' }), {
      timeout: 5_000,
    });
    const rows = await rowsTo(to);
    expect(rows.map((row) => row.idempotencyKey)).toEqual([key]);
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1, message: null });
    expect(sentTo(to).map((m) => m.messageId)).toEqual([`<${key}@stairway.outbox>`]);
    const row = rows[0];
    if (!row) throw new Error('no outbox row');
    const queued: QueuedEmail = { id: row.id, idempotencyKey: row.idempotencyKey };
    await env.email.deliver(queued);
    const again = await env.email.enqueue(
      env.db,
      { to, subject: 'Again', html: '<p>Again</p>', text: 'Again' },
      key,
    );
    expect(again).toEqual(queued);
    await env.email.deliver(again);
    expect(sentTo(to)).toHaveLength(1);
    expect(await rowOf(key)).toMatchObject({ status: 'sent', attempts: 1 });
  }

  it('invitation: the account, its link and the e-mail commit together, keyed by the link', async () => {
    const email = uniqueEmail('invited');
    const input = { email, firstName: 'Iris', lastName: 'Invited', actor: 'outbox-senders-test' };
    const { crashing, enqueued } = crashingAfterEnqueue(env.email);
    await expect(inviteCustomer({ ...env, email: crashing }, input)).rejects.toThrow(CRASH);
    expect(enqueued.map((e) => e.to)).toEqual([email]);
    expect(enqueued[0]?.key).toMatch(/^invite:[0-9a-f-]{36}$/);
    // Rolled back: no account, no link, no e-mail row, nothing sent.
    expect(await env.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await rowOf(enqueued[0]?.key ?? '')).toBeUndefined();
    expect(await rowsTo(email)).toEqual([]);
    expect(sentTo(email)).toEqual([]);

    const invited = await inviteCustomer(env, input);
    const [token] = await env.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, invited.userId), eq(emailTokens.purpose, 'invite')));
    expect(token).toBeDefined();
    await expectSentOnceUnder(email, `invite:${token?.id}`);
    expect(sentTo(email)[0]?.links).toEqual([invited.link]);
  });

  it('password reset: the link and its e-mail commit together, keyed by the link', async () => {
    const { userId, input } = await signUp(env);
    const email = String(input.email);
    const [user] = await env.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Error('no user');
    const resetTokens = () =>
      env.db
        .select()
        .from(emailTokens)
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, 'reset-password')));
    const { crashing, enqueued } = crashingAfterEnqueue(env.email);
    const before = sentTo(email).length;
    // sendResetLink logs its failure (the request answered already): nothing is left behind.
    await sendResetLink({ ...env, email: crashing }, user);
    expect(enqueued).toHaveLength(1);
    expect(enqueued[0]?.key).toMatch(/^reset-password:[0-9a-f-]{36}$/);
    expect(await resetTokens()).toEqual([]);
    expect(await rowOf(enqueued[0]?.key ?? '')).toBeUndefined();
    expect(sentTo(email)).toHaveLength(before);

    await sendResetLink(env, user);
    const tokens = await resetTokens();
    expect(tokens).toHaveLength(1);
    const key = `reset-password:${tokens[0]?.id}`;
    const row = await rowOf(key);
    expect(row).toMatchObject({ recipient: email, status: 'sent' });
    const resets = sentTo(email).filter((m) => m.messageId === `<${key}@stairway.outbox>`);
    expect(resets).toHaveLength(1);
    expect(resets[0]?.links?.[0]).toMatch(/\/reset-password\?token=/);
    // A second delivery of the row, or the same key again, sends nothing more.
    await env.email.deliver({ id: String(row?.id), idempotencyKey: key });
    await env.email.deliver(await env.email.enqueue(env.db, resets[0] as EmailMessage, key));
    expect(sentTo(email).filter((m) => m.messageId === `<${key}@stairway.outbox>`)).toHaveLength(1);
  });

  it('change of e-mail: the confirmation link and its e-mail commit together, keyed by the link', async () => {
    const { userId } = await signUp(env);
    const newEmail = uniqueEmail('new-address');
    const changeTokens = () =>
      env.db
        .select()
        .from(emailTokens)
        .where(
          and(
            eq(emailTokens.userId, userId),
            eq(emailTokens.purpose, 'change-email'),
            isNull(emailTokens.usedAt),
          ),
        );
    const { crashing, enqueued } = crashingAfterEnqueue(env.email);
    await expect(checkNewEmail({ ...env, email: crashing }, userId, { email: newEmail })).rejects.toThrow(
      CRASH,
    );
    expect(enqueued.map((e) => e.to)).toEqual([newEmail]);
    expect(enqueued[0]?.key).toMatch(/^change-email:[0-9a-f-]{36}$/);
    expect(await changeTokens()).toEqual([]);
    expect(await rowsTo(newEmail)).toEqual([]);
    expect(sentTo(newEmail)).toEqual([]);

    expect(await checkNewEmail(env, userId, { email: newEmail })).toEqual({ email: newEmail, sent: true });
    const tokens = await changeTokens();
    expect(tokens.map((t) => t.newEmail)).toEqual([newEmail]);
    await expectSentOnceUnder(newEmail, `change-email:${tokens[0]?.id}`);
  });

  it('landlord sign-in code: the code and its e-mail commit together, keyed by the code and its time', async () => {
    const email = uniqueEmail('landlord-outbox');
    const [landlord] = await env.db
      .insert(landlords)
      .values({ email, firstName: 'Lena', lastName: 'Lord' })
      .returning();
    if (!landlord) throw new Error('no landlord');
    const codes = () => env.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.subjectId, landlord.id));
    const { crashing, enqueued } = crashingAfterEnqueue(env.email);
    await expect(resendLandlordOtpCode({ ...env, email: crashing }, { email }, 'local')).rejects.toThrow(
      CRASH,
    );
    expect(enqueued.map((e) => e.to)).toEqual([email]);
    expect(await codes()).toEqual([]);
    expect(await rowsTo(email)).toEqual([]);
    expect(sentTo(email)).toEqual([]);

    expect(await resendLandlordOtpCode(env, { email }, 'local')).toEqual({ email, sent: true });
    const [code] = await codes();
    if (!code) throw new Error('no code');
    await expectSentOnceUnder(email, `landlord-code:${code.id}:${code.createdAt.toISOString()}`);
    expect(sentTo(email)[0]?.text).toMatch(/\b\d{3} \d{3}\b/);
  });
});
