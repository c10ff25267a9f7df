/**
 * `npm run ops -- make-display-copies` (services/display-copies.ts; decision 043): a promotion, a home
 * submission's photo and a landlord listing's photo are made through the real API, then turned into rows
 * recorded before display copies existed (display key null, display claim deleted, display file gone). A dry
 * run changes nothing; the run gives each row a display copy again, under a key issued to the original's
 * owner and claimed in upload_claims, and the copy is a WebP with no EXIF, XMP or ICC profile. An original
 * that is not stored or cannot be decoded is counted and listed, and the rest are still made. A second run
 * makes nothing for these rows.
 */
import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  homeSubmissionImages,
  landlordListingImages,
  landlordListings,
  operators,
  promotions,
  uploadClaims,
  userApplications,
} from '../../src/db/schema';
import type { UploadOwner } from '../../src/lib/upload-keys';
import type { DisplayCopiesReport } from '../../src/services/display-copies/display-copy-report';
import { makeMissingDisplayCopies } from '../../src/services/display-copies/make-missing-display-copies';
import { summariseDisplayCopies } from '../../src/services/display-copies/summarise-display-copies';
import { addOperator } from '../../src/services/operators';
import {
  completePersonalAndFinancial,
  createTestEnv,
  drivers,
  landlordListingInput,
  landlordToken,
  signUp,
  type TestEnv,
  uniqueEmail,
  uploadThroughSignedUrl,
} from '../helpers';

/** A phone photo with EXIF (camera make and GPS position). */
const GPS_JPEG = await sharp({
  create: { width: 64, height: 48, channels: 3, background: { r: 140, g: 170, b: 100 } },
})
  .jpeg()
  .withExif({
    IFD0: { Make: 'SecretCam', Model: 'X100' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2634/100' },
  })
  .toBuffer();

describe.each(drivers)('make-display-copies on %s', (driver) => {
  let env: TestEnv;
  /** The three rows made through the API, and the owner each display key must be issued to. */
  const rows = {} as {
    promotion: { id: string; key: string; owner: UploadOwner };
    homePhoto: { id: string; key: string; owner: UploadOwner };
    landlordPhoto: { id: string; key: string; owner: UploadOwner };
  };
  /** Promotions whose original is not stored, or is not an image that decodes. */
  const broken = { missing: '', undecodable: '' };

  async function call<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
    const result = await env.gql<T>(query, variables, token);
    if (!result.data || result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
    return result.data;
  }
  const upload = (token: string, mutation: string) =>
    uploadThroughSignedUrl(env, token, `mutation { ${mutation} { url key } }`, GPS_JPEG, 'image/jpeg');

  /** The display keys of the three rows, as stored now. */
  async function displayKeys() {
    const [promotion] = await env.db
      .select({ key: promotions.displayImageKey })
      .from(promotions)
      .where(eq(promotions.id, rows.promotion.id));
    const [homePhoto] = await env.db
      .select({ key: homeSubmissionImages.displayStorageKey })
      .from(homeSubmissionImages)
      .where(eq(homeSubmissionImages.id, rows.homePhoto.id));
    const [landlordPhoto] = await env.db
      .select({ key: landlordListingImages.displayStorageKey })
      .from(landlordListingImages)
      .where(eq(landlordListingImages.id, rows.landlordPhoto.id));
    return { promotion: promotion?.key, homePhoto: homePhoto?.key, landlordPhoto: landlordPhoto?.key };
  }
  /** The display claims of the three rows. */
  const displayClaims = () =>
    env.db
      .select()
      .from(uploadClaims)
      .where(
        inArray(uploadClaims.purpose, ['promotionImageDisplay', 'homePhotoDisplay', 'landlordPhotoDisplay']),
      )
      .then((claims) =>
        claims.filter(
          (c) =>
            c.promotionId === rows.promotion.id ||
            c.homeSubmissionImageId === rows.homePhoto.id ||
            c.landlordListingImageId === rows.landlordPhoto.id,
        ),
      );

  beforeAll(async () => {
    env = await createTestEnv(driver);

    // A promotion an operator creates in the console.
    const { operator } = await addOperator(env.db, { email: uniqueEmail('operator'), actor: 'display-test' });
    const operatorId = operator?.id ?? '';
    const [operatorRow] = await env.db.select().from(operators).where(eq(operators.id, operatorId));
    const operatorToken = await env.tokens.sign(
      { kind: 'operator', operatorId },
      operatorRow?.sessionVersion,
    );
    const promotionKey = await upload(operatorToken, 'getPromotionImageUploadUrl');
    const { createPromotion } = await call<{ createPromotion: { id: string } }>(
      'mutation ($input: CreatePromotionInput!) { createPromotion(input: $input) { id } }',
      {
        input: {
          title: 'Old promotion',
          text: 'Book a viewing.',
          termsText: 'Open to applicants.',
          imageKey: promotionKey,
        },
      },
      operatorToken,
    );
    rows.promotion = {
      id: createPromotion.id,
      key: promotionKey,
      owner: { kind: 'operator', operatorId },
    };

    // A photo of an applicant's home submission.
    const applicant = await signUp(env);
    await completePersonalAndFinancial(env, applicant.token);
    await env.db
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.userId, applicant.userId));
    const { createHomeSubmission: home } = await call<{ createHomeSubmission: { id: string } }>(
      'mutation ($input: CreateHomeSubmissionInput!) { createHomeSubmission(input: $input) { id } }',
      {
        input: {
          type: 'Terraced',
          bedrooms: 2,
          ownership: 'Freehold',
          EPCRating: 'C',
          addressLine1: '12 High Street',
          postTown: 'SHANKLIN',
          postcode: 'po37 6bu',
          askingPrice: 180_000,
        },
      },
      applicant.token,
    );
    const homeKey = await upload(applicant.token, 'getPreSignedUploadUrl');
    const { addImageToHomeSubmission } = await call<{ addImageToHomeSubmission: { id: string } }>(
      'mutation ($input: AddImageToHomeSubmissionInput!) { addImageToHomeSubmission(input: $input) { id } }',
      { input: { homeSubmissionId: home.id, key: homeKey } },
      applicant.token,
    );
    rows.homePhoto = {
      id: addImageToHomeSubmission.id,
      key: homeKey,
      owner: { kind: 'applicant', userId: applicant.userId },
    };

    // A photo of a landlord's listing.
    const token = await landlordToken(env);
    const landlordKey = await upload(token, 'getLandlordPreSignedUploadUrl');
    const { createUpdateLandlordListing: listing } = await call<{
      createUpdateLandlordListing: { id: string };
    }>(
      'mutation ($input: CreateUpdateLandlordListingInput!) { createUpdateLandlordListing(input: $input) { id } }',
      {
        input: landlordListingInput({ images: [landlordKey], published: true }),
      },
      token,
    );
    const [landlordImage] = await env.db
      .select()
      .from(landlordListingImages)
      .where(eq(landlordListingImages.listingId, listing.id));
    const [owner] = await env.db
      .select({ landlordId: landlordListings.landlordId })
      .from(landlordListings)
      .where(eq(landlordListings.id, listing.id));
    const landlordId = owner?.landlordId;
    rows.landlordPhoto = {
      id: landlordImage?.id ?? '',
      key: landlordKey,
      owner: { kind: 'landlord', landlordId: landlordId ?? '' },
    };

    // Each made its display copy; now make them rows recorded before display copies existed.
    const made = await displayKeys();
    for (const key of Object.values(made)) expect(key).toEqual(expect.any(String));
    expect(await displayClaims()).toHaveLength(3);
    await env.db
      .update(promotions)
      .set({ displayImageKey: null })
      .where(eq(promotions.id, rows.promotion.id));
    await env.db
      .update(homeSubmissionImages)
      .set({ displayStorageKey: null })
      .where(eq(homeSubmissionImages.id, rows.homePhoto.id));
    await env.db
      .update(landlordListingImages)
      .set({ displayStorageKey: null })
      .where(eq(landlordListingImages.id, rows.landlordPhoto.id));
    const oldKeys = Object.values(made).filter((k): k is string => !!k);
    await env.db.delete(uploadClaims).where(inArray(uploadClaims.key, oldKeys));
    for (const key of oldKeys) await env.storage.delete(key);

    // Two old promotions whose image cannot be made into a display copy: not stored, and not decodable.
    const suffix = crypto.randomUUID().slice(0, 8);
    broken.missing = `display-missing-${suffix}`;
    broken.undecodable = `display-undecodable-${suffix}`;
    const damagedKey = env.uploadKeys.create({ kind: 'operator', operatorId });
    await env.storage.write(
      damagedKey,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5, 6, 7, 8]),
      { contentType: 'image/png' },
    );
    for (const [id, imageKey] of [
      [broken.missing, env.uploadKeys.create({ kind: 'operator', operatorId })],
      [broken.undecodable, damagedKey],
    ] as const) {
      await env.db.insert(promotions).values({
        id,
        image: '',
        imageKey,
        imageContentType: 'image/png',
        title: 'Old promotion',
        text: 'An image uploaded before display copies.',
        terms: `/promotions/${id}/terms`,
        active: false,
      });
    }
  });
  afterAll(async () => {
    await env?.db.delete(promotions).where(inArray(promotions.id, [broken.missing, broken.undecodable]));
    await env?.close();
  });

  /** The failures of this test's own rows (a shared PostgreSQL database holds other tests' rows too). */
  const ownFailures = (report: DisplayCopiesReport) =>
    report.failures.filter((f) =>
      [
        rows.promotion.id,
        rows.homePhoto.id,
        rows.landlordPhoto.id,
        broken.missing,
        broken.undecodable,
      ].includes(f.id),
    );

  it('changes nothing in a dry run, and counts what it would make', async () => {
    // Only this command's audit rows: on PostgreSQL other test files write theirs to the same table meanwhile.
    const audited = () =>
      env.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'make-display-copies'));
    const before = await audited();
    const report = await makeMissingDisplayCopies(env, { dryRun: true });
    expect(await displayKeys()).toEqual({ promotion: null, homePhoto: null, landlordPhoto: null });
    expect(await displayClaims()).toEqual([]);
    expect(await audited()).toHaveLength(before.length);
    expect(report.dryRun).toBe(true);
    for (const kind of ['promotions', 'homePhotos', 'landlordPhotos'] as const) {
      expect(report.counts[kind].made, kind).toBeGreaterThanOrEqual(1);
    }
    expect(ownFailures(report)).toEqual([
      expect.objectContaining({ id: broken.missing, kind: 'promotions', problem: 'could not be read' }),
      expect.objectContaining({
        id: broken.undecodable,
        kind: 'promotions',
        problem: 'could not be decoded',
      }),
    ]);
    expect(summariseDisplayCopies(report)).toMatch(
      /^promotions: \d+ would be made, \d+ could not be read, \d+ could not be decoded; home photos: \d+ would be made.*; landlord photos: \d+ would be made.*\. \(dry run: nothing written\)$/,
    );
  });

  it('makes each row’s display copy, claimed, issued to its owner, a WebP without metadata', async () => {
    const report = await makeMissingDisplayCopies(env, { actor: 'display-test' });
    expect(report.dryRun).toBe(false);
    const keys = await displayKeys();
    const claims = await displayClaims();
    expect(claims).toHaveLength(3);
    for (const [name, purpose, row] of [
      ['promotion', 'promotionImageDisplay', rows.promotion],
      ['homePhoto', 'homePhotoDisplay', rows.homePhoto],
      ['landlordPhoto', 'landlordPhotoDisplay', rows.landlordPhoto],
    ] as const) {
      const key = keys[name] ?? '';
      expect(key, name).not.toBe('');
      expect(claims.find((c) => c.key === key)?.purpose, name).toBe(purpose);
      expect(env.uploadKeys.isOwnedBy(key, row.owner), name).toBe(true);
      const bytes = await env.storage.read(key);
      const metadata = await sharp(bytes ?? new Uint8Array()).metadata();
      expect(metadata.format, name).toBe('webp');
      expect(metadata.exif, name).toBeUndefined();
      expect(metadata.xmp, name).toBeUndefined();
      expect(metadata.icc, name).toBeUndefined();
      // The original is kept as uploaded, for its owner and the operators.
      expect(Buffer.from((await env.storage.read(row.key)) ?? new Uint8Array()).equals(GPS_JPEG), name).toBe(
        true,
      );
    }
    for (const kind of ['promotions', 'homePhotos', 'landlordPhotos'] as const) {
      expect(report.counts[kind].made, kind).toBeGreaterThanOrEqual(1);
    }
    expect(report.counts.promotions.couldNotBeRead).toBeGreaterThanOrEqual(1);
    expect(report.counts.promotions.couldNotBeDecoded).toBeGreaterThanOrEqual(1);
    expect(ownFailures(report).map((f) => [f.id, f.problem])).toEqual([
      [broken.missing, 'could not be read'],
      [broken.undecodable, 'could not be decoded'],
    ]);
    const [audit] = await env.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'make-display-copies'))
      .orderBy(auditLog.createdAt)
      .then((all) => all.filter((row) => row.actor === 'display-test').slice(-1));
    expect(audit?.details).toMatchObject({
      dryRun: false,
      counts: { promotions: { made: report.counts.promotions.made } },
    });

    // A second run leaves these rows as they are and makes nothing for them.
    const again = await makeMissingDisplayCopies(env, {});
    expect(await displayKeys()).toEqual(keys);
    expect(await displayClaims()).toHaveLength(3);
    expect(ownFailures(again).map((f) => f.id)).toEqual([broken.missing, broken.undecodable]);
  });
});
