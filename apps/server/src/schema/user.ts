/**
 * The applicant's account: onboarding, sign-in, e-mail verification and `me` (spec §7).
 */
import { linkTokenInputSchema, optionalLinkTokenInputSchema } from '@stairway/domain/accounts';
import { onboardInputSchema, signInInputSchema } from '@stairway/domain/validation';
import { builder } from '../builder';
import type { CoApplicantRow, UserRow } from '../db/rows';
import { type OnboardResult, onboard, signIn } from '../services/accounts';
import { findApplication, getUser } from '../services/applications';
import { resendVerificationEmail, verifyEmailToken } from '../services/email-verification';
import { UserApplicationRef } from './application';
import { DepositSourceEnum } from './enums';
import { parseInput } from './validate-input';

/** The User type (spec §3). */
export const UserRef = builder.objectRef<UserRow>('User').implement({
  description: 'An applicant (spec §3, User).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user id (UUID).' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    middleName: t.exposeString('middleName', { nullable: true, description: 'Middle name, if given.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    email: t.exposeString('email', { description: 'E-mail address, lower case.' }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true, description: 'UK phone number, if given.' }),
    emailVerified: t.exposeBoolean('emailVerified', {
      description: 'True once the applicant has opened the verification link.',
    }),
  }),
});

/** The result of `me`: the user, and their application read only when asked for. */
const MeRef = builder.objectRef<{ user: UserRow }>('Me').implement({
  description: 'The signed-in applicant and their application (spec §7, me).',
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (me) => me.user, description: 'The signed-in user.' }),
    application: t.field({
      type: UserApplicationRef,
      nullable: true,
      resolve: (me, _args, ctx) => findApplication(ctx.db, me.user.id),
      description: 'Their application; null only for an account without one.',
    }),
  }),
});

/** A session token with its user (onboard, signIn, saveNewPassword, createAccountExistingCustomer). */
export const AuthPayloadRef = builder.objectRef<{ token: string; user: UserRow }>('AuthPayload').implement({
  description: 'A new session.',
  fields: (t) => ({
    token: t.exposeString('token', {
      description:
        'Session token (JWT, 12 hours, renewed in the X-Session-Token response header while used, up to 30 days; ' +
        'decision 030). Send it as "Authorization: Bearer {token}".',
    }),
    user: t.field({ type: UserRef, resolve: (p) => p.user, description: 'The signed-in user.' }),
  }),
});

/** What onboard answers, the same for a new address and a known one, so it never tells whether an account exists. */
export const OnboardPayloadRef = builder.objectRef<OnboardResult>('OnboardPayload').implement({
  description:
    'The answer to onboard: the address a message was sent to. A new address gets a verification link; an ' +
    'address that already has an account gets a note to its owner instead, and the answer does not say which.',
  fields: (t) => ({
    email: t.exposeString('email', {
      description:
        'The e-mail address as saved: trimmed and in lower case (packages/domain/src/validation.ts).',
    }),
  }),
});

/** Who a session is for: the role its token names (spec §6). */
export const SessionRoleEnum = builder.enumType('SessionRole', {
  description: 'Whose session a token is: the role its payload names (spec §6).',
  values: {
    Applicant: { value: 'applicant', description: 'An applicant: the token names userId.' },
    CoApplicant: { value: 'coApplicant', description: 'A co-applicant: the token names coApplicantId.' },
  } as const,
});

/** The result of signIn: a token for an applicant or a co-applicant (decision 015). */
export type SignInResult = {
  token: string;
  role: 'applicant' | 'coApplicant';
  user: UserRow | null;
  coApplicant: CoApplicantRow | null;
};

/** A session from signIn, for an applicant or a co-applicant. */
export const SignInPayloadRef = builder.objectRef<SignInResult>('SignInPayload').implement({
  description:
    'A new session from signIn: an applicant’s (user set) or a co-applicant’s (coApplicant set); role says which.',
  fields: (t) => ({
    token: t.exposeString('token', {
      description:
        'Session token (JWT, 12 hours, renewed in the X-Session-Token response header while used, up to 30 days; ' +
        'decision 030). Send it as "Authorization: Bearer {token}".',
    }),
    role: t.field({
      type: SessionRoleEnum,
      resolve: (p) => p.role,
      description: 'Applicant or CoApplicant: which profile query to run (me or coApplicant).',
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      resolve: (p) => p.user,
      description: 'The signed-in applicant; null for a co-applicant.',
    }),
  }),
});

export const VerifyTokenPayloadRef = builder
  .objectRef<{ verified: boolean; email: string }>('VerifyTokenPayload')
  .implement({
    description: 'The result of opening an e-mail verification link.',
    fields: (t) => ({
      verified: t.exposeBoolean('verified', { description: 'True: the e-mail address is now verified.' }),
      email: t.exposeString('email', { description: 'The verified e-mail address.' }),
    }),
  });

export const ResendVerificationPayloadRef = builder
  .objectRef<{ sent: boolean; alreadyVerified: boolean }>('ResendVerificationPayload')
  .implement({
    description: 'The result of asking for a new verification link.',
    fields: (t) => ({
      sent: t.exposeBoolean('sent', { description: 'True when a new link was e-mailed.' }),
      alreadyVerified: t.exposeBoolean('alreadyVerified', {
        description: 'True when the address was already verified (nothing was sent).',
      }),
    }),
  });

const OnboardChecksInput = builder.inputType('OnboardChecksInput', {
  description: 'Eligibility answers from /onboard/checks.',
  fields: (t) => ({
    over18: t.boolean({ description: 'The applicant is 18 or over (must be true).' }),
    rightToLiveInUk: t.boolean({
      description: 'The applicant has the right to live in the UK (must be true).',
    }),
    noBankruptcyOrCcj: t.boolean({
      description: 'True when the applicant has had no bankruptcy, IVA or CCJ in the last 6 years.',
    }),
    creditCheckConsent: t.boolean({ description: 'Consent to a soft credit check (must be true).' }),
  }),
});

builder.mutationFields((t) => ({
  onboard: t.withAuth({ public: true }).fieldWithInput({
    type: OnboardPayloadRef,
    description:
      'Creates the user and their application from the onboarding answers, works out the budget and rent budget ' +
      '(ARCHITECTURE.md §4) and e-mails a verification link. The answer is the same when the address already ' +
      'belongs to an applicant or a co-applicant: then nothing is created and the owner is e-mailed instead ' +
      '(decision 031). No session is returned: sign in with signIn and the same e-mail and ' +
      'password. Public. Errors: BAD_USER_INPUT with extensions.field naming the field (e.g. password too easy ' +
      'to guess, preferredLocations.0 for an unknown district); RATE_LIMITED after 10 sign-ups from one IP or ' +
      '100 of one e-mail domain in an hour; nothing is created when it fails.',
    input: {
      firstName: t.input.string({ description: 'First name, 1-80 characters.' }),
      middleName: t.input.string({
        required: false,
        description: 'Middle name, optional, at most 80 characters.',
      }),
      lastName: t.input.string({ description: 'Last name, 1-80 characters.' }),
      email: t.input.string({ description: 'E-mail address, at most 254 characters.' }),
      password: t.input.string({
        description:
          '8-128 characters, and hard to guess: a zxcvbn score of at least 3 (packages/domain/src/password.ts).',
      }),
      grossAnnualPay: t.input.int({
        description: 'Gross annual pay, whole pounds per year (0 to 10,000,000).',
      }),
      jointApplication: t.input.boolean({
        required: false,
        description: 'True when buying with a co-applicant.',
      }),
      deposit: t.input.int({ description: 'Deposit available, whole pounds (0 to 5,000,000).' }),
      depositSource: t.input.field({ type: DepositSourceEnum, description: 'Where the deposit comes from.' }),
      preferredLocations: t.input.stringList({
        description:
          '1 to 5 postcode districts the applicant wants to live in, e.g. ["SO16", "M1"], each at most 16 characters.',
      }),
      checks: t.input.field({ type: OnboardChecksInput, description: 'Eligibility answers.' }),
      utmSource: t.input.string({
        required: false,
        description: 'Marketing source (utm_source), optional, at most 100 characters.',
      }),
      utmOtherSource: t.input.string({
        required: false,
        description: 'Free-text "other" source, optional, at most 100 characters.',
      }),
    },
    resolve: (_root, { input }, ctx) => onboard(ctx, parseInput(onboardInputSchema, input), ctx.ip),
  }),
  signIn: t.withAuth({ public: true }).fieldWithInput({
    type: SignInPayloadRef,
    description:
      'Signs an applicant or a co-applicant in (the applicant’s account is tried first); `role` says which. ' +
      'Public. Errors: UNAUTHENTICATED when the e-mail or password is not right (never says ' +
      'which); RATE_LIMITED (extensions.retryAfterSeconds) while the wait after repeated wrong passwords runs ' +
      '(1, 2, 4… seconds after 5 wrong in 15 minutes, at most 60; the right password works after the wait) or ' +
      'after 30 attempts per IP in 15 minutes.',
    input: {
      email: t.input.string({ description: 'E-mail address, at most 254 characters.' }),
      password: t.input.string({ description: 'Password, at most 128 characters.' }),
    },
    resolve: (_root, { input }, ctx) => signIn(ctx, parseInput(signInInputSchema, input), ctx.ip),
  }),
  verifyToken: t.withAuth({ public: true }).fieldWithInput({
    type: VerifyTokenPayloadRef,
    description:
      'Verifies the e-mail address of the link’s token (links work once, for 24 hours). Public. Errors: ' +
      'TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED.',
    input: {
      token: t.input.string({
        description: 'The token from the verification link (at most 200 characters).',
      }),
    },
    resolve: (_root, { input }, ctx) => verifyEmailToken(ctx, parseInput(linkTokenInputSchema, input).token),
  }),
  resendVerificationEmail: t.withAuth({ public: true }).fieldWithInput({
    type: ResendVerificationPayloadRef,
    description:
      'E-mails a new verification link to the signed-in applicant, or to the owner of an expired or used link ' +
      '(pass its token). Public. Errors: UNAUTHENTICATED when neither is given; RATE_LIMITED after 5 an hour.',
    input: {
      token: t.input.string({
        required: false,
        description: 'A token from an earlier link, when signed out (at most 200 characters).',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      resendVerificationEmail(ctx, {
        userId: ctx.actor?.kind === 'applicant' ? ctx.actor.userId : undefined,
        token: parseInput(optionalLinkTokenInputSchema, input).token ?? undefined,
      }),
  }),
}));

builder.queryFields((t) => ({
  me: t.withAuth({ applicant: true }).field({
    type: MeRef,
    description: 'The signed-in applicant and their application (spec §7). Applicants only.',
    // The row the session check read for this request (context.ts), so `{ me { user { … } } }` costs no query
    // beyond it.
    resolve: async (_root, _args, ctx) => ({
      user: ctx.signedInUser ?? (await getUser(ctx.db, ctx.actor.userId)),
    }),
  }),
}));
