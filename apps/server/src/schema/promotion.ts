/**
 * Promotions (spec §3, Promotion; §2 promotion modal), their terms pages, and their management
 * in the operators' console (decision 025: create with an uploaded image, publish, unpublish; operators only).
 */
import { UPLOAD_MAX_BYTES } from '@stairway/domain/documents';
import { createPromotionInputSchema, setPromotionActiveInputSchema } from '@stairway/domain/promotions';
import { promotionInputSchema } from '@stairway/domain/validation';
import { builder } from '../builder';
import type { PromotionRow } from '../db/rows';
import { DISPLAY_CONTENT_TYPE } from '../lib/photo-display';
import { createPreSignedUpload, DOWNLOAD_URL_TTL_SECONDS } from '../services/documents';
import { getOperator } from '../services/operators';
import {
  createPromotion,
  getPromotion,
  getUnseenPromotions,
  listPromotions,
  markPromotionAsSeen,
  setPromotionActive,
} from '../services/promotions';
import { PreSignedUploadUrlRef } from './upload';
import { parseInput } from './validate-input';

/** Promotion images are short-lived links too; an hour, so that a modal left open still shows its image. */
const PROMOTION_IMAGE_URL_SECONDS = Math.max(DOWNLOAD_URL_TTL_SECONDS, 60 * 60);

const PromotionRef = builder.objectRef<PromotionRow>('Promotion').implement({
  description: 'A promotion shown once in a modal (spec §2).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Promotion id.' }),
    image: t.exposeString('image', {
      description:
        'File name of an image bundled in the web app; empty when the image was uploaded (imageUrl).',
    }),
    imageUrl: t.string({
      nullable: true,
      description:
        'A signed link to the image an operator uploaded (valid for an hour from when it was read): operators get ' +
        'the file as uploaded, everyone else its display copy (WebP, no metadata); null for a bundled image ' +
        '(image), and for anyone but operators when an uploaded image has no display copy.',
      resolve: (promotion, _args, ctx) => {
        // Only operators are given the upload itself; the rest see the copy without metadata.
        if (promotion.imageKey && ctx.actor?.kind === 'operator') {
          return ctx.storage.createDownloadUrl(promotion.imageKey, {
            expiresInSeconds: PROMOTION_IMAGE_URL_SECONDS,
            fileName: 'promotion-image',
            contentType: promotion.imageContentType ?? 'image/jpeg',
          });
        }
        return promotion.displayImageKey
          ? ctx.storage.createDownloadUrl(promotion.displayImageKey, {
              expiresInSeconds: PROMOTION_IMAGE_URL_SECONDS,
              fileName: 'promotion-image.webp',
              contentType: DISPLAY_CONTENT_TYPE,
            })
          : null;
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the promotion was created.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    text: t.exposeString('text', { description: 'Body text.' }),
    terms: t.exposeString('terms', {
      description:
        'URL of the full terms, opened in a new tab: the path of the promotion’s terms page on this site ' +
        '(/promotions/{id}/terms), or an absolute https URL.',
    }),
    termsText: t.exposeString('termsText', {
      description:
        'The full terms as plain text, for the terms page; paragraphs are separated by a blank line.',
    }),
    active: t.exposeBoolean('active', {
      description: 'False once the promotion has ended (its terms stay readable).',
    }),
  }),
});

builder.queryFields((t) => ({
  getUnseenPromotions: t.withAuth({ applicant: true }).field({
    type: [PromotionRef],
    description:
      'Active promotions the applicant has not seen, oldest first; empty until the e-mail is verified and an ' +
      'application exists (spec §4). Applicants only.',
    resolve: (_root, _args, ctx) => getUnseenPromotions(ctx.db, ctx.actor.userId),
  }),
}));

builder.queryFields((t) => ({
  getPromotion: t.withAuth({ public: true }).fieldWithInput({
    type: PromotionRef,
    description:
      'One promotion, active or ended, for its terms page (/promotions/{id}/terms, linked from the promotion ' +
      'modal). Public: terms are for anyone to read once published; a draft that was never published is for ' +
      'operators only. Errors: NOT_FOUND when there is no such promotion, or it is a draft and the caller is not ' +
      'an operator.',
    input: { promoId: t.input.id({ description: 'The promotion id (at most 64 characters).' }) },
    resolve: (_root, { input }, ctx) =>
      getPromotion(ctx.db, parseInput(promotionInputSchema, input).promoId, {
        operator: ctx.actor?.kind === 'operator',
      }),
  }),
}));

builder.mutationFields((t) => ({
  markPromotionAsSeen: t.withAuth({ applicant: true }).fieldWithInput({
    type: 'Boolean',
    description:
      'Records that the applicant has seen a promotion. Applicants only. Errors: NOT_FOUND (also for a draft that ' +
      'was never published).',
    input: { promoId: t.input.id({ description: 'The promotion id (at most 64 characters).' }) },
    resolve: (_root, { input }, ctx) =>
      markPromotionAsSeen(ctx.db, ctx.actor.userId, parseInput(promotionInputSchema, input).promoId),
  }),
}));

builder.queryFields((t) => ({
  promotions: t.withAuth({ operator: true }).field({
    type: [PromotionRef],
    description:
      'Every promotion, published or not, newest first (the console; decision 025). Operators only.',
    resolve: (_root, _args, ctx) => listPromotions(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  getPromotionImageUploadUrl: t.withAuth({ operator: true }).field({
    type: PreSignedUploadUrlRef,
    description:
      'A signed URL to upload a promotion’s image to, and its key (bound to the operator) for createPromotion. ' +
      `PUT a JPEG, PNG or WebP (at most 10 MB; the URL takes up to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB). ` +
      'Operators only. Errors: RATE_LIMITED after 60 an hour.',
    resolve: (_root, _args, ctx) =>
      createPreSignedUpload(ctx, { kind: 'operator', operatorId: ctx.actor.operatorId }),
  }),
  createPromotion: t.withAuth({ operator: true }).fieldWithInput({
    type: PromotionRef,
    description:
      'Creates a promotion, unpublished, with its uploaded image and its terms page (/promotions/{id}/terms); ' +
      'audited (create-promotion). Errors: BAD_USER_INPUT naming the field (title, text, termsText; imageKey when ' +
      'the image was not received or is not a JPEG, PNG or WebP of at most 10 MB); NOT_FOUND (imageKey) for a ' +
      'key issued to someone else. Operators only.',
    input: {
      title: t.input.string({ description: 'The title (120 characters at most).' }),
      text: t.input.string({ description: 'The body text (1,000 characters at most).' }),
      termsText: t.input.string({
        description:
          'The full terms, plain text, paragraphs separated by a blank line (10,000 characters at most).',
      }),
      imageKey: t.input.string({
        description:
          'The key from getPromotionImageUploadUrl, after the PUT (45 characters, as that call gives it).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const data = parseInput(createPromotionInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return createPromotion(ctx, data, { id: me.id, email: me.email });
    },
  }),
  setPromotionActive: t.withAuth({ operator: true }).fieldWithInput({
    type: PromotionRef,
    description:
      'Publishes (active true: shown once to each applicant) or unpublishes a promotion; audited ' +
      '(publish-promotion or unpublish-promotion; the same service as `npm run ops -- publish-promotion`). ' +
      'Errors: NOT_FOUND. Operators only.',
    input: {
      promoId: t.input.id({ description: 'The promotion id (at most 64 characters).' }),
      active: t.input.boolean({ description: 'True: publish; false: unpublish.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { promoId, active } = parseInput(setPromotionActiveInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return setPromotionActive(ctx.db, { promoId, active, actor: me.email });
    },
  }),
}));
