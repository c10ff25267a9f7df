/** createUpdateIncome and deleteIncome with their payloads (spec §3 Income; pages Income and Additional income). */

import type { InputFieldBuilder } from '@pothos/core';
import { deleteIncomeInputSchema, incomeInputSchema } from '@stairway/domain/application-validation';
import { builder } from '../../builder';
import type { ApplicationRow, IncomeRow } from '../../db/rows';
import { actingPerson } from '../../services/co-applicants';
import { createUpdateIncome, deleteIncome } from '../../services/incomes';
import { UserApplicationRef } from '../application';
import { EmploymentOptionEnum, IncomeTypeEnum } from '../enums';
import { IncomeRef } from '../income';
import { parseInput } from '../validate-input';

const CreateUpdateIncomePayloadRef = builder
  .objectRef<{ income: IncomeRow; application: ApplicationRow }>('CreateUpdateIncomePayload')
  .implement({
    description: 'The saved income and the application with its budget worked out again.',
    fields: (t) => ({
      income: t.field({ type: IncomeRef, resolve: (p) => p.income, description: 'The saved income.' }),
      application: t.field({
        type: UserApplicationRef,
        resolve: (p) => p.application,
        description: 'The application after the change (budget, rentBudget, progress, nextStep).',
      }),
    }),
  });

const DeleteIncomePayloadRef = builder
  .objectRef<{ id: string; application: ApplicationRow }>('DeleteIncomePayload')
  .implement({
    description: 'The removed income’s id and the application with its budget worked out again.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The id of the removed income.' }),
      application: t.field({
        type: UserApplicationRef,
        resolve: (p) => p.application,
        description: 'The application after the change (incomes, budget, rentBudget, progress, nextStep).',
      }),
    }),
  });

/** The builder of input fields (with-input's `t.input`). */
type InputBuilder = InputFieldBuilder<BuilderTypes, 'Arg' | 'InputObject'>;
type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/**
 * createUpdateIncome's input fields for the income itself, employment and professional contracting.
 * @param t with-input's `t.input`
 * @returns the fields id to hasNextJob (money in whole pounds)
 */
function incomeTypeAndEmploymentInputFields(t: InputBuilder) {
  return {
    id: t.id({
      required: false,
      description: 'The income to replace (its UUID); omit to add a new one.',
    }),
    type: t.field({
      type: IncomeTypeEnum,
      description: 'The kind of income; it chooses which of the fields below apply.',
    }),
    primary: t.boolean({ description: 'True for the main income (one per person).' }),
    employmentOption: t.field({
      type: EmploymentOptionEnum,
      required: false,
      description: 'Employed (required): how the applicant is employed.',
    }),
    jobTitle: t.string({
      required: false,
      description: 'Employed (required): job title, at most 100 characters.',
    }),
    employerName: t.string({
      required: false,
      description: 'Employed (required): employer, at most 100 characters.',
    }),
    baseGrossIncome: t.int({
      required: false,
      description: 'Employed (required): base gross pay, whole pounds a year.',
    }),
    additionalGrossIncome: t.int({
      required: false,
      description: 'Employed: guaranteed additional gross pay, whole pounds a year.',
    }),
    overtime: t.int({
      required: false,
      description: 'Employed: overtime and bonus, whole pounds a year.',
    }),
    contractorCurrentJobTitle: t.string({
      required: false,
      description: 'Professional contractor (required): current job title, at most 100 characters.',
    }),
    contractorPreviousJobTitle: t.string({
      required: false,
      description: 'Professional contractor: previous job title, at most 100 characters.',
    }),
    contractorNextJobTitle: t.string({
      required: false,
      description:
        'Professional contractor: next job title (required when hasNextJob is true), at most 100 characters.',
    }),
    contractorCurrentDayRate: t.int({
      required: false,
      description: 'Professional contractor (required): day rate, whole pounds a day (0 to 10,000).',
    }),
    contractorDuration: t.int({
      required: false,
      description: 'Professional contractor (required): contract length, months (1 to 120).',
    }),
    currentJobEndsInOneMonth: t.boolean({
      required: false,
      description: 'Professional contractor (required): the current contract ends within a month.',
    }),
    hasNextJob: t.boolean({
      required: false,
      description: 'Professional contractor (required): the next contract is lined up.',
    }),
  };
}

/**
 * createUpdateIncome's input fields for sole traders and limited companies (and their accountants).
 * @param t with-input's `t.input`
 * @returns the fields natureOfBusiness to accountantEmail (money in whole pounds a year)
 */
function businessInputFields(t: InputBuilder) {
  return {
    natureOfBusiness: t.string({
      required: false,
      description:
        'SoleTrader and LimitedCompany (required), ProfessionalContractor: what the business does, at most 200 characters.',
    }),
    companyName: t.string({
      required: false,
      description: 'Limited company (required): company name, at most 100 characters.',
    }),
    currentYearProfits: t.int({
      required: false,
      description: 'Sole trader (required): this year’s profits, whole pounds a year.',
    }),
    previousYearProfits: t.int({
      required: false,
      description: 'Sole trader: last year’s profits, whole pounds a year.',
    }),
    ltdHouseNumber: t.string({
      required: false,
      description:
        'Limited company: Companies House company number, e.g. 01234567 or SC123456 (at most 100 characters read).',
    }),
    ltdDividends: t.int({
      required: false,
      description: 'Limited company (required): dividends this year, whole pounds a year.',
    }),
    ltdDirectorSalary: t.int({
      required: false,
      description: 'Limited company (required): director salary this year, whole pounds a year.',
    }),
    ltdPreviousYearDividends: t.int({
      required: false,
      description: 'Limited company: dividends last year, whole pounds a year.',
    }),
    ltdPreviousYearDirectorSalary: t.int({
      required: false,
      description: 'Limited company: director salary last year, whole pounds a year.',
    }),
    accountantName: t.string({
      required: false,
      description: 'Limited company: accountant’s name, at most 100 characters.',
    }),
    accountantCompany: t.string({
      required: false,
      description: 'Limited company: accountant’s firm, at most 100 characters.',
    }),
    accountantAddress: t.string({
      required: false,
      description: 'Limited company: accountant’s address, at most 200 characters.',
    }),
    accountantEmail: t.string({
      required: false,
      description: 'Limited company: accountant’s e-mail address, at most 254 characters.',
    }),
  };
}

/**
 * createUpdateIncome's input fields for benefits.
 * @param t with-input's `t.input`
 * @returns the benefits fields (whole pounds a month)
 */
function benefitsInputFields(t: InputBuilder) {
  return {
    benefitsUniversal: t.int({
      required: false,
      description: 'Benefits: Universal Credit, whole pounds a MONTH (at least one benefit above 0).',
    }),
    benefitsPip: t.int({
      required: false,
      description: 'Benefits: Personal Independence Payment, whole pounds a MONTH.',
    }),
    benefitsChildren: t.int({
      required: false,
      description: 'Benefits: Child Benefit, whole pounds a MONTH.',
    }),
    benefitsDla: t.int({
      required: false,
      description: 'Benefits: Disability Living Allowance, whole pounds a MONTH.',
    }),
  };
}

builder.mutationFields((t) => ({
  createUpdateIncome: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: CreateUpdateIncomePayloadRef,
    description:
      'Adds an income to the signed-in applicant’s own application, or replaces one of theirs (give id), and works ' +
      'out the budget and rent budget again. The income keeps only the fields of its type. Adding an additional ' +
      '(primary false) income sets hasAdditionalIncome true. Applicants and co-applicants, each for their own. Errors: BAD_USER_INPUT with ' +
      'extensions.field naming the field (e.g. baseGrossIncome missing for Employed; primary when a main income ' +
      'already exists: one per person); NOT_FOUND for an id that is not one of the applicant’s incomes; ' +
      'APPLICATION_SUBMITTED once submitted. Nothing changes when it fails.',
    input: {
      ...incomeTypeAndEmploymentInputFields(t.input),
      ...businessInputFields(t.input),
      ...benefitsInputFields(t.input),
    },
    resolve: async (_root, { input }, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return createUpdateIncome(ctx, p.userId, parseInput(incomeInputSchema, input), p.person);
    },
  }),
  deleteIncome: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: DeleteIncomePayloadRef,
    description:
      'Removes one of the signed-in applicant’s own additional (non-primary) incomes (page Additional income) and ' +
      'works out the budget and rent budget again. The main income cannot be removed (every application needs ' +
      'one; replace it with createUpdateIncome). Removing the last additional income keeps hasAdditionalIncome, ' +
      'so the Additional income section is to do again until one is added or the answer is no (spec §4). ' +
      'Applicants and co-applicants, each for their own. Errors: BAD_USER_INPUT with extensions.field id when the id is not an id or is the main ' +
      'income; NOT_FOUND when it is not one of the applicant’s incomes; APPLICATION_SUBMITTED once submitted. ' +
      'Nothing changes when it fails.',
    input: { id: t.input.id({ description: 'The additional income to remove (its UUID).' }) },
    resolve: async (_root, { input }, ctx) => {
      const p = await actingPerson(ctx.db, ctx.actor);
      return deleteIncome(ctx, p.userId, parseInput(deleteIncomeInputSchema, input), p.person);
    },
  }),
}));
