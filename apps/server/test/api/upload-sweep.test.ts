/**
 * The upload sweep (services/upload-sweep.ts): files uploaded through a signed URL and never recorded are
 * removed once older than 24 hours; a recorded file of every kind (an applicant's document, a home
 * submission's photo and its display copy, a landlord's photo and its display copy, a promotion's image) is
 * kept; a fresh upload is kept; a dry run removes nothing. The security fixture makes one recorded file of
 * each kind through the API, and uploads that it never records. Imported homes' photos
 * (lib/listing-photos.ts, recorded only as URLs in listings.images) are never listed, so never removed.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantDocuments,
  auditLog,
  homeSubmissionImages,
  landlordListingImages,
  promotions,
} from '../../src/db/schema';
import { storeListingPhoto } from '../../src/lib/listing-photos';
import { sweepUploads, UPLOAD_SWEEP_MIN_AGE_HOURS } from '../../src/services/upload-sweep';
import { createTestEnv, drivers, type TestEnv } from '../helpers';
import { type Fixture, makeFixture } from '../security/fixture';

const HOUR = 3600 * 1000;

describe.each(drivers)('the upload sweep on %s', (driver) => {
  let env: TestEnv;
  let fixture: Fixture;
  /** The keys of files rows record, by kind. */
  let recorded: Record<string, string>;
  const promoId = `sweep-promotion-${crypto.randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    env = await createTestEnv(driver);
    fixture = await makeFixture(env);
    const [document] = await env.db
      .select({ key: applicantDocuments.storageKey })
      .from(applicantDocuments)
      .where(eq(applicantDocuments.id, fixture.applicant.documentId));
    const [homePhoto] = await env.db
      .select({ key: homeSubmissionImages.storageKey, display: homeSubmissionImages.displayStorageKey })
      .from(homeSubmissionImages)
      .where(eq(homeSubmissionImages.id, fixture.applicant.homeSubmissionImageId));
    const [landlordPhoto] = await env.db
      .select({ key: landlordListingImages.storageKey, display: landlordListingImages.displayStorageKey })
      .from(landlordListingImages)
      .where(eq(landlordListingImages.id, fixture.landlord.listingImageId));
    // A promotion image an operator uploaded (decision 025), kept by its row's image_key.
    const promotionKey = env.uploadKeys.create({ kind: 'operator', operatorId: crypto.randomUUID() });
    await env.storage.write(promotionKey, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
      contentType: 'image/png',
    });
    await env.db.insert(promotions).values({
      id: promoId,
      image: '',
      imageKey: promotionKey,
      imageContentType: 'image/png',
      title: 'Sweep promotion',
      text: 'A promotion whose image the sweep must keep.',
      terms: '/promotions/x/terms',
      active: false,
    });
    recorded = {
      document: document?.key ?? '',
      homePhoto: homePhoto?.key ?? '',
      homePhotoDisplay: homePhoto?.display ?? '',
      landlordPhoto: landlordPhoto?.key ?? '',
      landlordPhotoDisplay: landlordPhoto?.display ?? '',
      promotionImage: promotionKey,
    };
    for (const [kind, key] of Object.entries(recorded)) expect(key, kind).not.toBe('');
  });
  afterAll(async () => {
    await env?.db.delete(promotions).where(eq(promotions.id, promoId));
    await env?.close();
  });

  const stored = async (key: string) => (await env.storage.inspect(key)) !== null;
  const unrecorded = () => [
    fixture.applicant.unrecordedKey,
    fixture.applicant.unrecordedPhotoKey,
    fixture.landlord.unrecordedKey,
  ];

  it('keeps a fresh upload: nothing is older than the minimum age yet', async () => {
    for (const key of unrecorded()) expect(await stored(key)).toBe(true);
    const report = await sweepUploads(env, { now: new Date(Date.now() + HOUR) });
    expect(report.removed).toEqual([]);
    for (const key of unrecorded()) expect(await stored(key)).toBe(true);
  });

  it('lists what it would remove in a dry run, and removes nothing', async () => {
    const later = new Date(Date.now() + (UPLOAD_SWEEP_MIN_AGE_HOURS + 1) * HOUR);
    const report = await sweepUploads(env, { now: later, dryRun: true, actor: 'sweep test' });
    expect(report.dryRun).toBe(true);
    expect([...report.removed].sort()).toEqual([...unrecorded()].sort());
    for (const key of unrecorded()) expect(await stored(key)).toBe(true);
    const [row] = await env.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actor, 'sweep test'))
      .orderBy(auditLog.createdAt);
    expect(row).toMatchObject({ action: 'sweep-uploads', details: { removed: 3, dryRun: true } });
  });

  it('removes the uploads no row records once 24 hours old, and keeps every recorded kind', async () => {
    const later = new Date(Date.now() + (UPLOAD_SWEEP_MIN_AGE_HOURS + 1) * HOUR);
    const report = await sweepUploads(env, { now: later });
    expect([...report.removed].sort()).toEqual([...unrecorded()].sort());
    expect(report.failed).toEqual([]);
    expect(report.recorded).toBe(Object.keys(recorded).length);
    for (const key of unrecorded()) expect(await stored(key)).toBe(false);
    for (const [kind, key] of Object.entries(recorded)) expect(await stored(key), kind).toBe(true);
    // The recorded files still open through the API: the landlord's listing shows its photo.
    const listing = await env.gql<{ getLandlordListings: Array<{ image: string }> }>(
      'query { getLandlordListings { image } }',
      {},
      fixture.tokens.landlord ?? null,
    );
    const photo = await env.http(listing.data?.getLandlordListings[0]?.image ?? '');
    expect(photo.status).toBe(200);
    // A second sweep finds nothing more to remove.
    expect((await sweepUploads(env, { now: later })).removed).toEqual([]);
  });

  it('never lists or removes an imported home’s photo (a key the server issued, not an upload key)', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    const photo = await storeListingPhoto(env.storage, jpeg);
    if ('problem' in photo) throw new Error(photo.problem);
    const muchLater = new Date(Date.now() + 365 * 24 * HOUR);
    const listed: string[] = [];
    for await (const page of env.storage.listStoredBefore(muchLater)) listed.push(...page.map((o) => o.key));
    expect(listed).not.toContain(photo.key);
    const report = await sweepUploads(env, { now: muchLater });
    expect(report.removed).not.toContain(photo.key);
    expect(await stored(photo.key)).toBe(true);
    expect((await env.http(photo.url)).status).toBe(200);
  });
});
