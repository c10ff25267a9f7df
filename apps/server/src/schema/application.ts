/**
 * The application (spec §3, UserApplication) and its queries and mutations. The sections' lists and
 * mutations live with their types: income.ts, address.ts, expense.ts.
 */
import { canProvideBudget } from '@stairway/domain/affordability';
import {
  type ApplicationProgressInput,
  type ApplicationStep,
  getAddressHistoryMonths,
  getAddressHistoryMonthsNeeded,
  getApplicationSteps,
  getNextStep,
  getProgressPercent,
  type NextStep,
} from '@stairway/domain/application-progress';
import { updateApplicationInputSchema } from '@stairway/domain/application-validation';
import { type BudgetLimit, describeBudgetLimit, getBudgetLimits } from '@stairway/domain/budget-limits';
import { getHomeSubmissionFlags } from '@stairway/domain/home-submissions';
import { builder } from '../builder';
import type { Context } from '../context';
import type { ApplicationRow } from '../db/rows';
import { isOwnApplication } from '../policies/applications';
import { readCoApplicantProgressRows, toProgressInput } from '../services/application-progress';
import {
  getApplication,
  setWelcomeSeen,
  submitApplication,
  updateApplication,
} from '../services/applications';
import { BudgetLimitFactorEnum, DepositSourceEnum, NextStepKindEnum, StepStatusEnum } from './enums';
import { parseInput, schemaOfTheDay } from './validate-input';

/** updateApplicationInputSchema, built once a day (schemaOfTheDay). */
const updateApplicationInputSchemaOfTheDay = schemaOfTheDay(updateApplicationInputSchema);

/** The progress rules' input for an application, through the request's DataLoaders (no N+1). */
async function loadProgressInput(
  ctx: Context,
  application: ApplicationRow,
): Promise<ApplicationProgressInput> {
  const own = isOwnApplication(ctx.actor, application);
  const [incomes, addresses, settings, coApplicant] = await Promise.all([
    own ? ctx.loaders.incomesByApplication.load(application.id) : [],
    own ? ctx.loaders.addressesByApplication.load(application.id) : [],
    ctx.loaders.settings(),
    readCoApplicantProgressRows(ctx.db, application.id),
  ]);
  return toProgressInput(application, { incomes, addresses, skipIdv: settings.skipIdv, coApplicant });
}

const NextStepRef = builder.objectRef<NextStep>('ApplicationNextStep').implement({
  description:
    'What the applicant should do next (spec §4 "Next-step order"), worked out with today’s date in Europe/London.',
  fields: (t) => ({
    kind: t.field({
      type: NextStepKindEnum,
      description:
        'Step: finish the step `id` at `path`; CannotProvideBudget: the budget is under £50,000, go back to income ' +
        'at `path`; ReadyToSubmit: every step is done, submit at `path`; Submitted: nothing to do.',
      resolve: (next) => next.kind,
    }),
    id: t.string({
      nullable: true,
      description:
        'The step to finish when kind is Step, e.g. "about-you", "address-history", "income", "additional-income", ' +
        '"applicant-identity-verification", "applicant-bank-statements" (APPLICATION_STEP_IDS in packages/domain).',
      resolve: (next) => (next.kind === 'Step' ? next.id : null),
    }),
    path: t.string({
      nullable: true,
      description:
        'The web page to go to, e.g. /your-application/personal-details/about-you; null once submitted.',
      resolve: (next) => ('path' in next ? next.path : null),
    }),
  }),
});

/** The ApplicationStep type (also the co-applicant's steps, schema/co-applicant.ts). */
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

/** One limit with the figures it is described from. */
type BudgetLimitWithFigures = BudgetLimit & { message: ReturnType<typeof describeBudgetLimit> };

const BudgetLimitRef = builder.objectRef<BudgetLimitWithFigures>('BudgetLimit').implement({
  description:
    'One thing that keeps the budget under £50,000 on its own (issue 9 item 1; getBudgetLimits in packages/domain ' +
    'budget-limits.ts), read from the affordability model’s intermediate figures.',
  fields: (t) => ({
    factor: t.expose('factor', {
      type: BudgetLimitFactorEnum,
      description: 'Income, Commitments or Deposit.',
    }),
    cap: t.exposeInt('cap', {
      description: 'The highest budget this factor alone allows, whole pounds rounded down to 1,000.',
    }),
    path: t.exposeString('path', {
      description:
        'The application page that changes it, e.g. /your-application/financial-details/deposit; for commitments ' +
        'the page holding most of them (cards, monthly commitments or dependants).',
    }),
    text: t.string({
      description:
        'The limit in words with its figures, e.g. "Your deposit of £500 covers a home of up to £25,000, as the ' +
        'deposit is 2% of the price. A budget of £50,000 needs a deposit of at least £1,000."',
      resolve: (limit) => limit.message.text,
    }),
    linkText: t.string({
      description: 'The words of the link to `path`, e.g. "Change your deposit".',
      resolve: (limit) => limit.message.linkText,
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
        'What keeps the budget under £50,000, most limiting first, each with the page that changes it (issue 9 ' +
        'item 1); empty when the budget is £50,000 or more. Read from the stored breakdown of the last budget.',
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
  }),
});

builder.queryFields((t) => ({
  getApplication: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description: 'The signed-in applicant’s own application. Applicants only. Errors: NOT_FOUND.',
    resolve: (_root, _args, ctx) => getApplication(ctx.db, ctx.actor.userId),
  }),
}));

builder.mutationFields((t) => ({
  updateApplication: t.withAuth({ applicant: true }).fieldWithInput({
    type: UserApplicationRef,
    description:
      'Changes the signed-in applicant’s own application (About you, additional income, cards, monthly ' +
      'commitments, dependants, deposit, preferred postcode districts) and works out the budget and rent budget again. Every field is optional; ' +
      'only given fields change. Applicants only. Errors: BAD_USER_INPUT with extensions.field naming the field ' +
      '(e.g. dateOfBirth under 18, nin format, a negative amount); APPLICATION_SUBMITTED once submitted, unless ' +
      'preferredLocations is the only field given (a search preference, changeable at any time; decision 059). ' +
      'Nothing changes when it fails.',
    input: {
      firstName: t.input.string({ required: false, description: 'First name (on the user), 1-80 letters.' }),
      middleName: t.input.string({
        required: false,
        description: 'Middle name (on the user), at most 80 characters; null or blank clears it.',
      }),
      lastName: t.input.string({ required: false, description: 'Last name (on the user), 1-80 letters.' }),
      phoneNumber: t.input.string({
        required: false,
        description:
          'UK phone number (on the user), e.g. 07700 900123 or +44 7700 900123; stored as 07700900123; at most 30 characters read. Null clears it.',
      }),
      dateOfBirth: t.input.string({
        required: false,
        description: 'Date of birth, YYYY-MM-DD; the applicant must be 18 or over (today in Europe/London).',
      }),
      nationality: t.input.string({
        required: false,
        description: 'Nationality, e.g. British, 2 to 60 characters; null clears it.',
      }),
      nin: t.input.string({
        required: false,
        description:
          'National Insurance number, e.g. "AB 12 34 56 C" (HMRC format; stored upper case without spaces; at most ' +
          '30 characters read). Null clears it.',
      }),
      otherFirstName: t.input.string({
        required: false,
        description: 'Another first name used, at most 80 characters; null clears it.',
      }),
      otherMiddleName: t.input.string({
        required: false,
        description: 'Another middle name used, at most 80 characters; null clears it.',
      }),
      otherLastName: t.input.string({
        required: false,
        description: 'Another last name used, at most 80 characters; null clears it.',
      }),
      jointApplication: t.input.boolean({
        required: false,
        description:
          'true: buying with someone else (the co-applicant’s steps join the application, spec §4); false: buying ' +
          'alone. Can be changed until the application is submitted (issue 9 item 3).',
      }),
      hasAdditionalIncome: t.input.boolean({
        required: false,
        description:
          'false: no additional income (additional incomes then do not count in the budget); true: has some; null: ' +
          'not answered.',
      }),
      deposit: t.input.int({
        required: false,
        description: 'Deposit available, whole pounds (0 to 5,000,000).',
      }),
      depositSource: t.input.field({
        type: DepositSourceEnum,
        required: false,
        description: 'Where the deposit comes from.',
      }),
      cardBalance: t.input.int({
        required: false,
        description:
          'Total credit-card balance owed, whole pounds (0 to 1,000,000); 3% of it counts a month.',
      }),
      monthlyLoans: t.input.int({
        required: false,
        description: 'Loan repayments, whole pounds a month (0 to 100,000).',
      }),
      monthlyCommitments: t.input.int({
        required: false,
        description: 'Other commitments, whole pounds a month (0 to 100,000).',
      }),
      adultDependants: t.input.int({ required: false, description: 'Number of adult dependants, 0 to 20.' }),
      childDependants: t.input.int({ required: false, description: 'Number of child dependants, 0 to 20.' }),
      preferredLocations: t.input.stringList({
        required: false,
        description:
          'Preferred postcode districts, 1 to 5, each at most 16 characters (e.g. ["SE1", "B1"]; a full postcode gives its district). ' +
          'Replaces the list; each must be a district the service knows (BAD_USER_INPUT naming ' +
          'preferredLocations.N otherwise). Given alone, it may be changed at any time, submitted or not; every change ' +
          'is recorded in the audit log (preferred-locations-changed). Before submission the budget and rent ' +
          'budget are worked out again from their regions; once submitted they stay as assessed (decision 059).',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      updateApplication(
        ctx,
        ctx.actor.userId,
        parseInput(updateApplicationInputSchemaOfTheDay(ctx.today), input),
      ),
  }),
  submitApplication: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description:
      'Submits the signed-in applicant’s own application for review (no input). Every step before submitting must ' +
      'be done (nextStep.kind ReadyToSubmit). Applicants only. Errors: APPLICATION_INCOMPLETE with ' +
      'extensions.nextStep {kind, id, path} naming the step to finish; BUDGET_TOO_LOW (budget under £50,000; the ' +
      'message names what limits it and extensions.nextStep points to the page that changes it); APPLICATION_SUBMITTED ' +
      'when already submitted. On success the applicant is e-mailed a confirmation (a failure to send is logged, the ' +
      'submission stands).',
    resolve: (_root, _args, ctx) => submitApplication(ctx, ctx.actor.userId),
  }),
  setWelcomeSeen: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description: 'Records that the welcome modal was shown (spec §4). No input. Applicants only.',
    resolve: (_root, _args, ctx) => setWelcomeSeen(ctx.db, ctx.actor.userId),
  }),
}));
