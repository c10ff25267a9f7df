/**
 * Reading and updating the applicant's own application. Every query is scoped by the user id from the
 * session token, never by an id from the client (ARCHITECTURE.md §5).
 */
import {
  getAnsweredSections,
  getNextStep,
  type OptionalSection,
} from '@stairway/domain/application-progress';
import type { UpdateApplicationParsed } from '@stairway/domain/application-validation';
import { describeBudgetLimit, getBudgetLimits } from '@stairway/domain/budget-limits';
import { MIN_BUDGET } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../context';
import type { Db, Tx } from '../db/client';
import type { ApplicationRow, UserRow } from '../db/rows';
import { incomes, userAddresses, userApplications, users } from '../db/schema';
import { renderApplicationSubmitted } from '../emails/application-submitted';
import { AppError, notFound } from '../lib/app-error';
import { londonToday } from '../lib/dates';
import {
  applicationSubmitted,
  type ChangeScope,
  changeApplication,
  lockApplication,
} from './application-changes';
import { readCoApplicantProgressRows, STEP_LABELS, toProgressInput } from './application-progress';
import type { QueuedEmail } from './email-outbox';
import { assertKnownDistricts } from './homes';
import { changePreferredLocations, recordPreferredLocationsChange } from './preferred-locations';
import { getSettings } from './settings';

/**
 * The signed-in applicant's user record.
 * @throws NOT_FOUND when the account no longer exists
 */
export async function getUser(db: Db, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Your account');
  return user;
}

/**
 * The application of a user, or null when they have none.
 */
export async function findApplication(db: Db, userId: string): Promise<ApplicationRow | null> {
  const [application] = await db.select().from(userApplications).where(eq(userApplications.userId, userId));
  return application ?? null;
}

/**
 * The application of a user.
 * @throws NOT_FOUND when the user has no application
 */
export async function getApplication(db: Db, userId: string): Promise<ApplicationRow> {
  const application = await findApplication(db, userId);
  if (!application) throw notFound('Your application');
  return application;
}

/**
 * Records that the applicant has seen the welcome modal (spec §4: on opening, the mark-welcome-seen call
 * is made and the application is refetched).
 * @returns the updated application
 * @throws NOT_FOUND when the user has no application
 */
export async function setWelcomeSeen(db: Db, userId: string): Promise<ApplicationRow> {
  const [application] = await db
    .update(userApplications)
    .set({ welcomeSeen: true })
    .where(eq(userApplications.userId, userId))
    .returning();
  if (!application) throw notFound('Your application');
  return application;
}

/** The answered-at column of each optional section. */
const ANSWERED_AT_COLUMNS = {
  cards: 'cardsAnsweredAt',
  'monthly-commitments': 'monthlyCommitmentsAnsweredAt',
  dependants: 'dependantsAnsweredAt',
} as const satisfies Record<OptionalSection, keyof ApplicationRow>;

/**
 * The columns that record, now, that the applicant answered these optional sections (Cards, Monthly
 * commitments, Dependants); the overview shows "nothing added yet" until then.
 * @param sections from getAnsweredSections (packages/domain application-progress.ts)
 */
export function answeredColumns(
  sections: readonly OptionalSection[],
): Partial<Record<(typeof ANSWERED_AT_COLUMNS)[OptionalSection], Date>> {
  const now = new Date();
  return Object.fromEntries(sections.map((section) => [ANSWERED_AT_COLUMNS[section], now]));
}

/** Keeps the entries whose value was given (not undefined): the fields a partial update changes. */
function given<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Changes the given About-you, additional-income, joint-or-single, cards, commitments,
 * dependants and deposit fields of the applicant's own application (names and phone number are on the user), then works out the budget again.
 * Fields not given are left as they are. A change of the preferred districts alone is a search preference
 * and is allowed at any time, submitted or not, and audited (changePreferredLocations, decision 059).
 * @param scope the database and the request's loaders (changeApplication)
 * @param data parsed with updateApplicationInputSchema (packages/domain/src/application-validation.ts)
 * @returns the updated application
 * @throws APPLICATION_SUBMITTED once submitted (unless only preferredLocations is given); NOT_FOUND without
 *   an application. Nothing changes when it throws.
 */
export async function updateApplication(
  scope: ChangeScope,
  userId: string,
  data: UpdateApplicationParsed,
): Promise<ApplicationRow> {
  const givenFields = Object.keys(given(data));
  if (data.preferredLocations && givenFields.length === 1) {
    return changePreferredLocations(scope, { userId, preferredLocations: data.preferredLocations });
  }
  const { application } = await changeApplication(scope, userId, async (tx, current) => {
    if (data.preferredLocations) {
      await assertKnownDistricts(tx, data.preferredLocations);
      await recordPreferredLocationsChange(tx, {
        userId,
        application: current,
        next: data.preferredLocations,
      });
    }
    const userChanges = given({
      firstName: data.firstName,
      middleName: data.middleName,
      lastName: data.lastName,
      phoneNumber: data.phoneNumber,
    });
    if (Object.keys(userChanges).length > 0) {
      await tx.update(users).set(userChanges).where(eq(users.id, userId));
    }
    const applicationChanges = given({
      dateOfBirth: data.dateOfBirth,
      nationality: data.nationality,
      nin: data.nin,
      otherFirstName: data.otherFirstName,
      otherMiddleName: data.otherMiddleName,
      otherLastName: data.otherLastName,
      hasAdditionalIncome: data.hasAdditionalIncome,
      jointApplication: data.jointApplication,
      deposit: data.deposit,
      depositSource: data.depositSource,
      cardBalance: data.cardBalance,
      monthlyLoans: data.monthlyLoans,
      monthlyCommitments: data.monthlyCommitments,
      adultDependants: data.adultDependants,
      childDependants: data.childDependants,
      preferredLocations: data.preferredLocations,
    });
    const answeredAt = answeredColumns(getAnsweredSections(applicationChanges));
    if (Object.keys(applicationChanges).length > 0) {
      await tx
        .update(userApplications)
        .set({ ...applicationChanges, ...answeredAt })
        .where(eq(userApplications.id, current.id));
    }
  });
  return application;
}

/**
 * Submits the applicant's own application for review (spec §4: not submitted → submitted). Every step before
 * submitting must be done, as getNextStep says (its kind must be 'ReadyToSubmit'), with today's date in
 * Europe/London.
 * Then e-mails the applicant a confirmation (emails/application-submitted.tsx), queued in the same transaction.
 * @param services the database, the e-mail provider, the config (APP_URL for the link) and the logger
 * @returns the application, submitted
 * @throws APPLICATION_SUBMITTED when it is already submitted; APPLICATION_INCOMPLETE (extensions.nextStep
 *   {kind, id, path}) naming the first step to finish; BUDGET_TOO_LOW (extensions.nextStep with the path of
 *   what limits the budget: income, commitments or deposit) when the budget is under £50,000, the message
 *   naming that limit; NOT_FOUND without an application
 */
export async function submitApplication(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'logger'>,
  userId: string,
): Promise<ApplicationRow> {
  let queued: QueuedEmail | null = null;
  // The confirmation is queued with the submission (the transactional outbox, decision 063): both or neither.
  const submitted = await submitInTransaction(services.db, userId, async (tx, row) => {
    queued = await queueSubmittedEmail(services, tx, userId, row);
  });
  if (queued) await services.email.deliver(queued);
  return submitted;
}

/**
 * Queues the e-mail telling the applicant their application was submitted (the page promises
 * "We'll be in touch by e-mail"), in the submission's transaction, with the same layout as the other e-mails.
 * @returns the queued message, or null when the user row is gone
 */
async function queueSubmittedEmail(
  services: Pick<AppServices, 'email' | 'config'>,
  tx: Tx,
  userId: string,
  application: ApplicationRow,
): Promise<QueuedEmail | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  // The applicant's progress page (spec §2 /dashboard).
  const link = `${services.config.appUrl}/dashboard`;
  const mail = await renderApplicationSubmitted({
    firstName: user.firstName,
    link,
    budget: formatGBP(application.budget),
  });
  return services.email.enqueue(
    tx,
    { to: user.email, ...mail, links: [link] },
    `application-submitted:${application.id}`,
  );
}

async function submitInTransaction(
  db: Db,
  userId: string,
  onSubmitted: (tx: Tx, submitted: ApplicationRow) => Promise<void>,
): Promise<ApplicationRow> {
  const settings = await getSettings(db);
  return db.transaction(async (tx) => {
    const application = await lockApplication(tx, userId);
    if (application.submitted) {
      throw new AppError(
        'APPLICATION_SUBMITTED',
        'Your application has already been submitted. We are reviewing it.',
      );
    }
    const incomeRows = await tx
      .select()
      .from(incomes)
      .where(and(eq(incomes.applicationId, application.id), eq(incomes.person, 'applicant')));
    const addressRows = await tx
      .select()
      .from(userAddresses)
      .where(and(eq(userAddresses.applicationId, application.id), eq(userAddresses.person, 'applicant')));
    const next = getNextStep(
      toProgressInput(application, {
        incomes: incomeRows,
        addresses: addressRows,
        skipIdv: settings.skipIdv,
        coApplicant: await readCoApplicantProgressRows(tx, application.id),
      }),
      londonToday(),
    );
    if (next.kind === 'Submitted') throw applicationSubmitted();
    if (next.kind === 'Step') {
      throw new AppError(
        'APPLICATION_INCOMPLETE',
        `Finish "${STEP_LABELS[next.id]}" before you submit your application.`,
        { extra: { nextStep: next } },
      );
    }
    if (next.kind === 'CannotProvideBudget') {
      const limit = application.affordability ? getBudgetLimits(application.affordability)[0] : undefined;
      const why =
        limit && application.affordability ? describeBudgetLimit(limit, application.affordability) : null;
      throw new AppError(
        'BUDGET_TOO_LOW',
        `We can't offer you a budget yet: it needs to be at least ${formatGBP(MIN_BUDGET)}. ` +
          (why ? why.text : 'Check your income details.'),
        { extra: { nextStep: next } },
      );
    }
    const [submitted] = await tx
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.id, application.id))
      .returning();
    if (!submitted) throw notFound('Your application');
    await onSubmitted(tx, submitted);
    return submitted;
  });
}
