/**
 * The application (spec §3, UserApplication) and its queries and mutations. The sections' lists and
 * mutations live with their types: income.ts, address.ts, expense.ts.
 * The progress types, the query and the mutations are in schema/application/.
 */
import { canProvideBudget } from '@stairway/domain/affordability';
import {
  type ApplicationStep,
  getAddressHistoryMonths,
  getAddressHistoryMonthsNeeded,
  getApplicationSteps,
  getNextStep,
  getProgressPercent,
} from '@stairway/domain/application-progress';
import { describeBudgetLimit, getBudgetLimits } from '@stairway/domain/budget-limits';
import { getHomeSubmissionFlags } from '@stairway/domain/home-submissions';
import { builder } from '../builder';
import type { ApplicationRow } from '../db/rows';
import { BudgetLimitRef, loadProgressInput, NextStepRef } from './application/application-progress-types';
import { DepositSourceEnum, StepStatusEnum } from './enums';

/** The ApplicationStep type (also the co-applicant's steps, schema/co-applicant/co-applicant-user-type.ts). */
export const ApplicationStepRef = builder.objectRef<ApplicationStep>('ApplicationStep').implement({
  description: 'One step of the application with its state (spec §4 section completion and locks).',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The step id, e.g. "address-history".' }),
    path: t.exposeString('path', { description: 'The step’s web page.' }),
    status: t.expose('status', {
      type: StepStatusEnum,
      description:
        'Done, Todo, or Locked (identity verification waits for the personal and financial sections; bank ' +
        'statements also wait for identity verification unless it is skipped).',
    }),
  }),
});
/** The UserApplication type. Money is whole pounds. */
export const UserApplicationRef = builder.objectRef<ApplicationRow>('UserApplication').implement({
  description:
    'An applicant’s affordability application (spec §3). Money is in whole pounds. Only applicants read it: a ' +
    'co-applicant gets FORBIDDEN for it (the payloads of the section operations they share carry it), and reads ' +
    'the shared progress from the coApplicant query instead (decision 015).',
  authScopes: { applicant: true },
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Application id (UUID).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the application was created.' }),
    grossAnnualPay: t.exposeInt('grossAnnualPay', {
      description: 'Gross annual pay from onboarding, pounds a year.',
    }),
    deposit: t.exposeInt('deposit', { description: 'Deposit available, pounds.' }),
    depositSource: t.expose('depositSource', {
      type: DepositSourceEnum,
      nullable: true,
      description: 'Where the deposit comes from; null when not given.',
    }),
    jointApplication: t.exposeBoolean('jointApplication', {
      description: 'True when buying with a co-applicant.',
    }),
    otherFirstName: t.exposeString('otherFirstName', {
      nullable: true,
      description: 'Another first name used.',
    }),
    otherMiddleName: t.exposeString('otherMiddleName', {
      nullable: true,
      description: 'Another middle name used.',
    }),
    otherLastName: t.exposeString('otherLastName', {
      nullable: true,
      description: 'Another last name used.',
    }),
    nin: t.exposeString('nin', {
      nullable: true,
      description: 'National Insurance number, upper case without spaces, e.g. AB123456C.',
    }),
    identityVerified: t.exposeBoolean('identityVerified', { description: 'Identity verification passed.' }),
    budget: t.exposeInt('budget', {
      description: 'Budget: the highest home price, pounds, rounded down to 1,000 (ARCHITECTURE.md §4).',
    }),
    rentBudget: t.exposeInt('rentBudget', {
      description: 'Monthly rent budget, pounds, rounded down to 5 (budget x local gross yield / 12).',
    }),
    approved: t.exposeBoolean('approved', { description: 'Approved by the Stairway team.' }),
    rejected: t.exposeBoolean('rejected', { description: 'Rejected by the Stairway team.' }),
    waitlistFeePaid: t.exposeBoolean('waitlistFeePaid', { description: 'The waitlist fee has been paid.' }),
    nationality: t.exposeString('nationality', { nullable: true, description: 'Nationality.' }),
    documentsUploaded: t.exposeBoolean('documentsUploaded', { description: 'Documents have been uploaded.' }),
    welcomeSeen: t.exposeBoolean('welcomeSeen', {
      description: 'The welcome modal has been shown (spec §4).',
    }),
    dateOfBirth: t.expose('dateOfBirth', { type: 'Date', nullable: true, description: 'Date of birth.' }),
    monthlyLoans: t.exposeInt('monthlyLoans', { description: 'Loan repayments, pounds a month.' }),
    cardBalance: t.exposeInt('cardBalance', { description: 'Credit card balances, pounds.' }),
    coApplicantPermission: t.exposeString('coApplicantPermission', {
      nullable: true,
      description: '"Yes" once the co-applicant has granted permission.',
    }),
    coApplicantLoginLinkSent: t.exposeBoolean('coApplicantLoginLinkSent', {
      description: 'A sign-in link has been sent to the co-applicant.',
    }),
    monthlyCommitments: t.exposeInt('monthlyCommitments', {
      description: 'Other commitments, pounds a month.',
    }),
    identityVerificationRequested: t.exposeBoolean('identityVerificationRequested', {
      description: 'An identity-verification link has been requested.',
    }),
    submitted: t.exposeBoolean('submitted', {
      description: 'The application has been submitted (in review).',
    }),
    hasAdditionalIncome: t.exposeBoolean('hasAdditionalIncome', {
      nullable: true,
      description: 'null: not answered; false: none; true: has additional income.',
    }),
    bankStatementsManualUpload: t.exposeBoolean('bankStatementsManualUpload', {
      description: 'The applicant chose to upload bank statements by hand.',
    }),
    openBankingConnected: t.exposeBoolean('openBankingConnected', {
      description: 'Open banking is connected.',
    }),
    openBankingRequested: t.exposeBoolean('openBankingRequested', {
      description: 'Open banking was requested.',
    }),
    adultDependants: t.exposeInt('adultDependants', { description: 'Number of adult dependants.' }),
    childDependants: t.exposeInt('childDependants', { description: 'Number of child dependants.' }),
    utmSource: t.exposeString('utmSource', { nullable: true, description: 'Marketing source.' }),
    utmOtherSource: t.exposeString('utmOtherSource', {
      nullable: true,
      description: 'Other marketing source.',
    }),
    preferredLocations: t.exposeStringList('preferredLocations', {
      description: 'Preferred postcode districts, e.g. ["SO16", "M1"].',
    }),
  }),
});

/** UserApplication's derived home-submission and budget fields, and the sections' answered-at times. */
builder.objectFields(UserApplicationRef, (t) => ({
  hasHomeSubmitted: t.boolean({
    description:
      'A home has been submitted for review (getHomeSubmissionFlags in packages/domain/src/home-submissions.ts, ' +
      'from the application’s home submissions, batched by a DataLoader; false while it has none).',
    resolve: async (application, _args, ctx) =>
      getHomeSubmissionFlags(await ctx.loaders.homeSubmissionStatesByApplication.load(application.id))
        .hasHomeSubmitted,
  }),
  hasHomeApproved: t.boolean({
    description: 'A submitted home has been approved (getHomeSubmissionFlags; false while there is none).',
    resolve: async (application, _args, ctx) =>
      getHomeSubmissionFlags(await ctx.loaders.homeSubmissionStatesByApplication.load(application.id))
        .hasHomeApproved,
  }),
  hasHomeRejected: t.boolean({
    description: 'A submitted home has been rejected (getHomeSubmissionFlags; false while there is none).',
    resolve: async (application, _args, ctx) =>
      getHomeSubmissionFlags(await ctx.loaders.homeSubmissionStatesByApplication.load(application.id))
        .hasHomeRejected,
  }),
  hasHomeInReview: t.boolean({
    description:
      'A submitted home is under review: submitted, neither approved nor rejected (getHomeSubmissionFlags).',
    resolve: async (application, _args, ctx) =>
      getHomeSubmissionFlags(await ctx.loaders.homeSubmissionStatesByApplication.load(application.id))
        .hasHomeInReview,
  }),
  canProvideBudget: t.boolean({
    description:
      'True when the budget is at least £50,000 (spec §4 step 8, §5); otherwise the applicant is sent back to income.',
    resolve: (application) => canProvideBudget(application.budget),
  }),
  budgetLimits: t.field({
    type: [BudgetLimitRef],
    description:
      'What keeps the budget under £50,000, most limiting first, each with the page that changes it; ' +
      'empty when the budget is £50,000 or more. Read from the stored breakdown of the last budget.',
    resolve: (application) => {
      const figures = application.affordability;
      if (!figures) return [];
      return getBudgetLimits(figures).map((limit) => ({
        ...limit,
        message: describeBudgetLimit(limit, figures),
      }));
    },
  }),
  cardsAnsweredAt: t.expose('cardsAnsweredAt', {
    type: 'DateTime',
    nullable: true,
    description:
      'When the applicant last saved the Cards page; null until then (the overview then says "nothing added ' +
      'yet"). The section still counts as complete for progress (spec §4).',
  }),
  monthlyCommitmentsAnsweredAt: t.expose('monthlyCommitmentsAnsweredAt', {
    type: 'DateTime',
    nullable: true,
    description:
      'When the applicant last saved Monthly commitments (the page, or an expense); null until then. Complete ' +
      'for progress either way (spec §4).',
  }),
  dependantsAnsweredAt: t.expose('dependantsAnsweredAt', {
    type: 'DateTime',
    nullable: true,
    description:
      'When the applicant last saved the Dependants page; null until then. Complete for progress either way ' +
      '(spec §4).',
  }),
}));

/** UserApplication's progress fields, computed from the loaded progress input (spec §4). */
builder.objectFields(UserApplicationRef, (t) => ({
  progress: t.int({
    description:
      'Progress percent, 0 to 100: the floor of the share of completed items (spec §4), with today’s date in ' +
      'Europe/London. The web bar shows at least 15% (getDisplayedProgress).',
    resolve: async (application, _args, ctx) =>
      getProgressPercent(await loadProgressInput(ctx, application), ctx.today),
  }),
  nextStep: t.field({
    type: NextStepRef,
    description: 'What to do next (spec §4 "Next-step order").',
    resolve: async (application, _args, ctx) =>
      getNextStep(await loadProgressInput(ctx, application), ctx.today),
  }),
  steps: t.field({
    type: [ApplicationStepRef],
    description:
      'Every step in the spec’s order with its state; the co-applicant’s steps only for a joint application.',
    resolve: async (application, _args, ctx) =>
      getApplicationSteps(await loadProgressInput(ctx, application), ctx.today),
  }),
  addressHistoryMonths: t.int({
    description:
      'Whole months of address history: from the earliest move-in date to today (Europe/London); 0 without addresses.',
    resolve: async (application, _args, ctx) =>
      getAddressHistoryMonths((await loadProgressInput(ctx, application)).applicant.addresses, ctx.today),
  }),
  addressHistoryMonthsNeeded: t.int({
    description:
      'Months of history still needed: 0 when complete (more than 35 months, spec §5), else 36 minus the months ' +
      'covered.',
    resolve: async (application, _args, ctx) =>
      getAddressHistoryMonthsNeeded(
        (await loadProgressInput(ctx, application)).applicant.addresses,
        ctx.today,
      ),
  }),
}));
