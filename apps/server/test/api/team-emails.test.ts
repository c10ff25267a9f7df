/**
 * E-mails to the team (services/operators/team-emails.ts) through the real outbox: to TEAM_EMAIL when it is set,
 * otherwise to every enabled operator (never a disabled one), each once however often the same key is sent, and
 * in the caller's transaction (a rolled-back change leaves no e-mail).
 */
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { emailOutbox } from '../../src/db/schema';
import { addOperator } from '../../src/services/operators/add-operator';
import { setOperatorDisabled } from '../../src/services/operators/set-operator-disabled';
import { emailTeam, enqueueTeamEmail, teamRecipients } from '../../src/services/operators/team-emails';
import { createTestEnv, drivers, type TestEnv, uniqueEmail } from '../helpers';

const mail = {
  subject: 'A customer asked for help',
  html: '<p>Hello</p>',
  text: 'Hello',
  links: ['http://localhost:3000/ops/arrears'],
};

describe.each(drivers)('team e-mails on %s', (driver) => {
  let env: TestEnv;
  let enabled: { id: string; email: string };
  let disabled: { id: string; email: string };

  beforeAll(async () => {
    env = await createTestEnv(driver);
    const first = await addOperator(env.db, { email: uniqueEmail('team-a'), actor: 'test-runner' });
    const second = await addOperator(env.db, { email: uniqueEmail('team-b'), actor: 'test-runner' });
    enabled = { id: first.operator.id, email: first.operator.email };
    disabled = { id: second.operator.id, email: second.operator.email };
    await setOperatorDisabled(env.db, { operatorId: disabled.id, disabled: true, actor: 'test-runner' });
  });
  afterAll(async () => {
    await env.close();
  });

  it('goes to every enabled operator when TEAM_EMAIL is unset, once per key', async () => {
    expect(env.config.TEAM_EMAIL).toBeUndefined();
    const recipients = await teamRecipients(env.db, env.config);
    expect(recipients).toContainEqual({ email: enabled.email, keySuffix: `operator:${enabled.id}` });
    expect(recipients.map((r) => r.email)).not.toContain(disabled.email);

    const key = `team-test:${crypto.randomUUID()}`;
    expect(await emailTeam(env, mail, key)).toBe(recipients.length);
    expect(await emailTeam(env, mail, key)).toBe(recipients.length);
    const rows = await env.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, `${key}:%`));
    expect(rows).toHaveLength(recipients.length);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    const sent = env.emails.filter((m) => m.subject === mail.subject);
    expect(sent.map((m) => m.to)).toContain(enabled.email);
    expect(sent.map((m) => m.to)).not.toContain(disabled.email);
    expect(sent.filter((m) => m.to === enabled.email)).toHaveLength(1);
    expect(sent[0]?.links).toEqual(mail.links);
  });

  it('goes to TEAM_EMAIL alone when it is set', async () => {
    const services = { ...env, config: { ...env.config, TEAM_EMAIL: 'team@stairway.example' } };
    expect(await teamRecipients(env.db, services.config)).toEqual([
      { email: 'team@stairway.example', keySuffix: 'team' },
    ]);
    const key = `team-test:${crypto.randomUUID()}`;
    expect(await emailTeam(services, mail, key)).toBe(1);
    expect(env.emails.filter((m) => m.to === 'team@stairway.example')).toHaveLength(1);
    const rows = await env.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, `${key}:%`));
    expect(rows.map((row) => row.idempotencyKey)).toEqual([`${key}:team`]);
  });

  it('commits with the caller’s transaction, or not at all', async () => {
    const key = `team-test:${crypto.randomUUID()}`;
    await expect(
      env.db.transaction(async (tx) => {
        await enqueueTeamEmail(tx, env, mail, key);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await env.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.idempotencyKey, `${key}:%`));
    expect(rows).toHaveLength(0);
  });
});

describe('TEAM_EMAIL', () => {
  it('is optional, and must be an e-mail address when set', () => {
    expect(loadConfig({}).TEAM_EMAIL).toBeUndefined();
    expect(loadConfig({ TEAM_EMAIL: 'team@stairway.example' }).TEAM_EMAIL).toBe('team@stairway.example');
    expect(() => loadConfig({ TEAM_EMAIL: 'the team' })).toThrow(
      'TEAM_EMAIL: TEAM_EMAIL must be an e-mail address',
    );
  });
});
