/**
 * The operators' console lists (decision 022): every applicant (spec §7 allUsers) and the audit log,
 * a page at a time.
 */
import { builder } from '../../builder';
import type { AuditLogRow } from '../../db/rows';
import type { Page, UserWithApplication } from '../../services/operators';
import { ApplicationStateEnum, applicationStateOf } from '../operator-applications';

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

/** allUsers' answer: one page of applicants. */
export const AllUsersPageRef = builder.objectRef<Page<UserWithApplication>>('AllUsersPage').implement({
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
 * home-decisions.ts) or the response to a request for help (services/arrears/hardship-audit.ts).
 * @param row an audit-log row
 * @returns the note, or null when the row has none (blank notes count as none).
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
        'or their response to a customer’s request for help (respond-to-hardship), as typed; null when none was given or the action takes none. The console says the reason ' +
        'is in the audit log, so the log shows it.',
      resolve: (row) => auditNote(row),
    }),
    details: t.string({
      nullable: true,
      description: 'Every detail of the row (note, budget, checks…), as JSON text.',
      resolve: (row) => (row.details ? JSON.stringify(row.details) : null),
    }),
  }),
});

/** auditLog's answer: one page of the audit log. */
export const AuditLogPageRef = builder.objectRef<Page<AuditLogRow>>('AuditLogPage').implement({
  description: 'One page of the audit log, newest first.',
  fields: (t) => ({
    items: t.field({ type: [AuditEntryRef], resolve: (p) => p.items, description: 'This page.' }),
    total: t.exposeInt('total', { description: 'How many rows match, on every page.' }),
    page: t.exposeInt('page', { description: 'This page’s number, from 1.' }),
    pageSize: t.exposeInt('pageSize', { description: 'Rows a page (25).' }),
  }),
});
