/**
 * Decoding limits through the real upload paths (docs/decisions/044-decoding-limits.md): a landlord's
 * 45-megapixel PNG and an applicant's crafted PDF of 550,000 objects are uploaded to the signed URLs and
 * refused when recorded, with a message naming the limit on the field that holds the upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_TIME_BUDGET_MS } from '../../src/lib/pdf-check';
import { manyObjectsPdf, solidPng } from '../decode-fixtures';
import {
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  errorOf,
  landlordListingInput,
  landlordToken,
  signUp,
  type TestEnv,
  uploadThroughSignedUrl,
} from '../helpers';

const LANDLORD_UPLOAD_URL = `mutation { getLandlordPreSignedUploadUrl { url key } }`;
const SAVE_LISTING = `mutation ($input: CreateUpdateLandlordListingInput!) {
  createUpdateLandlordListing(input: $input) { id images { id url } } }`;
const UPLOAD_URL = `mutation { getPreSignedUploadUrl { url key } }`;
const UPLOAD_DOCUMENT = `mutation ($input: UploadDocumentInput!) { uploadDocument(input: $input) { document { id } } }`;
const SKIP = `mutation { skipChecks { id } }`;

const listingInput = (images: string[]) => landlordListingInput({ images });

describe.each(drivers)('decoding limits on uploads on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
  });
  afterAll(async () => env?.close());

  const upload = (token: string, mutation: string, bytes: Uint8Array, contentType: string) =>
    uploadThroughSignedUrl(env, token, mutation, bytes, contentType);

  it('refuses a landlord’s 45-megapixel photo, naming the field and the 40-megapixel limit', async () => {
    const token = await landlordToken(env);
    const key = await upload(token, LANDLORD_UPLOAD_URL, await solidPng(8000, 5625), 'image/png');
    const refused = await env.gql(SAVE_LISTING, { input: listingInput([key]) }, token);
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'images.0' });
    expect(refused.errors?.[0]?.message).toBe(
      'This photo is larger than 40 megapixels (8,000 × 5,625 pixels): choose a smaller copy, such as one saved at 12 megapixels.',
    );
    // A photo within the limit is still taken.
    const fine = await upload(token, LANDLORD_UPLOAD_URL, await solidPng(2000, 1500), 'image/png');
    const saved = await env.gql<{ createUpdateLandlordListing: { images: unknown[] } }>(
      SAVE_LISTING,
      { input: listingInput([fine]) },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.createUpdateLandlordListing.images).toHaveLength(1);
  });

  it('refuses a crafted PDF of 550,000 objects within the time budget, and keeps answering meanwhile', async () => {
    const applicant = await signUp(env);
    await completePersonalAndFinancial(env, applicant.token);
    await env.gql(SKIP, {}, applicant.token);
    const key = await upload(applicant.token, UPLOAD_URL, manyObjectsPdf(550_000), 'application/pdf');

    const started = performance.now();
    const recording = env.gql(
      UPLOAD_DOCUMENT,
      { input: { key, fileName: 'statement.pdf', documentType: 'BankStatement' } },
      applicant.token,
    );
    // The server answers other requests while the file is being opened.
    let settled = false;
    void recording.finally(() => {
      settled = true;
    });
    const me = await env.gql(`query { me { user { id } } }`, {}, applicant.token);
    expect(me.errors).toBeUndefined();
    expect(settled).toBe(false);
    const refused = await recording;
    const seconds = (performance.now() - started) / 1000;

    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'key' });
    expect(refused.errors?.[0]?.message).toBe(
      'This file is a PDF that takes too long to open: it may be damaged or unusually built. Save or scan it again, or choose another file.',
    );
    // Reading 17 MB from the store and starting a worker thread come on top of the budget.
    expect(seconds).toBeLessThan(PDF_TIME_BUDGET_MS / 1000 + 5);
  });
});
