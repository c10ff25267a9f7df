/**
 * The investor pipeline's rules (spec §3 "Pipeline applicant", "Pipeline home", "Pipeline status filters";
 * spec §5 "Pipeline age is shown only when above 10. Rent estimate is shown only when above 10."; spec §9
 * "Yield = 12 x rent / asking price x 100"). Decided in docs/decisions/019-investor-pipeline.md.
 */
import dayjs from 'dayjs';
import { z } from 'zod';
import { PIPELINE_STATUS_FILTERS } from './constants';
import { emailSchema, plainText } from './validation';

// The affordability model's figures in words, for the detail panel (pipeline-affordability.ts).
export * from './pipeline-affordability';
// The status rule and the bank statements' state live apart (pipeline-status.ts); they are part of this module too.
export * from './pipeline-status';
export { calculateYield } from './plan';

/** The threshold above which an age and a rent estimate are shown (spec §5). */
export const PIPELINE_SHOWN_ABOVE = 10;

/**
 * Spec §5 "Pipeline age is shown only when above 10. Rent estimate is shown only when above 10."
 * @param value an age in years, or a rent estimate in pounds a month
 * @returns the value when it is a number above 10, else null (not shown)
 */
export function shownAboveTen(value: number | null | undefined): number | null {
  return value != null && Number.isFinite(value) && value > PIPELINE_SHOWN_ABOVE ? value : null;
}

/**
 * Age in whole years on a day.
 * @param dateOfBirth YYYY-MM-DD
 * @param today YYYY-MM-DD (Europe/London)
 * @returns whole years (e.g. born 1990-06-15 → 35 on 2026-06-15, 34 on 2026-06-14); null without a date
 */
export function ageOn(dateOfBirth: string | null | undefined, today: string): number | null {
  if (!dateOfBirth) return null;
  const born = dayjs(dateOfBirth);
  if (!born.isValid()) return null;
  return dayjs(today).diff(born, 'year');
}

/**
 * Monthly rent as a share of net monthly household income (decision 019, "rentOnNetIncome").
 * @param rent pounds a month
 * @param netMonthlyIncome pounds a month after income tax and NI (the affordability model's netMonthlyIncome)
 * @returns percent to 2 decimals (e.g. rent 900 on net 2,750 → 32.73); null when the income is not positive
 */
export function rentOnNetIncome(rent: number, netMonthlyIncome: number | null | undefined): number | null {
  if (netMonthlyIncome == null || !Number.isFinite(netMonthlyIncome) || netMonthlyIncome <= 0) return null;
  if (!Number.isFinite(rent)) return null;
  return Math.round((rent / netMonthlyIncome) * 10_000) / 100;
}

/**
 * The home's asking price as a share of the applicant's budget (decision 019, "affordability"): 100 is a
 * home at the budget, above 100 a home over it.
 * @param askingPrice pounds
 * @param budget the applicant's budget, pounds
 * @returns percent to 1 decimal (e.g. 180,000 on a 200,000 budget → 90); null when the budget is not positive
 */
export function priceToBudgetPercent(askingPrice: number, budget: number | null | undefined): number | null {
  if (budget == null || !Number.isFinite(budget) || budget <= 0 || !Number.isFinite(askingPrice)) return null;
  return Math.round((askingPrice / budget) * 1000) / 10;
}

/**
 * The share of a home the applicant owns: the deposit built (initial deposit plus equity paid) over the price.
 * @param depositBuilt pounds
 * @param price pounds
 * @returns percent to 1 decimal (e.g. 20,000 of 200,000 → 10); 0 when the price is not positive
 */
export function shareOwnedPercent(depositBuilt: number, price: number): number {
  if (!Number.isFinite(price) || price <= 0) return 0;
  return Math.round((depositBuilt / price) * 1000) / 10;
}

/** The pipeline viewer's sign-in (spec §7 checkPipelinePassword: input password and email). */
export const checkPipelinePasswordInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(200, 'That password is too long'),
});
/** The parsed {@link checkPipelinePasswordInputSchema}. */
export type CheckPipelinePasswordParsed = z.output<typeof checkPipelinePasswordInputSchema>;

/** Fields the applicants list can be sorted by. */
export const PIPELINE_APPLICANT_SORTS = ['createdAt', 'totalIncome', 'budget'] as const;
/** One of {@link PIPELINE_APPLICANT_SORTS}. */
export type PipelineApplicantSort = (typeof PIPELINE_APPLICANT_SORTS)[number];

/** The largest page of the pipeline's lists. */
export const PIPELINE_MAX_PAGE_SIZE = 100;

/** getPipelineApplicants' arguments. */
export const pipelineApplicantsArgsSchema = z.object({
  status: z.enum(PIPELINE_STATUS_FILTERS).default('All'),
  /** An application id's beginning or a postcode district, e.g. `SO16`. */
  search: z
    .string({ error: 'Enter a postcode district, such as SO16, or the start of an application number' })
    .trim()
    .max(40, 'Search for at most 40 characters')
    .check(plainText('The search'))
    .transform((value) => value.toUpperCase())
    .optional(),
  sort: z.enum(PIPELINE_APPLICANT_SORTS).default('createdAt'),
  direction: z.enum(['ASC', 'DESC']).default('DESC'),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(PIPELINE_MAX_PAGE_SIZE).default(25),
});
/** The parsed {@link pipelineApplicantsArgsSchema}. */
export type PipelineApplicantsArgs = z.output<typeof pipelineApplicantsArgsSchema>;

/** The message shown when the pipeline password check fails or returns nothing (spec §8). */
export const PIPELINE_SIGN_IN_FAILED = "Sorry we couldn't verify your password";
