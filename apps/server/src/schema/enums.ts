/**
 * Every closed set of the API as a GraphQL enum, each built from the domain's array of identifiers
 * (packages/domain/src/constants.ts explains the convention: the spec's words in PascalCase, the spec's own
 * identifiers as spelled), so that the database, the API and the web app's generated types carry the same
 * values. Each value's description is the label people read. Object and input fields that carry a closed
 * set use these enums.
 */
import {
  NEXT_STEP_KINDS,
  type NextStepKind,
  STEP_STATUSES,
  type StepStatus,
} from '@stairway/domain/application-progress';
import { BUDGET_LIMIT_FACTORS, type BudgetLimitFactor } from '@stairway/domain/budget-limits';
import {
  DEPOSIT_SOURCE_LABELS,
  DEPOSIT_SOURCES,
  DOCUMENT_TYPES,
  EMPLOYMENT_OPTION_LABELS,
  EMPLOYMENT_OPTIONS,
  EPC_RATING_LABELS,
  EPC_RATINGS,
  INCOME_TYPE_LABELS,
  INCOME_TYPES,
  OWNERSHIP_LABELS,
  OWNERSHIP_OPTIONS,
  PIPELINE_STATUS_FILTERS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  SORT_DIRECTIONS,
} from '@stairway/domain/constants';
import { DOCUMENT_TYPE_LABELS } from '@stairway/domain/documents';
import { HOME_SUBMISSION_STATUS_LABELS, HOME_SUBMISSION_STATUSES } from '@stairway/domain/home-submissions';
import { PURCHASE_CASE_STATE_LABELS, PURCHASE_CASE_STATES } from '@stairway/domain/purchase-case';
import { IDENTITY_CHECK_STATUSES, OPEN_BANKING_STATUSES } from '@stairway/domain/verification';
import { PAYMENT_STATUSES } from '@stairway/domain/waitlist-fee';
import { builder } from '../builder';

/**
 * A Pothos enum's values from a domain array: each identifier is its own value, described by its label.
 * @param values the identifiers, in the order the API lists them
 * @param descriptions a description per value (the spec's label, or what the state means)
 */
function enumValues<T extends string>(values: readonly T[], descriptions: Record<T, string>) {
  return Object.fromEntries(
    values.map((value) => [value, { value, description: descriptions[value] }]),
  ) as Record<T, { value: T; description: string }>;
}

/** Where a purchase case stands (packages/domain purchase-case.ts). */
export const PurchaseCaseStateEnum = builder.enumType('PurchaseCaseState', {
  description:
    'Where a purchase case stands (ARCHITECTURE.md §7): Opened (home approved, offer being prepared), the ' +
    'seven stages from OfferMade to MovedIn, or FallenThrough; each value is described by its label.',
  values: enumValues(PURCHASE_CASE_STATES, PURCHASE_CASE_STATE_LABELS),
});

/** Income types (spec §3 "Income types"). */
export const IncomeTypeEnum = builder.enumType('IncomeType', {
  description: 'The kind of an income (spec §3 "Income types"); each value is described by its label.',
  values: enumValues(INCOME_TYPES, INCOME_TYPE_LABELS),
});

/** Employment options of an Employed income (spec §3 "Employment options"). */
export const EmploymentOptionEnum = builder.enumType('EmploymentOption', {
  description: 'How an employed person is employed (spec §3 "Employment options").',
  values: enumValues(EMPLOYMENT_OPTIONS, EMPLOYMENT_OPTION_LABELS),
});

/** Property types (spec §3 "Property types"). */
export const PropertyTypeEnum = builder.enumType('PropertyType', {
  description: 'The type of a home (spec §3 "Property types").',
  values: enumValues(PROPERTY_TYPES, PROPERTY_TYPE_LABELS),
});

/** Deposit sources (spec §3 "Deposit sources"). */
export const DepositSourceEnum = builder.enumType('DepositSource', {
  description: 'Where the deposit comes from (spec §3 "Deposit sources").',
  values: enumValues(DEPOSIT_SOURCES, DEPOSIT_SOURCE_LABELS),
});

/** What can keep a budget under £50,000 (packages/domain budget-limits.ts). */
export const BudgetLimitFactorEnum = builder.enumType('BudgetLimitFactor', {
  description: 'What keeps a budget under £50,000.',
  values: enumValues<BudgetLimitFactor>(BUDGET_LIMIT_FACTORS, {
    Income: 'The income is too low for a £50,000 budget, even with no commitments.',
    Commitments: 'The monthly commitments (cards, loans and payments, dependants) bring it under £50,000.',
    Deposit: 'The deposit is under £1,000 (the deposit is 2% of the price).',
  }),
});

/** Document types (spec §3 "Document types"). */
export const DocumentTypeEnum = builder.enumType('DocumentType', {
  description: 'What an applicant document is (spec §3 "Document types").',
  values: enumValues(DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS),
});

/** Step states on the application overview (packages/domain application-progress.ts). */
export const StepStatusEnum = builder.enumType('StepStatus', {
  description: 'The state of an application step (spec §4 section completion and locks).',
  values: enumValues<StepStatus>(STEP_STATUSES, {
    Done: 'The step is complete.',
    Todo: 'The step is open and still to do.',
    Locked:
      'The step waits for earlier ones: identity verification for the personal and financial sections; bank ' +
      'statements also for identity verification unless it is skipped.',
  }),
});

/** Kinds of next step (spec §4 "Next-step order"). */
export const NextStepKindEnum = builder.enumType('NextStepKind', {
  description: 'What kind of thing the applicant should do next (spec §4 "Next-step order").',
  values: enumValues<NextStepKind>(NEXT_STEP_KINDS, {
    Step: 'Finish the step `id` at `path`.',
    CannotProvideBudget: 'The budget is under £50,000 (spec §4 step 8): go back to income at `path`.',
    ReadyToSubmit: 'Every step is done: submit the application at `path`.',
    Submitted: 'The application is submitted: nothing to do.',
  }),
});

/** The state of a person's latest identity check (packages/domain verification.ts). */
export const IdentityCheckStatusEnum = builder.enumType('IdentityCheckStatus', {
  description: 'The state of the latest identity check.',
  values: enumValues(IDENTITY_CHECK_STATUSES, {
    NotStarted: 'No check has been started.',
    Pending: 'A check was started and has no result yet.',
    Passed: 'The identity is verified.',
    Failed: 'The provider could not verify the identity; a new check can be started.',
    Expired: 'The link ran out before the check was finished; a new check can be started.',
  }),
});

/** The state of a person's latest open banking connection (packages/domain verification.ts). */
export const OpenBankingStatusEnum = builder.enumType('OpenBankingStatus', {
  description: 'The state of the latest open banking connection.',
  values: enumValues(OPEN_BANKING_STATUSES, {
    NotStarted: 'No connection has been started.',
    Pending: 'A connection was started and is not finished.',
    Connected: 'A bank account is connected, read-only.',
    Cancelled: 'The person cancelled (or their bank refused); they can start again.',
    Expired: 'The link ran out before the connection was finished; they can start again.',
  }),
});

/** EPC ratings (spec §3 "EPC rating: A to G or I don't know"), of HomeSubmission.EPCRating. */
export const EpcRatingEnum = builder.enumType('EpcRating', {
  description:
    'Energy Performance Certificate rating, A to G, or IDontKnow (spec §3); applicants may choose A to E.',
  values: enumValues(EPC_RATINGS, EPC_RATING_LABELS),
});

/** Tenure of a home (spec §3 "Ownership"), of HomeSubmission.ownership. */
export const OwnershipEnum = builder.enumType('Ownership', {
  description: 'Tenure of a home (spec §3 "Ownership"); applicants may choose Freehold or Leasehold.',
  values: enumValues(OWNERSHIP_OPTIONS, OWNERSHIP_LABELS),
});

/** Home submission statuses (spec §4 "Home submission status"). */
export const HomeSubmissionStatusEnum = builder.enumType('HomeSubmissionStatus', {
  description: 'The status of a home submission (spec §4); each value is described by its label.',
  values: enumValues(HOME_SUBMISSION_STATUSES, HOME_SUBMISSION_STATUS_LABELS),
});

/** Pipeline status filters (spec §3 "Pipeline status filters"): getPipelineApplicants' filter and status. */
export const PipelineStatusEnum = builder.enumType('PipelineStatus', {
  description: 'A status filter of the investor pipeline (spec §3 "Pipeline status filters").',
  values: PIPELINE_STATUS_FILTERS,
});

/** Sort directions (spec §3 "Sort direction: ASC, DESC"), used by getPipelineApplicants. */
export const SortDirectionEnum = builder.enumType('SortDirection', {
  description: 'Sort direction (spec §3): ASC ascending, DESC descending.',
  values: SORT_DIRECTIONS,
});

/** The state of a waitlist fee payment (packages/domain/src/waitlist-fee.ts PAYMENT_STATUSES). */
export const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  description:
    'The state of one checkout session (one attempt to pay the waitlist fee, or to buy more of the home).',
  values: enumValues(PAYMENT_STATUSES, {
    Pending: 'The checkout was opened and not finished, or the payment is still being confirmed.',
    Paid: 'The payment was taken (the waitlist fee is paid, or the extra equity is bought).',
    Failed: 'The payment was declined; the payer can try again.',
    Cancelled: 'The payer left the checkout without paying; they can try again.',
    Expired: 'The checkout ran out before it was finished; the payer can try again.',
  }),
});
