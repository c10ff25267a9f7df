/**
 * The application's progress as the domain rules see it (packages/domain/src/application-progress.ts: spec
 * §4 section completion, next step, progress; §5 address history), built from the stored application.
 */
import {
  APPLICATION_STEP_LABELS,
  type ApplicationProgressInput,
  type ApplicationStepId,
  getApplicationSteps,
  getNextStep,
  type PersonProgressInput,
} from '@stairway/domain/application-progress';
import { getBudgetLimits } from '@stairway/domain/budget-limits';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { ApplicationRow, CoApplicantRow, IncomeRow, UserAddressRow } from '../db/rows';
import { incomes, userAddresses } from '../db/schema';
import { AppError } from '../lib/app-error';
import { londonToday } from '../lib/dates';
import { findCoApplicantOf } from './people';
import { getSettings } from './settings';

/** The co-applicant's part of the progress input: their row, incomes and addresses. */
export type CoApplicantProgressRows = {
  row: CoApplicantRow;
  incomes: readonly IncomeRow[];
  addresses: readonly UserAddressRow[];
};

/**
 * A person's part of the progress rules' input, from the co-applicant's rows.
 */
function coApplicantProgress(co: CoApplicantProgressRows): PersonProgressInput {
  return {
    dateOfBirth: co.row.dateOfBirth,
    addresses: co.addresses.map((a) => ({ moveInDate: a.moveInDate })),
    incomes: co.incomes,
    hasAdditionalIncome: co.row.hasAdditionalIncome,
    identityVerified: co.row.identityVerified,
    documentsUploaded: co.row.documentsUploaded,
    openBankingConnected: co.row.openBankingConnected,
  };
}

/**
 * The progress rules' input for an application. Before a co-applicant is added (or has signed up), a joint
 * application shows the co-applicant's steps as to do.
 * @param rows the applicant's own incomes and addresses, the co-applicant's rows (null when none), and the
 *   service setting skipIdv
 */
export function toProgressInput(
  application: ApplicationRow,
  rows: {
    incomes: readonly IncomeRow[];
    addresses: readonly UserAddressRow[];
    skipIdv: boolean;
    coApplicant?: CoApplicantProgressRows | null;
  },
): ApplicationProgressInput {
  return {
    applicant: {
      dateOfBirth: application.dateOfBirth,
      addresses: rows.addresses.map((a) => ({ moveInDate: a.moveInDate })),
      incomes: rows.incomes,
      hasAdditionalIncome: application.hasAdditionalIncome,
      identityVerified: application.identityVerified,
      documentsUploaded: application.documentsUploaded,
      openBankingConnected: application.openBankingConnected,
    },
    jointApplication: application.jointApplication,
    coApplicant: rows.coApplicant ? coApplicantProgress(rows.coApplicant) : null,
    coApplicantPermission: application.coApplicantPermission,
    skipIdv: rows.skipIdv,
    identityVerificationSkipped: application.identityVerificationSkipped,
    budget: application.budget,
    budgetLimitPath: application.affordability
      ? (getBudgetLimits(application.affordability)[0]?.path ?? null)
      : null,
    submitted: application.submitted,
  };
}

/** Each step's name as the applicant sees it, for messages (APPLICATION_STEP_LABELS in packages/domain). */
export { APPLICATION_STEP_LABELS as STEP_LABELS } from '@stairway/domain/application-progress';

/**
 * The progress rules' input for an application, read from the database (the applicant's own incomes and
 * addresses, and the skipIdv setting).
 */
export async function readProgressInput(
  db: Db,
  application: ApplicationRow,
): Promise<ApplicationProgressInput> {
  const [incomeRows, addressRows, settings] = await Promise.all([
    db
      .select()
      .from(incomes)
      .where(and(eq(incomes.applicationId, application.id), eq(incomes.person, 'applicant'))),
    db
      .select()
      .from(userAddresses)
      .where(and(eq(userAddresses.applicationId, application.id), eq(userAddresses.person, 'applicant'))),
    getSettings(db),
  ]);
  return toProgressInput(application, {
    incomes: incomeRows,
    addresses: addressRows,
    skipIdv: settings.skipIdv,
    coApplicant: await readCoApplicantProgressRows(db, application.id),
  });
}

/**
 * The co-applicant's rows for the progress rules: their row, incomes and addresses.
 * @returns null when the application has no co-applicant
 */
export async function readCoApplicantProgressRows(
  db: Db | Tx,
  applicationId: string,
): Promise<CoApplicantProgressRows | null> {
  // One query after another: inside a transaction they share one connection.
  const row = await findCoApplicantOf(db, applicationId);
  if (!row) return null;
  const incomeRows = await db
    .select()
    .from(incomes)
    .where(and(eq(incomes.applicationId, applicationId), eq(incomes.person, 'coApplicant')));
  const addressRows = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.applicationId, applicationId), eq(userAddresses.person, 'coApplicant')));
  return { row, incomes: incomeRows, addresses: addressRows };
}

/**
 * Refuses to start a step that is still locked (spec §4: "Identity verification unlocks when the personal and
 * financial sections are done. Income verification unlock also needs identity verification unless skipped"),
 * with today's date in Europe/London.
 * @param stepId the step about to be started, e.g. 'applicant-identity-verification'
 * @param why what the step waits for, in words, e.g. "once your personal and financial details are complete"
 * @throws STEP_LOCKED with extensions.nextStep {kind, id, path}: the first step to finish
 */
export async function assertStepUnlocked(
  db: Db,
  application: ApplicationRow,
  stepId: ApplicationStepId,
  why: string,
): Promise<void> {
  const input = await readProgressInput(db, application);
  const today = londonToday();
  const step = getApplicationSteps(input, today).find((s) => s.id === stepId);
  if (step?.status !== 'Locked') return;
  const next = getNextStep(input, today);
  const first = next.kind === 'Step' ? `Finish “${APPLICATION_STEP_LABELS[next.id]}” first: ` : '';
  throw new AppError('STEP_LOCKED', `${first}${APPLICATION_STEP_LABELS[stepId]} opens ${why}.`, {
    extra: { nextStep: next },
  });
}
