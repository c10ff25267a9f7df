/** The application's query: getApplication (spec §3 UserApplication). */
import { builder } from '../../builder';
import { getApplication } from '../../services/applications';
import { UserApplicationRef } from '../application';

builder.queryFields((t) => ({
  getApplication: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description: 'The signed-in applicant’s own application. Applicants only. Errors: NOT_FOUND.',
    resolve: (_root, _args, ctx) => getApplication(ctx.db, ctx.actor.userId),
  }),
}));
