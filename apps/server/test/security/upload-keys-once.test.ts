/**
 * One purpose per upload (docs/decisions/043-one-purpose-per-upload.md) through real GraphQL requests: an
 * upload key is recorded once, for one purpose (a document, a home photo, a landlord's photo, a promotion's
 * image, or a display copy the server made of one), and the second record is refused with CONFLICT naming the
 * field; deleting a record never deletes a file another record still holds (a record made before the rule);
 * and the database refuses a second claim of a key by itself.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantDocuments,
  homeSubmissionImages,
  homeSubmissions,
  uploadClaims,
  userApplications,
} from '../../src/db/schema';
import {
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  errorOf,
  type GqlResult,
  landlordListingInput,
  landlordToken,
  signUp,
  type TestEnv,
  uploadThroughSignedUrl,
} from '../helpers';

const PNG = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#287a5a' } })
  .png()
  .toBuffer();

const UPLOAD_URL = /* GraphQL */ `mutation { getPreSignedUploadUrl { url key } }`;
const UPLOAD_DOCUMENT = /* GraphQL */ `
  mutation ($input: UploadDocumentInput!) { uploadDocument(input: $input) { document { id url } } }
`;
const DOCUMENTS = /* GraphQL */ `query { getApplicantDocuments { id url documentType } }`;
const CREATE_HOME = /* GraphQL */ `
  mutation ($input: CreateHomeSubmissionInput!) { createHomeSubmission(input: $input) { id } }
`;
const ADD_IMAGE = /* GraphQL */ `
  mutation ($input: AddImageToHomeSubmissionInput!) { addImageToHomeSubmission(input: $input) { id url } }
`;
const DELETE_IMAGE = /* GraphQL */ `
  mutation ($input: DeleteHomeSubmissionImageInput!) { deleteHomeSubmissionImage(input: $input) }
`;
const LANDLORD_UPLOAD_URL = /* GraphQL */ `mutation { getLandlordPreSignedUploadUrl { url key } }`;
const SAVE_LISTING = /* GraphQL */ `
  mutation ($input: CreateUpdateLandlordListingInput!) {
    createUpdateLandlordListing(input: $input) { id images { id url } }
  }
`;
const DELETE_LISTING = /* GraphQL */ `
  mutation ($input: DeleteLandlordListingInput!) { deleteLandlordListing(input: $input) { id } }
`;

const FOUND_ELSEWHERE = {
  type: 'Terraced',
  bedrooms: 2,
  ownership: 'Freehold',
  EPCRating: 'C',
  addressLine1: '12 High Street',
  postTown: 'SHANKLIN',
  postcode: 'po37 6bu',
  askingPrice: 180_000,
};
const listingInput = (images: string[], addressLine1 = '12 Test Road') =>
  landlordListingInput({ images, addressLine1 });

/** The storage key in a signed local download URL (`/uploads/{key}?expires=…`). */
const keyOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');

describe.each(drivers)('one purpose per upload on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => {
    await env.close();
  });

  async function call<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
    const result = await env.gql<T>(query, variables, token);
    if (!result.data || result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
    return result.data;
  }
  /** Gets an upload URL (applicant or landlord) and PUTs the bytes to it, as the browser does. */
  const upload = (token: string, query = UPLOAD_URL, bytes: Buffer = PNG) =>
    uploadThroughSignedUrl(env, token, query, bytes, 'image/png');
  const status = async (url: string) => (await env.http(url)).status;

  /**
   * An applicant with a bank statement (a PNG) recorded through the API (the sections, identity checks
   * skipped, the statement uploaded and recorded) and the application then submitted.
   */
  async function submittedWithStatement() {
    const applicant = await signUp(env);
    const { token } = applicant;
    await completePersonalAndFinancial(env, token);
    await call('mutation { skipChecks { id } }', {}, token);
    const key = await upload(token);
    const { uploadDocument } = await call<{ uploadDocument: { document: { id: string; url: string } } }>(
      UPLOAD_DOCUMENT,
      { input: { key, fileName: 'statement.png', documentType: 'BankStatement' } },
      token,
    );
    // Submitted as submitApplication leaves it (the tests of submitting are in test/api; open banking is not
    // what this is about).
    await env.db
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.userId, applicant.userId));
    return { ...applicant, key, document: uploadDocument.document };
  }

  const createHome = async (token: string) =>
    (await call<{ createHomeSubmission: { id: string } }>(CREATE_HOME, { input: FOUND_ELSEWHERE }, token))
      .createHomeSubmission.id;

  it('refuses a submitted bank statement’s key as a home photo, so deleting the photo cannot delete it', async () => {
    const { token, key, document } = await submittedWithStatement();
    const homeSubmissionId = await createHome(token);

    const added = await env.gql<{ addImageToHomeSubmission: { id: string } }>(
      ADD_IMAGE,
      { input: { homeSubmissionId, key } },
      token,
    );
    expect(errorOf(added)).toEqual({ code: 'CONFLICT', field: 'key' });
    expect(added.errors?.[0]?.message).toMatch(/already used for a document/);

    // Whatever the client tries next, the statement stays listed and its file stays readable.
    const photoId = added.data?.addImageToHomeSubmission.id;
    if (photoId) await env.gql(DELETE_IMAGE, { input: { imageId: photoId } }, token);
    const { getApplicantDocuments } = await call<{
      getApplicantDocuments: Array<{ id: string; url: string }>;
    }>(DOCUMENTS, {}, token);
    expect(getApplicantDocuments.map((d) => d.id)).toEqual([document.id]);
    expect(await status(getApplicantDocuments[0]?.url ?? '')).toBe(200);
    expect(await env.storage.inspect(key)).not.toBeNull();
  });

  it('refuses a home photo’s key, and its display copy’s key, as a document', async () => {
    const { token } = await signUp(env);
    await completePersonalAndFinancial(env, token);
    const homeSubmissionId = await createHome(token);
    const key = await upload(token);
    const { addImageToHomeSubmission: photo } = await call<{
      addImageToHomeSubmission: { id: string; url: string };
    }>(ADD_IMAGE, { input: { homeSubmissionId, key } }, token);
    const displayKey = keyOf(photo.url);
    expect(displayKey).not.toBe(key);

    for (const used of [key, displayKey]) {
      const result = await env.gql(
        UPLOAD_DOCUMENT,
        { input: { key: used, fileName: 'payslip.png', documentType: 'Payslip' } },
        token,
      );
      expect(errorOf(result), used).toEqual({ code: 'CONFLICT', field: 'key' });
      expect(result.errors?.[0]?.message).toMatch(/already used for a home’s photos/);
    }
    // Nor as a second photo of another home.
    const other = await createHome(token);
    const again = await env.gql(ADD_IMAGE, { input: { homeSubmissionId: other, key: displayKey } }, token);
    expect(errorOf(again)).toEqual({ code: 'CONFLICT', field: 'key' });
    expect(await status(photo.url)).toBe(200);
  });

  it('keeps a file another record holds when a record made before the rule is deleted', async () => {
    // A key recorded twice before the rule existed (as in a database from before migration 0022).
    const { token, key, document } = await submittedWithStatement();
    const homeSubmissionId = await createHome(token);
    const [image] = await env.db
      .insert(homeSubmissionImages)
      .values({ homeSubmissionId, storageKey: key, contentType: 'image/png', sizeBytes: PNG.length })
      .returning();
    const deleted = await env.gql(DELETE_IMAGE, { input: { imageId: image?.id } }, token);
    expect(deleted.errors).toBeUndefined();
    // The operator's review still lists the statement, and its URL still answers.
    const [row] = await env.db
      .select()
      .from(applicantDocuments)
      .where(eq(applicantDocuments.id, document.id));
    expect(row?.storageKey).toBe(key);
    expect(await env.storage.inspect(key)).not.toBeNull();
    const { getApplicantDocuments } = await call<{ getApplicantDocuments: Array<{ url: string }> }>(
      DOCUMENTS,
      {},
      token,
    );
    expect(await status(getApplicantDocuments[0]?.url ?? '')).toBe(200);
    // Deleting the whole home (the other deletion path) keeps it too.
    await env.db
      .insert(homeSubmissionImages)
      .values({ homeSubmissionId, storageKey: key, contentType: 'image/png', sizeBytes: PNG.length });
    const gone = await env.gql(
      'mutation ($input: DeleteHomeSubmissionInput!) { deleteHomeSubmission(input: $input) }',
      { input: { homeSubmissionId } },
      token,
    );
    expect(gone.errors).toBeUndefined();
    expect(
      await env.db.select().from(homeSubmissions).where(eq(homeSubmissions.id, homeSubmissionId)),
    ).toEqual([]);
    expect(await env.storage.inspect(key)).not.toBeNull();
  });

  it('refuses a landlord’s photo key, or another photo’s display copy, on a second listing', async () => {
    const token = await landlordToken(env);
    const key = await upload(token, LANDLORD_UPLOAD_URL);
    const first = (
      await call<{ createUpdateLandlordListing: { id: string; images: Array<{ url: string }> } }>(
        SAVE_LISTING,
        { input: listingInput([key]) },
        token,
      )
    ).createUpdateLandlordListing;
    const displayKey = keyOf(first.images[0]?.url ?? '');
    expect(displayKey).not.toBe(key);

    const fresh = await upload(token, LANDLORD_UPLOAD_URL);
    for (const used of [key, displayKey]) {
      const result: GqlResult<unknown> = await env.gql(
        SAVE_LISTING,
        { input: listingInput([fresh, used], '14 Test Road') },
        token,
      );
      expect(errorOf(result), used).toEqual({ code: 'CONFLICT', field: 'images.1' });
    }
    // The first listing's photo is untouched, and the refused listing's fresh upload can still be used.
    expect(await status(first.images[0]?.url ?? '')).toBe(200);
    expect(await env.storage.inspect(key)).not.toBeNull();
    const second = await call<{ createUpdateLandlordListing: { id: string } }>(
      SAVE_LISTING,
      { input: listingInput([fresh], '16 Test Road') },
      token,
    );
    // Deleting the second listing deletes only its own files.
    await call(DELETE_LISTING, { input: { listingId: second.createUpdateLandlordListing.id } }, token);
    expect(await env.storage.inspect(fresh)).toBeNull();
    expect(await env.storage.inspect(displayKey)).not.toBeNull();
  });

  it('claims each recorded key once in the database, and frees it with its record', async () => {
    const { key, document } = await submittedWithStatement();
    const claims = await env.db.select().from(uploadClaims).where(eq(uploadClaims.key, key));
    expect(claims).toMatchObject([{ key, purpose: 'document', documentId: document.id }]);
    const [image] = await env.db.select({ id: homeSubmissionImages.id }).from(homeSubmissionImages).limit(1);
    // A second claim of the same key is refused by the database itself (the primary key).
    await expect(
      env.db.insert(uploadClaims).values({ key, purpose: 'homePhoto', homeSubmissionImageId: image?.id }),
    ).rejects.toThrow();
    // A claim names exactly one record.
    await expect(
      env.db.insert(uploadClaims).values({ key: `${key}-x`, purpose: 'document' }),
    ).rejects.toThrow();
    await env.db.delete(applicantDocuments).where(eq(applicantDocuments.id, document.id));
    expect(await env.db.select().from(uploadClaims).where(eq(uploadClaims.key, key))).toEqual([]);
  });
});
