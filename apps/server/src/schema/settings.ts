/**
 * Settings and the maintenance flag (spec §3 Settings; §1 maintenance mode), and the operators' switch for the
 * skip-identity setting (setSkipIdv).
 */
import { setSkipIdvInputSchema } from '@stairway/domain/operators';
import { builder } from '../builder';
import type { SettingsRow } from '../db/rows';
import { getOperator } from '../services/operators';
import { getSettings, SKIP_IDV_AUDIT_ACTIONS, setSkipIdv } from '../services/settings';
import { OperatorSettingsRef } from './operator/operator-types';
import { parseInput } from './validate-input';

const SettingsRef = builder.objectRef<SettingsRow>('Settings').implement({
  description: 'Service-wide settings (spec §3).',
  fields: (t) => ({
    skipIdv: t.exposeBoolean('skipIdv', { description: 'When true, identity verification may be skipped.' }),
  }),
});

const MaintenanceModeRef = builder.objectRef<SettingsRow>('MaintenanceMode').implement({
  description: 'The maintenance-mode flag that switches the submit-a-home feature on or off (spec §1).',
  fields: (t) => ({
    submitHomeEnabled: t.exposeBoolean('submitHomeEnabled', {
      description: 'True when the submit-a-home feature is switched on.',
    }),
  }),
});

builder.queryFields((t) => ({
  getSettings: t.withAuth({ applicant: true, coApplicant: true }).field({
    type: SettingsRef,
    description: 'Service-wide settings. Applicants and co-applicants.',
    resolve: (_root, _args, ctx) => getSettings(ctx.db),
  }),
  getMaintenanceMode: t.withAuth({ public: true }).field({
    type: MaintenanceModeRef,
    description: 'Whether the submit-a-home feature is switched on. Public.',
    resolve: (_root, _args, ctx) => getSettings(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  setSkipIdv: t.withAuth({ operator: true }).fieldWithInput({
    type: OperatorSettingsRef,
    description:
      'Switches the skip-identity setting (skipIdv, spec §3 Settings; spec §4 step 6 "skippable when the skip ' +
      'setting is on"). True: identity verification becomes optional for every applicant and co-applicant (their ' +
      'identity steps count as done and bank statements open at once); false: each person verifies, or skips ' +
      `for now, again. Takes effect on the next request. Writes an audit row (${SKIP_IDV_AUDIT_ACTIONS.on} or ` +
      `${SKIP_IDV_AUDIT_ACTIONS.off}) with the operator and the value before and after. Operators only. ` +
      'Errors: BAD_USER_INPUT (extensions.field "skipIdv") when skipIdv is not true or false.',
    input: {
      skipIdv: t.input.boolean({
        description: 'True: identity checks are optional; false: they are asked for.',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(setSkipIdvInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return setSkipIdv(ctx.db, { skipIdv: parsed.skipIdv, actor: me.email });
    },
  }),
}));
