/** Promotions (spec §3, Promotion; §2 promotion modal) and their terms pages (issue 9 item 6). */
import { builder } from '../builder';
import type { PromotionRow } from '../db/rows';
import { getPromotion, getUnseenPromotions, markPromotionAsSeen } from '../services/promotions';

const PromotionRef = builder.objectRef<PromotionRow>('Promotion').implement({
  description: 'A promotion shown once in a modal (spec §2).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Promotion id.' }),
    image: t.exposeString('image', { description: 'File name of an image bundled in the web app.' }),
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
      'modal). Public: terms are for anyone to read. Errors: NOT_FOUND when there is no such promotion.',
    input: { promoId: t.input.id({ description: 'The promotion id.' }) },
    resolve: (_root, { input }, ctx) => getPromotion(ctx.db, String(input.promoId)),
  }),
}));

builder.mutationFields((t) => ({
  markPromotionAsSeen: t.withAuth({ applicant: true }).fieldWithInput({
    type: 'Boolean',
    description: 'Records that the applicant has seen a promotion. Applicants only. Errors: NOT_FOUND.',
    input: { promoId: t.input.id({ description: 'The promotion id.' }) },
    resolve: (_root, { input }, ctx) => markPromotionAsSeen(ctx.db, ctx.actor.userId, String(input.promoId)),
  }),
}));
