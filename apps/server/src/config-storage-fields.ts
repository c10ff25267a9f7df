/**
 * The environment variables of uploaded files' storage (a local folder, or an S3 bucket; ARCHITECTURE.md §2
 * "uploads"), validated with the rest of the configuration at start (config.ts).
 */
import { z } from 'zod';

/** The zod fields of the storage variables, merged into config.ts's schema. */
export const storageConfigFields = {
  /** Folder of uploaded files when S3_BUCKET is unset. Defaults to DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().optional(),
  /** S3 bucket for uploaded files (ARCHITECTURE.md §2 "uploads"); when unset files are kept in UPLOADS_DIR. */
  S3_BUCKET: z.string().optional(),
  /** The bucket's region; London by default. */
  S3_REGION: z.string().default('eu-west-2'),
  /** Endpoint of an S3-compatible store (Cloudflare R2, MinIO, …); unset for AWS. */
  S3_ENDPOINT: z.url().optional(),
  /** "true" for path-style URLs (https://endpoint/bucket/key), which MinIO needs. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Access key for the bucket; when unset the AWS default credential chain is used (AWS_*, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Prepended to every object key. */
  S3_PREFIX: z.string().default('uploads/'),
};

/** The parsed storage variables. */
export type StorageConfig = z.infer<z.ZodObject<typeof storageConfigFields>>;

/**
 * Adds an issue when only one of S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY is set (config.ts's superRefine).
 * @param c the parsed variables
 * @param ctx zod's refinement context
 */
export function refineStorageConfig(c: StorageConfig, ctx: z.RefinementCtx): void {
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    });
  }
}
