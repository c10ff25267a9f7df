/** Promotions (spec §3, Promotion; §2 promotion modal). */
import { builder } from '../builder';
import type { PromotionRow } from '../db/rows';
import { getUnseenPromotions, markPromotionAsSeen } from '../services/promotions';

const PromotionRef = builder.objectRef<PromotionRow>('Promotion').implement({
  description: 'A promotion shown once in a modal (spec §2).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Promotion id.' }),
    image: t.exposeString('image', { description: 'File name of an image bundled in the web app.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    text: t.exposeString('text', { description: 'Body text.' }),
    terms: t.exposeString('terms', { description: 'URL of the full terms, opened in a new tab.' }),
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

builder.mutationFields((t) => ({
  markPromotionAsSeen: t.withAuth({ applicant: true }).fieldWithInput({
    type: 'Boolean',
    description: 'Records that the applicant has seen a promotion. Applicants only. Errors: NOT_FOUND.',
    input: { promoId: t.input.id({ description: 'The promotion id.' }) },
    resolve: (_root, { input }, ctx) => markPromotionAsSeen(ctx.db, ctx.actor.userId, String(input.promoId)),
  }),
}));
