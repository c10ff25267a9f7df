/**
 * The operators' console mutations (decision 022): the two-step sign-in (operatorSignIn,
 * verifyOperatorCode), operator and pipeline viewer accounts, and the maintenance flag (setMaintenanceMode).
 * Every field but the two sign-in steps is operator-only.
 */
import {
  addOperatorInputSchema,
  addPipelineViewerInputSchema,
  operatorSignInInputSchema,
  setMaintenanceModeInputSchema,
  setOperatorDisabledInputSchema,
  setPipelineViewerDisabledInputSchema,
  verifyOperatorCodeInputSchema,
} from '@stairway/domain/operators';
import { builder } from '../../builder';
import {
  addOperator,
  getOperator,
  operatorSignIn,
  setOperatorDisabled,
  verifyOperatorCode,
} from '../../services/operators';
import {
  addPipelineViewer,
  getPipelineViewer,
  setPipelineViewerDisabled,
} from '../../services/pipeline-viewers';
import { setMaintenanceMode } from '../../services/settings';
import { parseInput } from '../validate-input';
import {
  AddOperatorPayloadRef,
  AddPipelineViewerPayloadRef,
  OperatorAuthPayloadRef,
  OperatorCodeSentRef,
  OperatorRef,
  OperatorSettingsRef,
  PipelineViewerRef,
} from './operator-types';

/** The operator's two-step sign-in. */
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
}));

/** Operator and pipeline-viewer accounts: adding them and disabling or enabling them. */
builder.mutationFields((t) => ({
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
}));

/** The service's settings: maintenance mode. */
builder.mutationFields((t) => ({
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
