/** The applicant's home submissions (spec §7 getUserHomeSubmissions). */
import { builder } from '../../builder';
import { listUserHomeSubmissions } from '../../services/home-submissions/list-user-home-submissions';
import { HomeSubmissionRef } from './home-submission-types';

builder.queryFields((t) => ({
  getUserHomeSubmissions: t.withAuth({ applicant: true }).field({
    type: [HomeSubmissionRef],
    description:
      'The signed-in applicant’s own home submissions and drafts, newest first (spec §7; also called ' +
      'getHomeSubmissions). Applicants only. Errors: NOT_FOUND without an application.',
    resolve: (_root, _args, ctx) => listUserHomeSubmissions(ctx.db, { userId: ctx.actor.userId }),
  }),
}));
