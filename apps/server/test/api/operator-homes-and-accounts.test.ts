/**
 * The operators' console, homes under review and accounts (decision 025), through real GraphQL requests: the
 * role matrix of every operation added (anonymous, applicant, co-applicant, landlord and pipeline viewer with
 * real tokens of real accounts refused; operators allowed), a home's review with its photos (signed links),
 * approving and rejecting through the service `npm run ops -- approve-home` uses (audit row, e-mail, the
 * applicant's status and banner flags change), and disabling and enabling operators and pipeline viewers
 * (their tokens and sign-ins refused, audited).
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  homeSubmissionImages,
  homeSubmissions,
  userApplications,
  users,
} from '../../src/db/schema';
import { addOperator } from '../../src/services/operators';
import { addPipelineViewer } from '../../src/services/pipeline-viewers';
import {
  createTestEnv,
  drivers,
  errorOf,
  type GqlResult,
  landlordToken,
  signUp,
  type TestEnv,
  uniqueEmail,
} from '../helpers';

const SIGN_IN = `mutation ($input: OperatorSignInInput!) { operatorSignIn(input: $input) { codeSent } }`;
const VERIFY = `mutation ($input: VerifyOperatorCodeInput!) { verifyOperatorCode(input: $input) { token } }`;
const CHECK = `mutation ($input: CheckPipelinePasswordInput!) { checkPipelinePassword(input: $input) { token } }`;
const PIPELINE = `query { getPipelineApplicants(pageSize: 1) { totalCount } }`;
const FLAGS = `query { getApplication { hasHomeInReview hasHomeApproved hasHomeRejected } }`;
const REVIEW_FIELDS = `homeSubmissionId applicationId email name status fromListing address type bedrooms ownership
  yearsLeftOnLease EPCRating askingPrice chain link additionalInfo approvalRisks submittedAt decidedAt
  images { id url type size }`;
const LIST = `query { homesInReview { ${REVIEW_FIELDS} } }`;
const ONE = `query ($id: ID!) { homeForReview(input: { homeSubmissionId: $id }) { ${REVIEW_FIELDS} } }`;
const APPROVE = `mutation ($input: ApproveHomeInput!) { approveHome(input: $input) { homeSubmissionId status decidedAt } }`;
const REJECT = `mutation ($input: RejectHomeInput!) { rejectHome(input: $input) { homeSubmissionId status } }`;
const DISABLE_OPERATOR = `mutation ($id: ID!, $disabled: Boolean!) {
  setOperatorDisabled(input: { operatorId: $id, disabled: $disabled }) { id disabledAt }
}`;
const DISABLE_VIEWER = `mutation ($id: ID!, $disabled: Boolean!) {
  setPipelineViewerDisabled(input: { pipelineViewerId: $id, disabled: $disabled }) { id disabledAt }
}`;

/** Every operation this file adds, with variables that pass validation. */
const OPERATIONS: Array<[string, string, Record<string, unknown>]> = [
  ['homesInReview', 'query { homesInReview { homeSubmissionId } }', {}],
  [
    'homeForReview',
    'query ($id: ID!) { homeForReview(input: { homeSubmissionId: $id }) { homeSubmissionId } }',
    { id: crypto.randomUUID() },
  ],
  [
    'approveHome',
    'mutation ($id: ID!) { approveHome(input: { homeSubmissionId: $id }) { status } }',
    { id: crypto.randomUUID() },
  ],
  [
    'rejectHome',
    'mutation ($id: ID!) { rejectHome(input: { homeSubmissionId: $id, reason: "x" }) { status } }',
    { id: crypto.randomUUID() },
  ],
  ['pipelineViewers', 'query { pipelineViewers { id email disabledAt } }', {}],
  [
    'addPipelineViewer',
    'mutation ($email: String!) { addPipelineViewer(input: { email: $email }) { created } }',
    { email: uniqueEmail('matrix-viewer') },
  ],
  ['setOperatorDisabled', DISABLE_OPERATOR, { id: crypto.randomUUID(), disabled: true }],
  ['setPipelineViewerDisabled', DISABLE_VIEWER, { id: crypto.randomUUID(), disabled: true }],
  ['promotions', 'query { promotions { id } }', {}],
  ['getPromotionImageUploadUrl', 'mutation { getPromotionImageUploadUrl { url key } }', {}],
  [
    'createPromotion',
    `mutation ($key: String!) { createPromotion(input: { title: "T", text: "X", termsText: "Y", imageKey: $key }) { id } }`,
    { key: 'AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA' },
  ],
  [
    'setPromotionActive',
    'mutation { setPromotionActive(input: { promoId: "no-such-promotion", active: true }) { id } }',
    {},
  ],
];

/** The code in the latest e-mail to this address ("Your Stairway console code: 123 456"). */
function codeFor(env: TestEnv, email: string): string {
  const mail = env.emails.filter((m) => m.to === email).at(-1);
  const match = /(\d{3}) (\d{3})/.exec(mail?.subject ?? '');
  if (!match) throw new Error(`no code e-mailed to ${email}`);
  return `${match[1]}${match[2]}`;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(drivers)('console homes and accounts on %s', (driver) => {
  let env: TestEnv;
  let operator: { id: string; email: string; token: string };

  beforeAll(async () => {
    env = await createTestEnv(driver);
    operator = await newOperator('homes-operator');
  });
  afterAll(async () => {
    await env.close();
  });

  async function signInOperator(
    email: string,
    password: string,
  ): Promise<GqlResult<{ verifyOperatorCode: { token: string } }>> {
    const first = await env.gql(SIGN_IN, { input: { email, password } });
    if (first.errors) return first as GqlResult<{ verifyOperatorCode: { token: string } }>;
    return env.gql<{ verifyOperatorCode: { token: string } }>(VERIFY, {
      input: { email, code: codeFor(env, email) },
    });
  }

  async function newOperator(label: string) {
    const email = uniqueEmail(label);
    const added = await addOperator(env.db, { email, actor: 'test-runner' });
    const signedIn = await signInOperator(email, added.password);
    const token = signedIn.data?.verifyOperatorCode.token;
    if (!token) throw new Error(JSON.stringify(signedIn.errors));
    return { id: added.operator.id, email, password: added.password, token };
  }

  async function newViewer() {
    const email = uniqueEmail('viewer');
    const added = await addPipelineViewer(env.db, { email, actor: 'test-runner' });
    const signedIn = await env.gql<{ checkPipelinePassword: { token: string } }>(CHECK, {
      input: { email, password: added.password },
    });
    return {
      id: added.id,
      email,
      password: added.password,
      token: signedIn.data?.checkPipelinePassword.token ?? '',
    };
  }

  /** A real co-applicant's token: invited by an applicant, signed up through the link. */
  async function coApplicantToken(): Promise<string> {
    const applicant = await signUp(env);
    const coEmail = uniqueEmail('co');
    await env.gql(
      `mutation ($input: UpdateCoApplicantInput!) { updateCoApplicant(input: $input) { application { id } } }`,
      { input: { firstName: 'Ben', lastName: 'Carter', email: coEmail } },
      applicant.token,
    );
    await env.gql('mutation { addCoApplicant { id } }', {}, applicant.token);
    const link = env.emails.filter((m) => m.to === coEmail).at(-1)?.links?.[0] ?? '';
    const signedUp = await env.gql<{ coApplicantSignUp: { token: string } }>(
      `mutation ($input: CoApplicantSignUpInput!) { coApplicantSignUp(input: $input) { token } }`,
      { input: { token: new URL(link).searchParams.get('token'), password: 'quiet harbour lantern' } },
    );
    const token = signedUp.data?.coApplicantSignUp.token;
    if (!token) throw new Error(JSON.stringify(signedUp.errors));
    return token;
  }

  /** An applicant whose application is submitted and who has sent a home found elsewhere, with a photo. */
  async function applicantWithHomeInReview(overrides: Partial<typeof homeSubmissions.$inferInsert> = {}) {
    const applicant = await signUp(env, { firstName: 'Hattie', lastName: 'Lowell' });
    const [application] = await env.db
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.userId, applicant.userId))
      .returning();
    const [home] = await env.db
      .insert(homeSubmissions)
      .values({
        applicationId: application?.id ?? '',
        type: 'Terraced',
        bedrooms: 3,
        ownership: 'Leasehold',
        yearsLeftOnLease: 70,
        epcRating: 'C',
        addressLine1: '4 Orchard Row',
        postTown: 'Shanklin',
        postcode: 'PO37 7PL',
        askingPrice: 235_000,
        chain: false,
        additionalInfo: 'South-facing garden',
        submitted: true,
        submittedAt: new Date(),
        ...overrides,
      })
      .returning();
    const key = env.uploadKeys.create({ kind: 'applicant', userId: applicant.userId });
    const uploadUrl = await env.storage.createUploadUrl(key, { expiresInSeconds: 60 });
    const put = await env.http(uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(put.status).toBeLessThan(300);
    await env.db.insert(homeSubmissionImages).values({
      homeSubmissionId: home?.id ?? '',
      storageKey: key,
      contentType: 'image/png',
      sizeBytes: PNG.length,
    });
    return { ...applicant, applicationId: application?.id ?? '', homeId: home?.id ?? '' };
  }

  describe('the role matrix', () => {
    let tokens: Array<[string, string | null, string[]]>;
    beforeAll(async () => {
      const applicant = await signUp(env);
      tokens = [
        ['anonymous', null, ['UNAUTHENTICATED']],
        ['applicant', applicant.token, ['FORBIDDEN']],
        ['co-applicant', await coApplicantToken(), ['FORBIDDEN']],
        ['landlord', await landlordToken(env), ['FORBIDDEN']],
        ['pipeline viewer', (await newViewer()).token, ['FORBIDDEN']],
      ];
    });

    it.each(OPERATIONS)('%s refuses everyone but operators', async (_name, query, variables) => {
      for (const [who, token, codes] of tokens) {
        const result = await env.gql(query, variables, token);
        expect({ who, data: result.data }).toEqual({ who, data: null });
        expect(codes, who).toContain(errorOf(result).code);
      }
      const allowed = await env.gql(query, variables, operator.token);
      expect(['NOT_FOUND', undefined]).toContain(errorOf(allowed).code);
    });
  });

  describe('homes under review', () => {
    it('lists a home and shows every answer, the risks and photos through signed links', async () => {
      const { homeId, input } = await applicantWithHomeInReview();
      const list = await env.gql<{ homesInReview: Array<{ homeSubmissionId: string }> }>(
        LIST,
        {},
        operator.token,
      );
      expect(list.errors).toBeUndefined();
      expect(list.data?.homesInReview.map((h) => h.homeSubmissionId)).toContain(homeId);
      const one = await env.gql<{
        homeForReview: Record<string, unknown> & { images: Array<{ url: string }> };
      }>(ONE, { id: homeId }, operator.token);
      expect(one.errors).toBeUndefined();
      expect(one.data?.homeForReview).toMatchObject({
        homeSubmissionId: homeId,
        email: input.email,
        name: 'Hattie Lowell',
        status: 'UnderReview',
        address: '4 Orchard Row, Shanklin, PO37 7PL',
        type: 'Terraced',
        bedrooms: 3,
        ownership: 'Leasehold',
        yearsLeftOnLease: 70,
        EPCRating: 'C',
        askingPrice: 235_000,
        chain: false,
        additionalInfo: 'South-facing garden',
        approvalRisks: [expect.stringMatching(/fewer than 85 years/)],
        decidedAt: null,
      });
      const url = one.data?.homeForReview.images[0]?.url ?? '';
      expect(url).toMatch(/expires/i);
      const photo = await env.http(url);
      expect(photo.status).toBe(200);
      expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
      // A made-up id, and a malformed one.
      expect(errorOf(await env.gql(ONE, { id: crypto.randomUUID() }, operator.token)).code).toBe('NOT_FOUND');
      expect(errorOf(await env.gql(ONE, { id: 'nope' }, operator.token))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'homeSubmissionId',
      });
    });

    it('approves through the decision service: audit row, e-mail, the applicant’s flags change', async () => {
      const { homeId, token, input } = await applicantWithHomeInReview();
      expect((await env.gql<{ getApplication: unknown }>(FLAGS, {}, token)).data?.getApplication).toEqual({
        hasHomeInReview: true,
        hasHomeApproved: false,
        hasHomeRejected: false,
      });
      const approved = await env.gql<{ approveHome: { status: string; decidedAt: string | null } }>(
        APPROVE,
        { input: { homeSubmissionId: homeId, reason: 'Lease checked with the seller' } },
        operator.token,
      );
      expect(approved.errors).toBeUndefined();
      expect(approved.data?.approveHome.status).toBe('Approved');
      expect(approved.data?.approveHome.decidedAt).toBeTruthy();
      expect((await env.gql<{ getApplication: unknown }>(FLAGS, {}, token)).data?.getApplication).toEqual({
        hasHomeInReview: false,
        hasHomeApproved: true,
        hasHomeRejected: false,
      });
      const [audit] = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, homeId));
      expect(audit).toMatchObject({
        actor: operator.email,
        action: 'approve-home',
        details: { note: 'Lease checked with the seller', email: input.email },
      });
      expect(env.emails.filter((m) => m.to === input.email).at(-1)?.subject).toMatch(/approved/i);
      // Decided once only.
      const again = await env.gql(APPROVE, { input: { homeSubmissionId: homeId } }, operator.token);
      expect(errorOf(again)).toEqual({ code: 'CONFLICT', field: 'homeSubmissionId' });
      const list = await env.gql<{ homesInReview: Array<{ homeSubmissionId: string }> }>(
        LIST,
        {},
        operator.token,
      );
      expect(list.data?.homesInReview.map((h) => h.homeSubmissionId)).not.toContain(homeId);
    });

    it('rejects only with a reason, audited and e-mailed', async () => {
      const { homeId, token, input } = await applicantWithHomeInReview();
      const noReason = await env.gql(
        REJECT,
        { input: { homeSubmissionId: homeId, reason: '  ' } },
        operator.token,
      );
      expect(errorOf(noReason)).toEqual({ code: 'BAD_USER_INPUT', field: 'reason' });
      const rejected = await env.gql<{ rejectHome: { status: string } }>(
        REJECT,
        { input: { homeSubmissionId: homeId, reason: 'Short lease' } },
        operator.token,
      );
      expect(rejected.data?.rejectHome.status).toBe('Rejected');
      expect(
        (await env.gql<{ getApplication: unknown }>(FLAGS, {}, token)).data?.getApplication,
      ).toMatchObject({
        hasHomeRejected: true,
        hasHomeInReview: false,
      });
      const [audit] = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, homeId));
      expect(audit).toMatchObject({ action: 'reject-home', details: { note: 'Short lease' } });
      expect(env.emails.filter((m) => m.to === input.email).at(-1)?.text ?? '').not.toContain('Short lease');
    });

    it('the audit log shows the reason of a rejection and the note of an approval', async () => {
      const rejectedHome = await applicantWithHomeInReview();
      const approvedHome = await applicantWithHomeInReview();
      await env.gql(
        REJECT,
        { input: { homeSubmissionId: rejectedHome.homeId, reason: 'Lease under 80 years' } },
        operator.token,
      );
      await env.gql(APPROVE, { input: { homeSubmissionId: approvedHome.homeId } }, operator.token);
      const entry = async (subjectId: string) => {
        const result = await env.gql<{
          auditLog: { items: Array<{ action: string; note: string | null; before: string; after: string }> };
        }>(
          'query ($s: String) { auditLog(input: { subjectId: $s }) { items { action note before after } } }',
          { s: subjectId },
          operator.token,
        );
        expect(result.errors).toBeUndefined();
        return result.data?.auditLog.items;
      };
      expect(await entry(rejectedHome.homeId)).toEqual([
        {
          action: 'reject-home',
          note: 'Lease under 80 years',
          before: '{"status":"UnderReview"}',
          after: '{"status":"Rejected"}',
        },
      ]);
      expect(await entry(approvedHome.homeId)).toEqual([
        {
          action: 'approve-home',
          note: null,
          before: '{"status":"UnderReview"}',
          after: '{"status":"Approved"}',
        },
      ]);
    });
  });

  describe('disabling accounts', () => {
    it('a disabled operator’s token and sign-in are refused until enabled again, audited both ways', async () => {
      const other = await newOperator('disabled-operator');
      const disabled = await env.gql<{ setOperatorDisabled: { disabledAt: string | null } }>(
        DISABLE_OPERATOR,
        { id: other.id, disabled: true },
        operator.token,
      );
      expect(disabled.data?.setOperatorDisabled.disabledAt).toBeTruthy();
      expect(errorOf(await env.gql('query { operatorMe { id } }', {}, other.token)).code).toBe(
        'UNAUTHENTICATED',
      );
      const refused = await env.gql(SIGN_IN, { input: { email: other.email, password: other.password } });
      expect(errorOf(refused)).toEqual({ code: 'UNAUTHENTICATED', field: 'email' });
      expect(refused.errors?.[0]?.message).toBe(
        'This account is disabled. Ask another operator to enable it.',
      );
      // A wrong password still says only that.
      const wrong = await env.gql(SIGN_IN, { input: { email: other.email, password: 'not it' } });
      expect(errorOf(wrong)).toEqual({ code: 'UNAUTHENTICATED', field: 'password' });

      const enabled = await env.gql<{ setOperatorDisabled: { disabledAt: string | null } }>(
        DISABLE_OPERATOR,
        { id: other.id, disabled: false },
        operator.token,
      );
      expect(enabled.data?.setOperatorDisabled.disabledAt).toBeNull();
      const again = await signInOperator(other.email, other.password);
      expect(again.data?.verifyOperatorCode.token).toBeTruthy();
      const audit = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, other.id));
      expect(audit.map((row) => row.action)).toEqual(
        expect.arrayContaining(['add-operator', 'disable-operator', 'enable-operator']),
      );
      expect(audit.find((row) => row.action === 'disable-operator')).toMatchObject({
        actor: operator.email,
        details: { before: { disabledAt: null }, after: { disabledAt: expect.any(String) } },
      });
    });

    it('an operator cannot disable themselves', async () => {
      const result = await env.gql(DISABLE_OPERATOR, { id: operator.id, disabled: true }, operator.token);
      expect(errorOf(result)).toEqual({ code: 'CONFLICT', field: 'operatorId' });
      expect(errorOf(await env.gql('query { operatorMe { id } }', {}, operator.token)).code).toBeUndefined();
    });

    it('a disabled pipeline viewer’s token and sign-in are refused (the usual toast), until enabled', async () => {
      const viewer = await newViewer();
      expect(errorOf(await env.gql(PIPELINE, {}, viewer.token)).code).toBeUndefined();
      const listed = await env.gql<{ pipelineViewers: Array<{ id: string }> }>(
        'query { pipelineViewers { id email disabledAt } }',
        {},
        operator.token,
      );
      expect(listed.data?.pipelineViewers.map((v) => v.id)).toContain(viewer.id);
      const disabled = await env.gql<{ setPipelineViewerDisabled: { disabledAt: string | null } }>(
        DISABLE_VIEWER,
        { id: viewer.id, disabled: true },
        operator.token,
      );
      expect(disabled.data?.setPipelineViewerDisabled.disabledAt).toBeTruthy();
      expect(errorOf(await env.gql(PIPELINE, {}, viewer.token)).code).toBe('UNAUTHENTICATED');
      const refused = await env.gql(CHECK, { input: { email: viewer.email, password: viewer.password } });
      expect(errorOf(refused)).toEqual({ code: 'UNAUTHENTICATED', field: 'password' });
      expect(refused.errors?.[0]?.message).toBe("Sorry we couldn't verify your password");

      await env.gql(DISABLE_VIEWER, { id: viewer.id, disabled: false }, operator.token);
      const back = await env.gql<{ checkPipelinePassword: { token: string } }>(CHECK, {
        input: { email: viewer.email, password: viewer.password },
      });
      expect(back.data?.checkPipelinePassword.token).toBeTruthy();
      const audit = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, viewer.id));
      expect(audit.map((row) => row.action)).toEqual(
        expect.arrayContaining(['disable-pipeline-viewer', 'enable-pipeline-viewer']),
      );
    });

    it('adds a pipeline viewer from the console, who can then sign in', async () => {
      const email = uniqueEmail('console-viewer');
      const added = await env.gql<{ addPipelineViewer: { password: string; created: boolean } }>(
        'mutation ($email: String!) { addPipelineViewer(input: { email: $email }) { password created pipelineViewer { email } } }',
        { email },
        operator.token,
      );
      expect(added.data?.addPipelineViewer.created).toBe(true);
      const signedIn = await env.gql<{ checkPipelinePassword: { token: string } }>(CHECK, {
        input: { email, password: added.data?.addPipelineViewer.password },
      });
      expect(signedIn.data?.checkPipelinePassword.token).toBeTruthy();
    });
  });

  describe('promotions', () => {
    const CREATE = `mutation ($input: CreatePromotionInput!) {
      createPromotion(input: $input) { id title text termsText terms active image imageUrl }
    }`;
    const SET_ACTIVE = `mutation ($input: SetPromotionActiveInput!) { setPromotionActive(input: $input) { id active } }`;
    const upload = async (bytes: Buffer, type: string) => {
      const url = await env.gql<{ getPromotionImageUploadUrl: { url: string; key: string } }>(
        'mutation { getPromotionImageUploadUrl { url key } }',
        {},
        operator.token,
      );
      const target = url.data?.getPromotionImageUploadUrl;
      const put = await env.http(target?.url ?? '', {
        method: 'PUT',
        headers: { 'content-type': type },
        body: new Uint8Array(bytes),
      });
      return { key: target?.key ?? '', status: put.status };
    };
    const input = (imageKey: string) => ({
      title: 'Spring viewing weekend',
      text: 'Book a viewing with the team this spring.',
      termsText: 'Open to applicants.\n\nEnds on 30 April 2027.',
      imageKey,
    });

    it('creates a promotion with an uploaded image, unpublished; publishing shows it to applicants; audited', async () => {
      const { key, status } = await upload(PNG, 'image/png');
      expect(status).toBeLessThan(300);
      const created = await env.gql<{
        createPromotion: { id: string; active: boolean; imageUrl: string; terms: string; image: string };
      }>(CREATE, { input: input(key) }, operator.token);
      expect(created.errors).toBeUndefined();
      const promotion = created.data?.createPromotion;
      expect(promotion).toMatchObject({ active: false, image: '', title: 'Spring viewing weekend' });
      expect(promotion?.id).toMatch(/^spring-viewing-weekend-[0-9a-f]{6}$/);
      expect(promotion?.terms).toBe(`/promotions/${promotion?.id}/terms`);
      const image = await env.http(promotion?.imageUrl ?? '');
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

      // An applicant with a verified e-mail and an application sees it once published, not before.
      const applicant = await signUp(env);
      await env.db.update(users).set({ emailVerified: true }).where(eq(users.id, applicant.userId));
      const unseen = async () =>
        (
          await env.gql<{ getUnseenPromotions: Array<{ id: string; imageUrl: string | null }> }>(
            'query { getUnseenPromotions { id imageUrl } }',
            {},
            applicant.token,
          )
        ).data?.getUnseenPromotions.map((p) => p.id) ?? [];
      expect(await unseen()).not.toContain(promotion?.id);
      const published = await env.gql<{ setPromotionActive: { active: boolean } }>(
        SET_ACTIVE,
        { input: { promoId: promotion?.id, active: true } },
        operator.token,
      );
      expect(published.data?.setPromotionActive.active).toBe(true);
      expect(await unseen()).toContain(promotion?.id);
      await env.gql(SET_ACTIVE, { input: { promoId: promotion?.id, active: false } }, operator.token);
      expect(await unseen()).not.toContain(promotion?.id);

      const audit = await env.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, promotion?.id ?? ''));
      expect(audit.map((row) => row.action).sort()).toEqual([
        'create-promotion',
        'publish-promotion',
        'unpublish-promotion',
      ]);
      expect(audit.find((row) => row.action === 'publish-promotion')).toMatchObject({
        actor: operator.email,
        details: { before: { active: false }, after: { active: true } },
      });
      const listed = await env.gql<{ promotions: Array<{ id: string }> }>(
        'query { promotions { id } }',
        {},
        operator.token,
      );
      expect(listed.data?.promotions.map((p) => p.id)).toContain(promotion?.id);
    });

    it('names the field: missing text, an image that is not one, a key of another operator', async () => {
      const { key } = await upload(PNG, 'image/png');
      const empty = await env.gql(CREATE, { input: { ...input(key), title: '  ' } }, operator.token);
      expect(errorOf(empty)).toEqual({ code: 'BAD_USER_INPUT', field: 'title' });
      const pdf = await upload(
        Buffer.from(
          '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
        ),
        'application/pdf',
      );
      const notImage = await env.gql(CREATE, { input: input(pdf.key) }, operator.token);
      expect(errorOf(notImage)).toEqual({ code: 'BAD_USER_INPUT', field: 'imageKey' });
      // A PNG signature with garbage after it passes the first-bytes check but not sharp's full decode.
      const garbage = await upload(Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)]), 'image/png');
      expect(garbage.status).toBe(200);
      const damaged = await env.gql(CREATE, { input: input(garbage.key) }, operator.token);
      expect(errorOf(damaged)).toEqual({ code: 'BAD_USER_INPUT', field: 'imageKey' });
      expect(damaged.errors?.[0]?.message).toMatch(/can’t be opened/);
      const other = await newOperator('other-promoter');
      const foreign = await env.gql(CREATE, { input: input(key) }, other.token);
      expect(errorOf(foreign)).toEqual({ code: 'NOT_FOUND', field: 'imageKey' });
    });
  });
});
