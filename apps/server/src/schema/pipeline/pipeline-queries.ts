/**
 * The investor pipeline's queries (spec §7 getPipelineApplicants, getPipelineHomes, getPipelineDetails;
 * decision 019). Spec §7 lists "token" with the queries' arguments: it is the pipeline viewer's token, sent like
 * every token in the Authorization header (spec §6), never as an argument, so that it stays out of logged query
 * variables.
 */
import { pipelineApplicantsArgsSchema } from '@stairway/domain/pipeline';
import { z } from 'zod';
import { builder } from '../../builder';
import { getPipelineDetails } from '../../services/pipeline/get-pipeline-details';
import { listPipelineApplicants } from '../../services/pipeline/list-pipeline-applicants';
import { listPipelineHomes } from '../../services/pipeline/list-pipeline-homes';
import { PipelineStatusEnum, SortDirectionEnum } from '../enums';
import { parseInput } from '../validate-input';
import { PipelineApplicantSortEnum, PipelineApplicantsPageRef } from './pipeline-applicant-types';
import { PipelineDetailsRef } from './pipeline-details-types';
import { PipelineHomeSourceEnum, PipelineHomesPageRef } from './pipeline-home-types';

const homesArgsSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(500).default(50),
  applicationId: z.uuid().optional(),
  source: z.enum(['Saved', 'Submitted']).optional(),
});
const detailsArgsSchema = z.object({ applicationId: z.uuid(), homeId: z.uuid() });

builder.queryFields((t) => ({
  getPipelineApplicants: t.withAuth({ pipelineViewer: true }).field({
    type: PipelineApplicantsPageRef,
    description:
      'A page of applicants for the pipeline (spec §7), filtered by status and search, sorted. Pipeline viewers ' +
      'only (the token in the Authorization header). Errors: BAD_USER_INPUT for a page size over 100.',
    args: {
      status: t.arg({ type: PipelineStatusEnum, required: false, description: 'Default All.' }),
      search: t.arg.string({
        required: false,
        description: 'A postcode district the applicant prefers (e.g. SO16), or a whole application id.',
      }),
      sort: t.arg({ type: PipelineApplicantSortEnum, required: false, description: 'Default createdAt.' }),
      direction: t.arg({ type: SortDirectionEnum, required: false, description: 'Default DESC.' }),
      page: t.arg.int({ required: false, description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ required: false, description: '1 to 100; default 25.' }),
    },
    resolve: (_root, args, ctx) =>
      listPipelineApplicants(ctx.db, {
        ...parseInput(pipelineApplicantsArgsSchema, {
          status: args.status ?? undefined,
          search: args.search || undefined,
          sort: args.sort ?? undefined,
          direction: args.direction ?? undefined,
          page: args.page ?? undefined,
          pageSize: args.pageSize ?? undefined,
        }),
        today: ctx.today,
      }),
  }),
  getPipelineHomes: t.withAuth({ pipelineViewer: true }).field({
    type: PipelineHomesPageRef,
    description:
      'A page of the pipeline’s homes (spec §7): the homes applicants saved and submitted, most recent first, optionally one ' +
      'application’s only and one source’s only (Saved or Submitted), with the count of each source. Pipeline viewers only. Errors: BAD_USER_INPUT for a page size over 500 or an ' +
      'applicationId that is not a UUID.',
    args: {
      applicationId: t.arg.id({ required: false, description: 'Only this application’s homes.' }),
      source: t.arg({
        type: PipelineHomeSourceEnum,
        required: false,
        description: 'Only the saved homes, or only the submitted ones; all of them when left out.',
      }),
      page: t.arg.int({ required: false, description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ required: false, description: '1 to 500; default 50.' }),
    },
    resolve: (_root, args, ctx) =>
      listPipelineHomes(
        ctx.db,
        parseInput(homesArgsSchema, {
          page: args.page ?? undefined,
          pageSize: args.pageSize ?? undefined,
          applicationId: args.applicationId ? String(args.applicationId) : undefined,
          source: args.source ?? undefined,
        }),
      ),
  }),
  getPipelineDetails: t.withAuth({ pipelineViewer: true }).field({
    type: PipelineDetailsRef,
    description:
      'The detail panel of an applicant and one of their homes (spec §7): the affordability calculation broken ' +
      'down, the home’s plan and which documents are present. Pipeline viewers only. Errors: NOT_FOUND when the ' +
      'home is not that application’s; BAD_USER_INPUT for ids that are not UUIDs.',
    args: {
      applicationId: t.arg.id({ required: true, description: 'The application id.' }),
      homeId: t.arg.id({ required: true, description: 'The pipeline home’s id.' }),
    },
    resolve: (_root, args, ctx) =>
      getPipelineDetails(ctx.db, {
        ...parseInput(detailsArgsSchema, {
          applicationId: String(args.applicationId),
          homeId: String(args.homeId),
        }),
        today: ctx.today,
      }),
  }),
}));
