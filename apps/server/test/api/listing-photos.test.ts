/**
 * The route of imported homes' photos (lib/listing-photos.ts; docs/decisions/039-blm-media-files.md):
 * GET /listing-photos/{sha256}.webp streams a photo from the local store as an immutable WebP with nosniff,
 * answers 404 for any other name, and on S3 redirects to a short-lived presigned GET (a stand-in S3 on
 * 127.0.0.1); storing the same photo twice writes it once.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LISTING_PHOTO_REDIRECT_SECONDS,
  listingPhotoKey,
  serveListingPhoto,
  storeListingPhoto,
} from '../../src/lib/listing-photos';
import { createS3Storage } from '../../src/providers/storage/s3-storage';
import { type FakeS3, startFakeS3 } from '../fake-s3';
import { createTestEnv, type TestEnv } from '../helpers';
import { FRONT, KITCHEN } from '../test-photos';

const sha = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');
const urlOf = (bytes: Uint8Array) => `/listing-photos/${sha(bytes)}.webp`;

describe('the /listing-photos/ route', () => {
  let env: TestEnv;
  let url = '';

  beforeAll(async () => {
    env = await createTestEnv('pglite');
    const stored = await storeListingPhoto(env.storage, FRONT);
    if ('problem' in stored) throw new Error(stored.problem);
    url = stored.url;
  });
  afterAll(async () => {
    await env?.close();
  });

  it('serves a stored photo from the local store as an immutable WebP', async () => {
    const response = await env.http(url);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(body).toEqual(await env.storage.read(listingPhotoKey(url.split('/').pop() ?? '')));
    expect(
      (await env.http(url, { headers: { 'if-none-match': response.headers.get('etag') ?? '' } })).status,
    ).toBe(304);
    expect((await env.http(url, { method: 'HEAD' })).status).toBe(200);
    expect((await env.http(url, { method: 'DELETE' })).status).toBe(405);
  });

  it('answers 404 for an unknown or invalid name, never reaching another stored file', async () => {
    const unknown = `/listing-photos/${'0'.repeat(64)}.webp`;
    for (const path of [
      unknown,
      '/listing-photos/',
      `/listing-photos/${'A'.repeat(64)}.webp`,
      `/listing-photos/${sha(FRONT)}.jpg`,
      `/listing-photos/..%2F${sha(FRONT)}.webp`,
      `/listing-photos/${sha(FRONT)}.webp.json`,
      '/listing-photos/abcdefghijklmnopqrstuv.ABCDEFGHIJKLMNOPQRSTUV',
    ]) {
      const response = await env.http(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/plain; charset=utf-8');
    }
  });
});

describe('listing photos on S3 (a stand-in S3 on 127.0.0.1)', () => {
  let s3: FakeS3;
  let objects: FakeS3['objects'];
  let endpoint = '';

  beforeAll(async () => {
    s3 = await startFakeS3();
    ({ objects, endpoint } = s3);
  });
  afterAll(() => s3.close());

  it('writes the WebP once under the prefix and answers the route with a short-lived presigned GET', async () => {
    const storage = createS3Storage({
      bucket: 'homes',
      region: 'eu-west-2',
      endpoint,
      forcePathStyle: true,
      prefix: 'uploads/',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    const first = await storeListingPhoto(storage, KITCHEN);
    expect(first).toEqual({
      url: urlOf(KITCHEN),
      key: `listing-photos/${sha(KITCHEN)}.webp`,
      written: true,
    });
    expect(objects.get(`/homes/uploads/listing-photos/${sha(KITCHEN)}.webp`)?.type).toBe('image/webp');
    expect(await storeListingPhoto(storage, KITCHEN)).toMatchObject({ written: false });
    const response = await serveListingPhoto(storage, new Request(`http://localhost${urlOf(KITCHEN)}`));
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe(`/homes/uploads/listing-photos/${sha(KITCHEN)}.webp`);
    expect(location.searchParams.get('X-Amz-Expires')).toBe(String(LISTING_PHOTO_REDIRECT_SECONDS));
    expect(location.searchParams.get('response-content-type')).toBe('image/webp');
    const missing = await serveListingPhoto(storage, new Request(`http://localhost${urlOf(FRONT)}`));
    expect(missing.status).toBe(404);
  });
});
