/**
 * The signed plan through real GraphQL requests (decision 070): an operator prepares a version from the agreed
 * price and rent (key facts, schedule, PDF and its SHA-256, audit row); the customer opens it, which starts the
 * review window; signing is refused before opening, within the window without advice, with another document's
 * SHA-256, twice, or for an older version; a joint plan needs both signatures, after which no new version is
 * made; the database refuses to change a version. Who may call each operation is the authorisation matrix's.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema';
import { signPlan } from '../../src/services/plans/sign-plan';
import { createTestEnv, drivers, errorOf, signUp, type TestEnv } from '../helpers';
import { approvedApplicant, callOk, listingIdsOf, signedInOperator } from '../purchases';

const PLAN_FIELDS = `id version price deposit monthlyRent monthlyEquity monthlyTotal termMonths termYears
  keyFacts { label value } fees { name amountPence } schedule { year months } sha256 reviewDays fullySigned
  signers { role firstOpenedAt name signedAt ipAddress sha256 tookAdvice }
  yourSigning { role firstOpenedAt canSignFrom signedAt }`;
const MINE = `query { myPurchaseCase { id plan { ${PLAN_FIELDS} } } }`;
const PREPARE = `mutation ($input: PreparePlanInput!) { preparePlan(input: $input) { purchaseCase { plan { id version sha256 } } } }`;
const OPEN = `mutation ($id: ID!) { openPlan(input: { planId: $id }) { ${PLAN_FIELDS} } }`;
const SIGN = `mutation ($input: SignPlanInput!) { signPlan(input: $input) { ${PLAN_FIELDS} } }`;
const PDF = `query ($id: ID!) { planPdf(input: { planId: $id }) { fileName base64 sha256 } }`;

type Plan = {
  id: string;
  version: number;
  sha256: string;
  fullySigned: boolean;
  signers: Array<{
    role: string;
    name: string | null;
    signedAt: string | null;
    ipAddress: string | null;
    sha256: string | null;
    tookAdvice: boolean | null;
  }>;
  yourSigning: {
    role: string;
    firstOpenedAt: string | null;
    canSignFrom: string | null;
    signedAt: string | null;
  } | null;
  [key: string]: unknown;
};

describe.each(drivers)('plans on %s', (driver) => {
  let env: TestEnv;
  let operator: string;
  let listingIds: string[] = [];

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operator = (await signedInOperator(env, 'plans-operator')).token;
    listingIds = await listingIdsOf(env, 'SO16');
  });
  afterAll(async () => {
    await env.close();
  });

  const call = <T>(query: string, variables: Record<string, unknown>, token: string) =>
    callOk<T>(env, query, variables, token);

  /** An applicant (with a joined co-applicant when `joint`) whose listing home is approved, and its case. */
  async function approved(listingId: string, joint = false) {
    const applicant = await approvedApplicant(env, operator, listingId, { joint });
    const mine = await call<{ myPurchaseCase: { id: string; plan: Plan | null } }>(MINE, {}, applicant.token);
    return { ...applicant, caseId: mine.myPurchaseCase.id, plan: mine.myPurchaseCase.plan };
  }

  const prepare = (caseId: string, price = 200_000, monthlyRent = 950) =>
    env.gql<{ preparePlan: { purchaseCase: { plan: { id: string; version: number; sha256: string } } } }>(
      PREPARE,
      { input: { purchaseCaseId: caseId, price, monthlyRent } },
      operator,
    );
  const sign = (token: string, input: Record<string, unknown>) =>
    env.gql<{ signPlan: Plan }>(SIGN, { input }, token);

  it('prepares a plan whose PDF is the document its SHA-256 names, with the key facts of the one domain module', async () => {
    const { token, input, caseId, plan: none } = await approved(listingIds[0] ?? '');
    expect(none).toBeNull();
    const prepared = await prepare(caseId);
    expect(prepared.errors).toBeUndefined();
    const made = prepared.data?.preparePlan.purchaseCase.plan;
    expect(made).toMatchObject({ version: 1 });
    const ready = env.emails.filter((mail) => mail.to === input.email).at(-1);
    expect(ready).toMatchObject({ subject: 'Your Stairway plan is ready to read' });
    expect(ready?.links).toEqual(['http://localhost:3000/your-plan']);
    expect(ready?.text).toContain('You can sign it 7 days after you first open it');

    const mine = (await call<{ myPurchaseCase: { plan: Plan } }>(MINE, {}, token)).myPurchaseCase.plan;
    expect(mine).toMatchObject({
      price: 200_000,
      deposit: 4_000,
      monthlyRent: 950,
      monthlyEquity: 166.67,
      monthlyTotal: 1_116.67,
      termMonths: 96,
      termYears: 8,
      reviewDays: 7,
      fullySigned: false,
      fees: [],
      yourSigning: { role: 'Applicant', firstOpenedAt: null, canSignFrom: null, signedAt: null },
    });
    expect(mine.schedule).toHaveLength(8);
    expect(mine.signers).toEqual([expect.objectContaining({ role: 'Applicant', signedAt: null })]);

    const pdf = (
      await call<{ planPdf: { fileName: string; base64: string; sha256: string } }>(
        PDF,
        { id: mine.id },
        token,
      )
    ).planPdf;
    const bytes = Buffer.from(pdf.base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(mine.sha256);
    expect(pdf).toMatchObject({ fileName: 'stairway-plan-v1.pdf', sha256: mine.sha256 });
    const audit = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, caseId));
    expect(audit.map((row) => row.action)).toContain('prepare-plan');

    // Not someone else's: another applicant gets NOT_FOUND.
    const other = await signUp(env);
    expect(errorOf(await env.gql(PDF, { id: mine.id }, other.token)).code).toBe('NOT_FOUND');
    expect(errorOf(await env.gql(OPEN, { id: mine.id }, other.token)).code).toBe('NOT_FOUND');
  });

  it('signs only after opening, after the review window or with advice, the current document, once', async () => {
    const { token, caseId } = await approved(listingIds[1] ?? '');
    const planId = (await prepare(caseId)).data?.preparePlan.purchaseCase.plan.id ?? '';
    const sha256 = (await call<{ myPurchaseCase: { plan: Plan } }>(MINE, {}, token)).myPurchaseCase.plan
      .sha256;

    const unopened = await sign(token, { planId, sha256, tookAdvice: false });
    expect(errorOf(unopened)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tookAdvice' });
    expect(unopened.errors?.[0]?.message).toBe('Open and read the plan before signing it');

    const opened = (await call<{ openPlan: Plan }>(OPEN, { id: planId }, token)).openPlan;
    const openedAt = new Date(opened.yourSigning?.firstOpenedAt ?? '');
    expect(new Date(opened.yourSigning?.canSignFrom ?? '').getTime() - openedAt.getTime()).toBe(
      7 * 86_400_000,
    );
    // Opening again does not restart the window.
    const again = (await call<{ openPlan: Plan }>(OPEN, { id: planId }, token)).openPlan;
    expect(again.yourSigning?.firstOpenedAt).toBe(opened.yourSigning?.firstOpenedAt);

    const early = await sign(token, { planId, sha256, tookAdvice: false });
    expect(errorOf(early)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tookAdvice' });
    expect(early.errors?.[0]?.message).toMatch(/sign it 7 days after you first opened it/);
    expect(errorOf(await sign(token, { planId, sha256: 'b'.repeat(64), tookAdvice: true }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'sha256',
    });

    const signed = await sign(token, { planId, sha256, tookAdvice: true });
    expect(signed.errors).toBeUndefined();
    expect(signed.data?.signPlan).toMatchObject({ fullySigned: true, yourSigning: { role: 'Applicant' } });
    expect(signed.data?.signPlan.signers[0]).toMatchObject({
      name: 'Hattie Lowell',
      sha256,
      tookAdvice: true,
    });
    expect(errorOf(await sign(token, { planId, sha256, tookAdvice: true }))).toMatchObject({
      code: 'CONFLICT',
    });
    // Signed by everyone: no new version.
    expect(errorOf(await prepare(caseId, 210_000))).toMatchObject({
      code: 'CONFLICT',
      field: 'purchaseCaseId',
    });
  });

  it('lets a customer sign without advice once the window has passed', async () => {
    const { token, userId, caseId } = await approved(listingIds[2] ?? '');
    const planId = (await prepare(caseId)).data?.preparePlan.purchaseCase.plan.id ?? '';
    const plan = (await call<{ openPlan: Plan }>(OPEN, { id: planId }, token)).openPlan;
    const actor = { kind: 'applicant' as const, userId };
    const inSixDays = new Date(Date.now() + 6 * 86_400_000);
    await expect(
      signPlan(env, actor, {
        planId,
        sha256: plan.sha256,
        tookAdvice: false,
        ip: '203.0.113.9',
        now: inSixDays,
      }),
    ).rejects.toThrow(/7 days/);
    const inEightDays = new Date(Date.now() + 8 * 86_400_000);
    await signPlan(env, actor, {
      planId,
      sha256: plan.sha256,
      tookAdvice: false,
      ip: '203.0.113.9',
      now: inEightDays,
    });
    const after = (await call<{ myPurchaseCase: { plan: Plan } }>(MINE, {}, token)).myPurchaseCase.plan;
    expect(after.signers[0]).toMatchObject({ tookAdvice: false, ipAddress: '203.0.113.9' });
  });

  it('needs both signatures on a joint plan, and only the newest version can be signed', async () => {
    const { token, input, coToken, coEmail, caseId } = await approved(listingIds[3] ?? '', true);
    const first = (await prepare(caseId, 200_000, 900)).data?.preparePlan.purchaseCase.plan;
    const second = (await prepare(caseId, 195_000, 900)).data?.preparePlan.purchaseCase.plan;
    expect(second?.version).toBe(2);
    await call(OPEN, { id: first?.id }, token);
    expect(
      errorOf(await sign(token, { planId: first?.id, sha256: first?.sha256, tookAdvice: true })),
    ).toMatchObject({
      code: 'CONFLICT',
      field: 'planId',
    });

    await call(OPEN, { id: second?.id }, token);
    const one = await sign(token, { planId: second?.id, sha256: second?.sha256, tookAdvice: true });
    expect(one.data?.signPlan.fullySigned).toBe(false);
    expect(one.data?.signPlan.signers.map((row) => [row.role, Boolean(row.signedAt)])).toEqual([
      ['Applicant', true],
      ['Co-applicant', false],
    ]);
    const coView = (await call<{ openPlan: Plan }>(OPEN, { id: second?.id }, coToken)).openPlan;
    expect(coView.yourSigning).toMatchObject({ role: 'Co-applicant', signedAt: null });
    const both = await sign(coToken, { planId: second?.id, sha256: second?.sha256, tookAdvice: true });
    expect(both.data?.signPlan).toMatchObject({ fullySigned: true, yourSigning: { role: 'Co-applicant' } });
    expect(both.data?.signPlan.signers[1]).toMatchObject({ name: 'Ben Carter' });
    // Each signature is e-mailed: a receipt with the SHA-256 to the signer, a notice to the other signer.
    const to = (address: string) =>
      env.emails.filter((mail) => mail.to === address).map((mail) => mail.subject);
    expect(to(input.email).slice(-2)).toEqual([
      'You signed your Stairway plan',
      'Ben signed your Stairway plan',
    ]);
    expect(to(coEmail).slice(-2)).toEqual([
      'Hattie signed your Stairway plan',
      'You signed your Stairway plan',
    ]);
    const receipt = env.emails.filter((mail) => mail.to === coEmail).at(-1);
    expect(receipt?.text).toContain(second?.sha256 ?? 'missing');
    expect(receipt?.text).toContain('signed by everyone who needs to sign it');
    // Each sees their own signature's IP address, not the other's.
    expect(both.data?.signPlan.signers[1]?.ipAddress).toEqual(expect.any(String));
    expect(both.data?.signPlan.signers[0]?.ipAddress).toBeNull();
  });

  it('refuses a signature once the purchase has fallen through', async () => {
    const { token, caseId } = await approved(listingIds[5] ?? listingIds[0] ?? '');
    const plan = (await prepare(caseId)).data?.preparePlan.purchaseCase.plan;
    await call(OPEN, { id: plan?.id }, token);
    const today = new Date().toISOString().slice(0, 10);
    await call(
      `mutation ($input: MovePurchaseCaseInput!) { movePurchaseCase(input: $input) { allowedMoves } }`,
      {
        input: {
          purchaseCaseId: caseId,
          to: 'FallenThrough',
          date: today,
          reason: 'Survey found subsidence',
        },
      },
      operator,
    );
    expect(
      errorOf(await sign(token, { planId: plan?.id, sha256: plan?.sha256, tookAdvice: true })),
    ).toMatchObject({
      code: 'CONFLICT',
      field: 'planId',
    });
  });

  it('refuses to change a plan version in the database', async () => {
    const { caseId } = await approved(listingIds[4] ?? '');
    await prepare(caseId);
    const refusal = await env.db
      .execute(sql`update plans set price = 1 where purchase_case_id = ${caseId}`)
      .then(
        () => 'changed',
        (error: unknown) => {
          const messages: string[] = [];
          for (let current: unknown = error; current instanceof Error; current = current.cause) {
            messages.push(current.message);
          }
          return messages.join(' / ');
        },
      );
    expect(refusal).toMatch(/plan versions and signatures are never changed/);
  });
});
