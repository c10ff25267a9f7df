/**
 * The repair command of `npm run ops` (ops-cli.ts): set-repair-targets, which does what the console's Settings
 * page does (services/repairs/repair-settings.ts setRepairTargetHours; audited as repair-targets).
 */
import { describeRepairTarget, REPAIR_URGENCIES, type RepairUrgency } from '@stairway/domain/repairs';
import { AppError } from '../lib/app-error';
import { setRepairTargetHours } from '../services/repairs/repair-settings';
import type { OpsArgs } from './ops-args';
import { actorOf, type OpsCommand } from './ops-command';

/** The option of each urgency: --emergency, --urgent, --routine. */
export const REPAIR_TARGET_OPTIONS: Record<RepairUrgency, string> = {
  Emergency: 'emergency',
  Urgent: 'urgent',
  Routine: 'routine',
};

/**
 * The hours given on the command line, by urgency (an urgency not given is left out).
 * @param args the run's arguments
 * @returns the hours as numbers (checked to be whole by ops-args.ts before the database is opened)
 */
export function repairTargetOptions(args: Pick<OpsArgs, 'option'>): Partial<Record<RepairUrgency, number>> {
  const hours: Partial<Record<RepairUrgency, number>> = {};
  for (const urgency of REPAIR_URGENCIES) {
    const value = args.option(REPAIR_TARGET_OPTIONS[urgency]);
    if (value !== undefined) hours[urgency] = Number(value);
  }
  return hours;
}

/**
 * set-repair-targets [--emergency HOURS] [--urgent HOURS] [--routine HOURS]: sets the targets of new reports
 * (the urgencies not given keep theirs) and prints the targets in force.
 * @throws an Error with the service's message (naming the option) when the hours are refused; nothing changes
 */
const setRepairTargetsCommand: OpsCommand = async ({ args, database }) => {
  let hours: Record<RepairUrgency, number>;
  try {
    hours = await setRepairTargetHours(database.db, {
      hours: repairTargetOptions(args),
      actor: actorOf(args),
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field = (error.field ?? '').replace(/Hours$/, '');
    throw new Error(`--${field}: ${error.message}. Nothing was changed.`);
  }
  for (const urgency of REPAIR_URGENCIES) {
    console.log(`${urgency}: ${hours[urgency]} hours (${describeRepairTarget(hours[urgency])})`);
  }
  console.log('New reports take these targets; repairs already reported keep theirs.');
};

/** The repair commands by name. */
export const repairCommands: Record<string, OpsCommand> = {
  'set-repair-targets': setRepairTargetsCommand,
};
