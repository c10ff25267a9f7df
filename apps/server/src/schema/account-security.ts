/**
 * "This wasn't me" (decision 052): the public page of the link in the password-changed and
 * e-mail-changed notices checks the link (checkAccountSecurityToken) and, after one confirm click, secures the
 * account (secureAccount). Both are public: the link may be opened on any device, signed in or not.
 */
import { linkTokenInputSchema } from '@stairway/domain/accounts';
import { builder } from '../builder';
import { checkAccountSecurityToken, type SecuredAccount, secureAccount } from '../services/account-security';
import { LinkTokenStateEnum } from './account';
import { parseInput } from './validate-input';

const SecureAccountPayloadRef = builder.objectRef<SecuredAccount>('SecureAccountPayload').implement({
  description:
    'What "This wasn’t me" did: every session of the account was signed out and its password stopped; these ' +
    'say whether the e-mail address was put back and where the password-reset link went.',
  fields: (t) => ({
    emailRestored: t.exposeBoolean('emailRestored', {
      description:
        'True when the account’s e-mail address was put back to the address the notice was sent to (it had ' +
        'been changed since).',
    }),
    resetLinkSentTo: t.exposeString('resetLinkSentTo', {
      nullable: true,
      description:
        'The address a password-reset link was e-mailed to (the address the notice went to). Null when that ' +
        'address could not be put back because another account uses it now: then no link was sent, and the ' +
        'person should contact the Stairway team.',
    }),
  }),
});

builder.queryFields((t) => ({
  checkAccountSecurityToken: t.withAuth({ public: true }).fieldWithInput({
    type: LinkTokenStateEnum,
    description:
      'Whether a "This wasn’t me" link still works, so that its page says "already used" or "expired" before ' +
      'offering the confirm button. Changes nothing and never says whose link it is. Public. Errors: ' +
      'BAD_USER_INPUT (field token) for a token over 200 characters; RATE_LIMITED after 60 link checks an hour ' +
      'from one IP.',
    input: {
      token: t.input.string({ description: 'The token from the link, at most 200 characters.' }),
    },
    resolve: (_root, { input }, ctx) =>
      checkAccountSecurityToken(ctx, parseInput(linkTokenInputSchema, input).token, ctx.ip),
  }),
}));

builder.mutationFields((t) => ({
  secureAccount: t.withAuth({ public: true }).fieldWithInput({
    type: SecureAccountPayloadRef,
    description:
      'Secures the account of a "This wasn’t me" link (works once, for 7 days): signs every session out, stops ' +
      'the password, puts back the e-mail address the notice was sent to when it has changed since, cancels ' +
      'pending change-of-e-mail and reset links, records it in the audit log (secure-account) and e-mails a ' +
      'password-reset link to that address. Public. Errors: TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED (field ' +
      'token); BAD_USER_INPUT (field token) for a token over 200 characters; RATE_LIMITED after 60 link checks ' +
      'an hour from one IP. Nothing changes on an error.',
    input: {
      token: t.input.string({ description: 'The token from the link, at most 200 characters.' }),
    },
    resolve: (_root, { input }, ctx) =>
      secureAccount(ctx, parseInput(linkTokenInputSchema, input).token, ctx.ip),
  }),
}));
