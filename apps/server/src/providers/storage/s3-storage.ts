/**
 * S3 storage (ARCHITECTURE.md §2 "uploads": used when S3_BUCKET is set; any S3-compatible store such as
 * Cloudflare R2 or MinIO through S3_ENDPOINT). Upload and download URLs are SigV4 presigned URLs
 * (@aws-sdk/s3-request-presigner), so files go straight between the browser and the bucket.
 *
 * A presigned PUT cannot limit the size or type of what is sent, and getPreSignedUploadUrl takes no input
 * (spec §7), so the checks happen when the upload is recorded: uploadDocument reads the object's size and
 * first bytes (`inspect`) and deletes anything that is not an allowed file. Objects never recorded are removed
 * by the upload sweep (services/upload-sweep.ts, through listStoredBefore and delete); the bucket's lifecycle
 * rule only aborts incomplete multipart uploads (README "Identity checks, open banking and uploads").
 */
import { SIGNATURE_BYTES, UPLOAD_KEY_PATTERN } from '@stairway/domain/documents';
import { onFirstUse } from '../../lib/first-use';
import { inlineDisposition, type ListedObject, type StorageProvider } from './storage-provider';

/** The S3 settings (config.ts: S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_PREFIX, keys). */
export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** A custom endpoint for S3-compatible stores, e.g. https://<account>.r2.cloudflarestorage.com. */
  endpoint?: string;
  /** Path-style URLs (https://endpoint/bucket/key), needed by MinIO and some others. */
  forcePathStyle?: boolean;
  /** Access key; when unset the AWS default credential chain is used (environment, instance role, …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prepended to every key, e.g. "uploads/". */
  prefix?: string;
};

/** The AWS SDK's S3 client and presigner, loaded on first use (loadS3). */
type S3Sdk = typeof import('@aws-sdk/client-s3') & typeof import('@aws-sdk/s3-request-presigner');

/**
 * Creates S3 storage. Creating it makes no network request; presigning is done locally. The AWS SDK (about
 * 120 ms of a server's start) loads when the storage is first used, not when the server starts (decision 079).
 * @param options the bucket and how to reach it
 */
export function createS3Storage(options: S3StorageOptions): StorageProvider {
  const loadS3 = onFirstUse(async () => {
    const [client, presigner] = await Promise.all([
      import('@aws-sdk/client-s3'),
      import('@aws-sdk/s3-request-presigner'),
    ]);
    const sdk: S3Sdk = { ...client, ...presigner };
    return { sdk, s3: createClient(sdk, options) };
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${options.prefix ?? ''}${key}`;
  const isNotFound = (sdk: S3Sdk, error: unknown) =>
    error instanceof sdk.S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
  return {
    kind: 's3',
    async createUploadUrl(key, { expiresInSeconds }) {
      const { sdk, s3 } = await loadS3();
      return sdk.getSignedUrl(s3, new sdk.PutObjectCommand({ Bucket, Key: objectKey(key) }), {
        expiresIn: expiresInSeconds,
      });
    },
    async createDownloadUrl(key, { expiresInSeconds, fileName, contentType }) {
      const { sdk, s3 } = await loadS3();
      return sdk.getSignedUrl(
        s3,
        new sdk.GetObjectCommand({
          Bucket,
          Key: objectKey(key),
          ResponseContentDisposition: inlineDisposition(fileName),
          ResponseContentType: contentType,
        }),
        { expiresIn: expiresInSeconds },
      );
    },
    async inspect(key) {
      const { sdk, s3 } = await loadS3();
      try {
        const head = await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        const size = head.ContentLength ?? 0;
        if (size === 0) return { size, contentType: head.ContentType ?? null, firstBytes: new Uint8Array() };
        const start = await s3.send(
          new sdk.GetObjectCommand({ Bucket, Key: objectKey(key), Range: `bytes=0-${SIGNATURE_BYTES - 1}` }),
        );
        const firstBytes = (await start.Body?.transformToByteArray()) ?? new Uint8Array();
        return { size, contentType: head.ContentType ?? null, firstBytes };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },
    async read(key) {
      const { sdk, s3 } = await loadS3();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw error;
      }
    },
    async write(key, bytes, { contentType }) {
      const { sdk, s3 } = await loadS3();
      await s3.send(
        new sdk.PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async *listStoredBefore(before) {
      const { sdk, s3 } = await loadS3();
      const prefix = options.prefix ?? '';
      let ContinuationToken: string | undefined;
      do {
        const listed = await s3.send(
          new sdk.ListObjectsV2Command({
            Bucket,
            Prefix: prefix || undefined,
            ContinuationToken,
            MaxKeys: 1000,
          }),
        );
        const page: ListedObject[] = [];
        for (const object of listed.Contents ?? []) {
          const key = (object.Key ?? '').slice(prefix.length);
          if (UPLOAD_KEY_PATTERN.test(key) && object.LastModified && object.LastModified < before)
            page.push({ key, storedAt: object.LastModified });
        }
        if (page.length > 0) yield page;
        ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async delete(key) {
      const { sdk, s3 } = await loadS3();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}

/** The S3 client of the options (no request is made). */
function createClient(sdk: S3Sdk, options: S3StorageOptions): InstanceType<S3Sdk['S3Client']> {
  return new sdk.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Without these the SDK signs a CRC32 checksum of an empty body into presigned PUT URLs
    // (x-amz-checksum-crc32=AAAAAA==), and S3 then refuses every real file uploaded to them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
}
