/**
 * The upkeep commands of `npm run ops` (ops-cli.ts): sweep-uploads, sweep-retained, make-display-copies,
 * publish-promotion, unpublish-promotion and maintenance.
 */

import fs from 'node:fs';
import path from 'node:path';
import { createServices } from '../composition';
import { importHpiRows } from '../db/seed/uk-hpi';
import { parseUkHpiFile } from '../db/seed/uk-hpi-file';
import { DISPLAY_COPY_KIND_NAMES } from '../services/display-copies/display-copy-report';
import { makeMissingDisplayCopies } from '../services/display-copies/make-missing-display-copies';
import { summariseDisplayCopies } from '../services/display-copies/summarise-display-copies';
import { setPromotionActive } from '../services/promotions';
import { sweepRetainedRecords } from '../services/retention';
import { setMaintenanceMode } from '../services/settings';
import { sweepUploads } from '../services/upload-sweep';
import { runQuarterlyRevaluations } from '../services/valuations/home-valuations';
import { actorOf, type OpsCommand } from './ops-command';

/** sweep-uploads [--dry-run] [--min-age-hours N]: removes (or lists) the files no row records. */
const sweepUploadsCommand: OpsCommand = async ({ args, config, database }) => {
  const minAgeHours = args.option('min-age-hours');
  const services = await createServices(config, { database });
  const report = await sweepUploads(services, {
    dryRun: args.rest.includes('--dry-run'),
    minAgeHours: minAgeHours === undefined ? undefined : Number(minAgeHours),
    actor: actorOf(args),
  });
  for (const key of report.removed) console.log(`${report.dryRun ? 'would remove' : 'removed'}  ${key}`);
  for (const key of report.failed) console.log(`could not remove  ${key}`);
  console.log(
    `${report.examined} files stored before ${report.cutoff.toISOString()}: ${report.recorded} recorded (kept), ` +
      `${report.removed.length} ${report.dryRun ? 'would be removed (dry run: nothing removed)' : 'removed'}` +
      (report.failed.length > 0 ? `, ${report.failed.length} could not be removed` : '') +
      '.',
  );
};

/** sweep-retained: erases what the retention rule kept once its time is up (decision 050). */
const sweepRetainedCommand: OpsCommand = async ({ args, database }) => {
  const report = await sweepRetainedRecords(database.db, { actor: actorOf(args) });
  console.log(
    `${report.erased} retained records past their time erased (before ${report.before.toISOString()}).`,
  );
};

/** make-display-copies [--dry-run]: makes the missing display copies (decision 043). */
const makeDisplayCopiesCommand: OpsCommand = async ({ args, config, database }) => {
  const services = await createServices(config, { database });
  const report = await makeMissingDisplayCopies(services, {
    dryRun: args.rest.includes('--dry-run'),
    actor: actorOf(args),
  });
  for (const failure of report.failures) {
    console.log(
      `${failure.problem}  ${DISPLAY_COPY_KIND_NAMES[failure.kind]} ${failure.id}  ${failure.key}` +
        (failure.detail ? `  (${failure.detail})` : ''),
    );
  }
  console.log(summariseDisplayCopies(report));
};

/** publish-promotion and unpublish-promotion ID (decision 025). */
const setPromotionCommand: OpsCommand = async ({ args, database }) => {
  const promotion = await setPromotionActive(database.db, {
    promoId: args.target ?? '',
    active: args.command === 'publish-promotion',
    actor: actorOf(args),
  });
  console.log(
    `Promotion ${promotion.id} (“${promotion.title}”) is ${promotion.active ? 'published' : 'not published'}.`,
  );
};

/** maintenance on|off: pauses submitting homes, or switches it back on. */
const maintenanceCommand: OpsCommand = async ({ args, database }) => {
  const row = await setMaintenanceMode(database.db, {
    enabled: args.target === 'off',
    actor: actorOf(args),
  });
  console.log(
    row.submitHomeEnabled
      ? 'Maintenance off: applicants can submit homes.'
      : 'Maintenance on: submitting homes is paused.',
  );
};

/** import-hpi FILE [--source TEXT]: loads HM Land Registry's UK HPI file for the revaluations (decision 073). */
const importHpiCommand: OpsCommand = async ({ args, database }) => {
  const file = args.target ?? '';
  const source = args.option('source') ?? `UK HPI, HM Land Registry (OGL v3.0): ${path.basename(file)}`;
  const rows = parseUkHpiFile(fs.readFileSync(file, 'utf8'), source);
  const written = await importHpiRows(database.db, rows);
  const months = rows.map((row) => row.month).sort();
  const areas = new Set(rows.map((row) => row.areaCode)).size;
  console.log(
    written === 0
      ? 'No index figures in that file.'
      : `Imported ${written} index figures for ${areas} areas, ${months[0]} to ${months.at(-1)}.`,
  );
};

/** revalue-homes: revalues every moved-in home now, as the quarterly job does (decision 073). */
const revalueHomesCommand: OpsCommand = async ({ database }) => {
  const result = await runQuarterlyRevaluations({ db: database.db });
  console.log(`${result.revalued} homes revalued (${result.moved} moved by the index), ${result.quarter}.`);
};

/** The upkeep commands by name. */
export const upkeepCommands: Record<string, OpsCommand> = {
  'sweep-uploads': sweepUploadsCommand,
  'sweep-retained': sweepRetainedCommand,
  'make-display-copies': makeDisplayCopiesCommand,
  'publish-promotion': setPromotionCommand,
  'unpublish-promotion': setPromotionCommand,
  maintenance: maintenanceCommand,
  'import-hpi': importHpiCommand,
  'revalue-homes': revalueHomesCommand,
};
