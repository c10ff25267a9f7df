/**
 * The applicant's incomes (spec §3 Income; pages Income and Additional income). One primary income per
 * person, at most ten incomes: the domain's rules (checkIncomeChange, checkIncomeRemoval in
 * packages/domain/src/application-budget.ts) decide; this asks them with the stored incomes. Every change
 * works out the budget again (application-changes.ts).
 */
import {
  checkIncomeChange,
  checkIncomeRemoval,
  SECOND_MAIN_INCOME_MESSAGE,
} from '@stairway/domain/application-budget';
import type { IncomeParsed } from '@stairway/domain/application-validation';
import { and, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../db/errors';
import type { ApplicationRow, IncomeRow } from '../db/rows';
import { incomes } from '../db/schema';
import { inputError, notFound } from '../lib/app-error';
import { type ChangeScope, changeApplication } from './application-changes';
import { type Person, setPersonFlags } from './people';

/** Every type-specific income column, empty: an income is stored with only its type's fields. */
const EMPTY_INCOME = {
  employmentOption: null,
  jobTitle: null,
  employerName: null,
  baseGrossIncome: null,
  additionalGrossIncome: null,
  overtime: null,
  contractorCurrentJobTitle: null,
  contractorPreviousJobTitle: null,
  contractorNextJobTitle: null,
  contractorCurrentDayRate: null,
  contractorDuration: null,
  currentJobEndsInOneMonth: null,
  hasNextJob: null,
  natureOfBusiness: null,
  companyName: null,
  currentYearProfits: null,
  previousYearProfits: null,
  ltdHouseNumber: null,
  ltdDividends: null,
  ltdDirectorSalary: null,
  ltdPreviousYearDividends: null,
  ltdPreviousYearDirectorSalary: null,
  accountantName: null,
  accountantCompany: null,
  accountantAddress: null,
  accountantEmail: null,
  benefitsUniversal: null,
  benefitsPip: null,
  benefitsChildren: null,
  benefitsDla: null,
} satisfies Partial<typeof incomes.$inferInsert>;

/** A second main income that got past checkIncomeChange (two saves at once): the unique index refused it. */
const secondPrimary = () => inputError([{ field: 'primary', message: SECOND_MAIN_INCOME_MESSAGE }]);

/**
 * Adds an income to the applicant's own application, or replaces one of theirs (with `id`). The income is
 * stored with only its type's fields (fields of other types are cleared). Adding an additional
 * (non-primary) income records that the applicant has additional income. The budget is worked out again.
 * @param scope the database and the request's loaders (changeApplication)
 * @param input parsed with incomeInputSchema (packages/domain/src/application-validation.ts)
 * @returns the income and the updated application
 * @throws BAD_USER_INPUT naming the field (`primary` for a second primary income; `id` past the limit);
 *   NOT_FOUND for an id that is not one of the applicant's incomes; APPLICATION_SUBMITTED once submitted
 */
export async function createUpdateIncome(
  scope: ChangeScope,
  userId: string,
  input: IncomeParsed,
  person: Person = 'applicant',
): Promise<{ income: IncomeRow; application: ApplicationRow }> {
  const { id, ...data } = input;
  const { application, result } = await changeApplication(scope, userId, async (tx, current) => {
    const mine = and(eq(incomes.applicationId, current.id), eq(incomes.person, person));
    const stored = await tx.select({ id: incomes.id, primary: incomes.primary }).from(incomes).where(mine);
    const problem = checkIncomeChange(stored, { id, primary: data.primary });
    if (problem) throw inputError([problem]);
    const values = { ...EMPTY_INCOME, ...data };
    let income: IncomeRow | undefined;
    try {
      if (id) {
        [income] = await tx
          .update(incomes)
          .set(values)
          .where(and(mine, eq(incomes.id, id)))
          .returning();
        if (!income) throw notFound('That income');
      } else {
        [income] = await tx
          .insert(incomes)
          .values({ ...values, applicationId: current.id, person })
          .returning();
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw secondPrimary();
      throw error;
    }
    if (!income) throw new Error('The income was not saved');
    if (!income.primary) await setPersonFlags(tx, current.id, person, { hasAdditionalIncome: true });
    return income;
  });
  return { income: result, application };
}

/**
 * Removes one of the applicant's own additional (non-primary) incomes, then works out the budget again.
 *
 * The main (primary) income is refused rather than removed (checkIncomeRemoval in packages/domain: every
 * application needs one; the Income page replaces it, even with a different type, through
 * createUpdateIncome). The applicant's answer to "Do you have any other income?" is kept: removing the last
 * additional income after answering yes leaves the Additional income section to do (spec §4) until they
 * add one or answer no.
 *
 * @param scope the database and the request's loaders (changeApplication)
 * @param input `{ id }`, parsed with deleteIncomeInputSchema (packages/domain/src/application-validation.ts)
 * @returns the removed income's id and the updated application (budget, rent budget, progress)
 * @throws BAD_USER_INPUT naming `id` when it is the main income; NOT_FOUND when it is not one of the
 *   applicant's incomes; APPLICATION_SUBMITTED once submitted
 */
export async function deleteIncome(
  scope: ChangeScope,
  userId: string,
  { id }: { id: string },
  person: Person = 'applicant',
): Promise<{ id: string; application: ApplicationRow }> {
  const { application, result } = await changeApplication(scope, userId, async (tx, current) => {
    const mine = and(eq(incomes.applicationId, current.id), eq(incomes.person, person), eq(incomes.id, id));
    const [income] = await tx.select({ id: incomes.id, primary: incomes.primary }).from(incomes).where(mine);
    if (!income) throw notFound('That income');
    const problem = checkIncomeRemoval(income);
    if (problem) throw inputError([problem]);
    await tx.delete(incomes).where(mine);
    return income.id;
  });
  return { id: result, application };
}
