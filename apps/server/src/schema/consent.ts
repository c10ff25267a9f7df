/**
 * Consent to product analytics and session replay (UK GDPR and PECR; decision 049): the signed-in
 * applicant's or landlord's recorded choice (services/consent.ts). Co-applicants, operators and pipeline
 * viewers keep their choice in the browser only (consent_records has no column for them; decision 049).
 */
import { builder } from '../builder';
import type { Context } from '../context';
import { AppError } from '../lib/app-error';
import { type ConsentOwner, type ConsentRecord, getConsentRecord, recordConsent } from '../services/consent';

const ConsentRecordRef = builder.objectRef<ConsentRecord>('ConsentRecord').implement({
  description:
    'A recorded choice about optional cookies and recordings (decision 049). Error reporting without replay ' +
    'needs no consent and is not part of it.',
  fields: (t) => ({
    analytics: t.exposeBoolean('analytics', {
      description: 'True: product analytics (PostHog) may run: pages visited and actions taken.',
    }),
    sessionReplay: t.exposeBoolean('sessionReplay', {
      description: 'True: session replay (Sentry Replay, all text masked, all media blocked) may record.',
    }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', description: 'When the choice was recorded.' }),
  }),
});

/**
 * The owner of the signed-in caller's consent records (the scopes admit applicants, co-applicants and landlords only).
 * @throws FORBIDDEN for any other caller (not reached: scope-auth refuses them first)
 */
function ownerOf(ctx: Context): ConsentOwner {
  if (ctx.actor?.kind === 'applicant') return { kind: 'applicant', userId: ctx.actor.userId };
  if (ctx.actor?.kind === 'coApplicant')
    return { kind: 'coApplicant', coApplicantId: ctx.actor.coApplicantId };
  if (ctx.actor?.kind === 'landlord') return { kind: 'landlord', landlordId: ctx.actor.landlordId };
  throw new AppError('FORBIDDEN', 'You do not have access to this.');
}

builder.queryFields((t) => ({
  getConsent: t.withAuth({ applicant: true, coApplicant: true, landlord: true }).field({
    type: ConsentRecordRef,
    nullable: true,
    description:
      'The signed-in applicant’s, co-applicant’s or landlord’s current choice about analytics and session replay (their latest ' +
      'record), or null when they have not recorded one. Applicants, co-applicants and landlords, each their own ' +
      '(decision 049).',
    resolve: (_root, _args, ctx) => getConsentRecord(ctx.db, ownerOf(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  setConsent: t.withAuth({ applicant: true, coApplicant: true, landlord: true }).fieldWithInput({
    type: ConsentRecordRef,
    description:
      'Records the signed-in applicant’s, co-applicant’s or landlord’s choice about analytics and session replay, as the record ' +
      'of consent (UK GDPR Art. 7(1)); a choice equal to the current one adds no record. Returns the current ' +
      'record. Applicants, co-applicants and landlords, each their own (decision 049).',
    input: {
      analytics: t.input.boolean({ description: 'True to allow product analytics (PostHog).' }),
      sessionReplay: t.input.boolean({ description: 'True to allow session replay (Sentry Replay).' }),
    },
    resolve: (_root, { input }, ctx) =>
      recordConsent(ctx.db, ownerOf(ctx), { analytics: input.analytics, sessionReplay: input.sessionReplay }),
  }),
}));
