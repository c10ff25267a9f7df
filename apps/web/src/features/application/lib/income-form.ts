/**
 * The income forms' values: for each income type, the domain's zod schema that validates it in the browser
 * (the same one the server uses, packages/domain/src/application-validation.ts), the values as typed and
 * after parsing, and the values a form starts with for a saved income. Empty amounts are `null` or
 * `undefined`, empty texts `''`, as the schemas expect.
 */
import {
  benefitsIncomeSchema,
  employedIncomeSchema,
  limitedCompanyIncomeSchema,
  professionalContractorIncomeSchema,
  soleTraderIncomeSchema,
} from '@stairway/domain/application-validation';
import type { IncomeType } from '@stairway/domain/constants';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ApplicationIncome } from '../hooks/use-application';

/** The domain schema of each income type (spec §3 Income). */
export const INCOME_SCHEMAS = {
  Employed: employedIncomeSchema,
  ProfessionalContractor: professionalContractorIncomeSchema,
  SoleTrader: soleTraderIncomeSchema,
  LimitedCompany: limitedCompanyIncomeSchema,
  Benefits: benefitsIncomeSchema,
} as const satisfies Record<IncomeType, z.ZodType>;

/** The values of the form of income type `K`, as typed. */
export type IncomeFormValues<K extends IncomeType> = z.input<(typeof INCOME_SCHEMAS)[K]>;
/** The values of the form of income type `K` once the domain schema has parsed them (what is saved). */
export type IncomeFormOutput<K extends IncomeType> = z.output<(typeof INCOME_SCHEMAS)[K]>;
/** What was typed for each type, kept while the applicant switches between types. */
export type IncomeDrafts = { [K in IncomeType]?: IncomeFormValues<K> };

/** The values the form of income type `K` starts with: anything may be missing. */
export type IncomeFormDefaults<K extends IncomeType> = DefaultValues<IncomeFormValues<K>>;

const text = (value: string | null | undefined) => value ?? '';

type Base = { id: string | null; primary: boolean };

/** For each type, its fields from a saved income of that type (or empty without one). */
const DEFAULTS: {
  [K in IncomeType]: (income: ApplicationIncome | undefined, base: Base) => IncomeFormDefaults<K>;
} = {
  Employed: (income, base) => ({
    ...base,
    type: 'Employed',
    employmentOption: income?.employmentOption ?? undefined,
    jobTitle: text(income?.jobTitle),
    employerName: text(income?.employerName),
    baseGrossIncome: income?.baseGrossIncome ?? undefined,
    additionalGrossIncome: income?.additionalGrossIncome ?? null,
    overtime: income?.overtime ?? null,
  }),
  ProfessionalContractor: (income, base) => ({
    ...base,
    type: 'ProfessionalContractor',
    contractorCurrentJobTitle: text(income?.contractorCurrentJobTitle),
    contractorPreviousJobTitle: text(income?.contractorPreviousJobTitle),
    contractorNextJobTitle: text(income?.contractorNextJobTitle),
    contractorCurrentDayRate: income?.contractorCurrentDayRate ?? undefined,
    contractorDuration: income?.contractorDuration ?? undefined,
    currentJobEndsInOneMonth: income?.currentJobEndsInOneMonth ?? undefined,
    hasNextJob: income?.hasNextJob ?? undefined,
    natureOfBusiness: text(income?.natureOfBusiness),
  }),
  SoleTrader: (income, base) => ({
    ...base,
    type: 'SoleTrader',
    natureOfBusiness: text(income?.natureOfBusiness),
    currentYearProfits: income?.currentYearProfits ?? undefined,
    previousYearProfits: income?.previousYearProfits ?? null,
  }),
  LimitedCompany: (income, base) => ({
    ...base,
    type: 'LimitedCompany',
    companyName: text(income?.companyName),
    ltdHouseNumber: text(income?.ltdHouseNumber),
    natureOfBusiness: text(income?.natureOfBusiness),
    ltdDirectorSalary: income?.ltdDirectorSalary ?? undefined,
    ltdDividends: income?.ltdDividends ?? undefined,
    ltdPreviousYearDirectorSalary: income?.ltdPreviousYearDirectorSalary ?? null,
    ltdPreviousYearDividends: income?.ltdPreviousYearDividends ?? null,
    accountantName: text(income?.accountantName),
    accountantCompany: text(income?.accountantCompany),
    accountantAddress: text(income?.accountantAddress),
    accountantEmail: text(income?.accountantEmail),
  }),
  Benefits: (income, base) => ({
    ...base,
    type: 'Benefits',
    benefitsUniversal: income?.benefitsUniversal ?? null,
    benefitsPip: income?.benefitsPip ?? null,
    benefitsChildren: income?.benefitsChildren ?? null,
    benefitsDla: income?.benefitsDla ?? null,
  }),
};

/**
 * The values the form of an income type starts with.
 * @param type the type being filled in
 * @param saved the saved income being changed, if any; its fields are used only when it is of the same type
 *   (its id always, so that saving replaces it)
 * @param primary true for the main income
 */
export function getIncomeFormDefaults<K extends IncomeType>(
  type: K,
  saved: ApplicationIncome | undefined,
  primary: boolean,
): IncomeFormDefaults<K> {
  const income = saved?.type === type ? saved : undefined;
  return DEFAULTS[type](income, { id: saved?.id ?? null, primary });
}
