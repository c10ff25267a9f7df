/**
 * Signed upload URLs (spec §7 getPreSignedUploadUrl: no input; returns url and key): an S3 presigned PUT when
 * S3_BUCKET is set, else an HMAC-signed, expiring URL on this server (ARCHITECTURE.md §2 "uploads").
 */
import { UPLOAD_MAX_BYTES } from '@stairway/domain/documents';
import { builder } from '../builder';
import { actingPerson } from '../services/co-applicants';
import { createPreSignedUpload, type PreSignedUpload, UPLOAD_URL_TTL_SECONDS } from '../services/documents';

/** The PreSignedUploadUrl type. */
export const PreSignedUploadUrlRef = builder.objectRef<PreSignedUpload>('PreSignedUploadUrl').implement({
  description:
    'Where to upload one file: send its bytes with HTTP PUT to `url`, with its Content-Type header, then record ' +
    'it with `key` (uploadDocument).',
  fields: (t) => ({
    url: t.exposeString('url', {
      description: `The upload URL (absolute); it works for ${UPLOAD_URL_TTL_SECONDS / 60} minutes and for one file.`,
    }),
    key: t.exposeString('key', {
      description:
        'The random key of the upload, bound to the signed-in applicant; pass it to uploadDocument.',
    }),
    method: t.string({ description: 'The HTTP method to use: always PUT.', resolve: () => 'PUT' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the URL stops working.' }),
    maxBytes: t.exposeInt('maxBytes', {
      description: 'The largest file accepted, bytes (documents: 20 MB).',
    }),
    contentTypes: t.exposeStringList('contentTypes', {
      description: 'The media types accepted: application/pdf, image/jpeg, image/png, image/webp.',
    }),
  }),
});

builder.mutationFields((t) => ({
  getPreSignedUploadUrl: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: PreSignedUploadUrlRef,
    description:
      'A signed URL to upload one file to, and its random key (no input; spec §7). PUT the file’s bytes to `url` ' +
      'with its Content-Type (PDF, JPEG, PNG or WebP; at most ' +
      `${UPLOAD_MAX_BYTES / 1024 / 1024} MB), then record it with uploadDocument. Stays available after the ` +
      'application is submitted, because home-submission photos (spec §7, same group) are uploaded after it; ' +
      'documents can no longer be recorded then. Applicants and co-applicants, each for their own. Errors: RATE_LIMITED after 60 an hour.',
    resolve: async (_root, _args, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return createPreSignedUpload(ctx, p.uploader);
    },
  }),
}));
