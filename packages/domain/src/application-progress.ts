/**
 * The application's progress: which sections are done, the progress percent, the next step and which steps
 * are locked (spec §4 "Next-step order for the application", "Section completion"; spec §5 "Address
 * history must cover more than 35 months", "Budget must be at least 50000 to proceed").
 *
 * Pure: the caller passes today's date, so the server and the web app agree and tests are repeatable.
 */
import { canProvideBudget } from './affordability';
import { type AddressForHistory, isAddressHistoryComplete } from './application-address-history';
import { PROGRESS_BAR_MIN_PERCENT } from './constants';
import { APPLICATION_STEP_PATHS, type ApplicationStepId, SUBMIT_PATH } from './links';

// The address-history rule and the optional sections live apart; they are part of this module too.
export {
  type AddressForHistory,
  getAddressHistoryMonths,
  getAddressHistoryMonthsNeeded,
  isAddressHistoryComplete,
} from './application-address-history';
export {
  getAnsweredSections,
  OPTIONAL_SECTION_FIELDS,
  OPTIONAL_SECTIONS,
  type OptionalSection,
} from './application-optional-sections';

/** An income as far as completion needs it (spec §3 "Income"). */
export type IncomeForProgress = {
  primary: boolean;
  /** The amounts the income type uses; the income "has a value" when any of them is above zero. */
  baseGrossIncome?: number | null;
  contractorCurrentDayRate?: number | null;
  currentYearProfits?: number | null;
  previousYearProfits?: number | null;
  ltdDividends?: number | null;
  ltdDirectorSalary?: number | null;
  benefitsUniversal?: number | null;
  benefitsPip?: number | null;
  benefitsChildren?: number | null;
  benefitsDla?: number | null;
};

/** One person's part of the application (the applicant, or the co-applicant of a joint application). */
export type PersonProgressInput = {
  dateOfBirth: string | null;
  addresses: readonly AddressForHistory[];
  incomes: readonly IncomeForProgress[];
  /** `false` when the person said they have no additional income; `null` when not answered yet. */
  hasAdditionalIncome: boolean | null;
  identityVerified: boolean;
  /** Bank statements are in: uploaded by hand or connected through open banking. */
  documentsUploaded: boolean;
  openBankingConnected?: boolean;
};

/** Everything the progress rules read. */
export type ApplicationProgressInput = {
  applicant: PersonProgressInput;
  jointApplication: boolean;
  /** The co-applicant's part; missing while no co-applicant has signed up. */
  coApplicant?: PersonProgressInput | null;
  /** The application's coApplicantPermission; complete when it is 'Yes' (spec §4). */
  coApplicantPermission?: string | null;
  /** The service setting skipIdv (spec §3 "Settings"). */
  skipIdv: boolean;
  /** True when the applicant chose to skip the checks (skipChecks, spec §7). */
  identityVerificationSkipped?: boolean;
  /** The application's budget, whole pounds. */
  budget: number;
  /**
   * Where the cannot-provide-budget message sends the applicant: the page of what keeps the budget under
   * £50,000 (budget-limits.ts getBudgetLimits, the first, most limiting one); the Income page when missing.
   */
  budgetLimitPath?: string | null;
  submitted?: boolean;
};

// The step identifiers and every application path live in links.ts, a module with no imports that the web
// app's first load reads; they are part of this module's interface too.
export {
  APPLICATION_PAGE_PATHS,
  APPLICATION_STEP_IDS,
  APPLICATION_STEP_PATHS,
  type ApplicationStepId,
  SUBMIT_PATH,
} from './links';

/** Each step's name as the applicant sees it, on the overview and in messages (spec §2 page names). */
export const APPLICATION_STEP_LABELS: Record<ApplicationStepId, string> = {
  'about-you': 'About you',
  'address-history': 'Address history',
  income: 'Income',
  'additional-income': 'Additional income',
  'co-applicant-about-you': 'Co-applicant: about you',
  'co-applicant-address-history': 'Co-applicant: address history',
  'co-applicant-permission': 'Co-applicant: permission',
  'co-applicant-income': 'Co-applicant: income',
  'co-applicant-additional-income': 'Co-applicant: additional income',
  'applicant-identity-verification': 'Identity verification',
  'co-applicant-identity-verification': 'Co-applicant: identity verification',
  'applicant-bank-statements': 'Bank statements',
  'co-applicant-bank-statements': 'Co-applicant: bank statements',
};

/**
 * A step's state on the overview (identifiers as in constants.ts): `Done`; `Todo`, open to do; `Locked`,
 * waiting for earlier steps (spec §4 locks).
 */
export const STEP_STATUSES = ['Done', 'Todo', 'Locked'] as const;
/** One of {@link STEP_STATUSES}. */
export type StepStatus = (typeof STEP_STATUSES)[number];

/** One step with its state. */
export type ApplicationStep = { id: ApplicationStepId; path: string; status: StepStatus };

/**
 * The kinds of next step (spec §4 "Next-step order"; identifiers as in constants.ts): `Step`, finish a step;
 * `CannotProvideBudget`, the budget is under £50,000 and the applicant goes back to income; `ReadyToSubmit`;
 * `Submitted`, nothing to do.
 */
export const NEXT_STEP_KINDS = ['Step', 'CannotProvideBudget', 'ReadyToSubmit', 'Submitted'] as const;
/** One of {@link NEXT_STEP_KINDS}. */
export type NextStepKind = (typeof NEXT_STEP_KINDS)[number];

/** What to do next. */
export type NextStep =
  | { kind: 'Step'; id: ApplicationStepId; path: string }
  | { kind: 'CannotProvideBudget'; path: string }
  | { kind: 'ReadyToSubmit'; path: string }
  | { kind: 'Submitted' };

const incomeAmounts = (income: IncomeForProgress) => [
  income.baseGrossIncome,
  income.contractorCurrentDayRate,
  income.currentYearProfits,
  income.previousYearProfits,
  income.ltdDividends,
  income.ltdDirectorSalary,
  income.benefitsUniversal,
  income.benefitsPip,
  income.benefitsChildren,
  income.benefitsDla,
];

/** Whether a primary income with a value above zero exists (spec §4 "Income: done when a primary income has a value"). */
export function isIncomeComplete(incomes: readonly IncomeForProgress[]): boolean {
  return incomes.some((income) => income.primary && incomeAmounts(income).some((v) => (v ?? 0) > 0));
}

/** Whether additional income is answered: the person said none, or a non-primary income exists (spec §4). */
export function isAdditionalIncomeComplete(
  person: Pick<PersonProgressInput, 'hasAdditionalIncome' | 'incomes'>,
) {
  return person.hasAdditionalIncome === false || person.incomes.some((income) => !income.primary);
}

/** Whether about-you is done: the date of birth exists (spec §4). */
export const isAboutYouComplete = (person: Pick<PersonProgressInput, 'dateOfBirth'>) =>
  Boolean(person.dateOfBirth);

/** Bank statements are done when uploaded by hand or connected through open banking. */
const isBankStatementsComplete = (person: PersonProgressInput) =>
  person.documentsUploaded || Boolean(person.openBankingConnected);

/**
 * Every step of the application with its state, in the spec's order; the co-applicant's steps only for a
 * joint application.
 *
 * Locks (spec §4): identity verification unlocks when the personal and financial sections (the applicant's
 * and, if joint, the co-applicant's, including permission) are done; bank statements ("income
 * verification") also need identity verification unless it is skipped (skipIdv or the user skipped).
 *
 * @param input the application
 * @param today `YYYY-MM-DD` for the address-history rule
 */
export function getApplicationSteps(
  input: ApplicationProgressInput,
  today: string | Date,
): ApplicationStep[] {
  const co = input.jointApplication ? (input.coApplicant ?? emptyPerson) : null;
  const personal: Array<[ApplicationStepId, boolean]> = [
    ['about-you', isAboutYouComplete(input.applicant)],
    ['address-history', isAddressHistoryComplete(input.applicant.addresses, today)],
    ['income', isIncomeComplete(input.applicant.incomes)],
    ['additional-income', isAdditionalIncomeComplete(input.applicant)],
  ];
  if (co) {
    personal.push(
      ['co-applicant-about-you', isAboutYouComplete(co)],
      ['co-applicant-address-history', isAddressHistoryComplete(co.addresses, today)],
      ['co-applicant-permission', input.coApplicantPermission === 'Yes'],
      ['co-applicant-income', isIncomeComplete(co.incomes)],
      ['co-applicant-additional-income', isAdditionalIncomeComplete(co)],
    );
  }
  const personalDone = personal.every(([, done]) => done);
  const skipped = input.skipIdv || Boolean(input.identityVerificationSkipped);
  const identity: Array<[ApplicationStepId, boolean]> = [
    ['applicant-identity-verification', input.applicant.identityVerified],
  ];
  if (co) identity.push(['co-applicant-identity-verification', co.identityVerified]);
  const identityDone = skipped || identity.every(([, done]) => done);
  const bank: Array<[ApplicationStepId, boolean]> = [
    ['applicant-bank-statements', isBankStatementsComplete(input.applicant)],
  ];
  if (co) bank.push(['co-applicant-bank-statements', isBankStatementsComplete(co)]);

  const toStep = ([id, done]: [ApplicationStepId, boolean], unlocked: boolean): ApplicationStep => ({
    id,
    path: APPLICATION_STEP_PATHS[id],
    status: done ? 'Done' : unlocked ? 'Todo' : 'Locked',
  });
  return [
    ...personal.map((s) => toStep(s, true)),
    ...identity.map((s) => toStep([s[0], s[1] || skipped], personalDone)),
    ...bank.map((s) => toStep(s, personalDone && identityDone)),
  ];
}

const emptyPerson: PersonProgressInput = {
  dateOfBirth: null,
  addresses: [],
  incomes: [],
  hasAdditionalIncome: null,
  identityVerified: false,
  documentsUploaded: false,
};

/**
 * The progress percent: the floor of the share of completed items, 0 to 100 (spec §4). Expenditure and
 * dependants are always complete (spec §4) and count as one completed item.
 */
export function getProgressPercent(input: ApplicationProgressInput, today: string | Date): number {
  const steps = getApplicationSteps(input, today);
  const done = steps.filter((s) => s.status === 'Done').length + 1;
  return Math.floor((done / (steps.length + 1)) * 100);
}

/**
 * The progress shown by the thin bar on application sub-pages: at least 15% (spec §2, §9).
 * @param percent 0 to 100
 */
export function getDisplayedProgress(percent: number): number {
  return Math.min(100, Math.max(PROGRESS_BAR_MIN_PERCENT, percent));
}

/**
 * The next step (spec §4): the first step not done in the spec's order; when all are done, the
 * cannot-provide-budget message if the budget is under £50,000, otherwise ready to submit. The message sends
 * the applicant to `budgetLimitPath`, the page of what limits the budget (the spec's "back to income" cannot
 * fix a small deposit or large commitments), or to Income when it is not given. A locked step is never next:
 * the first not-done step is always unlocked, because locks only follow earlier steps.
 */
export function getNextStep(input: ApplicationProgressInput, today: string | Date): NextStep {
  if (input.submitted) return { kind: 'Submitted' };
  const next = getApplicationSteps(input, today).find((s) => s.status !== 'Done');
  if (next) return { kind: 'Step', id: next.id, path: next.path };
  if (!canProvideBudget(input.budget)) {
    return { kind: 'CannotProvideBudget', path: input.budgetLimitPath || APPLICATION_STEP_PATHS.income };
  }
  return { kind: 'ReadyToSubmit', path: SUBMIT_PATH };
}
