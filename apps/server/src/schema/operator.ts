/**
 * The operators' console, accounts and lists (issue 13; decision 022): the two-step sign-in (operatorSignIn,
 * verifyOperatorCode), the signed-in operator, operator accounts (operators, addOperator), every applicant
 * (spec §7 allUsers), the audit log, and the maintenance flag (setMaintenanceMode). Every field but the two
 * sign-in steps is operator-only; an operator token reaches nothing else. Applications in review and their
 * decisions are in operator-applications.ts.
 */
import {
  addOperatorInputSchema,
  addPipelineViewerInputSchema,
  allUsersInputSchema,
  auditLogInputSchema,
  OPERATOR_SESSION_HOURS,
  operatorSignInInputSchema,
  setMaintenanceModeInputSchema,
  setOperatorDisabledInputSchema,
  setPipelineViewerDisabledInputSchema,
  verifyOperatorCodeInputSchema,
} from '@stairway/domain/operators';
import { builder } from '../builder';
import type { AuditLogRow, OperatorRow, PipelineViewerRow, SettingsRow } from '../db/rows';
import {
  addOperator,
  getOperator,
  listAllUsers,
  listAuditActions,
  listAuditLog,
  listOperators,
  operatorSignIn,
  type Page,
  setOperatorDisabled,
  type UserWithApplication,
  verifyOperatorCode,
} from '../services/operators';
import {
  addPipelineViewer,
  getPipelineViewer,
  listPipelineViewers,
  setPipelineViewerDisabled,
} from '../services/pipeline-viewers';
import { getSettings, setMaintenanceMode } from '../services/settings';
import { ApplicationStateEnum, applicationStateOf } from './operator-applications';
import { parseInput } from './validate-input';

/** An operator account. */
export const OperatorRef = builder.objectRef<OperatorRow>('Operator').implement({
  description: 'One of the Stairway team, who signs in to the operators’ console at /ops (decision 022).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Operator id (UUID).' }),
    email: t.exposeString('email', {
      description: 'E-mail address, lower case; the second factor goes here.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was added.' }),
    lastSignedInAt: t.expose('lastSignedInAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the operator last finished signing in (after the code); null before the first time.',
    }),
    disabledAt: t.expose('disabledAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'When the account was disabled (it cannot sign in and its tokens are refused); null while enabled.',
    }),
  }),
});

/** A pipeline viewer's account, as the console lists it. */
export const PipelineViewerRef = builder.objectRef<PipelineViewerRow>('PipelineViewer').implement({
  description: 'An investor or partner who signs in at /pipeline (decision 019).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Pipeline viewer id (UUID).' }),
    email: t.exposeString('email', { description: 'E-mail address, lower case.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the account was added.' }),
    lastSignedInAt: t.expose('lastSignedInAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the viewer last signed in; null before the first time.',
    }),
    disabledAt: t.expose('disabledAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'When the account was disabled (its sign-ins fail and its tokens are refused); null while enabled.',
    }),
  }),
});

const AddPipelineViewerPayloadRef = builder
  .objectRef<{ pipelineViewer: PipelineViewerRow; password: string; created: boolean }>(
    'AddPipelineViewerPayload',
  )
  .implement({
    description: 'The pipeline viewer added, and their generated password, shown this once.',
    fields: (t) => ({
      pipelineViewer: t.field({
        type: PipelineViewerRef,
        resolve: (p) => p.pipelineViewer,
        description: 'The pipeline viewer.',
      }),
      password: t.exposeString('password', {
        description:
          'The generated password (24 characters), shown once and stored only as a hash: pass it on by phone ' +
          'or a password manager, not by e-mail.',
      }),
      created: t.exposeBoolean('created', {
        description: 'True for a new viewer; false when the address had one (new password, signed out).',
      }),
    }),
  });

const OperatorCodeSentRef = builder
  .objectRef<{ codeSent: boolean; email: string }>('OperatorCodeSentPayload')
  .implement({
    description: 'The password was right: a 6-digit code is on its way to the operator’s e-mail address.',
    fields: (t) => ({
      codeSent: t.exposeBoolean('codeSent', { description: 'True: the code was e-mailed.' }),
      email: t.exposeString('email', { description: 'Where the code was sent.' }),
    }),
  });

const OperatorAuthPayloadRef = builder
  .objectRef<{ token: string; operator: OperatorRow }>('OperatorAuthPayload')
  .implement({
    description: `An operator's session: up to ${OPERATOR_SESSION_HOURS} hours (decisions 022, 030).`,
    fields: (t) => ({
      token: t.exposeString('token', {
        description: `The operator's session token (names operatorId): 1 hour, renewed in the X-Session-Token response header while used, up to ${OPERATOR_SESSION_HOURS} hours.`,
      }),
      operator: t.field({ type: OperatorRef, resolve: (p) => p.operator, description: 'The operator.' }),
    }),
  });

const AddOperatorPayloadRef = builder
  .objectRef<{ operator: OperatorRow; password: string; created: boolean }>('AddOperatorPayload')
  .implement({
    description: 'The operator added, and their generated password, shown this once.',
    fields: (t) => ({
      operator: t.field({ type: OperatorRef, resolve: (p) => p.operator, description: 'The operator.' }),
      password: t.exposeString('password', {
        description:
          'The generated password (24 characters), shown once and stored only as a hash: pass it on by phone ' +
          'or a password manager, not by e-mail.',
      }),
      created: t.exposeBoolean('created', {
        description: 'True for a new operator; false when the address had one (new password, signed out).',
      }),
    }),
  });

const ApplicantSummaryRef = builder.objectRef<UserWithApplication>('ApplicantSummary').implement({
  description: 'An applicant as the console lists them (allUsers).',
  fields: (t) => ({
    id: t.id({ description: 'The user id (UUID).', resolve: (r) => r.user.id }),
    email: t.string({ description: 'E-mail address, lower case.', resolve: (r) => r.user.email }),
    firstName: t.string({ description: 'First name.', resolve: (r) => r.user.firstName }),
    lastName: t.string({ description: 'Last name.', resolve: (r) => r.user.lastName }),
    emailVerified: t.boolean({
      description: 'True once the applicant confirmed their e-mail address.',
      resolve: (r) => r.user.emailVerified,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the account was created.',
      resolve: (r) => r.user.createdAt,
    }),
    applicationId: t.id({
      nullable: true,
      description: 'Their application’s id; null without one.',
      resolve: (r) => r.application?.id ?? null,
    }),
    applicationState: t.field({
      type: ApplicationStateEnum,
      nullable: true,
      description: 'Their application’s state (spec §4); null without an application.',
      resolve: (r) => (r.application ? applicationStateOf(r.application) : null),
    }),
    budget: t.int({
      nullable: true,
      description: 'Their application’s budget, whole pounds; null without an application.',
      resolve: (r) => r.application?.budget ?? null,
    }),
  }),
});

const AllUsersPageRef = builder.objectRef<Page<UserWithApplication>>('AllUsersPage').implement({
  description: 'One page of applicants, newest first.',
  fields: (t) => ({
    items: t.field({ type: [ApplicantSummaryRef], resolve: (p) => p.items, description: 'This page.' }),
    total: t.exposeInt('total', { description: 'How many applicants match, on every page.' }),
    page: t.exposeInt('page', { description: 'This page’s number, from 1.' }),
    pageSize: t.exposeInt('pageSize', { description: 'Rows a page (25).' }),
  }),
});

/** Reads one key of an audit row's details as JSON text, or null when absent. */
const detailJson = (row: AuditLogRow, key: string): string | null => {
  const value = row.details?.[key];
  return value === undefined || value === null ? null : JSON.stringify(value);
};

/**
 * The reason or note recorded with a decision (details.note, written by services/review-decisions.ts and
 * home-decisions.ts).
 * @param row an audit-log row
 * @returns the note, or null when the row has none (blank notes count as none). Source: issue 30 bug 6.
 */
const auditNote = (row: AuditLogRow): string | null => {
  const note = row.details?.note;
  return typeof note === 'string' && note.trim() !== '' ? note : null;
};

const AuditEntryRef = builder.objectRef<AuditLogRow>('AuditEntry').implement({
  description: 'One row of the audit log: who did what, when, and the state before and after.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Row id (UUID).' }),
    actor: t.exposeString('actor', {
      description: 'Who: an operator’s e-mail address, or the OS user who ran `npm run ops`.',
    }),
    action: t.exposeString('action', {
      description: 'What, e.g. approve-application, reject-application, add-operator, maintenance-on.',
    }),
    subjectId: t.exposeString('subjectId', {
      nullable: true,
      description: 'What it was done to: an application, user or operator id, or "settings".',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When.' }),
    before: t.string({
      nullable: true,
      description: 'The state before, as JSON text, where the row records it.',
      resolve: (row) => detailJson(row, 'before'),
    }),
    after: t.string({
      nullable: true,
      description: 'The state after, as JSON text, where the row records it.',
      resolve: (row) => detailJson(row, 'after'),
    }),
    note: t.string({
      nullable: true,
      description:
        'The reason or note the operator gave with a decision (approve or reject an application or a home), ' +
        'as typed; null when none was given or the action takes none. Source: issue 30 bug 6 (the console ' +
        'said "the reason is in the audit log", which showed none).',
      resolve: (row) => auditNote(row),
    }),
    details: t.string({
      nullable: true,
      description: 'Every detail of the row (note, budget, checks…), as JSON text.',
      resolve: (row) => (row.details ? JSON.stringify(row.details) : null),
    }),
  }),
});

const AuditLogPageRef = builder.objectRef<Page<AuditLogRow>>('AuditLogPage').implement({
  description: 'One page of the audit log, newest first.',
  fields: (t) => ({
    items: t.field({ type: [AuditEntryRef], resolve: (p) => p.items, description: 'This page.' }),
    total: t.exposeInt('total', { description: 'How many rows match, on every page.' }),
    page: t.exposeInt('page', { description: 'This page’s number, from 1.' }),
    pageSize: t.exposeInt('pageSize', { description: 'Rows a page (25).' }),
  }),
});

/** The settings as the console reads them (operatorSettings, setMaintenanceMode and setSkipIdv's payload). */
export const OperatorSettingsRef = builder.objectRef<SettingsRow>('OperatorSettings').implement({
  description: 'The service-wide settings as the console shows them.',
  fields: (t) => ({
    submitHomeEnabled: t.exposeBoolean('submitHomeEnabled', {
      description: 'The maintenance flag: true when the submit-a-home feature is on (spec §1).',
    }),
    skipIdv: t.exposeBoolean('skipIdv', { description: 'When true, identity verification may be skipped.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the settings last changed.' }),
  }),
});

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

builder.mutationFields((t) => ({
  operatorSignIn: t.withAuth({ public: true }).fieldWithInput({
    type: OperatorCodeSentRef,
    description:
      'An operator’s sign-in, first step: e-mail and password. When right, e-mails a 6-digit code (10 minutes, ' +
      'single use, 5 tries) for verifyOperatorCode. UNAUTHENTICATED (field password) when wrong, never saying ' +
      'which; RATE_LIMITED only for a caller that has failed: after 5 failed steps for the address or 20 from ' +
      'its IP in 15 minutes, or while the address’s wait runs.',
    input: {
      email: t.input.string({ description: 'The operator’s e-mail address, at most 254 characters.' }),
      password: t.input.string({ description: 'Their password, at most 256 characters.' }),
    },
    resolve: (_root, { input }, ctx) =>
      operatorSignIn(ctx, parseInput(operatorSignInInputSchema, input), ctx.ip),
  }),
  verifyOperatorCode: t.withAuth({ public: true }).fieldWithInput({
    type: OperatorAuthPayloadRef,
    description:
      'An operator’s sign-in, second step: the e-mailed code. Returns the session token (1 hour, renewed while used, up to 8 hours; decision 030). ' +
      'TOKEN_INVALID (attemptsLeft), TOKEN_EXPIRED or TOKEN_USED for a wrong, old or used code (TOKEN_USED ' +
      'also for an address that is not an operator’s, answered alike); RATE_LIMITED ' +
      'as operatorSignIn.',
    input: {
      email: t.input.string({
        description: 'The operator’s e-mail address, as in the first step; at most 254 characters.',
      }),
      code: t.input.string({ description: 'The 6-digit code from the e-mail.' }),
    },
    resolve: (_root, { input }, ctx) =>
      verifyOperatorCode(ctx, parseInput(verifyOperatorCodeInputSchema, input), ctx.ip),
  }),
  addOperator: t.withAuth({ operator: true }).fieldWithInput({
    type: AddOperatorPayloadRef,
    description:
      'Adds an operator with a generated password (shown once), or gives an existing one a new password and ' +
      'signs them out. Writes an audit row. Operators only.',
    input: {
      email: t.input.string({ description: 'The new operator’s e-mail address, at most 254 characters.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { email } = parseInput(addOperatorInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return addOperator(ctx.db, { email, actor: me.email });
    },
  }),
  setOperatorDisabled: t.withAuth({ operator: true }).fieldWithInput({
    type: OperatorRef,
    description:
      'Disables (disabled true) or enables an operator account; a disabled operator cannot sign in and their ' +
      'tokens are refused at once. Writes an audit row (disable-operator or enable-operator). NOT_FOUND for an ' +
      'unknown operator; CONFLICT (field operatorId) for disabling yourself. Operators only (decision 025).',
    input: {
      operatorId: t.input.id({ description: 'The operator’s id (UUID).' }),
      disabled: t.input.boolean({ description: 'True: disable; false: enable.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { operatorId, disabled } = parseInput(setOperatorDisabledInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return setOperatorDisabled(ctx.db, { operatorId, disabled, actorId: me.id, actor: me.email });
    },
  }),
  addPipelineViewer: t.withAuth({ operator: true }).fieldWithInput({
    type: AddPipelineViewerPayloadRef,
    description:
      'Adds a pipeline viewer with a generated password (shown once), or gives an existing one a new password ' +
      'and signs them out: the same service as `npm run ops -- add-pipeline-viewer`. Writes an audit row. ' +
      'Operators only.',
    input: { email: t.input.string({ description: 'The viewer’s e-mail address, at most 254 characters.' }) },
    resolve: async (_root, { input }, ctx) => {
      const { email } = parseInput(addPipelineViewerInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      const added = await addPipelineViewer(ctx.db, { email, actor: me.email });
      const pipelineViewer = await getPipelineViewer(ctx.db, added.id);
      return { pipelineViewer, password: added.password, created: added.created };
    },
  }),
  setPipelineViewerDisabled: t.withAuth({ operator: true }).fieldWithInput({
    type: PipelineViewerRef,
    description:
      'Disables (disabled true) or enables a pipeline viewer account; a disabled viewer’s sign-ins fail as a ' +
      'wrong password does and their tokens are refused at once. Writes an audit row (disable-pipeline-viewer or ' +
      'enable-pipeline-viewer). NOT_FOUND for an unknown viewer. Operators only (decision 025).',
    input: {
      pipelineViewerId: t.input.id({ description: 'The pipeline viewer’s id (UUID).' }),
      disabled: t.input.boolean({ description: 'True: disable; false: enable.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { pipelineViewerId, disabled } = parseInput(setPipelineViewerDisabledInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return setPipelineViewerDisabled(ctx.db, { pipelineViewerId, disabled, actor: me.email });
    },
  }),
  setMaintenanceMode: t.withAuth({ operator: true }).fieldWithInput({
    type: OperatorSettingsRef,
    description:
      'Switches the submit-a-home feature on (submitHomeEnabled true) or off for maintenance (spec §1). Writes ' +
      'an audit row. Operators only.',
    input: {
      submitHomeEnabled: t.input.boolean({ description: 'True: on; false: paused for maintenance.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { submitHomeEnabled } = parseInput(setMaintenanceModeInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return setMaintenanceMode(ctx.db, { enabled: submitHomeEnabled, actor: me.email });
    },
  }),
}));
