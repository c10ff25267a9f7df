/**
 * UK income tax, National Insurance and dividend tax for the 2025/26 tax year (6 April 2025 to 5 April 2026),
 * used to estimate an applicant's take-home pay (ARCHITECTURE.md §4 step 2). All figures and their sources
 * are in domain-research §2.5 "Net-income calculation — 2025/26 parameters".
 *
 * Simplifications (domain-research §2.5 "employee, standard allowance, no pension or student loan"):
 * National Insurance is worked out on the year's earnings rather than per pay period; no pension
 * contributions, student loans, Marriage Allowance, Blind Person's Allowance or savings income; the
 * personal allowance is set against employment and self-employment income before dividends.
 */
import { roundToPence } from './money';

/** The tax year these rules are for. */
export const TAX_YEAR = '2025/26';

/** Where the applicant pays income tax: Scotland has its own bands for non-savings income. */
export type TaxRegion = 'rUK' | 'Scotland';

/** One tax band: `rate` (a fraction) applies to taxable income up to `upTo` pounds (after the allowance). */
export type TaxBand = { readonly upTo: number; readonly rate: number };

/**
 * The Personal Allowance, pounds a year (HMRC 2025/26, frozen to April 2028). Source: domain-research §2.5,
 * https://adviser.royallondon.com/technical-central/rates-and-factors/tax-rates-and-allowances/income-tax-rates-and-allowances/
 */
export const PERSONAL_ALLOWANCE = 12_570;

/**
 * Adjusted net income above which the Personal Allowance is reduced by £1 for every £2 (HMRC; nil at
 * £125,140). Source: domain-research §2.5.
 */
export const PERSONAL_ALLOWANCE_TAPER_THRESHOLD = 100_000;

/**
 * England, Wales and Northern Ireland ("rest of UK") income tax bands on taxable income for 2025/26:
 * basic 20% on the first £37,700, higher 40% up to £125,140, additional 45% above (HMRC; domain-research
 * §2.5, https://cloudcogroup.com/uk-personal-tax-allowances-2025-2026).
 */
export const RUK_INCOME_TAX_BANDS: readonly TaxBand[] = [
  { upTo: 37_700, rate: 0.2 },
  { upTo: 125_140, rate: 0.4 },
  { upTo: Number.POSITIVE_INFINITY, rate: 0.45 },
];

/**
 * Scottish income tax bands on taxable non-savings, non-dividend income for 2025/26 (Scottish Government,
 * https://gov.scot/publications/scottish-income-tax-rates-and-bands/pages/proposed-rates-and-bands-2025-to-2026,
 * domain-research §2.5). With the standard allowance these are: starter 19% £12,571–£15,397, basic 20% to
 * £27,491, intermediate 21% to £43,662, higher 42% to £75,000, advanced 45% to £125,140, top 48% above;
 * expressed here on taxable income (after the allowance): £2,827, £14,921, £31,092, £62,430, £125,140.
 */
export const SCOTTISH_INCOME_TAX_BANDS: readonly TaxBand[] = [
  { upTo: 2_827, rate: 0.19 },
  { upTo: 14_921, rate: 0.2 },
  { upTo: 31_092, rate: 0.21 },
  { upTo: 62_430, rate: 0.42 },
  { upTo: 125_140, rate: 0.45 },
  { upTo: Number.POSITIVE_INFINITY, rate: 0.48 },
];

/**
 * Employee (Class 1 primary) National Insurance for 2025/26: 8% of earnings between the Primary Threshold
 * £12,570 and the Upper Earnings Limit £50,270 a year, 2% above (HMRC; domain-research §2.5,
 * https://delphiniaccounting.co.uk/resource-centre/tax-tables/national-insurance.php).
 */
export const CLASS_1_NI = {
  primaryThreshold: 12_570,
  upperEarningsLimit: 50_270,
  mainRate: 0.08,
  upperRate: 0.02,
};

/**
 * Self-employed (Class 4) National Insurance for 2025/26: 6% of profits between the Lower Profits Limit
 * £12,570 and the Upper Profits Limit £50,270, 2% above; Class 2 is voluntary and not counted (HMRC;
 * domain-research §2.5, https://www.twpaccounting.co.uk/specialist-tax-news/national-insurance-for-the-self-employed/).
 */
export const CLASS_4_NI = {
  lowerProfitsLimit: 12_570,
  upperProfitsLimit: 50_270,
  mainRate: 0.06,
  upperRate: 0.02,
};

/**
 * Dividend tax for 2025/26: a £500 dividend allowance (taxed at 0% but using up band), then 8.75% in the
 * basic band, 33.75% in the higher band and 39.35% in the additional band, using the UK bands for every
 * taxpayer including Scottish ones (HMRC; domain-research §2.5,
 * https://pro-taxman.co.uk/what-the-hike-in-the-dividend-tax-rate-means-for-personal-and-family-companies).
 */
export const DIVIDEND_TAX = {
  allowance: 500,
  bands: [
    { upTo: 37_700, rate: 0.0875 },
    { upTo: 125_140, rate: 0.3375 },
    { upTo: Number.POSITIVE_INFINITY, rate: 0.3935 },
  ] as readonly TaxBand[],
};

function nonNegative(value: number | null | undefined): number {
  return value != null && Number.isFinite(value) && value > 0 ? value : 0;
}

/** Tax on the slice of taxable income from `from` to `to` pounds, by bands. */
function taxOnSlice(from: number, to: number, bands: readonly TaxBand[]): number {
  let tax = 0;
  let lower = 0;
  for (const band of bands) {
    const start = Math.max(from, lower);
    const end = Math.min(to, band.upTo);
    if (end > start) tax += (end - start) * band.rate;
    lower = band.upTo;
    if (lower >= to) break;
  }
  return tax;
}

/** Contributions at `mainRate` between `lower` and `upper`, and at `upperRate` above `upper`. */
function twoRateContributions(
  amount: number,
  lower: number,
  upper: number,
  mainRate: number,
  upperRate: number,
): number {
  const main = Math.max(0, Math.min(amount, upper) - lower) * mainRate;
  const above = Math.max(0, amount - upper) * upperRate;
  return roundToPence(main + above);
}

/**
 * The Personal Allowance for an adjusted net income: £12,570, reduced by £1 for every £2 of income above
 * £100,000, so nil from £125,140 (HMRC 2025/26; domain-research §2.5). Decided here: the reduction is
 * counted in whole pounds ("£1 for every £2"), so an odd pound of excess does not reduce it.
 *
 * @param adjustedNetIncome pounds a year (taxable income before allowances; here employment income,
 *   self-employment profits and dividends)
 * @returns whole pounds a year, 0 to 12,570 (e.g. 110,000 → 7,570; 125,140 → 0)
 */
export function calculatePersonalAllowance(adjustedNetIncome: number): number {
  const excess = Math.max(0, nonNegative(adjustedNetIncome) - PERSONAL_ALLOWANCE_TAPER_THRESHOLD);
  return Math.max(0, PERSONAL_ALLOWANCE - Math.floor(excess / 2));
}

/**
 * Income tax on non-savings, non-dividend income (employment income, self-employment profits) for
 * 2025/26, with the rest-of-UK bands (20/40/45%) or the Scottish bands (19/20/21/42/45/48%); see
 * {@link RUK_INCOME_TAX_BANDS} and {@link SCOTTISH_INCOME_TAX_BANDS}.
 *
 * @param nonSavingsIncome gross pounds a year; negative counts as 0
 * @param region `'rUK'` or `'Scotland'`
 * @param options `personalAllowance` to use instead of the one worked out from `nonSavingsIncome` (for
 *   example when dividends also reduce it)
 * @returns pounds a year, rounded to pence (e.g. £40,000: rUK 5,486.00, Scotland 5,582.82)
 */
export function calculateIncomeTax(
  nonSavingsIncome: number,
  region: TaxRegion,
  options?: { personalAllowance?: number },
): number {
  const income = nonNegative(nonSavingsIncome);
  const allowance = options?.personalAllowance ?? calculatePersonalAllowance(income);
  const taxable = Math.max(0, income - nonNegative(allowance));
  const bands = region === 'Scotland' ? SCOTTISH_INCOME_TAX_BANDS : RUK_INCOME_TAX_BANDS;
  return roundToPence(taxOnSlice(0, taxable, bands));
}

/**
 * Employee Class 1 National Insurance for 2025/26, worked out on the year's earnings (domain-research §2.5:
 * "annualising is a fine approximation"): 8% between £12,570 and £50,270, 2% above.
 *
 * @param annualEarnings gross pounds a year; negative counts as 0
 * @returns pounds a year, rounded to pence (e.g. £40,000 → 2,194.40; £60,000 → 3,210.60)
 */
export function calculateClass1NI(annualEarnings: number): number {
  const { primaryThreshold, upperEarningsLimit, mainRate, upperRate } = CLASS_1_NI;
  return twoRateContributions(
    nonNegative(annualEarnings),
    primaryThreshold,
    upperEarningsLimit,
    mainRate,
    upperRate,
  );
}

/**
 * Self-employed Class 4 National Insurance for 2025/26: 6% of profits between £12,570 and £50,270, 2% above.
 *
 * @param profits pounds a year; negative counts as 0
 * @returns pounds a year, rounded to pence (e.g. £30,000 → 1,045.80)
 */
export function calculateClass4NI(profits: number): number {
  const { lowerProfitsLimit, upperProfitsLimit, mainRate, upperRate } = CLASS_4_NI;
  return twoRateContributions(
    nonNegative(profits),
    lowerProfitsLimit,
    upperProfitsLimit,
    mainRate,
    upperRate,
  );
}

/**
 * Dividend tax for 2025/26 ({@link DIVIDEND_TAX}). Dividends sit on top of the other income: any Personal
 * Allowance the other income leaves unused covers dividends first, then the £500 allowance (which still
 * uses band space), then 8.75% / 33.75% / 39.35% by the UK bands. Scottish taxpayers use the same UK
 * dividend rates and bands (domain-research §2.5 "Savings and dividends are taxed at UK rates").
 *
 * @param dividends pounds a year; negative counts as 0
 * @param otherTaxableIncome the person's other taxable income (employment income and self-employment
 *   profits), gross pounds a year BEFORE the Personal Allowance, which this function applies itself
 * @param _region the taxpayer's region; it does not change the result (kept so callers need not care)
 * @param options `personalAllowance` to use instead of the one worked out from the total income
 * @returns pounds a year, rounded to pence (e.g. dividends 40,000 on a salary of 12,570 → 4,031.25)
 */
export function calculateDividendTax(
  dividends: number,
  otherTaxableIncome: number,
  _region: TaxRegion,
  options?: { personalAllowance?: number },
): number {
  const dividendIncome = nonNegative(dividends);
  const other = nonNegative(otherTaxableIncome);
  const allowance = nonNegative(
    options?.personalAllowance ?? calculatePersonalAllowance(other + dividendIncome),
  );
  const start = Math.max(0, other - allowance);
  const taxableDividends = Math.max(0, dividendIncome - Math.max(0, allowance - other));
  const freeSlice = Math.min(DIVIDEND_TAX.allowance, taxableDividends);
  return roundToPence(taxOnSlice(start + freeSlice, start + taxableDividends, DIVIDEND_TAX.bands));
}

/** One person's incomes for {@link calculateTakeHomePay}, pounds a year. */
export type TakeHomePayInput = {
  /** Employment income (salary, wages, a contractor's annualised day rate, a director's salary). */
  employmentIncome?: number;
  /** Self-employment (sole trader) profits. */
  selfEmploymentProfits?: number;
  /** Dividends from the person's own limited company. */
  dividends?: number;
  /** Income that is not taxed, such as Universal Credit, PIP, DLA and Child Benefit. */
  untaxedIncome?: number;
  region: TaxRegion;
};

/** The result of {@link calculateTakeHomePay}; pounds a year except `netMonthly`, each rounded to pence. */
export type TakeHomePay = {
  grossIncome: number;
  incomeTax: number;
  nationalInsurance: number;
  dividendTax: number;
  netAnnual: number;
  netMonthly: number;
};

/**
 * One person's take-home pay for 2025/26 (ARCHITECTURE.md §4 step 2; domain-research §2.5 "Suggested
 * net-income algorithm per income type"): income tax on employment income and self-employment profits
 * (rUK or Scottish bands), Class 1 NI on employment income, Class 4 NI on profits, dividend tax on
 * dividends, nothing on untaxed income. The Personal Allowance is worked out on employment income, profits
 * and dividends together and used against employment income and profits first.
 *
 * @param input the person's incomes in pounds a year (missing or negative count as 0) and tax region
 * @returns `grossIncome` (all incomes), `incomeTax`, `nationalInsurance`, `dividendTax`, `netAnnual`, all
 *   pounds a year, and `netMonthly` = netAnnual / 12; each rounded to pence
 *   (e.g. £40,000 employed, rUK → tax 5,486.00, NI 2,194.40, net 32,319.60 a year, 2,693.30 a month)
 */
export function calculateTakeHomePay(input: TakeHomePayInput): TakeHomePay {
  const employment = nonNegative(input.employmentIncome);
  const profits = nonNegative(input.selfEmploymentProfits);
  const dividends = nonNegative(input.dividends);
  const untaxed = nonNegative(input.untaxedIncome);
  const nonSavings = employment + profits;
  const personalAllowance = calculatePersonalAllowance(nonSavings + dividends);

  const incomeTax = calculateIncomeTax(nonSavings, input.region, { personalAllowance });
  const dividendTax = calculateDividendTax(dividends, nonSavings, input.region, { personalAllowance });
  const nationalInsurance = roundToPence(calculateClass1NI(employment) + calculateClass4NI(profits));
  const grossIncome = roundToPence(nonSavings + dividends + untaxed);
  const netAnnual = roundToPence(grossIncome - incomeTax - nationalInsurance - dividendTax);
  return {
    grossIncome,
    incomeTax,
    nationalInsurance,
    dividendTax,
    netAnnual,
    netMonthly: roundToPence(netAnnual / 12),
  };
}
