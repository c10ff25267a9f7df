/**
 * The co-applicant's query (spec §7 coApplicant): the signed-in co-applicant, with the shared progress.
 */
import { builder } from '../../builder';
import { getCoApplicantWithApplication } from '../../services/co-applicants';
import { CoApplicantUserRef } from './co-applicant-user-type';

builder.queryFields((t) => ({
  coApplicant: t.withAuth({ coApplicant: true }).field({
    type: CoApplicantUserRef,
    description:
      'The signed-in co-applicant, with the shared progress (spec §7 coApplicant). Co-applicants only. Errors: ' +
      'NOT_FOUND when they have been removed from the application.',
    resolve: async (_root, _args, ctx) => {
      if (ctx.actor?.kind !== 'coApplicant') throw new Error('unreachable');
      return getCoApplicantWithApplication(ctx.db, ctx.actor.coApplicantId).then((r) => ({
        co: r.coApplicant,
        application: r.application,
      }));
    },
  }),
}));
