/**
 * The operators' console, accounts and lists (decision 022): the two-step sign-in (operatorSignIn,
 * verifyOperatorCode), the signed-in operator, operator accounts (operators, addOperator), every applicant
 * (spec §7 allUsers), the audit log, and the maintenance flag (setMaintenanceMode). Every field but the two
 * sign-in steps is operator-only; an operator token reaches nothing else. Applications in review and their
 * decisions are in operator-applications.ts.
 *
 * This file holds the account, settings and payload types; the lists are in operator-list-types.ts, the
 * queries in operator-queries.ts and the mutations in operator-mutations.ts.
 */
import { OPERATOR_SESSION_HOURS } from '@stairway/domain/operators';
import { builder } from '../../builder';
import type { OperatorRow, PipelineViewerRow, SettingsRow } from '../../db/rows';

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

/** addPipelineViewer's payload. */
export const AddPipelineViewerPayloadRef = builder
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

/** operatorSignIn's payload. */
export const OperatorCodeSentRef = builder
  .objectRef<{ codeSent: boolean; email: string }>('OperatorCodeSentPayload')
  .implement({
    description: 'The password was right: a 6-digit code is on its way to the operator’s e-mail address.',
    fields: (t) => ({
      codeSent: t.exposeBoolean('codeSent', { description: 'True: the code was e-mailed.' }),
      email: t.exposeString('email', { description: 'Where the code was sent.' }),
    }),
  });

/** verifyOperatorCode's payload. */
export const OperatorAuthPayloadRef = builder
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

/** addOperator's payload. */
export const AddOperatorPayloadRef = builder
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
