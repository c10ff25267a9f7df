/**
 * The operators' console queries (decision 022): the signed-in operator, operator and pipeline viewer
 * accounts, every applicant (spec §7 allUsers), the audit log and the settings. Operators only.
 */
import { allUsersInputSchema, auditLogInputSchema } from '@stairway/domain/operators';
import { builder } from '../../builder';
import {
  getOperator,
  listAllUsers,
  listAuditActions,
  listAuditLog,
  listOperators,
} from '../../services/operators';
import { listPipelineViewers } from '../../services/pipeline-viewers';
import { getSettings } from '../../services/settings';
import { parseInput } from '../validate-input';
import { AllUsersPageRef, AuditLogPageRef } from './operator-list-types';
import { OperatorRef, OperatorSettingsRef, PipelineViewerRef } from './operator-types';

builder.queryFields((t) => ({
  operatorMe: t.withAuth({ operator: true }).field({
    type: OperatorRef,
    description: 'The signed-in operator. Operators only.',
    resolve: (_root, _args, ctx) => getOperator(ctx.db, ctx.actor.operatorId),
  }),
  operators: t.withAuth({ operator: true }).field({
    type: [OperatorRef],
    description: 'Every operator account, by e-mail address, enabled and disabled. Operators only.',
    resolve: (_root, _args, ctx) => listOperators(ctx.db),
  }),
  pipelineViewers: t.withAuth({ operator: true }).field({
    type: [PipelineViewerRef],
    description: 'Every pipeline viewer account, by e-mail address, enabled and disabled. Operators only.',
    resolve: (_root, _args, ctx) => listPipelineViewers(ctx.db),
  }),
  allUsers: t.withAuth({ operator: true }).fieldWithInput({
    type: AllUsersPageRef,
    description:
      'Every applicant, newest first, 25 a page, optionally searched by part of the e-mail address or name ' +
      '(spec §7 allUsers). Operators only.',
    input: {
      search: t.input.string({
        required: false,
        description: 'Part of an e-mail address or name, any case; at most 200 characters.',
      }),
      page: t.input.int({ required: false, description: 'The page, from 1 (default 1).' }),
    },
    resolve: (_root, { input }, ctx) => listAllUsers(ctx.db, parseInput(allUsersInputSchema, input)),
  }),
  auditLog: t.withAuth({ operator: true }).fieldWithInput({
    type: AuditLogPageRef,
    description: 'The audit log, newest first, 25 a page, with optional filters. Operators only.',
    input: {
      action: t.input.string({
        required: false,
        description: 'Only this action, e.g. approve-application; at most 200 characters.',
      }),
      actor: t.input.string({
        required: false,
        description: 'Only actors containing this, any case; at most 200 characters.',
      }),
      subjectId: t.input.string({
        required: false,
        description: 'Only rows about this id, at most 200 characters.',
      }),
      page: t.input.int({ required: false, description: 'The page, from 1 (default 1).' }),
    },
    resolve: (_root, { input }, ctx) => listAuditLog(ctx.db, parseInput(auditLogInputSchema, input)),
  }),
  auditActions: t.withAuth({ operator: true }).stringList({
    description: 'The actions the audit log holds, for its filter. Operators only.',
    resolve: (_root, _args, ctx) => listAuditActions(ctx.db),
  }),
  operatorSettings: t.withAuth({ operator: true }).field({
    type: OperatorSettingsRef,
    description: 'The service-wide settings and the maintenance flag. Operators only.',
    resolve: (_root, _args, ctx) => getSettings(ctx.db),
  }),
}));
