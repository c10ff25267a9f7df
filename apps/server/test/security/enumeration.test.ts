/**
 * Through real GraphQL requests: verifyOperatorCode, verifyLandlordToken (after resendLandlordOtpCode) and
 * resendLandlordOtpCode answer an unknown address exactly as they answer an account's, and in the same time.
 * Timing is tested without a stopwatch race: the e-mail transport is made slow (3 seconds a message), and
 * both answers must come well before it, which they can only do if no answer waits for a send (decision 045).
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { landlords, oneTimeCodes } from '../../src/db/schema';
import type { EmailMessage, EmailProvider } from '../../src/providers/email/email-provider';
import { decoySubjectId } from '../../src/services/one-time-codes';
import { addOperator } from '../../src/services/operators';
import { createGraphQL } from '../../src/yoga';
import { createTestEnv, drivers, type GqlResult, outboxOver, type TestEnv, uniqueEmail } from '../helpers';

const OPERATOR_CODE = `mutation ($input: VerifyOperatorCodeInput!) { verifyOperatorCode(input: $input) { token } }`;
const SIGN_UP = `mutation ($input: LandlordSignUpInput!) { landlordSignUp(input: $input) { email sent } }`;
const RESEND = `mutation ($input: ResendLandlordOtpCodeInput!) { resendLandlordOtpCode(input: $input) { email sent } }`;
const VERIFY = `mutation ($input: VerifyLandlordTokenInput!) { verifyLandlordToken(input: $input) { token } }`;

/** How long the slow transport takes to send one message. */
const SEND_MS = 3_000;

/** An error as the caller sees it: code, field, message and attempts left. */
const seen = (result: GqlResult<unknown>) => {
  const error = result.errors?.[0];
  return {
    code: error?.extensions?.code,
    field: error?.extensions?.field,
    attemptsLeft: error?.extensions?.attemptsLeft,
    message: error?.message,
    data: result.data,
  };
};

describe.each(drivers)('the same answer for unknown addresses on %s', (driver) => {
  let env: TestEnv;
  let slowGql: TestEnv['gql'];
  const slowSent: EmailMessage[] = [];
  beforeAll(async () => {
    env = await createTestEnv(driver);
    const slowEmail: EmailProvider = {
      kind: 'outbox',
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, SEND_MS));
        slowSent.push(message);
        return 'slow';
      },
    };
    const yoga = createGraphQL({ ...env, email: outboxOver(env.db, slowEmail) });
    slowGql = async (query, variables) => {
      const response = await yoga.fetch('http://localhost/api', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    };
  });
  afterAll(async () => {
    await env.close();
  });

  it('verifyOperatorCode answers an unknown address as an operator’s without a code', async () => {
    const email = uniqueEmail('operator');
    await addOperator(env.db, { email, actor: 'enumeration-test' });
    const operator = await env.gql(OPERATOR_CODE, { input: { email, code: '123456' } });
    const unknown = await env.gql(OPERATOR_CODE, { input: { email: uniqueEmail('nobody'), code: '123456' } });
    expect(seen(unknown)).toEqual(seen(operator));
    expect(seen(operator).code).toBe('TOKEN_USED');
  });

  it('verifyLandlordToken after resendLandlordOtpCode answers an unknown address as a landlord’s, try by try', async () => {
    const landlord = uniqueEmail('landlord');
    await env.gql(SIGN_UP, { input: { firstName: 'Lena', lastName: 'Lord', email: landlord } });
    const unknown = uniqueEmail('nobody');
    const answers = async (email: string) => {
      await env.gql(RESEND, { input: { email } });
      const list = [];
      // Six wrong codes: 4, 3, 2, 1 tries left, the last try, then a new code is needed.
      for (let i = 0; i < 6; i += 1)
        list.push(seen(await env.gql(VERIFY, { input: { email, code: '999999' } })));
      return list;
    };
    const forLandlord = await answers(landlord);
    const forUnknown = await answers(unknown);
    expect(forUnknown).toEqual(forLandlord);
    expect(forLandlord[0]).toMatchObject({ code: 'TOKEN_INVALID', attemptsLeft: 4 });
    expect(forLandlord[5]).toMatchObject({ code: 'TOKEN_USED', attemptsLeft: 0 });
  });

  it('resendLandlordOtpCode and landlordSignUp answer without waiting for the e-mail, known address or not', async () => {
    const landlord = uniqueEmail('landlord');
    await env.gql(SIGN_UP, { input: { firstName: 'Lena', lastName: 'Lord', email: landlord } });
    const timed = async (query: string, input: Record<string, unknown>) => {
      const started = performance.now();
      const result = await slowGql(query, { input });
      expect(result.errors).toBeUndefined();
      return { ms: performance.now() - started, data: result.data };
    };
    const known = await timed(RESEND, { email: landlord });
    const unknown = await timed(RESEND, { email: uniqueEmail('nobody') });
    const signUpAgain = await timed(SIGN_UP, { firstName: 'Lena', lastName: 'Lord', email: landlord });
    const signUpNew = await timed(SIGN_UP, { firstName: 'Nia', lastName: 'New', email: uniqueEmail('new') });
    // Before: the known address waited for the send (at least SEND_MS), the unknown one did not.
    for (const answer of [known, unknown, signUpAgain, signUpNew])
      expect(answer.ms).toBeLessThan(SEND_MS / 2);
    expect(Object.keys(known.data ?? {})).toEqual(Object.keys(unknown.data ?? {}));
    // The landlord's code still goes out, after the answer.
    await vi.waitFor(
      () => expect(slowSent.filter((m) => m.to === landlord).length).toBeGreaterThanOrEqual(2),
      {
        timeout: SEND_MS * 3,
      },
    );
  }, 20_000);
  it('deletes codes expired over a day ago, a landlord’s and an unknown address’s alike, when a code is issued', async () => {
    const landlordEmail = uniqueEmail('landlord-old-code');
    await env.gql(SIGN_UP, { input: { firstName: 'Lena', lastName: 'Hart', email: landlordEmail } });
    const [landlord] = await env.db
      .select({ id: landlords.id })
      .from(landlords)
      .where(eq(landlords.email, landlordEmail));
    const unknownEmail = uniqueEmail('unknown-old-code');
    await env.gql(RESEND, { input: { email: unknownEmail } });
    const subjects = [String(landlord?.id), decoySubjectId('landlord', unknownEmail)];
    const mine = inArray(oneTimeCodes.subjectId, subjects);
    expect(await env.db.select().from(oneTimeCodes).where(mine)).toHaveLength(2);
    // Expired 23 hours ago: kept; 25 hours ago: deleted by the next code issued, to anyone.
    await env.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 23 * 3_600_000) })
      .where(mine);
    await env.gql(RESEND, { input: { email: uniqueEmail('someone-else') } });
    expect(await env.db.select().from(oneTimeCodes).where(mine)).toHaveLength(2);
    await env.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(mine);
    await env.gql(RESEND, { input: { email: uniqueEmail('someone-else') } });
    expect(await env.db.select().from(oneTimeCodes).where(mine)).toEqual([]);
  });
});
