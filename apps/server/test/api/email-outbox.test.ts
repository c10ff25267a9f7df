/**
 * The transactional e-mail outbox (services/email-outbox.ts, decision 063), on PGlite and on PostgreSQL: a
 * message enqueued in a transaction exists exactly when the transaction commits; it is delivered once however
 * many workers try; a provider's refusal leaves it pending with a growing wait and, after MAX_ATTEMPTS,
 * failed; the sweep finds what a stopped server left (committed, never sent; claimed, never finished); the
 * outbox folder writes one file per message however often it is handed the message.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema';
import { createInProcessQueue } from '../../src/lib/job-queue';
import { createLogger } from '../../src/lib/logger';
import {
  createOutboxEmailProvider,
  type EmailMessage,
  type EmailProvider,
} from '../../src/providers/email/email-provider';
import {
  createEmailOutbox,
  DELIVER_JOB,
  MAX_ATTEMPTS,
  retryDelaySeconds,
} from '../../src/services/email-outbox';
import { createTestEnv, drivers, outboxOver, type TestEnv, uniqueEmail } from '../helpers';

const message = (to: string, subject = 'Hello'): EmailMessage => ({
  to,
  subject,
  html: `<p>${subject}</p>`,
  text: subject,
});

/** A provider that records what it was handed, or refuses while `refuse` is true. */
function recorder() {
  const sent: EmailMessage[] = [];
  const state = { refuse: false };
  const provider: EmailProvider = {
    kind: 'outbox',
    async send(m) {
      if (state.refuse) throw new Error('421 try again later');
      sent.push(m);
      return `memory:${sent.length}`;
    },
  };
  return { sent, state, provider };
}

describe.each(drivers)('the e-mail outbox (%s)', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env?.close();
  });

  const rowOf = async (key: string) =>
    (await env.db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key)))[0];

  it('keeps a message enqueued in a transaction only if the transaction commits', async () => {
    const { sent, provider } = recorder();
    const outbox = outboxOver(env.db, provider);
    const to = uniqueEmail('tx');
    await expect(
      env.db.transaction(async (tx) => {
        await outbox.enqueue(tx, message(to), `rolled-back:${to}`);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowOf(`rolled-back:${to}`)).toBeUndefined();
    const queued = await env.db.transaction((tx) => outbox.enqueue(tx, message(to), `committed:${to}`));
    // The same key again is the same message.
    expect(await outbox.enqueue(env.db, message(to, 'Other'), `committed:${to}`)).toEqual(queued);
    await outbox.deliver(queued);
    expect(sent.map((m) => [m.to, m.subject, m.messageId])).toEqual([
      [to, 'Hello', `<committed:${to}@stairway.outbox>`],
    ]);
    expect(await rowOf(`committed:${to}`)).toMatchObject({ status: 'sent', attempts: 1, message: null });
  });

  it('sends a message once when two servers deliver it at the same moment', async () => {
    const { sent, provider } = recorder();
    const a = outboxOver(env.db, provider);
    const b = outboxOver(env.db, provider);
    const to = uniqueEmail('race');
    const queued = await a.enqueue(env.db, message(to), `race:${to}`);
    await Promise.all([a.deliver(queued), b.deliver(queued), a.deliver(queued), b.deliver(queued)]);
    expect(sent.filter((m) => m.to === to)).toHaveLength(1);
  });

  it('retries a refused message with a growing wait, then marks it failed after MAX_ATTEMPTS', async () => {
    const { sent, state, provider } = recorder();
    const outbox = outboxOver(env.db, provider);
    const to = uniqueEmail('refused');
    state.refuse = true;
    const answer = await outbox.send(message(to), { key: `refused:${to}` });
    const first = await rowOf(`refused:${to}`);
    expect(answer).toBe(`queued:${first?.id}`);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' });
    const wait = ((first?.nextAttemptAt.getTime() ?? 0) - (first?.createdAt.getTime() ?? 0)) / 1000;
    expect(wait).toBeGreaterThanOrEqual(retryDelaySeconds(1) - 1);
    expect([retryDelaySeconds(1), retryDelaySeconds(2), retryDelaySeconds(3)]).toEqual([30, 60, 120]);
    for (let n = 2; n <= MAX_ATTEMPTS; n += 1)
      await outbox.deliver({ id: first?.id ?? '', idempotencyKey: '' });
    expect(await rowOf(`refused:${to}`)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    state.refuse = false;
    await outbox.deliver({ id: first?.id ?? '', idempotencyKey: '' });
    expect(sent).toEqual([]);
  });

  it('sweeps what a stopped server left: committed and never sent, or claimed and never finished', async () => {
    const { sent, provider } = recorder();
    const logger = createLogger('silent');
    const queue = createInProcessQueue(logger);
    const outbox = createEmailOutbox({ db: env.db, provider, queue, logger });
    await queue.start();
    const to = uniqueEmail('swept');
    // Server 1 committed two e-mails and stopped: one before sending it, one while sending it.
    const left = await outbox.enqueue(env.db, message(to, 'Left'), `left:${to}`);
    const claimed = await outbox.enqueue(env.db, message(to, 'Claimed'), `claimed:${to}`);
    await env.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '2 minutes'` })
      .where(eq(emailOutbox.id, left.id));
    await env.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, claimed.id));
    expect(await outbox.sweep()).toBeGreaterThanOrEqual(2);
    const deadline = Date.now() + 5000;
    while (sent.filter((m) => m.to === to).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(
      sent
        .filter((m) => m.to === to)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Claimed', 'Left']);
    // Swept once, sent once: another sweep finds neither again.
    await outbox.sweep();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent.filter((m) => m.to === to)).toHaveLength(2);
    expect((await rowOf(`left:${to}`))?.status).toBe('sent');
    expect((await rowOf(`claimed:${to}`))?.status).toBe('sent');
    await queue.stop(1);
    expect(DELIVER_JOB).toBe('email-deliver');
  });
});

describe('the outbox folder with a Message-ID', () => {
  it('writes one file however many times it is handed the same message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-outbox-'));
    try {
      const provider = createOutboxEmailProvider(
        dir,
        'Stairway <hello@stairway.example>',
        createLogger('silent'),
      );
      const m = { ...message('once@example.com'), messageId: '<key-1@stairway.outbox>' };
      const first = await provider.send(m);
      expect(await provider.send(m)).toBe(first);
      expect(fs.readdirSync(dir).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
      expect(fs.readFileSync(first, 'utf8')).toContain('Message-ID: <key-1@stairway.outbox>');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
