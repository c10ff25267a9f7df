/**
 * The operators' console, applications (decision 022): the applications in review with their figures, section
 * states, checks and documents (signed, expiring links), and the decisions (approveApplication,
 * rejectApplication: services/operators/decide-from-console.ts, then the same service as `npm run ops`).
 * Operators only.
 */
import { APPLICATION_STEP_LABELS, getApplicationSteps } from '@stairway/domain/application-progress';
import { type ApplicationState, getApplicationState } from '@stairway/domain/application-status';
import {
  applicationIdInputSchema,
  approveApplicationInputSchema,
  rejectApplicationInputSchema,
} from '@stairway/domain/operators';
import { builder } from '../builder';
import type { ApplicationRow } from '../db/rows';
import { readProgressInput } from '../services/application-progress';
import {
  type ApplicationWithApplicant,
  getApplicationForReview,
  getApplicationsWithApplicants,
  listApplicationDocuments,
} from '../services/operators';
import { decideFromConsole } from '../services/operators/decide-from-console';
import { listApplicationsInReview } from '../services/review-decisions';
import { verificationChecksForReview } from '../services/verification-review';
import { ApplicantDocumentRef } from './applicant-document';
import { StepStatusEnum } from './enums';
import { VerificationCheckRef } from './operator/verification-check';
import { parseInput } from './validate-input';

const STATES = {
  NotSubmitted: 'not-submitted',
  InReview: 'in-review',
  Approved: 'approved',
  Rejected: 'rejected',
} as const satisfies Record<string, ApplicationState>;

/** The application's state (spec §4 "Application states"). */
export const ApplicationStateEnum = builder.enumType('ApplicationState', {
  description: 'An application’s state (spec §4): not submitted, submitted (in review), approved, rejected.',
  values: {
    NotSubmitted: { value: STATES.NotSubmitted, description: 'Not submitted yet.' },
    InReview: { value: STATES.InReview, description: 'Submitted, waiting for the team’s decision.' },
    Approved: { value: STATES.Approved, description: 'Approved by the team.' },
    Rejected: { value: STATES.Rejected, description: 'Rejected by the team.' },
  } as const,
});

/** The state of an application row, as the domain reads its flags. */
export const applicationStateOf = (application: ApplicationRow): ApplicationState =>
  getApplicationState(application);

const ReviewSectionRef = builder
  .objectRef<{ id: string; label: string; status: 'Done' | 'Todo' | 'Locked' }>('ReviewSection')
  .implement({
    description: 'One section of an application with its state, as the applicant sees it (spec §4).',
    fields: (t) => ({
      id: t.exposeString('id', { description: 'The step id, e.g. "address-history".' }),
      label: t.exposeString('label', { description: 'Its name, e.g. "Address history".' }),
      status: t.expose('status', { type: StepStatusEnum, description: 'Done, Todo or Locked.' }),
    }),
  });

/** An application in the console. */
export const ApplicationReviewRef = builder
  .objectRef<ApplicationWithApplicant>('ApplicationReview')
  .implement({
    description:
      'An application as an operator reviews it: the applicant, the figures, sections, checks and documents.',
    fields: (t) => ({
      applicationId: t.id({ description: 'The application id (UUID).', resolve: (r) => r.application.id }),
      userId: t.id({ description: 'The applicant’s user id (UUID).', resolve: (r) => r.user.id }),
      state: t.field({
        type: ApplicationStateEnum,
        description: 'Its state (spec §4).',
        resolve: (r) => applicationStateOf(r.application),
      }),
      email: t.string({ description: 'The applicant’s e-mail address.', resolve: (r) => r.user.email }),
      name: t.string({
        description: 'The applicant’s full name.',
        resolve: (r) => [r.user.firstName, r.user.middleName, r.user.lastName].filter(Boolean).join(' '),
      }),
      phoneNumber: t.string({
        nullable: true,
        description: 'The applicant’s phone number, if given.',
        resolve: (r) => r.user.phoneNumber,
      }),
      submittedAt: t.field({
        type: 'DateTime',
        nullable: true,
        description: 'When it was submitted; null before.',
        resolve: (r) => r.application.submittedAt,
      }),
      jointApplication: t.boolean({
        description: 'True for a joint application (with a co-applicant).',
        resolve: (r) => r.application.jointApplication,
      }),
    }),
  });

/** ApplicationReview's figures, section states, checks and documents. */
builder.objectFields(ApplicationReviewRef, (t) => ({
  budget: t.int({ description: 'The budget, whole pounds.', resolve: (r) => r.application.budget }),
  rentBudget: t.int({
    nullable: true,
    description: 'The monthly rent budget, whole pounds; null when not worked out.',
    resolve: (r) => r.application.rentBudget,
  }),
  deposit: t.int({
    nullable: true,
    description: 'The deposit saved, whole pounds.',
    resolve: (r) => r.application.deposit,
  }),
  grossAnnualPay: t.int({
    nullable: true,
    description: 'The gross annual pay given at onboarding, whole pounds.',
    resolve: (r) => r.application.grossAnnualPay,
  }),
  netMonthlyIncome: t.int({
    nullable: true,
    description: 'The household’s take-home pay a month, whole pounds, from the last budget calculation.',
    resolve: (r) =>
      r.application.affordability ? Math.round(r.application.affordability.netMonthlyIncome) : null,
  }),
  monthlyCommitmentsTotal: t.int({
    nullable: true,
    description: 'Monthly commitments counted in the budget (loans, cards, other), whole pounds.',
    resolve: (r) =>
      r.application.affordability ? Math.round(r.application.affordability.monthlyCommitmentsTotal) : null,
  }),
  bindingConstraint: t.string({
    nullable: true,
    description: 'What limits the budget: income, exitMortgage or deposit.',
    resolve: (r) => r.application.affordability?.bindingConstraint ?? null,
  }),
  preferredLocations: t.stringList({
    description: 'The postcode districts chosen, e.g. ["SO16", "PO37"].',
    resolve: (r) => r.application.preferredLocations ?? [],
  }),
  identityVerified: t.boolean({
    description: 'True when the identity check passed (see checks for the provider).',
    resolve: (r) => r.application.identityVerified,
  }),
  identityVerificationSkipped: t.boolean({
    description: 'True when the applicant skipped identity verification (skipChecks).',
    resolve: (r) => Boolean(r.application.identityVerificationSkipped),
  }),
  openBankingConnected: t.boolean({
    description: 'True when a bank is connected (see checks for the provider).',
    resolve: (r) => r.application.openBankingConnected,
  }),
  documentsUploaded: t.boolean({
    description: 'True when bank statements were uploaded by hand.',
    resolve: (r) => r.application.documentsUploaded,
  }),
  sections: t.field({
    type: [ReviewSectionRef],
    description: 'Every section in the spec’s order with its state.',
    resolve: async (r, _args, ctx) =>
      getApplicationSteps(await readProgressInput(ctx.db, r.application), ctx.today).map((step) => ({
        id: step.id,
        label: APPLICATION_STEP_LABELS[step.id],
        status: step.status,
      })),
  }),
  checks: t.field({
    type: [VerificationCheckRef],
    description: 'The latest identity check and bank connection of each person.',
    resolve: (r, _args, ctx) => verificationChecksForReview(ctx.db, r.application.id),
  }),
  documents: t.field({
    type: [ApplicantDocumentRef],
    description: 'Every uploaded document, newest first; each url is signed and works for 15 minutes.',
    resolve: (r, _args, ctx) => listApplicationDocuments(ctx.db, r.application.id),
  }),
}));

const DecisionPayloadRef = builder
  .objectRef<{ review: ApplicationWithApplicant; warning: string | null }>('ApplicationDecisionPayload')
  .implement({
    description: 'The application after the decision.',
    fields: (t) => ({
      application: t.field({
        type: ApplicationReviewRef,
        resolve: (p) => p.review,
        description: 'The application, now approved or rejected.',
      }),
      warning: t.exposeString('warning', {
        nullable: true,
        description: 'Set when results from the sandbox provider were let through (outside production).',
      }),
    }),
  });

builder.queryFields((t) => ({
  applicationsInReview: t.withAuth({ operator: true }).field({
    type: [ApplicationReviewRef],
    description: 'The submitted applications waiting for a decision, oldest first. Operators only.',
    resolve: async (_root, _args, ctx) =>
      getApplicationsWithApplicants(
        ctx.db,
        (await listApplicationsInReview(ctx.db)).map((a) => a.applicationId),
      ),
  }),
  applicationForReview: t.withAuth({ operator: true }).fieldWithInput({
    type: ApplicationReviewRef,
    description: 'One application, whatever its state. NOT_FOUND for an unknown id. Operators only.',
    input: { applicationId: t.input.id({ description: 'The application id (UUID).' }) },
    resolve: (_root, { input }, ctx) => {
      const { applicationId } = parseInput(applicationIdInputSchema, input);
      return getApplicationForReview(ctx.db, applicationId);
    },
  }),
}));

builder.mutationFields((t) => ({
  approveApplication: t.withAuth({ operator: true }).fieldWithInput({
    type: DecisionPayloadRef,
    description:
      'Approves an application in review, with an optional note: writes an audit row and e-mails the applicant ' +
      '(the same service as `npm run ops -- approve-application`). NOT_FOUND, or CONFLICT when it is not in ' +
      'review or its checks were passed at the sandbox in production. Operators only.',
    input: {
      applicationId: t.input.id({ description: 'The application id (UUID).' }),
      reason: t.input.string({
        required: false,
        description: 'A note for the audit log, at most 2,000 characters.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      decideFromConsole(ctx, {
        ...parseInput(approveApplicationInputSchema, input),
        decision: 'approved',
        operatorId: ctx.actor.operatorId,
      }),
  }),
  rejectApplication: t.withAuth({ operator: true }).fieldWithInput({
    type: DecisionPayloadRef,
    description:
      'Rejects an application in review with a reason (required, kept in the audit log), and e-mails the ' +
      'applicant (the same service as `npm run ops -- reject-application`). NOT_FOUND, or CONFLICT when it is ' +
      'not in review. Operators only.',
    input: {
      applicationId: t.input.id({ description: 'The application id (UUID).' }),
      reason: t.input.string({
        description: 'Why, for the audit log (not sent to the applicant); at most 2,000 characters.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      decideFromConsole(ctx, {
        ...parseInput(rejectApplicationInputSchema, input),
        decision: 'rejected',
        operatorId: ctx.actor.operatorId,
      }),
  }),
}));
