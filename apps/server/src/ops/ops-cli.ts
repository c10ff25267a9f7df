/**
 * `npm run ops -- COMMAND`: the Stairway team's review decisions until an operator console exists
 * (ARCHITECTURE.md §4 "Review decisions"), against the configured database (DATABASE_URL, or the embedded
 * database in ./data/pg: stop the server first, PGlite has no lock across processes).
 *
 *   npm run ops -- list-applications
 *   npm run ops -- approve-application EMAIL_OR_ID [--note "why"] [--actor NAME]
 *   npm run ops -- reject-application EMAIL_OR_ID [--note "why"] [--actor NAME]
 *
 * Every decision writes an audit-log row with the actor (default: the OS user name).
 */
import os from 'node:os';
import { formatGBP } from '@stairway/domain/money';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { decideApplication, listApplicationsInReview } from '../services/review-decisions';

const USAGE = `Usage:
  npm run ops -- list-applications
  npm run ops -- approve-application EMAIL_OR_ID [--note "why"] [--actor NAME]
  npm run ops -- reject-application EMAIL_OR_ID [--note "why"] [--actor NAME]`;

const [command, ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const index = rest.indexOf(`--${name}`);
  return index >= 0 ? rest[index + 1] : undefined;
};
const target = rest.find((arg, index) => !arg.startsWith('--') && !rest[index - 1]?.startsWith('--'));

if (!command || !['list-applications', 'approve-application', 'reject-application'].includes(command)) {
  console.error(USAGE);
  process.exit(2);
}
if (command !== 'list-applications' && !target) {
  console.error(`${command} needs the applicant's e-mail address or the application id.\n\n${USAGE}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  if (command === 'list-applications') {
    const applications = await listApplicationsInReview(database.db);
    if (applications.length === 0) console.log('No applications are waiting for a decision.');
    for (const a of applications) {
      console.log(
        `${a.applicationId}  ${a.email}  ${a.name}  budget ${formatGBP(a.budget)}  submitted ${a.submittedAt?.toISOString() ?? '-'}`,
      );
    }
  } else {
    const decision = command === 'approve-application' ? 'approved' : 'rejected';
    const application = await decideApplication(database.db, {
      applicant: target ?? '',
      decision,
      actor: option('actor') ?? os.userInfo().username,
      note: option('note'),
    });
    console.log(`Application ${application.id} ${decision}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
