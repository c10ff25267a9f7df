/** Settings and the maintenance flag (spec §3 Settings; §1 maintenance mode). */
import { builder } from '../builder';
import type { SettingsRow } from '../db/rows';
import { getSettings } from '../services/settings';

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
