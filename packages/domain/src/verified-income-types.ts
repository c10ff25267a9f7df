/**
 * The types of the verified-income analysis (decision 055): the bank transaction as the provider gave it, the
 * regular income streams found in them, the analysis and its input, the declared income and the comparison.
 * Apart from the rules so that every module of the analysis can use them without an import cycle: the
 * constants and functions their descriptions link to are in verified-income.ts (the entry points and the
 * comparison), verified-income-payers.ts, verified-income-streams.ts and verified-income-text.ts.
 */

/** One transaction as the provider gave it (open_banking_transactions). */
export type BankTransaction = {
  /** The account it was booked on (our id of the account). */
  accountId: string;
  /** The day it was booked, ISO `YYYY-MM-DD`. */
  date: string;
  /** Pence: positive for money in, negative for money out. */
  amountPence: number;
  /** The bank's description, e.g. "ACME LTD SALARY NOV". */
  description: string;
  /** Who paid or was paid, when the provider names them; null otherwise. */
  counterparty?: string | null;
  /** The provider's category (Plaid's personal_finance_category.detailed, e.g. "INCOME_WAGES"); null when none. */
  category?: string | null;
};

/** What a regular income stream is. */
export type IncomeStreamKind = 'Salary' | 'Benefit' | 'Pension' | 'SelfEmployed' | 'Other';

/** How often a stream pays, from the gaps between its credits. */
export type IncomeFrequency = 'Weekly' | 'Fortnightly' | 'FourWeekly' | 'Monthly' | 'Irregular';

/** One regular income stream found in the transactions. */
export type IncomeStream = {
  /** The normalised payer, e.g. "ACME LTD". */
  payer: string;
  kind: IncomeStreamKind;
  frequency: IncomeFrequency;
  /** The typical monthly amount, pence (rule 4 of the module's description). */
  monthlyPence: number;
  /** In how many of the period's months it was seen. */
  monthsSeen: number;
  /** How many months the period has ({@link periodMonths}). */
  monthsInPeriod: number;
  /** How many credits it is made of. */
  credits: number;
  /** The day of its latest credit, ISO `YYYY-MM-DD`. */
  lastSeen: string;
  /** True when it was seen in the last {@link CURRENT_WITHIN_MONTHS} months of the period (still paid). */
  current: boolean;
  /** True when it counts in the seen monthly income (current and not of kind Other). */
  counted: boolean;
};

/** The period of the transactions, ISO `YYYY-MM-DD` days, both included. */
export type IncomePeriod = { from: string; to: string };

/** The result of {@link analyseIncomeStreams}. */
export type IncomeAnalysis = {
  period: IncomePeriod;
  /** Months in the period ({@link periodMonths}). */
  monthsInPeriod: number;
  /** The regular streams, the largest monthly amount first. */
  streams: IncomeStream[];
  /** The sum of the counted streams' monthly amounts, pence. */
  seenMonthlyPence: number;
};

/** Input of {@link analyseIncomeStreams}. */
export type IncomeAnalysisInput = {
  /** Every transaction of the person's shared accounts in the period, in and out. */
  transactions: readonly BankTransaction[];
  /**
   * The period the transactions cover; missing or null days are taken from the first and last transaction.
   */
  period?: { from?: string | null; to?: string | null } | null;
  /** The person's names ("Jane Smith"), so that a transfer from their own account elsewhere is left out. */
  ownNames?: readonly string[];
};

/** What a person declared, as the comparison uses it. */
export type DeclaredIncome = {
  /** The declared incomes' gross total, pounds a year (benefits included, untaxed). */
  grossAnnualPounds: number;
  /** Their estimated take-home pay a month, pence (HMRC 2025/26, tax.ts). */
  takeHomeMonthlyPence: number;
};

/** Why a person's verified income is flagged. */
export type IncomeDiscrepancy = 'BelowDeclared' | 'NoRegularIncome';

/** The result of {@link compareWithDeclared}. */
export type IncomeComparison = {
  declared: DeclaredIncome | null;
  seenMonthlyPence: number;
  /** Null when nothing is flagged. */
  discrepancy: IncomeDiscrepancy | null;
  /** The flag's reason for operators; null when nothing is flagged. */
  reason: string | null;
  /** The one-line summary for operators ({@link describeVerifiedIncome}). */
  sentence: string;
};
