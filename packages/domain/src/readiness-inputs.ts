/**
 * The input of `saveReadinessFigures` (zod; decision 077): the customer's own figures for "when can I buy
 * the rest?" (mortgage-readiness.ts), whole pounds. Kept apart from mortgage-readiness.ts so that the page showing
 * the tracker does not load zod. The bounds match the readiness_figures table's checks.
 *
 * The household income is given either as one figure (`annualIncomePounds`) or, on a joint plan, person by person
 * (`applicantIncomePounds` and `coApplicantIncomePounds`, both or neither); then the household's is their sum, and
 * a household figure given as well must equal it.
 */
import { z } from 'zod';

/** The most a yearly income may be, pounds. */
export const MAX_READINESS_INCOME_POUNDS = 10_000_000;

/** The most a monthly repayment or commitment may be, pounds. */
export const MAX_READINESS_MONTHLY_POUNDS = 100_000;

/** "the x" → "The x". */
const capital = (what: string) => `${what[0]?.toUpperCase()}${what.slice(1)}`;

/** A whole number of pounds from 0 to `max`, with errors that name the field. */
const pounds = (what: string, max: number, example: string) =>
  z
    .number({ error: `Give ${what} in whole pounds, e.g. ${example}` })
    .int({ error: `Give ${what} in whole pounds` })
    .min(0, { error: `${capital(what)} cannot be negative` })
    .max(max, { error: `${capital(what)} must be at most £${max.toLocaleString('en-GB')}` });

/** A monthly commitment: whole pounds, 0 when left out. */
const monthly = (what: string, example: string) =>
  pounds(what, MAX_READINESS_MONTHLY_POUNDS, example)
    .nullish()
    .transform((value) => value ?? 0);

/** saveReadinessFigures: the household's income (or each person's), debts and other committed spending. */
export const saveReadinessFiguresInputSchema = z
  .object({
    annualIncomePounds: pounds('the household income', MAX_READINESS_INCOME_POUNDS, '42000').nullish(),
    applicantIncomePounds: pounds('the applicant’s income', MAX_READINESS_INCOME_POUNDS, '28000').nullish(),
    coApplicantIncomePounds: pounds(
      'the co-applicant’s income',
      MAX_READINESS_INCOME_POUNDS,
      '14000',
    ).nullish(),
    cardBalancePounds: pounds('the card balances', 1_000_000, '1500'),
    monthlyLoansPounds: pounds('the monthly loan repayments', MAX_READINESS_MONTHLY_POUNDS, '150'),
    monthlyChildcarePounds: monthly('the monthly childcare', '600'),
    monthlyMaintenancePounds: monthly('the monthly maintenance paid', '300'),
    monthlyOtherCommitmentsPounds: monthly('the other monthly commitments', '120'),
  })
  .superRefine((value, ctx) => {
    const applicant = value.applicantIncomePounds ?? null;
    const coApplicant = value.coApplicantIncomePounds ?? null;
    if (applicant === null && coApplicant === null) {
      if (value.annualIncomePounds === null || value.annualIncomePounds === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['annualIncomePounds'],
          message: 'Give the household income in whole pounds, e.g. 42000',
        });
      }
      return;
    }
    if (applicant === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['applicantIncomePounds'],
        message: 'Give the applicant’s income too, in whole pounds (0 if none)',
      });
    }
    if (coApplicant === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['coApplicantIncomePounds'],
        message: 'Give the co-applicant’s income too, in whole pounds (0 if none)',
      });
    }
    const household = value.annualIncomePounds;
    if (applicant !== null && coApplicant !== null) {
      if (applicant + coApplicant > MAX_READINESS_INCOME_POUNDS) {
        ctx.addIssue({
          code: 'custom',
          path: ['coApplicantIncomePounds'],
          message: `The household income must be at most £${MAX_READINESS_INCOME_POUNDS.toLocaleString('en-GB')}`,
        });
      } else if (household !== null && household !== undefined && household !== applicant + coApplicant) {
        ctx.addIssue({
          code: 'custom',
          path: ['annualIncomePounds'],
          message: 'The household income must be the applicant’s and the co-applicant’s added together',
        });
      }
    }
  })
  .transform((value) => {
    const perPerson = value.applicantIncomePounds !== null && value.applicantIncomePounds !== undefined;
    const applicant = value.applicantIncomePounds ?? 0;
    const coApplicant = value.coApplicantIncomePounds ?? 0;
    return {
      annualIncomePounds: perPerson ? applicant + coApplicant : (value.annualIncomePounds ?? 0),
      applicantIncomePounds: perPerson ? applicant : null,
      coApplicantIncomePounds: perPerson ? coApplicant : null,
      cardBalancePounds: value.cardBalancePounds,
      monthlyLoansPounds: value.monthlyLoansPounds,
      monthlyChildcarePounds: value.monthlyChildcarePounds,
      monthlyMaintenancePounds: value.monthlyMaintenancePounds,
      monthlyOtherCommitmentsPounds: value.monthlyOtherCommitmentsPounds,
    };
  });

/** The form's and the API's input, before parsing (per-person incomes and commitments may be left out). */
export type SaveReadinessFiguresValues = z.input<typeof saveReadinessFiguresInputSchema>;

/** The parsed input: the household income always set; the per-person incomes both set or both null. */
export type SaveReadinessFiguresInput = z.output<typeof saveReadinessFiguresInputSchema>;
