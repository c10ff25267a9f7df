/**
 * Repairs in the API (ARCHITECTURE.md §7 "repairs (matrix, urgency, target dates)"; the rules are packages/domain
 * repairs.ts): the enums, a repair with its photos and history, the customer's page (`MyRepairs`) and the
 * operators' entry (`RepairQueueEntry`: the repair with whose home it is).
 */
import {
  DEFAULT_REPAIR_TARGET_HOURS,
  describeRepairPayer,
  describeRepairTarget,
  isRepairOverdue,
  REPAIR_CATEGORIES,
  REPAIR_CATEGORY_LABELS,
  REPAIR_PAYER_LABELS,
  REPAIR_PAYERS,
  REPAIR_STATUS_LABELS,
  REPAIR_STATUSES,
  REPAIR_URGENCIES,
  REPAIR_URGENCY_LABELS,
  type RepairUrgency,
} from '@stairway/domain/repairs';
import { builder } from '../../builder';
import { DOWNLOAD_URL_TTL_SECONDS } from '../../services/documents';
import type { MyRepairs } from '../../services/repairs/customer-repairs';
import {
  listRepairPhotos,
  listRepairUpdates,
  type RepairEntry,
  type RepairPhotoRow,
  type RepairQueuePage,
  type RepairRow,
  type RepairUpdateRow,
} from '../../services/repairs/read-repairs';

/** Each value of a closed set described by its label. */
function described<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return Object.fromEntries(values.map((value) => [value, { value, description: labels[value] }])) as Record<
    T,
    { value: T; description: string }
  >;
}

export const RepairCategoryEnum = builder.enumType('RepairCategory', {
  description: 'What needs repairing (packages/domain repairs.ts); each value is described by its label.',
  values: described(REPAIR_CATEGORIES, REPAIR_CATEGORY_LABELS),
});
export const RepairUrgencyEnum = builder.enumType('RepairUrgency', {
  description:
    'How urgent a repair is: its target is by default 24 hours (Emergency), 7 days (Urgent) or 28 days (Routine) from the ' +
    'report unless the settings say otherwise.',
  values: described(REPAIR_URGENCIES, REPAIR_URGENCY_LABELS),
});
export const RepairStatusEnum = builder.enumType('RepairStatus', {
  description:
    'Where a repair stands: Reported, Scheduled and InProgress are open; Completed and Cancelled closed.',
  values: described(REPAIR_STATUSES, REPAIR_STATUS_LABELS),
});
export const RepairPayerEnum = builder.enumType('RepairPayer', {
  description:
    'Who pays a repair by the repair matrix: Stairway (always for structure, exterior, roof, heating, hot water ' +
    'and the supply installations, Landlord and Tenant Act 1985 s11), Customer, or CostDecides (the customer ' +
    'up to the category’s threshold in pounds, Stairway above it).',
  values: described(REPAIR_PAYERS, REPAIR_PAYER_LABELS),
});

const RepairPhotoRef = builder.objectRef<RepairPhotoRow>('RepairPhoto').implement({
  description: 'A photo the customer added to a repair report.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The photo’s id (UUID).' }),
    url: t.string({
      description: `A signed link to the photo, valid for ${DOWNLOAD_URL_TTL_SECONDS / 60} minutes.`,
      resolve: (photo, _args, ctx) =>
        ctx.storage.createDownloadUrl(photo.storageKey, {
          expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
          fileName: `repair-photo-${photo.position + 1}.${photo.contentType.split('/')[1] ?? 'jpg'}`,
          contentType: photo.contentType,
        }),
    }),
  }),
});

const RepairUpdateRef = builder.objectRef<RepairUpdateRow>('RepairUpdate').implement({
  description: 'One entry of a repair’s history: the report, a status change, a booked visit or a message.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The entry’s id (UUID).' }),
    authorKind: t.exposeString('authorKind', { description: '"customer" or "operator".' }),
    author: t.string({
      description:
        'Who wrote it: "Stairway" for an operator when a customer asks (the operator’s e-mail for operators), ' +
        '"Applicant" or "Co-applicant" for the customer.',
      resolve: (row, _args, ctx) => {
        if (row.authorKind === 'operator') return ctx.actor?.kind === 'operator' ? row.author : 'Stairway';
        return row.author === 'coApplicant' ? 'Co-applicant' : 'Applicant';
      },
    }),
    fromStatus: t.field({
      type: RepairStatusEnum,
      nullable: true,
      description: 'The status before.',
      resolve: (r) => r.fromStatus,
    }),
    toStatus: t.field({
      type: RepairStatusEnum,
      nullable: true,
      description: 'The status set by this entry; null for a message alone.',
      resolve: (r) => r.toStatus,
    }),
    message: t.exposeString('message', { nullable: true, description: 'The message, when there is one.' }),
    payer: t.field({
      type: RepairPayerEnum,
      nullable: true,
      description: 'Who pays after this entry, when it set or changed it.',
      resolve: (r) => r.payer,
    }),
    payerReason: t.exposeString('payerReason', { nullable: true, description: 'Why who pays changed.' }),
    scheduledFor: t.field({
      type: 'Date',
      nullable: true,
      description: 'The visit booked by this entry, YYYY-MM-DD.',
      resolve: (r) => r.scheduledFor,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
  }),
});

export const RepairRef = builder.objectRef<RepairRow>('Repair').implement({
  description:
    'A repair of a home on a plan: what is wrong, who pays, the target, where it stands, photos, history.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The repair’s id (UUID).' }),
    category: t.field({
      type: RepairCategoryEnum,
      description: 'What needs repairing.',
      resolve: (r) => r.category,
    }),
    categoryLabel: t.string({
      description: 'The category in words.',
      resolve: (r) => REPAIR_CATEGORY_LABELS[r.category],
    }),
    description: t.exposeString('description', { description: 'What is wrong, in the customer’s words.' }),
    urgency: t.field({
      type: RepairUrgencyEnum,
      description: 'How urgent it is.',
      resolve: (r) => r.urgency,
    }),
    status: t.field({ type: RepairStatusEnum, description: 'Where it stands.', resolve: (r) => r.status }),
    statusLabel: t.string({
      description: 'The status in words, e.g. "Visit booked".',
      resolve: (r) => REPAIR_STATUS_LABELS[r.status],
    }),
    payer: t.field({
      type: RepairPayerEnum,
      description: 'Who pays by the matrix, or as an operator changed it.',
      resolve: (r) => r.payer,
    }),
    payerDescription: t.string({
      description:
        'Who pays in the customer’s words, with the threshold in pounds, e.g. "You pay if it costs up to £250; Stairway pays if it costs more."',
      resolve: (r) => describeRepairPayer(r.category, r.payer),
    }),
    payerReason: t.exposeString('payerReason', {
      nullable: true,
      description: 'Why an operator changed who pays.',
    }),
    targetAt: t.expose('targetAt', {
      type: 'DateTime',
      description: 'When it should be done by: the report plus the urgency’s target.',
    }),
    overdue: t.boolean({
      description: 'True when it is open and its target has passed (now, at the request).',
      resolve: (r) => isRepairOverdue(r, new Date()),
    }),
    scheduledFor: t.field({
      type: 'Date',
      nullable: true,
      description: 'The booked visit’s day, YYYY-MM-DD.',
      resolve: (r) => r.scheduledFor,
    }),
    reportedBy: t.exposeString('reportedBy', { description: '"applicant" or "coApplicant".' }),
    reportedAt: t.expose('reportedAt', { type: 'DateTime', description: 'When it was reported.' }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      description: 'When it last changed or took a message.',
    }),
    closedAt: t.expose('closedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was completed or cancelled.',
    }),
    photos: t.field({
      type: [RepairPhotoRef],
      description: 'The report’s photos, in the order added (at most 5).',
      resolve: (r, _args, ctx) => listRepairPhotos(ctx.db, [r.id]),
    }),
    updates: t.field({
      type: [RepairUpdateRef],
      description: 'The history, oldest first: the report, each update and each message.',
      resolve: (r, _args, ctx) => listRepairUpdates(ctx.db, r.id),
    }),
  }),
});

/** One urgency's target. */
export type RepairTarget = { urgency: RepairUrgency; hours: number };

/** One urgency's target in force (the customer's repairs page, the console's settings). */
export const RepairTargetRef = builder.objectRef<RepairTarget>('RepairTarget').implement({
  description: 'The target time of an urgency in force (the settings, else 24 hours, 7 days, 28 days).',
  fields: (t) => ({
    urgency: t.field({ type: RepairUrgencyEnum, description: 'The urgency.', resolve: (r) => r.urgency }),
    hours: t.exposeInt('hours', { description: 'Hours from the report to the target.' }),
    description: t.string({
      description: 'In words, e.g. "within 7 days".',
      resolve: (r) => describeRepairTarget(r.hours),
    }),
  }),
});

export const MyRepairsRef = builder.objectRef<MyRepairs>('MyRepairs').implement({
  description: 'The customer’s repairs page: whether they may report, the targets and the home’s repairs.',
  fields: (t) => ({
    canReport: t.exposeBoolean('canReport', { description: 'True once everyone has signed the plan.' }),
    cannotReportReason: t.exposeString('cannotReportReason', {
      nullable: true,
      description: 'Why they cannot report yet; null when they can.',
    }),
    targets: t.field({
      type: [RepairTargetRef],
      description: 'The target of each urgency, most urgent first.',
      resolve: (r) =>
        REPAIR_URGENCIES.map((urgency) => ({
          urgency,
          hours: r.targetHours[urgency] ?? DEFAULT_REPAIR_TARGET_HOURS[urgency],
        })),
    }),
    repairs: t.field({
      type: [RepairRef],
      description: 'Every repair of the home, newest first, whichever plan version was in force.',
      resolve: (r) => r.repairs,
    }),
  }),
});

export const RepairQueueEntryRef = builder.objectRef<RepairEntry>('RepairQueueEntry').implement({
  description: 'A repair with whose home it is, for the operators.',
  fields: (t) => ({
    repair: t.field({ type: RepairRef, description: 'The repair.', resolve: (r) => r.repair }),
    customerName: t.exposeString('customerName', { description: 'The applicant’s name.' }),
    home: t.exposeString('home', { description: 'The home’s address in words.' }),
  }),
});

/** One page of the repairs queue, with the whole queue's counts. */
export const RepairQueuePageRef = builder.objectRef<RepairQueuePage>('RepairQueuePage').implement({
  description: 'One page of the operators’ repairs queue, with the counts of the whole queue.',
  fields: (t) => ({
    entries: t.field({
      type: [RepairQueueEntryRef],
      description: 'The page’s repairs, in the queue’s order.',
      resolve: (r) => r.entries,
    }),
    total: t.exposeInt('total', {
      description: 'How many repairs the queue holds: open ones, or all with includeClosed.',
    }),
    overdue: t.exposeInt('overdue', { description: 'How many open repairs are past their target now.' }),
    nextOffset: t.exposeInt('nextOffset', {
      nullable: true,
      description: 'The offset of the next page, or null after the last page.',
    }),
  }),
});
