/**
 * One budget path: how an application's answers reach the affordability model (ARCHITECTURE.md §4
 * "Affordability (the budget)"). The server maps its stored rows with {@link mapApplicationToAffordabilityInput}
 * and saves {@link calculateApplicationBudget}'s result after every change; the web app's onboarding estimate
 * is {@link estimateOnboardingBudget}, the same mapping of the onboarding answers. So the page and the server
 * give the same budget for the same answers by construction.
 *
 * The rules that decide what the model is given are here, each with its source:
 * - which incomes count ({@link getCountedIncomes}): the main income always; additional incomes only while
 *   the person has not said they have none;
 * - the fallback to the onboarding gross annual pay when the applicant has no counted income
 *   ({@link getApplicantIncomes});
 * - the current address's postcode chooses Scottish income tax ({@link getTaxRegion});
 * - expenses are summed into the monthly commitments ({@link sumMonthlyExpenses});
 * - at most {@link MAX_INCOMES_PER_PERSON} incomes a person, at most one of them the main income, which
 *   cannot be removed ({@link checkIncomeChange}, {@link checkIncomeRemoval}).
 *
 * The types are structural, so that the server's stored rows (Drizzle) and the web app's GraphQL data both
 * fit them as they are. Money is in pounds.
 */
import {
  type AffordabilityInput,
  type AffordabilityResult,
  calculateAffordability,
  type IncomeInput,
  type IncomeRecord,
  toIncomeInput,
} from './affordability';
import { getGrossYieldPercent, isScottishPostcode } from './regions';
import type { TaxRegion } from './tax';
import { grossAnnualPaySchema } from './validation';

/**
 * An address as stored or sent; only the postcode and the move-in date (ISO `YYYY-MM-DD`) matter here. The
 * postcode is null for an address abroad without one.
 */
export type BudgetAddress = { postCode: string | null; moveInDate: string };

/** An expense as stored or sent: pounds a month. */
export type BudgetExpense = { amount: number | null };

/**
 * What the budget reads of one person of an application (spec §3: the applicant's application, and the
 * co-applicant's "income, hasAdditionalIncome, addresses").
 */
export type BudgetPerson = {
  /** The person's incomes, main and additional, as stored or sent (IncomeRecord). */
  incomes?: readonly IncomeRecord[] | null;
  /**
   * The answer to "Do you have any other income?": `false` when they said no, `true` when yes, `null` or
   * missing when not answered yet.
   */
  hasAdditionalIncome?: boolean | null;
  /** The person's address history; the latest move-in date is the current address. */
  addresses?: readonly BudgetAddress[] | null;
};

/**
 * What the budget reads of an application (spec §3 "Application"): the applicant's part, the onboarding
 * answers and the financial sections. Missing or `null` amounts count as nothing; a missing deposit means
 * not given yet (then there is no deposit cap).
 */
export type BudgetApplication = BudgetPerson & {
  /** Gross annual pay given at onboarding, pounds a year: the income when no income is recorded. */
  grossAnnualPay?: number | null;
  /** The deposit, pounds. */
  deposit?: number | null;
  /** Preferred postcode districts; they set the gross rental yield (national 5.8% when none). */
  preferredLocations?: readonly string[] | null;
  /** Monthly loan repayments, pounds a month. */
  monthlyLoans?: number | null;
  /** Credit-card balances, pounds (3% of it counts a month). */
  cardBalance?: number | null;
  /** Other monthly commitments, pounds a month. */
  monthlyCommitments?: number | null;
  /** Adult dependants, a count. */
  adultDependants?: number | null;
  /** Child dependants, a count. */
  childDependants?: number | null;
  /** The monthly expenses the applicant listed. */
  expenses?: readonly BudgetExpense[] | null;
  /** The co-applicant of a joint application; missing or `null` when there is none (yet). */
  coApplicant?: BudgetPerson | null;
};

/**
 * The incomes of one person that count towards the budget, in the model's units: the main (primary) income
 * always, and additional (non-primary) incomes only while the person has not said they have no additional
 * income (`hasAdditionalIncome` is not `false`). Decided with the Additional income page (spec §4
 * "Additional income: done when the user said none, or a non-primary income exists"): answering "no" takes
 * the additional incomes out of the budget without deleting what was typed. Incomes of a type the product
 * does not know (spec §3 "Income types") count for nothing.
 *
 * @param person the person's incomes and answer
 * @returns the counted incomes (amounts as stored: pounds a year, a day for a contractor, a month for benefits)
 */
export function getCountedIncomes(person: BudgetPerson): IncomeInput[] {
  const counted: IncomeInput[] = [];
  for (const income of person.incomes ?? []) {
    if (!income.primary && person.hasAdditionalIncome === false) continue;
    const input = toIncomeInput(income);
    if (input) counted.push(input);
  }
  return counted;
}

/**
 * The applicant's incomes as the budget counts them ({@link getCountedIncomes}), or, when none counts, the
 * gross annual pay given at onboarding as one employed base salary (decided here: onboarding asks only for
 * pay, spec §2 "/onboard/budget", so that figure gives the first budget until an income is recorded).
 *
 * @param application the applicant's incomes and answer, and the onboarding gross annual pay (pounds a year)
 * @returns the incomes to count; empty when there is neither an income nor an onboarding pay
 */
export function getApplicantIncomes(application: BudgetApplication): IncomeInput[] {
  const counted = getCountedIncomes(application);
  if (counted.length > 0) return counted;
  if (application.grossAnnualPay == null) return [];
  return [{ type: 'Employed', primary: true, baseGrossIncome: application.grossAnnualPay }];
}

/**
 * The postcode of a person's current address: the one with the latest move-in date (spec §4 "measured from
 * the latest address's move-in date"); on equal dates, the first listed.
 *
 * @param addresses the address history, move-in dates as ISO `YYYY-MM-DD`
 * @returns the postcode, or null without addresses
 */
export function getCurrentPostcode(addresses: readonly BudgetAddress[] | null | undefined): string | null {
  let current: BudgetAddress | null = null;
  for (const address of addresses ?? []) {
    if (current === null || address.moveInDate > current.moveInDate) current = address;
  }
  return current?.postCode ?? null;
}

/**
 * Which income-tax bands apply to a person: Scottish when their current address is in Scotland, otherwise
 * the rest of the UK (ARCHITECTURE.md §4 step 2 "Scottish bands when the current address is in Scotland").
 *
 * @param person the person's address history
 * @returns `'Scotland'` or `'rUK'` (also without an address)
 */
export function getTaxRegion(person: BudgetPerson): TaxRegion {
  const postcode = getCurrentPostcode(person.addresses);
  return postcode !== null && isScottishPostcode(postcode) ? 'Scotland' : 'rUK';
}

/**
 * The total of the monthly expenses the applicant listed (ARCHITECTURE.md §4 step 3: they are part of the
 * monthly commitments).
 *
 * @param expenses the expenses, pounds a month each; a missing amount counts as 0
 * @returns pounds a month
 */
export function sumMonthlyExpenses(expenses: readonly BudgetExpense[] | null | undefined): number {
  return (expenses ?? []).reduce((sum, expense) => sum + (expense.amount ?? 0), 0);
}

/**
 * Maps an application to the affordability model's input (ARCHITECTURE.md §4): the applicant's counted
 * incomes or the onboarding pay ({@link getApplicantIncomes}) and, for a joint application with a
 * co-applicant, the co-applicant's counted incomes ({@link getCountedIncomes}), each taxed by the region of
 * their current address ({@link getTaxRegion}); loans, card balance, other commitments, the expenses' total
 * and the dependants as given (missing counts as 0); the deposit (missing: no deposit cap); and the gross
 * yield of the preferred postcode districts (getGrossYieldPercent, national 5.8% when none).
 *
 * @param application the application's answers and rows (money in pounds)
 * @returns the input of calculateAffordability
 */
export function mapApplicationToAffordabilityInput(application: BudgetApplication): AffordabilityInput {
  const applicants: Array<AffordabilityInput['applicants'][number]> = [
    { incomes: getApplicantIncomes(application), taxRegion: getTaxRegion(application) },
  ];
  if (application.coApplicant) {
    applicants.push({
      incomes: getCountedIncomes(application.coApplicant),
      taxRegion: getTaxRegion(application.coApplicant),
    });
  }
  return {
    applicants,
    monthlyLoans: application.monthlyLoans ?? 0,
    cardBalance: application.cardBalance ?? 0,
    monthlyCommitments: application.monthlyCommitments ?? 0,
    monthlyExpenses: sumMonthlyExpenses(application.expenses),
    adultDependants: application.adultDependants ?? 0,
    childDependants: application.childDependants ?? 0,
    deposit: application.deposit ?? null,
    grossYieldPercent: getGrossYieldPercent(application.preferredLocations ?? []),
  };
}

/**
 * Works out an application's budget and rent budget: the affordability model (calculateAffordability,
 * ARCHITECTURE.md §4) on {@link mapApplicationToAffordabilityInput}'s input.
 *
 * Worked check (ARCHITECTURE.md §4): one employed earner on £40,000, no commitments, deposit £20,000, no
 * preferred district with a known region (national yield 5.8%) → budget £200,000, rent budget £965.
 *
 * @param application the application's answers and rows (money in pounds)
 * @returns every figure of the model; `budget` and `rentBudget` in whole pounds
 */
export function calculateApplicationBudget(application: BudgetApplication): AffordabilityResult {
  return calculateAffordability(mapApplicationToAffordabilityInput(application));
}

/** What onboarding knows when it estimates the budget (spec §2 onboarding steps 1, 4 and 5). */
export type OnboardingBudgetAnswers = {
  /** Gross annual pay, whole pounds a year, as typed (anything else gives no estimate). */
  grossAnnualPay: number | null | undefined;
  /** The deposit, whole pounds; missing means not given yet, and then there is no deposit cap. */
  deposit?: number | null;
  /** Preferred postcode districts; they set the rental yield (national 5.8% when none). */
  preferredLocations?: readonly string[] | null;
};

/**
 * The budget estimate onboarding shows as the applicant types (spec §2 "/onboard/budget", "/onboard/deposit"):
 * the application budget of the onboarding answers alone ({@link calculateApplicationBudget} with no income
 * recorded, so the pay counts as one employed salary; no commitments), which is also the first budget the
 * server stores when the account is created.
 *
 * @param answers pay and deposit in whole pounds, and the preferred districts
 * @returns the model's result (`budget` in whole pounds), or null while the pay is missing or not a valid
 *   gross annual pay (grossAnnualPaySchema: a whole number of pounds up to £10,000,000)
 */
export function estimateOnboardingBudget(answers: OnboardingBudgetAnswers): AffordabilityResult | null {
  const pay = grossAnnualPaySchema.safeParse(answers.grossAnnualPay);
  if (!pay.success) return null;
  const deposit = answers.deposit != null && Number.isFinite(answers.deposit) ? answers.deposit : null;
  return calculateApplicationBudget({
    grossAnnualPay: pay.data,
    deposit,
    preferredLocations: answers.preferredLocations,
  });
}

/** The most incomes one person may record (decided here: a sanity limit; no one needs more than ten). */
export const MAX_INCOMES_PER_PERSON = 10;

/** Why a second main income is refused ({@link checkIncomeChange}). */
export const SECOND_MAIN_INCOME_MESSAGE =
  'You already have a main income. Change that one, or add this one as additional income.';

/** Why an income past {@link MAX_INCOMES_PER_PERSON} is refused ({@link checkIncomeChange}). */
export const TOO_MANY_INCOMES_MESSAGE = `You can add at most ${MAX_INCOMES_PER_PERSON} incomes`;

/** Why the main income cannot be removed ({@link checkIncomeRemoval}). */
export const MAIN_INCOME_NOT_REMOVABLE_MESSAGE =
  'Your main income can’t be removed, as every application needs one. Change it on the Income page instead.';

/** A stored income as the income rules see it. */
export type IncomeRef = { id: string; primary: boolean };

/** A refusal by the income rules: the input field it concerns and a message fit to show the applicant. */
export type IncomeRuleProblem = { field: 'primary' | 'id'; message: string };

/**
 * Whether a person may save an income: a new one (no `id`) or a change to one of theirs (with its `id`).
 * Each person has at most {@link MAX_INCOMES_PER_PERSON} incomes and at most one main (primary) income
 * (spec §3 Income "primary"; spec §4 "Income: done when a primary income has a value"): the main income is
 * changed, not doubled.
 *
 * @param incomes the person's incomes as stored now
 * @param change the income being saved: its id when it replaces one, and whether it is the main income
 * @returns null when allowed; otherwise the problem: field `primary` for a second main income, field `id`
 *   for an income past the limit
 */
export function checkIncomeChange(
  incomes: readonly IncomeRef[],
  change: { id?: string | null; primary: boolean },
): IncomeRuleProblem | null {
  const others = incomes.filter((income) => income.id !== change.id);
  if (change.primary && others.some((income) => income.primary)) {
    return { field: 'primary', message: SECOND_MAIN_INCOME_MESSAGE };
  }
  if (!change.id && incomes.length >= MAX_INCOMES_PER_PERSON) {
    return { field: 'id', message: TOO_MANY_INCOMES_MESSAGE };
  }
  return null;
}

/**
 * Whether a person may remove one of their incomes: additional incomes yes, the main (primary) income no
 * (decided here: every application needs one, spec §4 "Income: done when a primary income has a value"; the
 * Income page replaces it, even with another type; removing it would silently fall the budget back to the
 * onboarding pay or to the additional incomes alone).
 *
 * @param income the stored income to remove
 * @returns null when allowed; otherwise the problem, naming field `id`
 */
export function checkIncomeRemoval(income: Pick<IncomeRef, 'primary'>): IncomeRuleProblem | null {
  return income.primary ? { field: 'id', message: MAIN_INCOME_NOT_REMOVABLE_MESSAGE } : null;
}
