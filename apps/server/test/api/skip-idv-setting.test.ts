/**
 * The operators' skip-identity switch (spec §3 Settings skipIdv; spec §4 step 6 "skippable when the skip
 * setting is on"), through real GraphQL requests: setSkipIdv is operator-only, the applicants' settings and
 * steps follow it at once, and every change leaves an audit row with the operator and the value before and
 * after, which the console's audit log shows. It switches identity checks off in the file's own database for
 * a moment (each test file has its own, test/db/test-databases.ts), and back in `finally`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator } from '../../src/services/operators';
import { setSkipIdv } from '../../src/services/settings';
import {
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  errorOf,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const SET = `mutation ($skipIdv: Boolean!) { setSkipIdv(input: { skipIdv: $skipIdv }) { skipIdv submitHomeEnabled updatedAt } }`;
const SETTINGS = `query { getSettings { skipIdv } }`;
const STEPS = `query { getApplication { steps { id status } } }`;
const AUDIT = `query ($actor: String) {
  auditLog(input: { actor: $actor }) { items { actor action subjectId before after } }
}`;

type Step = { id: string; status: string };

describe.each(drivers)('the skip-identity switch on %s', (driver) => {
  let env: TestEnv;
  let operatorEmail: string;
  let operatorToken: string;

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operatorEmail = uniqueEmail('skip-idv-operator');
    const { password } = await addOperator(env.db, { email: operatorEmail, actor: 'test-runner' });
    await env.gql(`mutation ($input: OperatorSignInInput!) { operatorSignIn(input: $input) { codeSent } }`, {
      input: { email: operatorEmail, password },
    });
    const code = /(\d{3}) (\d{3})/.exec(
      env.emails.filter((m) => m.to === operatorEmail).at(-1)?.subject ?? '',
    );
    const verified = await env.gql<{ verifyOperatorCode: { token: string } }>(
      `mutation ($input: VerifyOperatorCodeInput!) { verifyOperatorCode(input: $input) { token } }`,
      { input: { email: operatorEmail, code: `${code?.[1]}${code?.[2]}` } },
    );
    operatorToken = verified.data?.verifyOperatorCode.token ?? '';
    expect(operatorToken).not.toBe('');
  });
  afterAll(async () => {
    await setSkipIdv(env.db, { skipIdv: false, actor: 'skip-idv-setting.test' });
    await env.close();
  });

  it('is refused to everyone but operators, and then changes nothing', async () => {
    const applicant = await signUp(env);
    for (const token of [undefined, applicant.token]) {
      const refused = await env.gql(SET, { skipIdv: true }, token);
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errorOf(refused).code);
    }
    const settings = await env.gql<{ getSettings: { skipIdv: boolean } }>(SETTINGS, {}, applicant.token);
    expect(settings.data?.getSettings.skipIdv).toBe(false);
  });

  it('makes identity checks optional for applicants at once, audited with the value before and after', async () => {
    const applicant = await signUp(env);
    await completePersonalAndFinancial(env, applicant.token);
    const stepsOf = async () =>
      (await env.gql<{ getApplication: { steps: Step[] } }>(STEPS, {}, applicant.token)).data?.getApplication
        .steps ?? [];
    const statusOf = (steps: Step[], id: string) => steps.find((s) => s.id === id)?.status;
    expect(statusOf(await stepsOf(), 'applicant-bank-statements')).toBe('Locked');
    try {
      const on = await env.gql<{ setSkipIdv: { skipIdv: boolean; submitHomeEnabled: boolean } }>(
        SET,
        { skipIdv: true },
        operatorToken,
      );
      expect(on.errors).toBeUndefined();
      expect(on.data?.setSkipIdv).toMatchObject({ skipIdv: true, submitHomeEnabled: true });
      const seen = await env.gql<{ getSettings: { skipIdv: boolean } }>(SETTINGS, {}, applicant.token);
      expect(seen.data?.getSettings.skipIdv).toBe(true);
      const optional = await stepsOf();
      expect(statusOf(optional, 'applicant-identity-verification')).toBe('Done');
      expect(statusOf(optional, 'applicant-bank-statements')).toBe('Todo');
    } finally {
      const off = await env.gql<{ setSkipIdv: { skipIdv: boolean } }>(SET, { skipIdv: false }, operatorToken);
      expect(off.data?.setSkipIdv.skipIdv).toBe(false);
    }
    expect(statusOf(await stepsOf(), 'applicant-bank-statements')).toBe('Locked');

    const audit = await env.gql<{
      auditLog: {
        items: Array<{ actor: string; action: string; subjectId: string; before: string; after: string }>;
      };
    }>(AUDIT, { actor: operatorEmail }, operatorToken);
    // Newest first: asked for again, then made optional.
    expect(audit.data?.auditLog.items.slice(0, 2)).toEqual([
      {
        actor: operatorEmail,
        action: 'identity-checks-required',
        subjectId: 'settings',
        before: '{"skipIdv":true}',
        after: '{"skipIdv":false}',
      },
      {
        actor: operatorEmail,
        action: 'identity-checks-optional',
        subjectId: 'settings',
        before: '{"skipIdv":false}',
        after: '{"skipIdv":true}',
      },
    ]);
  });
});
