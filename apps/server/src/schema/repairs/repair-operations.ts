/**
 * The repair operations (ARCHITECTURE.md §7 "repairs"): the customer's `myRepairs`, `reportRepair` and
 * `addRepairMessage` (applicant and joined co-applicant, for their own home, once the plan is signed), and the
 * operators' `repairQueue`, `repairDetail` and `updateRepair` (services/repairs).
 */
import {
  addRepairMessageInputSchema,
  MAX_REPAIR_PHOTOS,
  REPAIR_DESCRIPTION_MAX,
  REPAIR_DESCRIPTION_MIN,
  REPAIR_MESSAGE_MAX,
  REPAIR_QUEUE_MAX_OFFSET,
  REPAIR_QUEUE_PAGE_SIZE,
  repairIdInputSchema,
  repairQueueInputSchema,
  reportRepairInputSchema,
  updateRepairInputSchema,
} from '@stairway/domain/repair-inputs';
import { builder } from '../../builder';
import { getOperator } from '../../services/operators';
import { addRepairMessage, myRepairs, reportRepair } from '../../services/repairs/customer-repairs';
import { getRepairEntry, listRepairQueue } from '../../services/repairs/read-repairs';
import { updateRepair } from '../../services/repairs/update-repair';
import { parseInput } from '../validate-input';
import {
  MyRepairsRef,
  RepairCategoryEnum,
  RepairPayerEnum,
  RepairQueueEntryRef,
  RepairQueuePageRef,
  RepairRef,
  RepairStatusEnum,
  RepairUrgencyEnum,
} from './repair-types';

builder.queryFields((t) => ({
  myRepairs: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: MyRepairsRef,
    nullable: true,
    description:
      'The repairs of the signed-in customer’s home (the applicant’s, or the co-applicant’s application’s): ' +
      'whether they may report one (once everyone has signed the plan), the target of each urgency and every ' +
      'repair, newest first; null before a home is approved or after its purchase fell through. NOT_FOUND when ' +
      'the application no longer exists. Applicants and co-applicants only.',
    resolve: (_root, _args, ctx) => myRepairs(ctx.db, ctx.actor),
  }),
  repairQueue: t.withAuth({ operator: true }).field({
    type: RepairQueuePageRef,
    description:
      'One page of the repairs queue: open repairs, overdue first, then by target, then by report (packages/' +
      'domain repairs.ts compareRepairQueue); closed ones after them with `includeClosed`; with the counts of the ' +
      `whole queue. \`limit\` repairs (1 to 200, default ${REPAIR_QUEUE_PAGE_SIZE}) from \`offset\` (0 to ` +
      `${REPAIR_QUEUE_MAX_OFFSET}, default 0); BAD_USER_INPUT (field limit or offset) outside them. Operators only.`,
    args: {
      limit: t.arg.int({
        required: false,
        description: `How many, 1 to 200 (default ${REPAIR_QUEUE_PAGE_SIZE}).`,
      }),
      offset: t.arg.int({
        required: false,
        description: `How many to pass over, 0 to ${REPAIR_QUEUE_MAX_OFFSET} (default 0): the last page's nextOffset.`,
      }),
      includeClosed: t.arg.boolean({
        required: false,
        description: 'Include completed and cancelled repairs.',
      }),
    },
    resolve: (_root, args, ctx) =>
      listRepairQueue(ctx.db, {
        ...parseInput(repairQueueInputSchema, {
          limit: args.limit ?? REPAIR_QUEUE_PAGE_SIZE,
          offset: args.offset ?? 0,
          includeClosed: args.includeClosed ?? false,
        }),
        now: new Date(),
      }),
  }),
  repairDetail: t.withAuth({ operator: true }).fieldWithInput({
    type: RepairQueueEntryRef,
    description:
      'One repair with its customer, home, photos and history. NOT_FOUND for an unknown id; BAD_USER_INPUT ' +
      '(field repairId) for an id that is not a UUID. Operators only.',
    input: { repairId: t.input.id({ description: 'The repair’s id (UUID).' }) },
    resolve: (_root, { input }, ctx) =>
      getRepairEntry(ctx.db, parseInput(repairIdInputSchema, input).repairId),
  }),
}));

builder.mutationFields((t) => ({
  reportRepair: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: RepairRef,
    description:
      'Reports a repair of the customer’s home: who pays by the repair matrix, the target from the urgency, the ' +
      'photos recorded, and an e-mail to the applicant and a joined co-applicant confirming it. Applicants and ' +
      'co-applicants, for their own home. Errors: CONFLICT before everyone has signed the plan; BAD_USER_INPUT ' +
      'naming category, description, urgency or photoKeys.N (nothing uploaded, not a JPEG, PNG or WebP of at ' +
      'most 10 MB); NOT_FOUND (photoKeys.N) for an upload that is not theirs; CONFLICT (photoKeys.N) for an ' +
      'upload already used.',
    input: {
      category: t.input.field({ type: RepairCategoryEnum, description: 'What needs repairing.' }),
      description: t.input.string({
        description: `What is wrong and where, ${REPAIR_DESCRIPTION_MIN} to ${REPAIR_DESCRIPTION_MAX} characters.`,
      }),
      urgency: t.input.field({ type: RepairUrgencyEnum, description: 'How urgent it is.' }),
      photoKeys: t.input.stringList({
        required: false,
        description: `Up to ${MAX_REPAIR_PHOTOS} keys from getPreSignedUploadUrl, each a photo already uploaded (each key 300 characters at most).`,
      }),
    },
    resolve: (_root, { input }, ctx) => reportRepair(ctx, parseInput(reportRepairInputSchema, input)),
  }),
  addRepairMessage: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: RepairRef,
    description:
      'Adds the customer’s message to one of their home’s repairs, for the team. Errors: NOT_FOUND when the ' +
      'repair is not of their home; BAD_USER_INPUT (field message or repairId); CONFLICT before the plan is ' +
      'signed. Applicants and co-applicants only.',
    input: {
      repairId: t.input.id({ description: 'The repair’s id (UUID).' }),
      message: t.input.string({ description: `The message, 1 to ${REPAIR_MESSAGE_MAX} characters.` }),
    },
    resolve: (_root, { input }, ctx) => addRepairMessage(ctx, parseInput(addRepairMessageInputSchema, input)),
  }),
  updateRepair: t.withAuth({ operator: true }).fieldWithInput({
    type: RepairQueueEntryRef,
    description:
      'Updates a repair: a new status, a booked visit, who pays (with a reason) and a message, any of them; ' +
      'writes the history and the audit log and e-mails the applicant and a joined co-applicant. ' +
      'BAD_USER_INPUT naming status (a move not allowed, with the allowed ones), scheduledFor (missing for ' +
      'Scheduled, or in the past), payerReason (missing when who pays changes) or message (nothing to update); ' +
      'NOT_FOUND for an unknown repair. Operators only.',
    input: {
      repairId: t.input.id({ description: 'The repair’s id (UUID).' }),
      status: t.input.field({
        type: RepairStatusEnum,
        required: false,
        description: 'The status to move to.',
      }),
      message: t.input.string({
        required: false,
        description: `A message to the customer, e-mailed (${REPAIR_MESSAGE_MAX} characters at most).`,
      }),
      payer: t.input.field({
        type: RepairPayerEnum,
        required: false,
        description: 'Who pays, overriding the matrix.',
      }),
      payerReason: t.input.string({
        required: false,
        description: `Why who pays changes: required with a new payer (${REPAIR_MESSAGE_MAX} characters at most).`,
      }),
      scheduledFor: t.input.string({
        required: false,
        description: 'The visit’s day, YYYY-MM-DD, not before today: required for Scheduled.',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(updateRepairInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      const repair = await updateRepair(ctx, parsed, me.email);
      return getRepairEntry(ctx.db, repair.id);
    },
  }),
}));
