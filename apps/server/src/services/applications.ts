/**
 * Reading and updating the applicant's own application. Every query is scoped by the user id from the
 * session token, never by an id from the client (ARCHITECTURE.md §5).
 */
import { getNextStep } from '@stairway/domain/application-progress';
import type { UpdateApplicationParsed } from '@stairway/domain/application-validation';
import { MIN_BUDGET } from '@stairway/domain/constants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { ApplicationRow, UserRow } from '../db/rows';
import { incomes, userAddresses, userApplications, users } from '../db/schema';
import { AppError, notFound } from '../lib/app-error';
import { londonToday } from '../lib/dates';
import {
  applicationSubmitted,
  type ChangeScope,
  changeApplication,
  lockApplication,
} from './application-changes';
import { STEP_LABELS, toProgressInput } from './application-progress';
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

/** Keeps the entries whose value was given (not undefined): the fields a partial update changes. */
function given<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Changes the given About-you, additional-income, cards, commitments, dependants and deposit fields of the
 * applicant's own application (names and phone number are on the user), then works out the budget again.
 * Fields not given are left as they are.
 * @param scope the database and the request's loaders (changeApplication)
 * @param data parsed with updateApplicationInputSchema (packages/domain/src/application-validation.ts)
 * @returns the updated application
 * @throws APPLICATION_SUBMITTED once submitted; NOT_FOUND without an application. Nothing changes when it
 *   throws.
 */
export async function updateApplication(
  scope: ChangeScope,
  userId: string,
  data: UpdateApplicationParsed,
): Promise<ApplicationRow> {
  const { application } = await changeApplication(scope, userId, async (tx, current) => {
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
      deposit: data.deposit,
      depositSource: data.depositSource,
      cardBalance: data.cardBalance,
      monthlyLoans: data.monthlyLoans,
      monthlyCommitments: data.monthlyCommitments,
      adultDependants: data.adultDependants,
      childDependants: data.childDependants,
    });
    if (Object.keys(applicationChanges).length > 0) {
      await tx.update(userApplications).set(applicationChanges).where(eq(userApplications.id, current.id));
    }
  });
  return application;
}

/**
 * Submits the applicant's own application for review (spec §4: not submitted → submitted). Every step before
 * submitting must be done, as getNextStep says (its kind must be 'ReadyToSubmit'), with today's date in
 * Europe/London.
 * @returns the application, submitted
 * @throws APPLICATION_SUBMITTED when it is already submitted; APPLICATION_INCOMPLETE (extensions.nextStep
 *   {kind, id, path}) naming the first step to finish; BUDGET_TOO_LOW (extensions.nextStep with the income
 *   path) when the budget is under £50,000; NOT_FOUND without an application
 */
export async function submitApplication(db: Db, userId: string): Promise<ApplicationRow> {
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
      throw new AppError(
        'BUDGET_TOO_LOW',
        `We can't offer you a budget yet: it needs to be at least £${MIN_BUDGET.toLocaleString('en-GB')}. ` +
          'Check your income details.',
        { extra: { nextStep: next } },
      );
    }
    const [submitted] = await tx
      .update(userApplications)
      .set({ submitted: true, submittedAt: new Date() })
      .where(eq(userApplications.id, application.id))
      .returning();
    if (!submitted) throw notFound('Your application');
    return submitted;
  });
}
