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
 * does daily after 07:00 London time (ops/saved-search-alerts-command.ts; issue 33).
 * `sweep-retained` erases what the retention rule kept of deleted accounts once its time is up (decision 050;
 * services/retention.ts; audited as sweep-retained), as the server does daily.
 * `make-display-copies` makes, once, the display copies missing from promotions' images and home and landlord
 * photos recorded before display copies existed (services/display-copies.ts; audited as make-display-copies;
 * decision 043); an original that cannot be read or decoded is listed and counted; `--dry-run` reads and
 * decodes them but writes nothing.
 * `publish-promotion` and `unpublish-promotion` show or stop showing a promotion (services/promotions.ts
 * setPromotionActive, as the console's Promotions page; audited; decision 025).
 * Home decisions (services/home-decisions.ts) e-mail the applicant. `maintenance on` pauses submitting homes
 * (getMaintenanceMode then says submitHomeEnabled false), `maintenance off` switches it back on; the running
 * server reads the new value with the next request.
 * Every decision and invitation writes an audit-log row with the actor (default: the OS user name).
 * Every command but the two lists then tells the servers running on the same PostgreSQL to forget what they
 * remember of sessions and answers (lib/invalidation-bus.ts, decision 062), so that the account commands (disable
 * or enable an operator or pipeline viewer, a new password) count on them at once; should that notification fail,
 * a warning says so and they count within a second (decision 033).
 * Approving an application whose identity check or bank connection was passed at the sandbox provider is
 * refused with NODE_ENV=production unless ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION=true; elsewhere it prints a
 * warning. `invite-customer` records a customer the team already knows (an account with no password yet and
 * its application) and e-mails them a link to choose a password (spec §7 createAccountExistingCustomer); the
 * link is printed too. Run again for someone who has not set a password yet, it sends a new link.
 * `add-pipeline-viewer` creates an investor's or partner's sign-in for /pipeline and prints a generated
 * password once (pass it on by a channel other than e-mail); run again for the same address, it makes a new
 * password and signs the viewer out everywhere (decision 019).
 * Decisions e-mail the applicant (the same service the operators' console calls). `add-operator` creates an
 * account for the operators' console at /ops and prints a generated password once (the first operator; later
 * ones are added from the console); run again for the same address, it makes a new password and signs that
 * operator out everywhere (decision 022).
 * `disable-operator`, `enable-operator`, `disable-pipeline-viewer` and `enable-pipeline-viewer` do what the
 * console's Operators and Pipeline viewers pages do (services/operators.ts setOperatorDisabled,
 * services/pipeline-viewers.ts setPipelineViewerDisabled; audited as disable-operator, enable-operator,
 * disable-pipeline-viewer, enable-pipeline-viewer): a disabled account cannot sign in and its sessions are
 * refused at once. Nothing changes (and nothing is audited) when the account is already in that state.
 */

import os from 'node:os';
import { formatGBP } from '@stairway/domain/money';
import { OPERATOR_SESSION_HOURS } from '@stairway/domain/operators';
import { emailSchema } from '@stairway/domain/validation';
import { loadConfig } from '../config';
import { openDatabaseForCommand } from '../db/client';
import { EVERYTHING, notifyInvalidation } from '../lib/invalidation-messages';
import { SESSION_LIFETIMES_SECONDS } from '../lib/tokens';
import { sandboxProvidersAllowed } from '../providers/verification-providers';
import { createServices } from '../services/bootstrap';
import {
  DISPLAY_COPY_KIND_NAMES,
  makeMissingDisplayCopies,
  summariseDisplayCopies,
} from '../services/display-copies';
import { decideHome, listHomesInReview } from '../services/home-decisions';
import { inviteCustomer } from '../services/invitations';
import { addOperator, findOperatorByEmail, setOperatorDisabled } from '../services/operators';
import {
  addPipelineViewer,
  findPipelineViewerByEmail,
  setPipelineViewerDisabled,
} from '../services/pipeline-viewers';
import { setPromotionActive } from '../services/promotions';
import { sweepRetainedRecords } from '../services/retention';
import { decideApplicationAndNotify, listApplicationsInReview } from '../services/review-decisions';
import { setMaintenanceMode } from '../services/settings';
import { sweepUploads } from '../services/upload-sweep';
import { parseInviteOptions } from './invite-options';

const USAGE = `Usage:
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
  npm run ops -- publish-promotion ID [--actor NAME]
  npm run ops -- unpublish-promotion ID [--actor NAME]
  npm run ops -- sweep-uploads [--dry-run] [--min-age-hours N] [--actor NAME]
  npm run ops -- make-display-copies [--dry-run] [--actor NAME]
  npm run ops -- sweep-retained [--actor NAME]`;

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const index = rest.indexOf(`--${name}`);
  return index >= 0 ? rest[index + 1] : undefined;
};
/** Options that take no value. */
const FLAGS = new Set(['--dry-run']);
const target = rest.find(
  (arg, index) =>
    !arg.startsWith('--') && !(rest[index - 1]?.startsWith('--') && !FLAGS.has(rest[index - 1] ?? '')),
);

// send-bank-reconnect-reminders: ops/bank-reconnect-reminders.ts (issue 31; decision 054).
if (command === 'send-bank-reconnect-reminders')
  process.exit(await (await import('./bank-reconnect-reminders')).runBankReconnectReminders());
// send-search-alerts: ops/saved-search-alerts-command.ts (issue 33).
if (command === 'send-search-alerts')
  process.exit(await (await import('./saved-search-alerts-command')).runSavedSearchAlertsCommand());
const COMMANDS = [
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
  'publish-promotion',
  'unpublish-promotion',
  'sweep-uploads',
  'make-display-copies',
  'sweep-retained',
];
if (!command || !COMMANDS.includes(command)) {
  console.error(USAGE);
  process.exit(2);
}
if ((command === 'approve-application' || command === 'reject-application') && !target) {
  console.error(`${command} needs the applicant's e-mail address or the application id.\n\n${USAGE}`);
  process.exit(2);
}
if ((command === 'approve-home' || command === 'reject-home') && !target) {
  console.error(`${command} needs the home submission's id (see list-homes).\n\n${USAGE}`);
  process.exit(2);
}
if ((command === 'publish-promotion' || command === 'unpublish-promotion') && !target) {
  console.error(`${command} needs the promotion's id (shown on the console's Promotions page).\n\n${USAGE}`);
  process.exit(2);
}
if (command === 'maintenance' && target !== 'on' && target !== 'off') {
  console.error(`maintenance needs on or off.\n\n${USAGE}`);
  process.exit(2);
}
const viewerEmail = command === 'add-pipeline-viewer' ? emailSchema.safeParse(target ?? '') : null;
if (viewerEmail && !viewerEmail.success) {
  console.error(`add-pipeline-viewer needs the viewer's e-mail address.\n\n${USAGE}`);
  process.exit(2);
}
const operatorEmail = command === 'add-operator' ? emailSchema.safeParse(target ?? '') : null;
if (operatorEmail && !operatorEmail.success) {
  console.error(`add-operator needs the operator's e-mail address.\n\n${USAGE}`);
  process.exit(2);
}
/** disable-operator, enable-operator, disable-pipeline-viewer, enable-pipeline-viewer: the account and the change. */
const accountChange = /^(disable|enable)-(operator|pipeline-viewer)$/.exec(command);
const accountEmail = accountChange ? emailSchema.safeParse(target ?? '') : null;
if (accountChange && !accountEmail?.success) {
  console.error(
    `${command} needs the ${accountChange[2] === 'operator' ? 'operator' : 'pipeline viewer'}'s e-mail address.\n\n${USAGE}`,
  );
  process.exit(2);
}
const minAgeHours = option('min-age-hours');
if (command === 'sweep-uploads' && minAgeHours !== undefined && !/^\d{1,5}$/.test(minAgeHours)) {
  console.error(`--min-age-hours needs a whole number of hours.\n\n${USAGE}`);
  process.exit(2);
}
const invite = command === 'invite-customer' ? parseInviteOptions(target, option) : null;
if (invite && !invite.ok) {
  console.error(`${invite.problems.join('\n')}\n\n${USAGE}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabaseForCommand({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.pgliteDir,
});
try {
  if (viewerEmail?.success) {
    const viewer = await addPipelineViewer(database.db, {
      email: viewerEmail.data,
      actor: option('actor') ?? os.userInfo().username,
    });
    console.log(
      `${viewer.created ? 'Added pipeline viewer' : 'New password for pipeline viewer'} ${viewer.email} (${viewer.id}).\n` +
        `Password (shown once; pass it on by phone or a password manager, not by e-mail): ${viewer.password}\n` +
        `They sign in at ${config.appUrl}/pipeline; a session lasts up to ${SESSION_LIFETIMES_SECONDS.pipelineViewer.absolute / 3600} hours, ending after ${SESSION_LIFETIMES_SECONDS.pipelineViewer.idle / 3600} hour without use.` +
        (viewer.created ? '' : ' Their earlier sessions are signed out.'),
    );
  } else if (operatorEmail?.success) {
    const added = await addOperator(database.db, {
      email: operatorEmail.data,
      actor: option('actor') ?? os.userInfo().username,
    });
    console.log(
      `${added.created ? 'Added operator' : 'New password for operator'} ${added.operator.email} (${added.operator.id}).\n` +
        `Password (shown once; pass it on by phone or a password manager, not by e-mail): ${added.password}\n` +
        `They sign in at ${config.appUrl}/ops/sign-in with a code e-mailed to them; a session lasts up to ${OPERATOR_SESSION_HOURS} hours, ending after ${SESSION_LIFETIMES_SECONDS.operator.idle / 3600} hour without use.` +
        (added.created ? '' : ' Their earlier sessions are signed out.'),
    );
  } else if (accountChange && accountEmail?.success) {
    const disabled = accountChange[1] === 'disable';
    const actor = option('actor') ?? os.userInfo().username;
    const account =
      accountChange[2] === 'operator'
        ? await setOperatorDisabled(database.db, {
            operatorId: (await findOperatorByEmail(database.db, accountEmail.data)).id,
            disabled,
            actor,
          })
        : await setPipelineViewerDisabled(database.db, {
            pipelineViewerId: (await findPipelineViewerByEmail(database.db, accountEmail.data)).id,
            disabled,
            actor,
          });
    const kind = accountChange[2] === 'operator' ? 'Operator' : 'Pipeline viewer';
    console.log(
      account.disabledAt
        ? `${kind} ${account.email} (${account.id}) is disabled: they cannot sign in and their sessions are refused.`
        : `${kind} ${account.email} (${account.id}) is enabled: they can sign in again.`,
    );
  } else if (invite?.ok) {
    const services = await createServices(config, { database });
    const result = await inviteCustomer(services, {
      ...invite.value,
      actor: option('actor') ?? os.userInfo().username,
    });
    console.log(
      `${result.created ? 'Invited' : 'Sent a new invitation to'} ${invite.value.email} (user ${result.userId}).\nInvitation link: ${result.link}`,
    );
  } else if (command === 'sweep-uploads') {
    const services = await createServices(config, { database });
    const report = await sweepUploads(services, {
      dryRun: rest.includes('--dry-run'),
      minAgeHours: minAgeHours === undefined ? undefined : Number(minAgeHours),
      actor: option('actor') ?? os.userInfo().username,
    });
    for (const key of report.removed) console.log(`${report.dryRun ? 'would remove' : 'removed'}  ${key}`);
    for (const key of report.failed) console.log(`could not remove  ${key}`);
    console.log(
      `${report.examined} files stored before ${report.cutoff.toISOString()}: ${report.recorded} recorded (kept), ` +
        `${report.removed.length} ${report.dryRun ? 'would be removed (dry run: nothing removed)' : 'removed'}` +
        (report.failed.length > 0 ? `, ${report.failed.length} could not be removed` : '') +
        '.',
    );
  } else if (command === 'sweep-retained') {
    const report = await sweepRetainedRecords(database.db, {
      actor: option('actor') ?? os.userInfo().username,
    });
    console.log(
      `${report.erased} retained records past their time erased (before ${report.before.toISOString()}).`,
    );
  } else if (command === 'make-display-copies') {
    const services = await createServices(config, { database });
    const report = await makeMissingDisplayCopies(services, {
      dryRun: rest.includes('--dry-run'),
      actor: option('actor') ?? os.userInfo().username,
    });
    for (const failure of report.failures) {
      console.log(
        `${failure.problem}  ${DISPLAY_COPY_KIND_NAMES[failure.kind]} ${failure.id}  ${failure.key}` +
          (failure.detail ? `  (${failure.detail})` : ''),
      );
    }
    console.log(summariseDisplayCopies(report));
  } else if (command === 'list-homes') {
    const homes = await listHomesInReview(database.db);
    if (homes.length === 0) console.log('No homes are waiting for a decision.');
    for (const h of homes) {
      console.log(
        `${h.homeSubmissionId}  ${h.email}  ${h.name}  ${h.address}  ${h.askingPrice === null ? '-' : formatGBP(h.askingPrice)}  ${h.listingId ? `listing ${h.listingId}` : 'found elsewhere'}  submitted ${h.submittedAt?.toISOString() ?? '-'}`,
      );
    }
  } else if (command === 'approve-home' || command === 'reject-home') {
    const services = await createServices(config, { database });
    const decision = command === 'approve-home' ? 'approved' : 'rejected';
    const home = await decideHome(services, {
      homeSubmissionId: target ?? '',
      decision,
      actor: option('actor') ?? os.userInfo().username,
      note: option('note'),
    });
    console.log(`Home ${home.id} ${decision}; the applicant has been e-mailed.`);
  } else if (command === 'publish-promotion' || command === 'unpublish-promotion') {
    const promotion = await setPromotionActive(database.db, {
      promoId: target ?? '',
      active: command === 'publish-promotion',
      actor: option('actor') ?? os.userInfo().username,
    });
    console.log(
      `Promotion ${promotion.id} (“${promotion.title}”) is ${promotion.active ? 'published' : 'not published'}.`,
    );
  } else if (command === 'maintenance') {
    const row = await setMaintenanceMode(database.db, {
      enabled: target === 'off',
      actor: option('actor') ?? os.userInfo().username,
    });
    console.log(
      row.submitHomeEnabled
        ? 'Maintenance off: applicants can submit homes.'
        : 'Maintenance on: submitting homes is paused.',
    );
  } else if (command === 'list-applications') {
    const applications = await listApplicationsInReview(database.db);
    if (applications.length === 0) console.log('No applications are waiting for a decision.');
    for (const a of applications) {
      console.log(
        `${a.applicationId}  ${a.email}  ${a.name}  budget ${formatGBP(a.budget)}  submitted ${a.submittedAt?.toISOString() ?? '-'}`,
      );
    }
  } else {
    const decision = command === 'approve-application' ? 'approved' : 'rejected';
    const services = await createServices(config, { database });
    const application = await decideApplicationAndNotify(services, {
      applicant: target ?? '',
      decision,
      actor: option('actor') ?? os.userInfo().username,
      note: option('note'),
      allowSandboxResults: sandboxProvidersAllowed(config),
      warn: (message) => console.warn(message),
    });
    console.log(`Application ${application.id} ${decision}.`);
  }
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
