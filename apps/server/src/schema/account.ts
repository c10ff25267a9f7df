/**
 * Account operations (spec §7 "Authentication and accounts"): the forgotten password (resetPasswordRequest,
 * checkPasswordResetToken, resetPassword), changing the password and the e-mail address when signed in
 * (saveNewPassword, checkNewEmail, verifyNewEmailToken), one-time codes (verifyOtpToken, resendOtpCode) and
 * the account of a customer the team recorded (createAccountExistingCustomer).
 */
import {
  checkNewEmailInputSchema,
  createAccountExistingCustomerInputSchema,
  linkTokenInputSchema,
  otpCodeInputSchema,
  resetPasswordInputSchema,
  resetPasswordRequestInputSchema,
  saveNewPasswordInputSchema,
} from '@stairway/domain/accounts';
import { builder } from '../builder';
import { checkNewEmail, verifyNewEmailToken } from '../services/email-change';
import { resendVerificationCode, verifyEmailCode } from '../services/email-verification';
import { createAccountExistingCustomer } from '../services/invitations';
import type { LinkTokenState } from '../services/link-tokens';
import {
  checkPasswordResetToken,
  requestPasswordReset,
  resetPassword,
  saveNewPassword,
} from '../services/passwords';
import { AuthPayloadRef, ResendVerificationPayloadRef, VerifyTokenPayloadRef } from './user';
import { parseInput } from './validate-input';

const RequestSentPayloadRef = builder.objectRef<{ sent: boolean }>('RequestSentPayload').implement({
  description:
    'The answer to a request for a password-reset link: the same whether or not the address has an account.',
  fields: (t) => ({
    sent: t.exposeBoolean('sent', {
      description:
        'Always true: a link is on its way if the address has an account (it is never said whether it has).',
    }),
  }),
});

const AccountEmailPayloadRef = builder.objectRef<{ email: string }>('AccountEmailPayload').implement({
  description: 'The e-mail address of the account after a change (resetPassword, verifyNewEmailToken).',
  fields: (t) => ({
    email: t.exposeString('email', {
      description: 'The account’s e-mail address, lower case, to sign in with.',
    }),
  }),
});

const CheckNewEmailPayloadRef = builder
  .objectRef<{ email: string; sent: boolean }>('CheckNewEmailPayload')
  .implement({
    description:
      'The result of asking to change the e-mail address: a confirmation link was sent to the new one.',
    fields: (t) => ({
      email: t.exposeString('email', { description: 'The new address the confirmation link was sent to.' }),
      sent: t.exposeBoolean('sent', {
        description: 'True: the link was e-mailed. The account changes once it is opened.',
      }),
    }),
  });

export const LinkTokenStateEnum = builder.enumType('LinkTokenState', {
  description: 'Whether an e-mailed link still works (checkPasswordResetToken).',
  values: {
    VALID: { value: 'VALID', description: 'It works: show its form.' },
    USED: { value: 'USED', description: 'It has been used, or a newer link replaced it.' },
    EXPIRED: { value: 'EXPIRED', description: 'It is past its life (a reset link works for 1 hour).' },
    INVALID: { value: 'INVALID', description: 'It is not one of our links, or not a link of this kind.' },
  } satisfies Record<LinkTokenState, { value: LinkTokenState; description: string }>,
});

builder.queryFields((t) => ({
  checkPasswordResetToken: t.withAuth({ public: true }).fieldWithInput({
    type: LinkTokenStateEnum,
    description:
      'Whether a password-reset link still works, for its page to say "already used" or "expired" before the ' +
      'form is filled in. Changes nothing and never says whose link it is. Public. Errors: ' +
      'BAD_USER_INPUT (field token) for a token over 200 characters; RATE_LIMITED after 60 checks an hour from ' +
      'one IP.',
    input: {
      token: t.input.string({ description: 'The token from the reset link, at most 200 characters.' }),
    },
    resolve: (_root, { input }, ctx) =>
      checkPasswordResetToken(ctx, parseInput(linkTokenInputSchema, input).token, ctx.ip),
  }),
}));

builder.mutationFields((t) => ({
  resetPasswordRequest: t.withAuth({ public: true }).fieldWithInput({
    type: RequestSentPayloadRef,
    description:
      'E-mails a password-reset link (works once, for 1 hour) when the address has an account; answers the same ' +
      'either way. Public. Errors: BAD_USER_INPUT (field email) for a malformed address; RATE_LIMITED after 3 ' +
      'requests for one address or 20 from one IP in an hour.',
    input: {
      email: t.input.string({ description: 'The e-mail address of the account, at most 254 characters.' }),
    },
    resolve: (_root, { input }, ctx) =>
      requestPasswordReset(ctx, parseInput(resetPasswordRequestInputSchema, input), ctx.ip),
  }),
  resetPassword: t.withAuth({ public: true }).fieldWithInput({
    type: AccountEmailPayloadRef,
    description:
      'Sets a new password from a reset link, confirms the e-mail address and signs every session out (tokens ' +
      'issued before are refused); the person then signs in. Public. Errors: TOKEN_INVALID, TOKEN_USED, ' +
      'TOKEN_EXPIRED (field token); BAD_USER_INPUT (field password) when the password breaks the rule ' +
      '(packages/domain/src/password.ts). Nothing changes on an error.',
    input: {
      token: t.input.string({ description: 'The token from the reset link, at most 200 characters.' }),
      password: t.input.string({
        description: 'The new password: 8-128 characters, zxcvbn score 3 or more.',
      }),
    },
    resolve: (_root, { input }, ctx) => resetPassword(ctx, parseInput(resetPasswordInputSchema, input)),
  }),
  saveNewPassword: t.withAuth({ applicant: true }).fieldWithInput({
    type: AuthPayloadRef,
    description:
      'Changes the signed-in applicant’s password and signs every other session out; returns a new token for ' +
      'this one. Applicants only. Errors: BAD_USER_INPUT naming currentPassword (not right) or newPassword ' +
      '(breaks the rule, or the same as the current one); RATE_LIMITED after the sign-in limit. Nothing ' +
      'changes on an error.',
    input: {
      currentPassword: t.input.string({ description: 'The current password, at most 128 characters.' }),
      newPassword: t.input.string({
        description: 'The new password: 8-128 characters, zxcvbn score 3 or more.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      saveNewPassword(ctx, ctx.actor.userId, parseInput(saveNewPasswordInputSchema, input), ctx.ip),
  }),
  checkNewEmail: t.withAuth({ applicant: true }).fieldWithInput({
    type: CheckNewEmailPayloadRef,
    description:
      'E-mails the new address a confirmation link (24 hours, single use); the account changes only when the ' +
      'link is opened (verifyNewEmailToken). The answer is the same when the address already has an account: ' +
      'its owner is told instead, and no link is made (decision 046). Applicants only. Errors: BAD_USER_INPUT ' +
      '(field email) when malformed or already the account’s own address; RATE_LIMITED after 5 an hour.',
    input: { email: t.input.string({ description: 'The new e-mail address, at most 254 characters.' }) },
    resolve: (_root, { input }, ctx) =>
      checkNewEmail(ctx, ctx.actor.userId, parseInput(checkNewEmailInputSchema, input)),
  }),
  verifyNewEmailToken: t.withAuth({ public: true }).fieldWithInput({
    type: AccountEmailPayloadRef,
    description:
      'Confirms a change of e-mail from the link sent to the new address: the account uses it from now on, and ' +
      'the old address is told. Public (the link may be opened on any device). Errors: TOKEN_INVALID, ' +
      'TOKEN_USED, TOKEN_EXPIRED (field token); BAD_USER_INPUT (field email) when the address was taken since.',
    input: {
      token: t.input.string({ description: 'The token from the confirmation link, at most 200 characters.' }),
    },
    resolve: (_root, { input }, ctx) =>
      verifyNewEmailToken(ctx, parseInput(linkTokenInputSchema, input).token),
  }),
  verifyOtpToken: t.withAuth({ applicant: true }).fieldWithInput({
    type: VerifyTokenPayloadRef,
    description:
      'Confirms the signed-in applicant’s e-mail address with the 6-digit code from the verification or code ' +
      'e-mail (the alternative to the link). Applicants only. Errors (field code): BAD_USER_INPUT when not 6 ' +
      'digits; TOKEN_INVALID when wrong (extensions.attemptsLeft); TOKEN_EXPIRED after 10 minutes; TOKEN_USED ' +
      'when used or after 5 wrong tries (a new code is needed).',
    input: { code: t.input.string({ description: 'The 6-digit code; spaces and a hyphen are ignored.' }) },
    resolve: (_root, { input }, ctx) =>
      verifyEmailCode(ctx, ctx.actor.userId, parseInput(otpCodeInputSchema, input)),
  }),
  resendOtpCode: t.withAuth({ applicant: true }).field({
    type: ResendVerificationPayloadRef,
    description:
      'E-mails the signed-in applicant a new 6-digit code (10 minutes, 5 tries) to confirm their address, ' +
      'replacing the last one; nothing is sent when it is already confirmed. No input. Applicants only. ' +
      'Errors: RATE_LIMITED after 5 codes an hour.',
    resolve: (_root, _args, ctx) => resendVerificationCode(ctx, ctx.actor.userId),
  }),
  createAccountExistingCustomer: t.withAuth({ public: true }).fieldWithInput({
    type: AuthPayloadRef,
    description:
      'Sets the first password of a customer the Stairway team recorded (npm run ops -- invite-customer), from ' +
      'their invitation link, confirms their e-mail address and signs them in. Public. Errors: TOKEN_INVALID, ' +
      'TOKEN_USED, TOKEN_EXPIRED (field token); BAD_USER_INPUT (field password) when the password breaks the rule.',
    input: {
      token: t.input.string({ description: 'The token from the invitation link, at most 200 characters.' }),
      password: t.input.string({ description: 'The password: 8-128 characters, zxcvbn score 3 or more.' }),
    },
    resolve: (_root, { input }, ctx) =>
      createAccountExistingCustomer(ctx, parseInput(createAccountExistingCustomerInputSchema, input)),
  }),
}));
