/**
 * The repair targets as operators see and change them on the console's Settings page: `repairTargets` and
 * `setRepairTargets` (services/repairs/repair-settings.ts; the rules are packages/domain repairs.ts).
 */
import { setRepairTargetsInputSchema } from '@stairway/domain/repair-inputs';
import { REPAIR_TARGET_HOURS_MAX, REPAIR_URGENCIES, type RepairUrgency } from '@stairway/domain/repairs';
import { builder } from '../../builder';
import { getOperator } from '../../services/operators';
import { targetHoursInForce } from '../../services/repairs/read-repairs';
import { setRepairTargetHours } from '../../services/repairs/repair-settings';
import { parseInput } from '../validate-input';
import { type RepairTarget, RepairTargetRef } from './repair-types';

/** The hours by urgency as the list of targets, most urgent first. */
function asTargets(hours: Record<RepairUrgency, number>): RepairTarget[] {
  return REPAIR_URGENCIES.map((urgency) => ({ urgency, hours: hours[urgency] }));
}

builder.queryFields((t) => ({
  repairTargets: t.withAuth({ operator: true }).field({
    type: [RepairTargetRef],
    description:
      'The target of each urgency in force, most urgent first: the settings, else 24 hours (Emergency), 7 days ' +
      '(Urgent) and 28 days (Routine). A new report takes its target from them. Operators only.',
    resolve: async (_root, _args, ctx) => asTargets(await targetHoursInForce(ctx.db)),
  }),
}));

builder.mutationFields((t) => ({
  setRepairTargets: t.withAuth({ operator: true }).fieldWithInput({
    type: [RepairTargetRef],
    description:
      'Sets the target of each urgency, in whole hours, for repairs reported from now on; repairs already ' +
      'reported keep the target they were given. Writes an audit row (repair-targets) with the operator and the ' +
      'hours before and after. Returns the targets in force, most urgent first. Operators only. Errors: ' +
      'BAD_USER_INPUT naming emergencyHours, urgentHours or routineHours when one is not whole hours from 1 to ' +
      `its maximum (${REPAIR_URGENCIES.map((u) => `${u} ${REPAIR_TARGET_HOURS_MAX[u]}`).join(', ')}), or a ` +
      'more urgent target is longer than a less urgent one.',
    input: {
      emergencyHours: t.input.int({
        description: `Hours from report to target for an emergency, 1 to ${REPAIR_TARGET_HOURS_MAX.Emergency}.`,
      }),
      urgentHours: t.input.int({
        description: `Hours for an urgent repair, 1 to ${REPAIR_TARGET_HOURS_MAX.Urgent}, at least the emergency's.`,
      }),
      routineHours: t.input.int({
        description: `Hours for a routine repair, 1 to ${REPAIR_TARGET_HOURS_MAX.Routine}, at least the urgent's.`,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(setRepairTargetsInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      const hours = await setRepairTargetHours(ctx.db, {
        hours: { Emergency: parsed.emergencyHours, Urgent: parsed.urgentHours, Routine: parsed.routineHours },
        actor: me.email,
      });
      return asTargets(hours);
    },
  }),
}));
