/**
 * Incomes (spec §3 Income; pages Income and Additional income) and createUpdateIncome. createUpdateIncome and
 * deleteIncome with their payloads are in schema/income/income-mutations.ts.
 */
import { builder } from '../builder';
import type { IncomeRow } from '../db/rows';
import { isOwnApplication } from '../policies/applications';
import { UserApplicationRef } from './application';
import { EmploymentOptionEnum, IncomeTypeEnum } from './enums';

/** The Income type. */
export const IncomeRef = builder.objectRef<IncomeRow>('Income').implement({
  description:
    'One income of the applicant (spec §3 Income). Only the fields of its type are set; the others are null. ' +
    'Amounts are whole pounds a YEAR, except contractorCurrentDayRate (a day) and the benefits (a MONTH).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Income id (UUID).' }),
    type: t.expose('type', { type: IncomeTypeEnum, description: 'The kind of income.' }),
    primary: t.exposeBoolean('primary', {
      description: 'True for the main income (one per person); false for additional income.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
    employmentOption: t.expose('employmentOption', {
      type: EmploymentOptionEnum,
      nullable: true,
      description: 'Employed: how the applicant is employed.',
    }),
    jobTitle: t.exposeString('jobTitle', { nullable: true, description: 'Employed: job title.' }),
    employerName: t.exposeString('employerName', { nullable: true, description: 'Employed: employer.' }),
    baseGrossIncome: t.exposeInt('baseGrossIncome', {
      nullable: true,
      description: 'Employed: base gross pay, pounds a year.',
    }),
    additionalGrossIncome: t.exposeInt('additionalGrossIncome', {
      nullable: true,
      description: 'Employed: guaranteed additional gross pay (allowances), pounds a year; counts in full.',
    }),
    overtime: t.exposeInt('overtime', {
      nullable: true,
      description: 'Employed: overtime and bonus, pounds a year; half counts.',
    }),
    contractorCurrentJobTitle: t.exposeString('contractorCurrentJobTitle', {
      nullable: true,
      description: 'Professional contractor: current job title.',
    }),
    contractorPreviousJobTitle: t.exposeString('contractorPreviousJobTitle', {
      nullable: true,
      description: 'Professional contractor: previous job title.',
    }),
    contractorNextJobTitle: t.exposeString('contractorNextJobTitle', {
      nullable: true,
      description: 'Professional contractor: next job title (when hasNextJob).',
    }),
    contractorCurrentDayRate: t.exposeInt('contractorCurrentDayRate', {
      nullable: true,
      description: 'Professional contractor: day rate, pounds a DAY (x 5 days x 46 weeks in the budget).',
    }),
    contractorDuration: t.exposeInt('contractorDuration', {
      nullable: true,
      description: 'Professional contractor: length of the current contract, months.',
    }),
    currentJobEndsInOneMonth: t.exposeBoolean('currentJobEndsInOneMonth', {
      nullable: true,
      description: 'Professional contractor: the current contract ends within a month.',
    }),
    hasNextJob: t.exposeBoolean('hasNextJob', {
      nullable: true,
      description: 'Professional contractor: the next contract is lined up.',
    }),
  }),
});

/** Income's business (sole trader, limited company, accountant) and benefits fields. */
builder.objectFields(IncomeRef, (t) => ({
  natureOfBusiness: t.exposeString('natureOfBusiness', {
    nullable: true,
    description: 'Contractor, sole trader or limited company: what the business does.',
  }),
  companyName: t.exposeString('companyName', {
    nullable: true,
    description: 'Limited company: company name.',
  }),
  currentYearProfits: t.exposeInt('currentYearProfits', {
    nullable: true,
    description: 'Sole trader: this year’s profits, pounds a year.',
  }),
  previousYearProfits: t.exposeInt('previousYearProfits', {
    nullable: true,
    description: 'Sole trader: last year’s profits, pounds a year.',
  }),
  ltdHouseNumber: t.exposeString('ltdHouseNumber', {
    nullable: true,
    description: 'Limited company: company number at Companies House, e.g. 01234567 or SC123456.',
  }),
  ltdDividends: t.exposeInt('ltdDividends', {
    nullable: true,
    description: 'Limited company: dividends this year, pounds a year.',
  }),
  ltdDirectorSalary: t.exposeInt('ltdDirectorSalary', {
    nullable: true,
    description: 'Limited company: director salary this year, pounds a year.',
  }),
  ltdPreviousYearDividends: t.exposeInt('ltdPreviousYearDividends', {
    nullable: true,
    description: 'Limited company: dividends last year, pounds a year.',
  }),
  ltdPreviousYearDirectorSalary: t.exposeInt('ltdPreviousYearDirectorSalary', {
    nullable: true,
    description: 'Limited company: director salary last year, pounds a year.',
  }),
  accountantName: t.exposeString('accountantName', {
    nullable: true,
    description: 'Limited company: accountant’s name.',
  }),
  accountantCompany: t.exposeString('accountantCompany', {
    nullable: true,
    description: 'Limited company: accountant’s firm.',
  }),
  accountantAddress: t.exposeString('accountantAddress', {
    nullable: true,
    description: 'Limited company: accountant’s address.',
  }),
  accountantEmail: t.exposeString('accountantEmail', {
    nullable: true,
    description: 'Limited company: accountant’s e-mail address.',
  }),
  benefitsUniversal: t.exposeInt('benefitsUniversal', {
    nullable: true,
    description: 'Benefits: Universal Credit, pounds a MONTH.',
  }),
  benefitsPip: t.exposeInt('benefitsPip', {
    nullable: true,
    description: 'Benefits: Personal Independence Payment, pounds a MONTH.',
  }),
  benefitsChildren: t.exposeInt('benefitsChildren', {
    nullable: true,
    description: 'Benefits: Child Benefit, pounds a MONTH.',
  }),
  benefitsDla: t.exposeInt('benefitsDla', {
    nullable: true,
    description: 'Benefits: Disability Living Allowance, pounds a MONTH.',
  }),
}));

builder.objectField(UserApplicationRef, 'incomes', (t) =>
  t.field({
    type: [IncomeRef],
    description:
      'The applicant’s own incomes: the primary income first, then additional incomes, oldest first.',
    resolve: (application, _args, ctx) =>
      isOwnApplication(ctx.actor, application) ? ctx.loaders.incomesByApplication.load(application.id) : [],
  }),
);
