/**
 * The storage providers (ARCHITECTURE.md §2 "uploads"): the S3 adapter's presigned URLs (made locally, no
 * network), its inspect and delete against a stand-in S3 on the loopback interface, the choice between S3
 * and local storage from the configuration, and the upload keys bound to their owner.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/composition';
import { loadConfig } from '../../src/config';
import { deriveKey } from '../../src/lib/signing';
import { createUploadKeys } from '../../src/lib/upload-keys';
import { createS3Storage } from '../../src/providers/storage/s3-storage';
import { type FakeS3, startFakeS3 } from '../fake-s3';

const key = 'abcdefghijklmnopqrstuv.ABCDEFGHIJKLMNOPQRSTUV';
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('S3 presigned URLs', () => {
  const storage = createS3Storage({
    bucket: 'stairway-uploads',
    region: 'eu-west-2',
    prefix: 'uploads/',
    ...credentials,
  });

  it('signs a PUT to the object under the prefix, valid for the given time, with no checksum of an empty body', async () => {
    const url = new URL(await storage.createUploadUrl(key, { expiresInSeconds: 900 }));
    expect(url.origin).toBe('https://stairway-uploads.s3.eu-west-2.amazonaws.com');
    expect(url.pathname).toBe(`/uploads/${key}`);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Expires': '900',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
      'x-id': 'PutObject',
    });
    expect(params['X-Amz-Credential']).toMatch(/^AKIAIOSFODNN7EXAMPLE\/\d{8}\/eu-west-2\/s3\/aws4_request$/);
    expect(params['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    // A signed checksum would make S3 refuse every real file (see s3-storage.ts).
    expect(Object.keys(params).filter((name) => name.toLowerCase().includes('checksum'))).toEqual([]);
  });

  it('signs a GET that shows the file with its name and media type', async () => {
    const url = new URL(
      await storage.createDownloadUrl(key, {
        expiresInSeconds: 600,
        fileName: 'March “2026”.pdf',
        contentType: 'application/pdf',
      }),
    );
    expect(url.pathname).toBe(`/uploads/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('x-id')).toBe('GetObject');
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      'inline; filename="March _2026_.pdf"; filename*=UTF-8\'\'March%20%E2%80%9C2026%E2%80%9D.pdf',
    );
  });

  it('uses path-style URLs on a custom endpoint (MinIO, R2)', async () => {
    const minio = createS3Storage({
      bucket: 'docs',
      region: 'auto',
      endpoint: 'http://localhost:9000',
      forcePathStyle: true,
      ...credentials,
    });
    const url = new URL(await minio.createUploadUrl(key, { expiresInSeconds: 60 }));
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:9000/docs/${key}`);
  });
});

describe('S3 inspect and delete (a stand-in S3 on 127.0.0.1)', () => {
  let s3: FakeS3;
  let objects: FakeS3['objects'];
  let requests: string[];
  let endpoint = '';
  beforeAll(async () => {
    s3 = await startFakeS3();
    ({ objects, requests, endpoint } = s3);
  });
  afterAll(() => s3.close());

  it('reads the size, the stored type and only the first bytes; null when nothing was uploaded', async () => {
    const storage = createS3Storage({
      bucket: 'docs',
      region: 'eu-west-2',
      endpoint,
      forcePathStyle: true,
      ...credentials,
    });
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), crypto.randomBytes(5000)]);
    objects.set(`/docs/${key}`, { body: pdf, type: 'application/pdf' });
    const stored = await storage.inspect(key);
    expect(stored?.size).toBe(pdf.length);
    expect(stored?.contentType).toBe('application/pdf');
    expect(Buffer.from(stored?.firstBytes ?? [])).toEqual(pdf.subarray(0, 12));
    expect(requests).toContain(`GET /docs/${key} bytes=0-11`);
    expect(await storage.inspect('nothingUploadedHereYet.ABCDEFGHIJKLMNOPQRSTUV')).toBeNull();
    await storage.delete(key);
    expect(objects.has(`/docs/${key}`)).toBe(false);
  });
});

describe('choosing storage from the configuration', () => {
  const secret = new TextEncoder().encode('x'.repeat(40));

  it('uses S3 when S3_BUCKET is set, local signed URLs otherwise', () => {
    const s3 = loadConfig({
      S3_BUCKET: 'stairway-uploads',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    });
    expect(s3).toMatchObject({ S3_REGION: 'eu-west-2', S3_PREFIX: 'uploads/', S3_FORCE_PATH_STYLE: false });
    expect(createStorage(s3, secret).kind).toBe('s3');
    const local = loadConfig({ DATA_DIR: '/tmp/stairway-data' });
    expect(local.uploadsDir).toBe('/tmp/stairway-data/uploads');
    expect(createStorage(local, secret).kind).toBe('local');
  });

  it('names a half-configured key pair or a bad endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('upload keys', () => {
  const keys = createUploadKeys(deriveKey(new TextEncoder().encode('y'.repeat(40)), 'stairway/upload-keys'));
  const alice = { kind: 'applicant', userId: crypto.randomUUID() } as const;
  const bob = { kind: 'applicant', userId: crypto.randomUUID() } as const;

  it('are random, path-safe and bound to the person they were issued to', () => {
    const first = keys.create(alice);
    const second = keys.create(alice);
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/);
    expect(first).not.toBe(second);
    expect(keys.isOwnedBy(first, alice)).toBe(true);
    expect(keys.isOwnedBy(first, bob)).toBe(false);
    const tampered = `${first.slice(0, 21)}${first[21] === 'A' ? 'B' : 'A'}${first.slice(22)}`;
    expect(keys.isOwnedBy(tampered, alice)).toBe(false);
    expect(keys.isOwnedBy('../../etc/passwd', alice)).toBe(false);
  });
});
