/**
 * Home submissions (spec §3 HomeSubmission; §4 statuses and banners; §5 rules; §7 the home submission and
 * image calls; §8 messages) through real GraphQL requests: from a listing and found elsewhere, photos PUT to
 * the signed upload URLs and checked by their bytes, the one-under-review and one-approved rules under two
 * concurrent submits, the team's decisions (services/home-decisions.ts) and the maintenance flag
 * (services/settings.ts setMaintenanceMode), and every call refused to the wrong people.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coApplicants, userApplications } from '../../src/db/schema';
import { decideHome, listHomesInReview } from '../../src/services/home-decisions';
import { setMaintenanceMode } from '../../src/services/settings';
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

const HOME_FIELDS = /* GraphQL */ `
  id type otherType bedrooms ownership yearsLeftOnLease EPCRating addressLine1 addressLine2 postcode postTown
  uprn askingPrice chain link additionalInfo submitted approved rejected viewed fromListing status imageUrl
  listing { id } images { id url type size }
`;
const FLAGS = 'hasHomeSubmitted hasHomeApproved hasHomeRejected hasHomeInReview';
const GET_APP = /* GraphQL */ `query { getApplication { ${FLAGS} } }`;
const LIST = /* GraphQL */ `query { getUserHomeSubmissions { ${HOME_FIELDS} } }`;
const HOMES = /* GraphQL */ `
  query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { listings { id } } }
`;
const WITH_LISTING = /* GraphQL */ `
  mutation ($input: CreateHomeSubmissionWithListingInput!) {
    createHomeSubmissionWithListing(input: $input) { ${HOME_FIELDS} }
  }
`;
const CREATE = /* GraphQL */ `
  mutation ($input: CreateHomeSubmissionInput!) { createHomeSubmission(input: $input) { ${HOME_FIELDS} } }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: UpdateHomeSubmissionInput!) { updateHomeSubmission(input: $input) { ${HOME_FIELDS} } }
`;
const UPDATE_MORE = /* GraphQL */ `
  mutation ($input: UpdateSubmissionInput!) { updateSubmission(input: $input) { ${HOME_FIELDS} } }
`;
const SUBMIT = /* GraphQL */ `
  mutation ($input: SubmitHomeSubmissionInput!) { submitHomeSubmission(input: $input) { ${HOME_FIELDS} } }
`;
const DELETE = /* GraphQL */ `
  mutation ($input: DeleteHomeSubmissionInput!) { deleteHomeSubmission(input: $input) }
`;
const UPLOAD_URL = /* GraphQL */ `mutation { getPreSignedUploadUrl { url key } }`;
const ADD_IMAGE = /* GraphQL */ `
  mutation ($input: AddImageToHomeSubmissionInput!) { addImageToHomeSubmission(input: $input) { id url type size } }
`;
const DELETE_IMAGE = /* GraphQL */ `
  mutation ($input: DeleteHomeSubmissionImageInput!) { deleteHomeSubmissionImage(input: $input) }
`;
const MAINTENANCE = /* GraphQL */ `query { getMaintenanceMode { submitHomeEnabled } }`;

type Home = {
  id: string;
  status: string;
  submitted: boolean;
  approved: boolean;
  rejected: boolean;
  fromListing: boolean;
  images: Array<{ id: string; url: string; type: string; size: number }>;
  [key: string]: unknown;
};
type Flags = {
  hasHomeSubmitted: boolean;
  hasHomeApproved: boolean;
  hasHomeRejected: boolean;
  hasHomeInReview: boolean;
};

// Real images: a small PNG, and a JPEG larger than the display size (2400 x 1200 pixels).
const PNG = await sharp({
  create: { width: 40, height: 30, channels: 3, background: { r: 40, g: 120, b: 90 } },
})
  .png()
  .toBuffer();
const JPEG = await sharp({
  create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 180, b: 150 } },
})
  .jpeg()
  .toBuffer();
/** A JPEG's first bytes followed by nothing an image decoder can read: a file in disguise. */
const FAKE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[]/Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

const FOUND_ELSEWHERE = {
  type: 'Terraced',
  bedrooms: 2,
  ownership: 'Leasehold',
  yearsLeftOnLease: 120,
  EPCRating: 'C',
  addressLine1: '12 High Street',
  postTown: 'SHANKLIN',
  postcode: 'po37 6bu',
  uprn: '100060000001',
  askingPrice: 180_000,
};

describe.each(drivers)('home submissions on %s', (driver) => {
  let env: TestEnv;
  let listingIds: string[] = [];
  beforeAll(async () => {
    env = await createTestEnv(driver);
    const { token } = await signUp(env);
    const homes = await env.gql<{ getHomesSelection: { listings: Array<{ id: string }> } }>(
      HOMES,
      { input: { postcodes: ['SO16'] } },
      token,
    );
    listingIds = (homes.data?.getHomesSelection.listings ?? []).map((l) => l.id);
    expect(listingIds.length).toBeGreaterThan(2);
  });
  afterAll(async () => {
    await env.close();
  });

  async function call<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
    const result = await env.gql<T>(query, variables, token);
    if (!result.data || result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data;
  }
  const flags = async (token: string) =>
    (await call<{ getApplication: Flags }>(GET_APP, {}, token)).getApplication;
  const list = async (token: string) =>
    (await call<{ getUserHomeSubmissions: Home[] }>(LIST, {}, token)).getUserHomeSubmissions;

  /** An applicant whose application is submitted (the tests of submitting it are elsewhere). */
  async function submittedApplicant() {
    const applicant = await signUp(env);
    await env.db
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.userId, applicant.userId));
    return applicant;
  }
  /**
   * A real co-applicant of `userId`'s application (a row with a current session), signed in: recorded directly,
   * since a submitted application takes no new co-applicant.
   */
  async function coApplicantTokenOf(userId: string) {
    const [application] = await env.db
      .select({ id: userApplications.id })
      .from(userApplications)
      .where(eq(userApplications.userId, userId));
    const [co] = await env.db
      .insert(coApplicants)
      .values({
        applicationId: application?.id ?? '',
        email: uniqueEmail('co'),
        firstName: 'Ben',
        lastName: 'Carter',
        emailVerified: true,
      })
      .returning({ id: coApplicants.id });
    return env.tokens.sign({ kind: 'coApplicant', coApplicantId: co?.id ?? '' });
  }

  const submitListing = (token: string, listingId: string) =>
    env.gql<{ createHomeSubmissionWithListing: Home }>(WITH_LISTING, { input: { listingId } }, token);

  it('needs the application submitted first', async () => {
    const { token } = await signUp(env);
    const result = await submitListing(token, listingIds[0] ?? '');
    expect(errorOf(result).code).toBe('HOME_SUBMISSION_REFUSED');
    expect(result.errors?.[0]?.extensions?.reason).toBe('ApplicationNotSubmitted');
    expect(await flags(token)).toEqual({
      hasHomeSubmitted: false,
      hasHomeApproved: false,
      hasHomeRejected: false,
      hasHomeInReview: false,
    });
  });

  it('submits a listing (Under review), refuses a second, then approval shows Waitlisted and blocks more', async () => {
    const { token, input } = await submittedApplicant();
    const first = await submitListing(token, listingIds[0] ?? '');
    expect(first.errors).toBeUndefined();
    expect(first.data?.createHomeSubmissionWithListing).toMatchObject({
      submitted: true,
      fromListing: true,
      status: 'UnderReview',
      listing: { id: listingIds[0] },
    });
    expect(await flags(token)).toMatchObject({ hasHomeSubmitted: true, hasHomeInReview: true });

    const second = await submitListing(token, listingIds[1] ?? '');
    expect(errorOf(second).code).toBe('HOME_SUBMISSION_REFUSED');
    expect(second.errors?.[0]?.message).toBe(
      'Bear with us, there is already a submission under review, and we are on it!',
    );

    const id = first.data?.createHomeSubmissionWithListing.id ?? '';
    expect((await listHomesInReview(env.db)).map((h) => h.homeSubmissionId)).toContain(id);
    await decideHome(env, { homeSubmissionId: id, decision: 'approved', actor: 'ops.tester', note: 'ok' });
    expect((await list(token))[0]).toMatchObject({ id, status: 'Waitlisted', approved: true, viewed: true });
    expect(await flags(token)).toMatchObject({ hasHomeApproved: true, hasHomeInReview: false });
    const mail = env.emails.at(-1);
    expect(mail?.to).toBe(input.email);
    expect(mail?.subject).toBe('Your Stairway home is approved');
    const [audit] = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit).toMatchObject({ actor: 'ops.tester', action: 'approve-home' });

    const third = await submitListing(token, listingIds[2] ?? '');
    expect(third.errors?.[0]?.message).toBe('You already have a home approved!');
    await expect(decideHome(env, { homeSubmissionId: id, decision: 'rejected', actor: 'x' })).rejects.toThrow(
      /not under review/,
    );
    // An approved home stays.
    expect(errorOf(await env.gql(DELETE, { input: { homeSubmissionId: id } }, token)).code).toBe('CONFLICT');
  });

  it('lets only one of two concurrent submits win', async () => {
    const { token } = await submittedApplicant();
    const results = await Promise.all([
      submitListing(token, listingIds[0] ?? ''),
      submitListing(token, listingIds[1] ?? ''),
    ]);
    const won = results.filter((r) => r.data?.createHomeSubmissionWithListing);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.errors?.[0]?.message).toBe(
      'Bear with us, there is already a submission under review, and we are on it!',
    );
    expect(await list(token)).toHaveLength(1);
  });

  it('saves a home found elsewhere page by page, with photos checked by their bytes, and submits it', async () => {
    const { token } = await submittedApplicant();
    const created = await call<{ createHomeSubmission: Home }>(CREATE, { input: { type: 'Flat' } }, token);
    const draft = created.createHomeSubmission;
    expect(draft).toMatchObject({ status: 'Open', submitted: false, fromListing: false, listing: null });

    const incomplete = await env.gql(SUBMIT, { input: { homeSubmissionId: draft.id } }, token);
    expect(errorOf(incomplete)).toEqual({ code: 'BAD_USER_INPUT', field: 'bedrooms' });

    const refused = await env.gql(
      UPDATE,
      { input: { homeSubmissionId: draft.id, ownership: 'IDontKnow' } },
      token,
    );
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'ownership' });
    const epcF = await env.gql(UPDATE, { input: { homeSubmissionId: draft.id, EPCRating: 'F' } }, token);
    expect(errorOf(epcF)).toEqual({ code: 'BAD_USER_INPUT', field: 'EPCRating' });

    const updated = await call<{ updateHomeSubmission: Home }>(
      UPDATE,
      { input: { homeSubmissionId: draft.id, ...FOUND_ELSEWHERE } },
      token,
    );
    expect(updated.updateHomeSubmission).toMatchObject({ postcode: 'PO37 6BU', EPCRating: 'C', bedrooms: 2 });
    const more = await call<{ updateSubmission: Home }>(
      UPDATE_MORE,
      {
        input: {
          homeSubmissionId: draft.id,
          chain: false,
          link: 'https://www.rightmove.co.uk/properties/1',
          additionalInfo: 'Vacant',
        },
      },
      token,
    );
    expect(more.updateSubmission).toMatchObject({ chain: false, additionalInfo: 'Vacant', type: 'Terraced' });

    // Two photos, then a file lying about its type.
    const images = [];
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
    ] as const) {
      const upload = (
        await call<{ getPreSignedUploadUrl: { url: string; key: string } }>(UPLOAD_URL, {}, token)
      ).getPreSignedUploadUrl;
      const put = await env.http(upload.url, {
        method: 'PUT',
        headers: { 'content-type': type },
        body: bytes,
      });
      expect(put.status).toBe(200);
      images.push(
        (
          await call<{ addImageToHomeSubmission: { id: string; type: string; size: number } }>(
            ADD_IMAGE,
            { input: { homeSubmissionId: draft.id, key: upload.key } },
            token,
          )
        ).addImageToHomeSubmission,
      );
    }
    expect(images.map((i) => i.type)).toEqual(['image/png', 'image/jpeg']);
    // A file lying about its type: the local upload URL refuses it at once (415)...
    const liar = (await call<{ getPreSignedUploadUrl: { url: string; key: string } }>(UPLOAD_URL, {}, token))
      .getPreSignedUploadUrl;
    const refusedPut = await env.http(liar.url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: HTML,
    });
    expect(refusedPut.status).toBe(415);
    // ...and, as with S3 where a presigned PUT checks nothing, bytes stored directly are checked when recorded:
    // HTML posing as a PNG, a PDF (a document, not a photo), and a JPEG over 10 MB.
    const stored: Array<[Buffer, RegExp]> = [
      [HTML, /choose a JPEG, PNG or WebP photo/],
      [PDF, /choose a JPEG, PNG or WebP photo/],
      [Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]), /photos can be up to 10 MB/],
      // JPEG's first bytes and then nothing an image decoder can read.
      [FAKE_JPEG, /can’t be opened as an image/],
    ];
    for (const [bytes, message] of stored) {
      const { key } = (
        await call<{ getPreSignedUploadUrl: { url: string; key: string } }>(UPLOAD_URL, {}, token)
      ).getPreSignedUploadUrl;
      fs.mkdirSync(env.config.uploadsDir, { recursive: true });
      fs.writeFileSync(path.join(env.config.uploadsDir, key), bytes);
      fs.writeFileSync(
        path.join(env.config.uploadsDir, `${key}.json`),
        JSON.stringify({
          contentType: 'image/png',
          size: bytes.length,
          uploadedAt: new Date().toISOString(),
        }),
      );
      const lying = await env.gql(ADD_IMAGE, { input: { homeSubmissionId: draft.id, key } }, token);
      expect(errorOf(lying)).toEqual({ code: 'BAD_USER_INPUT', field: 'key' });
      expect(lying.errors?.[0]?.message).toMatch(message);
      // The refused file is deleted.
      expect(fs.existsSync(path.join(env.config.uploadsDir, key))).toBe(false);
    }

    // The 2400 x 1200 JPEG is shown at 1600 x 800 pixels; the uploaded original is kept beside it.
    const [beforeDelete] = await list(token);
    const bigUrl = beforeDelete?.images[1]?.url ?? '';
    const big = await env.http(bigUrl);
    expect(await sharp(Buffer.from(await big.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });
    expect(images[1]).toMatchObject({ type: 'image/jpeg', size: JPEG.length });

    const deleted = await call<{ deleteHomeSubmissionImage: string }>(
      DELETE_IMAGE,
      { input: { imageId: images[1]?.id } },
      token,
    );
    expect(deleted.deleteHomeSubmissionImage).toBe(images[1]?.id);
    const [listed] = await list(token);
    expect(listed?.images.map((i) => i.id)).toEqual([images[0]?.id]);
    // Its displayed copy went with it.
    expect((await env.http(bigUrl)).status).toBe(404);
    const photo = await env.http(listed?.images[0]?.url ?? '');
    expect(photo.status).toBe(200);
    // Shown resized for display (decision 024): WebP, never enlarged.
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 40,
      height: 30,
    });

    const submitted = await call<{ submitHomeSubmission: Home }>(
      SUBMIT,
      { input: { homeSubmissionId: draft.id } },
      token,
    );
    expect(submitted.submitHomeSubmission).toMatchObject({ status: 'UnderReview', submitted: true });
    const locked = await env.gql(UPDATE, { input: { homeSubmissionId: draft.id, bedrooms: 3 } }, token);
    expect(errorOf(locked).code).toBe('CONFLICT');

    await decideHome(env, { homeSubmissionId: draft.id, decision: 'rejected', actor: 'ops.tester' });
    expect((await list(token))[0]).toMatchObject({ status: 'Rejected' });
    expect(await flags(token)).toMatchObject({ hasHomeRejected: true, hasHomeInReview: false });
    expect(env.emails.at(-1)?.subject).toBe('About the home you submitted to Stairway');

    // A rejected home can be deleted, with its photos.
    const gone = await call<{ deleteHomeSubmission: string }>(
      DELETE,
      { input: { homeSubmissionId: draft.id } },
      token,
    );
    expect(gone.deleteHomeSubmission).toBe(draft.id);
    expect(await list(token)).toEqual([]);
    expect(await flags(token)).toMatchObject({ hasHomeSubmitted: false, hasHomeRejected: false });
  });

  it('pauses submitting with the maintenance flag, at once', async () => {
    const { token } = await submittedApplicant();
    await setMaintenanceMode(env.db, { enabled: false, actor: 'ops.tester' });
    try {
      expect(
        (await env.gql<{ getMaintenanceMode: { submitHomeEnabled: boolean } }>(MAINTENANCE)).data,
      ).toEqual({
        getMaintenanceMode: { submitHomeEnabled: false },
      });
      const paused = await submitListing(token, listingIds[0] ?? '');
      expect(paused.errors?.[0]?.extensions?.reason).toBe('Paused');
      const draft = await env.gql(CREATE, { input: {} }, token);
      expect(draft.errors?.[0]?.extensions?.reason).toBe('Paused');
    } finally {
      await setMaintenanceMode(env.db, { enabled: true, actor: 'ops.tester' });
    }
    const audits = await env.db.select().from(auditLog).where(eq(auditLog.subjectId, 'settings'));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['maintenance-on', 'maintenance-off']),
    );
    expect((await submitListing(token, listingIds[0] ?? '')).errors).toBeUndefined();
  });

  it('refuses a rejected application', async () => {
    const { token, userId } = await submittedApplicant();
    await env.db.update(userApplications).set({ rejected: true }).where(eq(userApplications.userId, userId));
    const result = await submitListing(token, listingIds[0] ?? '');
    expect(result.errors?.[0]?.extensions?.reason).toBe('ApplicationRejected');
  });

  it('refuses the wrong people: anonymous, other roles, and another applicant (not found)', async () => {
    const owner = await submittedApplicant();
    const other = await submittedApplicant();
    const draft = await call<{ createHomeSubmission: Home }>(
      CREATE,
      { input: { type: 'Flat' } },
      owner.token,
    );
    const id = draft.createHomeSubmission.id;
    const upload = (
      await call<{ getPreSignedUploadUrl: { url: string; key: string } }>(UPLOAD_URL, {}, owner.token)
    ).getPreSignedUploadUrl;
    await env.http(upload.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
    const image = (
      await call<{ addImageToHomeSubmission: { id: string } }>(
        ADD_IMAGE,
        { input: { homeSubmissionId: id, key: upload.key } },
        owner.token,
      )
    ).addImageToHomeSubmission;

    const calls: Array<[string, Record<string, unknown>]> = [
      [LIST, {}],
      [WITH_LISTING, { input: { listingId: listingIds[0] } }],
      [CREATE, { input: {} }],
      [UPDATE, { input: { homeSubmissionId: id, bedrooms: 1 } }],
      [UPDATE_MORE, { input: { homeSubmissionId: id, chain: true } }],
      [SUBMIT, { input: { homeSubmissionId: id } }],
      [DELETE, { input: { homeSubmissionId: id } }],
      [ADD_IMAGE, { input: { homeSubmissionId: id, key: upload.key } }],
      [DELETE_IMAGE, { input: { imageId: image.id } }],
    ];
    const coApplicant = await env.tokens.sign({ kind: 'coApplicant', coApplicantId: crypto.randomUUID() });
    const landlord = await landlordToken(env);
    for (const [query, variables] of calls) {
      expect(errorOf(await env.gql(query, variables, null)).code).toBe('UNAUTHENTICATED');
      // A token naming a co-applicant who does not exist is no session (UNAUTHENTICATED): refused either way.
      expect(errorOf(await env.gql(query, variables, coApplicant)).code).toMatch(
        /^(FORBIDDEN|UNAUTHENTICATED)$/,
      );
      expect(errorOf(await env.gql(query, variables, landlord)).code).toBe('FORBIDDEN');
    }
    // The owner's own co-applicant, signed in: another role (they cannot submit or change a home).
    const ownCoApplicant = await coApplicantTokenOf(owner.userId);
    for (const [query, variables] of calls) {
      expect(errorOf(await env.gql(query, variables, ownCoApplicant)).code, query).toBe('FORBIDDEN');
    }
    // Another applicant: the owner's records are not found.
    for (const [query, variables] of calls.slice(3)) {
      const result: GqlResult<unknown> = await env.gql(query, variables, other.token);
      expect(errorOf(result).code).toBe('NOT_FOUND');
    }
    expect(await list(other.token)).toEqual([]);
    expect((await list(owner.token)).map((h) => [h.id, h.images.length])).toEqual([[id, 1]]);
  });
});
