/** verifyToken and resendVerificationEmail. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../src/db/schema';
import { createTestEnv, drivers, signUp, type TestEnv } from '../helpers';

const VERIFY = /* GraphQL */ `
  mutation Verify($input: VerifyTokenInput!) { verifyToken(input: $input) { verified email } }
`;
const RESEND = /* GraphQL */ `
  mutation Resend($input: ResendVerificationEmailInput!) {
    resendVerificationEmail(input: $input) { sent alreadyVerified }
  }
`;

describe.each(drivers)('e-mail verification on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  const tokenFromLatestEmail = (to: string) => {
    const mail = [...env.emails].reverse().find((m) => m.to === to);
    const link = mail?.links?.[0];
    if (!link) throw new Error(`no e-mail to ${to}`);
    return new URL(link).searchParams.get('token') ?? '';
  };

  it('verifies the e-mail once; the same link then says it was used', async () => {
    const { input, userId } = await signUp(env);
    const token = tokenFromLatestEmail(input.email);
    const first = await env.gql<{ verifyToken: { verified: boolean; email: string } }>(VERIFY, {
      input: { token },
    });
    expect(first.data?.verifyToken).toEqual({ verified: true, email: input.email });
    const [user] = await env.db.select().from(users).where(eq(users.id, userId));
    expect(user?.emailVerified).toBe(true);

    const again = await env.gql(VERIFY, { input: { token } });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'TOKEN_USED', emailVerified: true });
  });

  it('refuses an expired link and sends a new one from it', async () => {
    const { input, userId } = await signUp(env);
    const token = tokenFromLatestEmail(input.email);
    await env.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, userId));
    const expired = await env.gql(VERIFY, { input: { token } });
    expect(expired.errors?.[0]?.extensions?.code).toBe('TOKEN_EXPIRED');
    expect(expired.errors?.[0]?.message).toContain('expired');

    const before = env.emails.length;
    const resent = await env.gql<{ resendVerificationEmail: { sent: boolean } }>(RESEND, {
      input: { token },
    });
    expect(resent.data?.resendVerificationEmail).toEqual({ sent: true, alreadyVerified: false });
    expect(env.emails.length).toBe(before + 1);
    const fresh = tokenFromLatestEmail(input.email);
    expect(fresh).not.toBe(token);
    const ok = await env.gql<{ verifyToken: { verified: boolean } }>(VERIFY, { input: { token: fresh } });
    expect(ok.data?.verifyToken.verified).toBe(true);
  });

  it('refuses an unknown token', async () => {
    const result = await env.gql(VERIFY, { input: { token: 'not-a-real-token' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('TOKEN_INVALID');
  });

  it('lets a signed-in applicant ask for a new link, and says when already verified', async () => {
    const { token: session, input } = await signUp(env);
    const resent = await env.gql<{ resendVerificationEmail: { sent: boolean } }>(
      RESEND,
      { input: {} },
      session,
    );
    expect(resent.data?.resendVerificationEmail.sent).toBe(true);
    await env.gql(VERIFY, { input: { token: tokenFromLatestEmail(input.email) } });
    const after = await env.gql<{ resendVerificationEmail: { sent: boolean; alreadyVerified: boolean } }>(
      RESEND,
      { input: {} },
      session,
    );
    expect(after.data?.resendVerificationEmail).toEqual({ sent: false, alreadyVerified: true });
  });

  it('refuses a resend with neither a session nor a token', async () => {
    const result = await env.gql(RESEND, { input: {} });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
