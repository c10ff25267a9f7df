/**
 * The one error the services throw for an expected failure (ARCHITECTURE.md §5 "errors masked except
 * expected ones with a stable `extensions.code`"). It knows nothing of GraphQL: the edge
 * (lib/graphql-errors.ts) turns it into a GraphQL error whose `extensions` carry the code, the field(s) and
 * any extra facts. Anything else thrown is unexpected and is masked with {@link UNEXPECTED_ERROR_MESSAGE}.
 *
 * Codes are stable: clients (the web app, tests) rely on them. Each says when it fires. Messages are shown to
 * people as they are (the web app puts them on the page): each is written for the person, in British
 * English, and says what to do next, with no developer words.
 */

/** What an unexpected error says instead of its own message (Yoga's error masking, yoga.ts). */
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * The message of SERVICE_UNAVAILABLE (HTTP 503, Retry-After 5): the database cannot be reached for now
 * (db/errors.ts isDatabaseUnavailable), e.g. while PostgreSQL restarts. A write cut off by the outage may or
 * may not have been saved, so the message promises nothing about it.
 */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'Stairway is unavailable for a moment. Please try again in a few seconds.';

/** The stable codes of expected errors, with when each fires. */
export const AppErrorCode = {
  /**
   * The input breaks a rule: the schema edge's zod validation (packages/domain schemas), or a rule that needs
   * the database (an e-mail already registered, an unknown postcode district, a second main income, a list
   * past its limit, an uploaded file of the wrong type or size). `field` names the first field (dotted, e.g.
   * `preferredLocations.1`), `fields` lists every problem.
   */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** The caller is not signed in (no token, or one that is not valid), or sign-in failed (wrong e-mail or password). */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** The caller is signed in, but their role may not call this operation (scope-auth in builder.ts). */
  FORBIDDEN: 'FORBIDDEN',
  /** The record does not exist, or belongs to someone else: the message never says which. */
  NOT_FOUND: 'NOT_FOUND',
  /**
   * The thing is already done (a document already recorded, an identity already verified, a bank already
   * connected, the waitlist fee already paid), or cannot be done in the application's state (the waitlist fee
   * before the application is submitted, or for a rejected one).
   */
  CONFLICT: 'CONFLICT',
  /**
   * An e-mailed link or a one-time code past its life: verification (24 hours; `emailVerified` says whether
   * the address is confirmed), password reset (1 hour), change of e-mail (24 hours), invitation (14 days), code
   * (10 minutes). `field` is `token` or `code` except for the verification link.
   */
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  /**
   * A link used before (or replaced by a newer one), or a code used, replaced or out of tries (a new code is
   * needed; `attemptsLeft` is 0). For the verification link, `emailVerified` says whether it is confirmed.
   */
  TOKEN_USED: 'TOKEN_USED',
  /** A link that is not one of ours, or a wrong code (`attemptsLeft` says how many tries are left). */
  TOKEN_INVALID: 'TOKEN_INVALID',
  /**
   * Too many attempts in the window (sign-in and current-password checks, password-reset requests, e-mails and
   * codes sent, changes of e-mail, address searches, upload URLs): wait and retry.
   */
  RATE_LIMITED: 'RATE_LIMITED',
  /** A change to an application that has been submitted: it is read-only while the team reviews it. */
  APPLICATION_SUBMITTED: 'APPLICATION_SUBMITTED',
  /** submitApplication before every step is done; `nextStep` {kind, id, path} names the first step to finish. */
  APPLICATION_INCOMPLETE: 'APPLICATION_INCOMPLETE',
  /** submitApplication with a budget under £50,000 (spec §4 step 8); `nextStep` points back to income. */
  BUDGET_TOO_LOW: 'BUDGET_TOO_LOW',
  /** Starting a step that is still locked (spec §4 locks); `nextStep` names the first step to finish. */
  STEP_LOCKED: 'STEP_LOCKED',
  /**
   * Submitting a home that spec §5 does not allow now; `reason` says why: HomeInReview ("Bear with us, there
   * is already a submission under review, and we are on it!"), HomeApproved ("You already have a home
   * approved!"), ApplicationNotSubmitted, ApplicationRejected, Paused (the maintenance flag is off).
   */
  HOME_SUBMISSION_REFUSED: 'HOME_SUBMISSION_REFUSED',
  /**
   * An identity or open-banking provider (Onfido, Plaid) did not answer in time, or answered with an error of
   * its own, after the bounded retries: nothing the person entered is lost; they try again in a few
   * minutes. `provider` names which.
   */
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
} as const;

/** One of the {@link AppErrorCode} codes. */
export type AppErrorCode = keyof typeof AppErrorCode;

/** One problem with one input field: the dotted field name and a message fit to show a user. */
export type FieldError = { field: string; message: string };

/** What an {@link AppError} may carry besides its code and message. */
export type AppErrorOptions = {
  /** The input field the error is about, e.g. `password` or `preferredLocations.1`. */
  field?: string;
  /** Every problem with the input, one entry per field (BAD_USER_INPUT). */
  fields?: FieldError[];
  /** Further facts for the client, e.g. `{ nextStep }` or `{ emailVerified }`. */
  extra?: Record<string, unknown>;
};

/** An expected failure: a stable code and a message fit to show a user. */
export class AppError extends Error {
  override readonly name = 'AppError';
  /** The stable code, e.g. NOT_FOUND. */
  readonly code: AppErrorCode;
  /** The input field it is about, when there is one. */
  readonly field: string | undefined;
  /** Every problem with the input (BAD_USER_INPUT). */
  readonly fields: FieldError[] | undefined;
  /** Further facts for the client. */
  readonly extra: Record<string, unknown>;

  /**
   * @param code the stable code
   * @param message a message fit to show a user, in British English
   * @param options the field(s) it is about and any extra facts
   */
  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.code = code;
    this.field = options.field;
    this.fields = options.fields;
    this.extra = options.extra ?? {};
  }
}

/**
 * A bad-input error naming the field(s): the first field's message is the error's message and its field is
 * `field`; every field is listed in `fields`.
 * @param fields one entry per problem; an empty list reports the input as a whole
 */
export function inputError(fields: FieldError[]): AppError {
  const first = fields[0] ?? { field: 'input', message: 'Check what you entered and try again' };
  return new AppError('BAD_USER_INPUT', first.message, { field: first.field, fields });
}

/**
 * A record that does not exist or belongs to someone else (never reveal which).
 * @param what the record in words, e.g. "That income" (the message is "That income was not found.")
 */
export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} was not found.`);
}

/**
 * The error for a provider that is down or slow (PROVIDER_UNAVAILABLE).
 * @param provider "identity" or "open-banking": which partner, in the message's words
 */
export function providerUnavailable(provider: 'identity' | 'open-banking'): AppError {
  const partner = provider === 'identity' ? 'our identity checking partner' : 'our open banking partner';
  return new AppError(
    'PROVIDER_UNAVAILABLE',
    `We could not reach ${partner} just now. Nothing you entered has been lost: please try again in a few minutes.`,
    { extra: { provider } },
  );
}
