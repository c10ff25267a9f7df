/**
 * The payers of the verified-income analysis (decision 055; rules 1, 2 and 4 of verified-income.ts): which
 * credits are left out (too small, interest, transfers between the person's own accounts), the normalised
 * payer a credit is grouped by, and the kind of a credit and of a group of credits. Pure.
 */
import dayjs from 'dayjs';
import type { BankTransaction, IncomeStreamKind } from './verified-income-types';

/**
 * The smallest credit considered, pence (£10): below it are cashback, round-ups and test deposits, never
 * income worth verifying. Decided here.
 */
export const MIN_CREDIT_PENCE = 1_000;

/** Days either side in which a debit of the same amount on another own account makes a credit a transfer. */
export const OWN_TRANSFER_WINDOW_DAYS = 3;

/**
 * Words stripped from a description to find the payer: payment types and their bank codes (BGC bank giro
 * credit, FP/FPI faster payment, BACS, CHAPS, SO standing order, TFR transfer, CR credit), what the payment is
 * for (SALARY, WAGES, PAY…), references, and month names (dates and references with digits go too).
 */
export const PAYER_NOISE_WORDS: ReadonlySet<string> = new Set([
  'BGC',
  'BANK',
  'GIRO',
  'CREDIT',
  'CR',
  'FP',
  'FPI',
  'FPS',
  'FASTER',
  'PAYMENT',
  'PAYMENTS',
  'RECEIVED',
  'BACS',
  'CHAPS',
  'SO',
  'STO',
  'DD',
  'TFR',
  'TRF',
  'TRANSFER',
  'FROM',
  'VIA',
  'REF',
  'REFERENCE',
  'SALARY',
  'SAL',
  'WAGES',
  'WAGE',
  'PAY',
  'PAYROLL',
  'NET',
  'PAYOUT',
  'PAYOUTS',
  'SETTLEMENT',
  'DEPOSIT',
  'INWARD',
  'MONTHLY',
  'WEEKLY',
  'JAN',
  'JANUARY',
  'FEB',
  'FEBRUARY',
  'MAR',
  'MARCH',
  'APR',
  'APRIL',
  'MAY',
  'JUN',
  'JUNE',
  'JUL',
  'JULY',
  'AUG',
  'AUGUST',
  'SEP',
  'SEPT',
  'SEPTEMBER',
  'OCT',
  'OCTOBER',
  'NOV',
  'NOVEMBER',
  'DEC',
  'DECEMBER',
]);

/**
 * The payer of a credit, normalised so that the same payer's monthly credits group together: upper case,
 * punctuation to spaces, then every word with a digit (dates, references) and every {@link PAYER_NOISE_WORDS}
 * word removed. When nothing is left, the description's first word is kept.
 *
 * @param text the counterparty, or the bank's description (e.g. "ACME LTD SALARY NOV 28/11 REF 4471")
 * @returns e.g. "ACME LTD"; "" for an empty text
 */
export function normalisePayer(text: string): string {
  const words = text
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const kept = words.filter((word) => !/\d/.test(word) && !PAYER_NOISE_WORDS.has(word));
  if (kept.length > 0) return kept.join(' ');
  return words[0] ?? '';
}

/** Provider categories that are never income: own accounts, savings, loans, investments, interest. */
const EXCLUDED_CATEGORIES = [
  'TRANSFER_IN_ACCOUNT_TRANSFER',
  'TRANSFER_IN_SAVINGS',
  'TRANSFER_IN_CASH_ADVANCES_AND_LOANS',
  'TRANSFER_IN_INVESTMENT_AND_RETIREMENT_FUNDS',
  'INCOME_INTEREST_EARNED',
  'INCOME_TAX_REFUND',
];

/** Descriptions that are never income whatever the category: interest and own-account moves. */
const EXCLUDED_TEXT = /\b(INTEREST|CASHBACK|OWN ACCOUNT|FROM SAVINGS|SAVINGS POT|POT TRANSFER|LOAN)\b/;

/** Benefits paid by the DWP and HMRC (Universal Credit, PIP, DLA, Carer's Allowance, child benefit, tax credits). */
const BENEFIT_TEXT =
  /\b(DWP|UNIVERSAL CREDIT|UC|PIP|DLA|ESA|JSA|CARERS?|CHILD BENEFIT|CHB|HMRC TC|TAX CREDITS?|WTC|CTC|ATTENDANCE ALLOWANCE|PENSION CREDIT)\b/;

/** Pensions: the state pension (DWP "SP") and occupational or private pensions and annuities. */
const PENSION_TEXT = /\b(STATE PENSION|DWP SP|PENSIONS?|ANNUITY|SUPERANNUATION)\b/;

/** Card processors and marketplaces that pay out a self-employed person's takings. */
const SELF_EMPLOYED_TEXT =
  /\b(STRIPE|SUMUP|SUM UP|PAYPAL|SQUARE|ZETTLE|IZETTLE|DOJO|TAKEPAYMENTS|WORLDPAY|ETSY|EBAY|SHOPIFY|UBER|DELIVEROO|JUST EAT|AMAZON PAYMENTS)\b/;

/** Words of a salary credit. */
const SALARY_TEXT = /\b(SALARY|SAL|WAGES?|PAYROLL|NET PAY)\b/;

/**
 * The kind of a credit: from the provider's category first (INCOME_WAGES → Salary, INCOME_RETIREMENT_PENSION →
 * Pension, INCOME_UNEMPLOYMENT → Benefit), then from its text (a pension before a benefit, so the DWP's state
 * pension is a pension; a card processor's payout is self-employed; "SALARY", "WAGES" a salary). A
 * recognised name wins over a generic category (INCOME_OTHER_INCOME, TRANSFER_IN_…).
 *
 * @param credit the credit's description, counterparty and category
 * @returns the kind; Other when nothing is recognised
 */
export function classifyKind(
  credit: Pick<BankTransaction, 'description' | 'counterparty' | 'category'>,
): IncomeStreamKind {
  const category = credit.category ?? '';
  if (category === 'INCOME_WAGES') return 'Salary';
  if (category === 'INCOME_RETIREMENT_PENSION') return 'Pension';
  if (category === 'INCOME_UNEMPLOYMENT') return 'Benefit';
  const text = `${credit.counterparty ?? ''} ${credit.description}`
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ');
  if (PENSION_TEXT.test(text)) return 'Pension';
  if (BENEFIT_TEXT.test(text)) return 'Benefit';
  if (SELF_EMPLOYED_TEXT.test(text)) return 'SelfEmployed';
  if (SALARY_TEXT.test(text)) return 'Salary';
  return 'Other';
}

/**
 * Upper-case words of a person's name, for recognising transfers from their own accounts elsewhere.
 * @param names the person's names, e.g. "Jane Smith"
 * @returns for each name of two words or more, "JANE SMITH", "J SMITH", "SMITH J" and "SMITH JANE"
 */
export function ownNamePatterns(names: readonly string[]): string[] {
  const patterns: string[] = [];
  for (const name of names) {
    const words = normaliseWords(name);
    if (words.length < 2) continue;
    const first = words[0] as string;
    const last = words[words.length - 1] as string;
    patterns.push(`${first} ${last}`, `${first[0]} ${last}`, `${last} ${first[0]}`, `${last} ${first}`);
  }
  return patterns;
}

function normaliseWords(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Whether a credit is a transfer from the person's own account (rule 1): a debit of the same amount on another
 * of their accounts within {@link OWN_TRANSFER_WINDOW_DAYS} days, or a payer named like the person.
 * @param credit the credit (pence)
 * @param debitsByAmount the person's debits, by their amount in pence (positive)
 * @param namePatterns the person's names ({@link ownNamePatterns})
 * @returns true when the credit is left out as an own-account transfer
 */
export function isOwnTransfer(
  credit: BankTransaction,
  debitsByAmount: Map<number, BankTransaction[]>,
  namePatterns: readonly string[],
): boolean {
  const matches = debitsByAmount.get(credit.amountPence) ?? [];
  const day = dayjs(credit.date);
  if (
    matches.some(
      (debit) =>
        debit.accountId !== credit.accountId &&
        Math.abs(dayjs(debit.date).diff(day, 'day')) <= OWN_TRANSFER_WINDOW_DAYS,
    )
  ) {
    return true;
  }
  const text = ` ${normaliseWords(`${credit.counterparty ?? ''} ${credit.description}`).join(' ')} `;
  return namePatterns.some((pattern) => text.includes(` ${pattern} `));
}

/** Provider categories that say a credit is income, whatever its description. */
const INCOME_CATEGORIES = ['INCOME_WAGES', 'INCOME_RETIREMENT_PENSION', 'INCOME_UNEMPLOYMENT'];

/**
 * Whether a credit is left out whatever its payer (rule 1). The words of EXCLUDED_TEXT do not leave out a
 * credit the provider categorised as wages, a pension or a benefit (a salary from "ACME LOANS LTD").
 * @param credit the credit (pence)
 * @returns true when it is below {@link MIN_CREDIT_PENCE}, of an excluded category or of an excluded description
 */
export function isExcludedCredit(credit: BankTransaction): boolean {
  if (credit.amountPence < MIN_CREDIT_PENCE) return true;
  if (credit.category && EXCLUDED_CATEGORIES.includes(credit.category)) return true;
  if (credit.category && INCOME_CATEGORIES.includes(credit.category)) return false;
  return EXCLUDED_TEXT.test(normaliseWords(credit.description).join(' '));
}

/**
 * The kind a group of credits has: the most common kind among them, a recognised kind before Other.
 * @param credits one payer's credits
 * @returns the most common kind other than Other ({@link classifyKind}); Other when none is recognised
 */
export function groupKind(credits: readonly BankTransaction[]): IncomeStreamKind {
  const counts = new Map<IncomeStreamKind, number>();
  for (const credit of credits) {
    const kind = classifyKind(credit);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  let best: IncomeStreamKind = 'Other';
  let bestCount = 0;
  for (const [kind, count] of counts) {
    if (kind !== 'Other' && count > bestCount) {
      best = kind;
      bestCount = count;
    }
  }
  return best;
}
