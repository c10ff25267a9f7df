/**
 * The command line of `npm run ops -- COMMAND` (ops-cli.ts): the usage text, the commands, reading the
 * arguments and checking them before the database is opened.
 */
import { emailSchema } from '@stairway/domain/validation';
import { parseInviteOptions } from './invite-options';

/** The usage text printed with every command-line mistake. */
export const USAGE = `Usage:
  npm run ops -- list-applications
  npm run ops -- approve-application EMAIL_OR_ID [--note "why"] [--actor NAME]
  npm run ops -- reject-application EMAIL_OR_ID [--note "why"] [--actor NAME]
  npm run ops -- invite-customer EMAIL --first-name NAME --last-name NAME [--gross-annual-pay POUNDS]
                 [--deposit POUNDS] [--locations SO16,PO37] [--actor NAME]
  npm run ops -- add-pipeline-viewer EMAIL [--actor NAME]
  npm run ops -- add-operator EMAIL [--actor NAME]
  npm run ops -- disable-operator EMAIL [--actor NAME]
  npm run ops -- enable-operator EMAIL [--actor NAME]
  npm run ops -- disable-pipeline-viewer EMAIL [--actor NAME]
  npm run ops -- enable-pipeline-viewer EMAIL [--actor NAME]

  npm run ops -- list-homes
  npm run ops -- approve-home ID [--note "why"] [--actor NAME]
  npm run ops -- reject-home ID [--note "why"] [--actor NAME]
  npm run ops -- maintenance on|off [--actor NAME]
  npm run ops -- set-repair-targets [--emergency HOURS] [--urgent HOURS] [--routine HOURS] [--actor NAME]
  npm run ops -- publish-promotion ID [--actor NAME]
  npm run ops -- unpublish-promotion ID [--actor NAME]
  npm run ops -- sweep-uploads [--dry-run] [--min-age-hours N] [--actor NAME]
  npm run ops -- make-display-copies [--dry-run] [--actor NAME]
  npm run ops -- sweep-retained [--actor NAME]
  npm run ops -- import-hpi FILE.csv [--source "UK HPI full file, 2026-10"]
  npm run ops -- revalue-homes`;

/** The commands that open the database here (the reminder and alert commands have their own modules). */
export const COMMANDS = [
  'list-applications',
  'approve-application',
  'reject-application',
  'invite-customer',
  'add-pipeline-viewer',
  'add-operator',
  'disable-operator',
  'enable-operator',
  'disable-pipeline-viewer',
  'enable-pipeline-viewer',
  'list-homes',
  'approve-home',
  'reject-home',
  'maintenance',
  'set-repair-targets',
  'publish-promotion',
  'unpublish-promotion',
  'sweep-uploads',
  'make-display-copies',
  'sweep-retained',
  'import-hpi',
  'revalue-homes',
];

/** Options that take no value. */
const FLAGS = new Set(['--dry-run']);

/** The arguments of one run. */
export interface OpsArgs {
  /** The command, the first argument; undefined when none was given. */
  command: string | undefined;
  /** The arguments after the command. */
  rest: string[];
  /** The first argument after the command that is neither an option nor an option's value. */
  target: string | undefined;
  /** The value after `--name`, or undefined when the option is absent. */
  option: (name: string) => string | undefined;
}

/**
 * Reads the command line.
 * @param argv the arguments after the script (process.argv.slice(2))
 * @returns the command, its target and its options
 */
export function readOpsArgs(argv: string[]): OpsArgs {
  const [command, ...rest] = argv;
  const option = (name: string) => {
    const index = rest.indexOf(`--${name}`);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  const target = rest.find(
    (arg, index) =>
      !arg.startsWith('--') && !(rest[index - 1]?.startsWith('--') && !FLAGS.has(rest[index - 1] ?? '')),
  );
  return { command, rest, target, option };
}

/**
 * The account commands' pattern: disable-operator, enable-operator, disable-pipeline-viewer,
 * enable-pipeline-viewer; group 1 is the change, group 2 the kind of account.
 */
export const ACCOUNT_CHANGE = /^(disable|enable)-(operator|pipeline-viewer)$/;

/** The mistake in a command that needs a target, or null when it has one or needs none. */
function missingTarget({ command, target }: OpsArgs): string | null {
  if (target) return null;
  if (command === 'approve-application' || command === 'reject-application')
    return `${command} needs the applicant's e-mail address or the application id.`;
  if (command === 'approve-home' || command === 'reject-home')
    return `${command} needs the home submission's id (see list-homes).`;
  if (command === 'publish-promotion' || command === 'unpublish-promotion')
    return `${command} needs the promotion's id (shown on the console's Promotions page).`;
  if (command === 'import-hpi')
    return "import-hpi needs a UK House Price Index CSV (HM Land Registry's monthly full file).";
  return null;
}

/** The mistake in a command that needs an e-mail address, or null when it has one or needs none. */
function badEmail({ command, target }: OpsArgs): string | null {
  const valid = () => emailSchema.safeParse(target ?? '').success;
  if (command === 'add-pipeline-viewer' && !valid())
    return "add-pipeline-viewer needs the viewer's e-mail address.";
  if (command === 'add-operator' && !valid()) return "add-operator needs the operator's e-mail address.";
  const accountChange = ACCOUNT_CHANGE.exec(command ?? '');
  if (accountChange && !valid())
    return `${command} needs the ${accountChange[2] === 'operator' ? 'operator' : 'pipeline viewer'}'s e-mail address.`;
  return null;
}

/** The mistake in set-repair-targets' hours (none given, or one not a whole number), or null. */
function repairTargetsProblem(option: OpsArgs['option']): string | null {
  const given = ['emergency', 'urgent', 'routine'].filter((name) => option(name) !== undefined);
  if (given.length === 0) return 'set-repair-targets needs --emergency, --urgent or --routine with hours.';
  const bad = given.find((name) => !/^\d{1,5}$/.test(option(name) ?? ''));
  return bad ? `--${bad} needs a whole number of hours.` : null;
}

/**
 * Checks the command line before anything is opened.
 * @param args the arguments read by readOpsArgs
 * @returns the message to print (ending with the usage) before exiting with status 2, or null when the
 *   command can run
 */
export function opsArgsProblem(args: OpsArgs): string | null {
  const { command, target, option } = args;
  if (!command || !COMMANDS.includes(command)) return USAGE;
  const problem =
    missingTarget(args) ??
    (command === 'maintenance' && target !== 'on' && target !== 'off'
      ? 'maintenance needs on or off.'
      : null) ??
    badEmail(args);
  if (problem) return `${problem}\n\n${USAGE}`;
  const minAgeHours = option('min-age-hours');
  if (command === 'sweep-uploads' && minAgeHours !== undefined && !/^\d{1,5}$/.test(minAgeHours))
    return `--min-age-hours needs a whole number of hours.\n\n${USAGE}`;
  const targets = command === 'set-repair-targets' ? repairTargetsProblem(option) : null;
  if (targets) return `${targets}\n\n${USAGE}`;
  const invite = command === 'invite-customer' ? parseInviteOptions(target, option) : null;
  if (invite && !invite.ok) return `${invite.problems.join('\n')}\n\n${USAGE}`;
  return null;
}
