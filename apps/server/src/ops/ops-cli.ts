/**
 * `npm run ops -- COMMAND`: the Stairway team's review decisions and accounts (the operators' console at /ops calls the same services)
 * (ARCHITECTURE.md §4 "Review decisions"), against the configured database (DATABASE_URL, or the embedded
 * database in ./data/pg: stop the server first, PGlite has no lock across processes).
 *
 *   npm run ops -- list-applications
 *   npm run ops -- approve-application EMAIL_OR_ID [--note "why"] [--actor NAME]
 *   npm run ops -- reject-application EMAIL_OR_ID [--note "why"] [--actor NAME]
 *   npm run ops -- invite-customer EMAIL --first-name NAME --last-name NAME [--gross-annual-pay POUNDS]
 *                  [--deposit POUNDS] [--locations SO16,PO37] [--actor NAME]
 *   npm run ops -- add-pipeline-viewer EMAIL [--actor NAME]
 *   npm run ops -- add-operator EMAIL [--actor NAME]
 *   npm run ops -- disable-operator EMAIL [--actor NAME]
 *   npm run ops -- enable-operator EMAIL [--actor NAME]
 *   npm run ops -- disable-pipeline-viewer EMAIL [--actor NAME]
 *   npm run ops -- enable-pipeline-viewer EMAIL [--actor NAME]
 *   npm run ops -- list-homes
 *   npm run ops -- approve-home ID [--note "why"] [--actor NAME]
 *   npm run ops -- reject-home ID [--note "why"] [--actor NAME]
 *   npm run ops -- maintenance on|off [--actor NAME]
 *   npm run ops -- set-repair-targets [--emergency HOURS] [--urgent HOURS] [--routine HOURS] [--actor NAME]
 *   npm run ops -- publish-promotion ID [--actor NAME]
 *   npm run ops -- unpublish-promotion ID [--actor NAME]
 *   npm run ops -- sweep-uploads [--dry-run] [--min-age-hours N] [--actor NAME]
 *   npm run ops -- make-display-copies [--dry-run] [--actor NAME]
 *   npm run ops -- sweep-retained [--actor NAME]
 *   npm run ops -- send-search-alerts
 *
 * `sweep-uploads` removes uploaded files no row records that are older than 24 hours (or N), as the server
 * does every UPLOAD_SWEEP_INTERVAL_MINUTES (services/upload-sweep.ts; audited as sweep-uploads); `--dry-run`
 * lists them and removes nothing. A recorded file is never removed.
 * `send-search-alerts` sends today's saved-search alerts now, at most one e-mail per search per day, as the server
 * does daily after 07:00 London time (ops/saved-search-alerts-command.ts). `sweep-retained` erases what the
 * retention rule kept of deleted accounts once its time is up (decision 050; services/retention.ts; audited as
 * sweep-retained), as the server does daily. `make-display-copies` makes, once, the display copies missing from
 * promotions' images and home and landlord photos recorded before display copies existed
 * (services/display-copies.ts; audited as make-display-copies; decision 043); an original that cannot be read or
 * decoded is listed and counted; `--dry-run` reads and decodes them but writes nothing. `publish-promotion` and
 * `unpublish-promotion` show or stop showing a promotion (services/promotions.ts setPromotionActive, as the
 * console's Promotions page; audited; decision 025). Home decisions (services/home-decisions.ts) e-mail the
 * applicant. `maintenance on` pauses submitting homes (getMaintenanceMode then says submitHomeEnabled false),
 * `maintenance off` switches it back on; the running server reads the new value with the next request.
 * `set-repair-targets` sets the target hours of new repair reports by urgency, as the console's Settings page does
 * (ops/ops-repair-commands.ts; audited as repair-targets); repairs already reported keep their targets. Every
 * decision and invitation writes an audit-log row with the actor (default: the OS user name). Every command but
 * the two lists then tells the servers running on the same PostgreSQL to forget what they remember of sessions
 * and answers (lib/invalidation-bus.ts, decision 062), so that the account commands (disable or enable an
 * operator or pipeline viewer, a new password) count on them at once; should that notification fail, a warning
 * says so and they count within a second (decision 033). Approving an application whose identity check or bank
 * connection was passed at the sandbox provider is refused with NODE_ENV=production unless
 * ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION=true; elsewhere it prints a warning. `invite-customer` records a customer
 * the team already knows (an account with no password yet and its application) and e-mails them a link to choose
 * a password (spec §7 createAccountExistingCustomer); the link is printed too. Run again for someone who has not
 * set a password yet, it sends a new link. `add-pipeline-viewer` creates an investor's or partner's sign-in for
 * /pipeline and prints a generated password once (pass it on by a channel other than e-mail); run again for the
 * same address, it makes a new password and signs the viewer out everywhere (decision 019). Decisions e-mail the
 * applicant (the same service the operators' console calls). `add-operator` creates an account for the operators'
 * console at /ops and prints a generated password once (the first operator; later ones are added from the
 * console); run again for the same address, it makes a new password and signs that operator out everywhere
 * (decision 022). `disable-operator`, `enable-operator`, `disable-pipeline-viewer` and `enable-pipeline-viewer`
 * do what the console's Operators and Pipeline viewers pages do (services/operators.ts setOperatorDisabled,
 * services/pipeline-viewers.ts setPipelineViewerDisabled; audited as disable-operator, enable-operator,
 * disable-pipeline-viewer, enable-pipeline-viewer): a disabled account cannot sign in and its sessions are
 * refused at once. Nothing changes (and nothing is audited) when the account is already in that state.
 */

import { loadConfig } from '../config';
import { openDatabaseForCommand } from '../db/client';
import { EVERYTHING, notifyInvalidation } from '../lib/invalidation-messages';
import { accountCommands } from './ops-account-commands';
import { opsArgsProblem, readOpsArgs } from './ops-args';
import type { OpsCommand } from './ops-command';
import { repairCommands } from './ops-repair-commands';
import { reviewCommands } from './ops-review-commands';
import { upkeepCommands } from './ops-upkeep-commands';

const args = readOpsArgs(process.argv.slice(2));
const { command } = args;

// send-bank-reconnect-reminders: ops/bank-reconnect-reminders.ts (decision 054).
if (command === 'send-bank-reconnect-reminders')
  process.exit(await (await import('./bank-reconnect-reminders')).runBankReconnectReminders());
// send-search-alerts: ops/saved-search-alerts-command.ts.
if (command === 'send-search-alerts')
  process.exit(await (await import('./saved-search-alerts-command')).runSavedSearchAlertsCommand());
const problem = opsArgsProblem(args);
if (problem !== null || !command) {
  console.error(problem);
  process.exit(2);
}
/** The commands by name (ops-account-commands.ts, ops-review-commands.ts, ops-upkeep-commands.ts, ops-repair-commands.ts). */
const COMMAND_RUNNERS: Record<string, OpsCommand> = {
  ...accountCommands,
  ...reviewCommands,
  ...upkeepCommands,
  ...repairCommands,
};

const config = loadConfig();
const database = await openDatabaseForCommand({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.pgliteDir,
});
try {
  await COMMAND_RUNNERS[command]!({ args, config, database });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  // Even after a failure: a command may have saved part of its work before it failed.
  if (!command.startsWith('list-')) await tellRunningServers();
  await database.close();
}
/**
 * Tells the servers on the same PostgreSQL to forget what they remember (decision 062); on failure, says so
 * and leaves the exit code alone (the change is saved; the servers forget it within a second).
 */
async function tellRunningServers(): Promise<void> {
  try {
    await notifyInvalidation(database, EVERYTHING);
  } catch (error) {
    console.warn(
      `The running servers could not be told of this change (${error instanceof Error ? error.message : error}); ` +
        'they see it within a second.',
    );
  }
}
