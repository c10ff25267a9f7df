/**
 * The landlord's account (spec §3 Landlord; §7 landlordSignUp, resendLandlordOtpCode, verifyLandlordToken and
 * the query landlord; decision record 018): sign-up and sign-in by a code e-mailed to them.
 */
import {
  landlordEmailInputSchema,
  landlordSignUpInputSchema,
  verifyLandlordTokenInputSchema,
} from '@stairway/domain/landlord';
import { builder } from '../../builder';
import type { LandlordRow } from '../../db/rows';
import {
  type CodeSent,
  getLandlord,
  landlordSignUp,
  resendLandlordOtpCode,
  verifyLandlordToken,
} from '../../services/landlords';
import { parseInput } from '../validate-input';

/** The Landlord type. */
export const LandlordRef = builder.objectRef<LandlordRow>('Landlord').implement({
  description: 'A landlord who lists homes with us (spec §3 Landlord).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Landlord id (UUID).' }),
    firstName: t.exposeString('firstName', { description: 'First name.' }),
    lastName: t.exposeString('lastName', { description: 'Last name.' }),
    email: t.exposeString('email', { description: 'E-mail address, lower case; codes are sent to it.' }),
    emailVerified: t.exposeBoolean('emailVerified', {
      description: 'True once a code sent to the address was entered (every signed-in landlord has).',
    }),
  }),
});

const LandlordCodeSentRef = builder.objectRef<CodeSent>('LandlordCodeSent').implement({
  description:
    'A sign-in code is on its way: the same answer whether or not the address has an account, so it never ' +
    'says who is a landlord.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The address, normalised (lower case).' }),
    sent: t.exposeBoolean('sent', { description: 'Always true.' }),
  }),
});

const LandlordAuthPayloadRef = builder
  .objectRef<{ token: string; landlord: LandlordRow }>('LandlordAuthPayload')
  .implement({
    description:
      'A landlord’s session: the token (send it as Authorization: Bearer {token}) and the landlord.',
    fields: (t) => ({
      token: t.exposeString('token', {
        description:
          'Session token naming landlordId: 12 hours, renewed in the X-Session-Token response header while used, up to 30 days (decision 030).',
      }),
      landlord: t.field({ type: LandlordRef, resolve: (p) => p.landlord, description: 'The landlord.' }),
    }),
  });

builder.queryFields((t) => ({
  landlord: t.withAuth({ landlord: true }).field({
    type: LandlordRef,
    description:
      'The signed-in landlord (spec §7). Landlords only. Errors: NOT_FOUND when the account is gone.',
    resolve: (_root, _args, ctx) => getLandlord(ctx.db, ctx.actor.landlordId),
  }),
}));

builder.mutationFields((t) => ({
  landlordSignUp: t.withAuth({ public: true }).fieldWithInput({
    type: LandlordCodeSentRef,
    description:
      'Creates a landlord account and e-mails a 6-digit sign-in code (10 minutes, 5 tries); for an address that ' +
      'already has one, e-mails a code and changes nothing, with the same answer (spec §7). Public. Errors: ' +
      'BAD_USER_INPUT naming firstName, lastName or email; RATE_LIMITED after 10 sign-ups from one IP or from ' +
      '100 IPs for one e-mail domain in an hour, or 5 codes an hour to one address.',
    input: {
      firstName: t.input.string({ description: 'First name, 1-80 characters.' }),
      lastName: t.input.string({ description: 'Last name, 1-80 characters.' }),
      email: t.input.string({
        description: 'E-mail address, at most 254 characters; the code is sent to it.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      landlordSignUp(ctx, parseInput(landlordSignUpInputSchema, input), ctx.ip),
  }),
  resendLandlordOtpCode: t.withAuth({ public: true }).fieldWithInput({
    type: LandlordCodeSentRef,
    description:
      'E-mails a new sign-in code to a landlord’s address (replacing the last one): "send me a new code" and the ' +
      'returning landlord’s sign-in (spec §7). Same answer whether or not the address has an account. Public. ' +
      'Errors: BAD_USER_INPUT (field email); RATE_LIMITED after 30 requests an hour from one IP, or 5 codes an hour ' +
      'to one address.',
    input: {
      email: t.input.string({ description: 'The landlord’s e-mail address, at most 254 characters.' }),
    },
    resolve: (_root, { input }, ctx) =>
      resendLandlordOtpCode(ctx, parseInput(landlordEmailInputSchema, input), ctx.ip),
  }),
  verifyLandlordToken: t.withAuth({ public: true }).fieldWithInput({
    type: LandlordAuthPayloadRef,
    description:
      'Signs a landlord in with the 6-digit code e-mailed to them and confirms their address (spec §7). Public. ' +
      'Errors (field code): TOKEN_INVALID with attemptsLeft, TOKEN_EXPIRED after 10 minutes, TOKEN_USED (used, ' +
      'no code, or 5 wrong tries); BAD_USER_INPUT; RATE_LIMITED only for a caller that has failed: after 10 ' +
      'wrong codes for the address or 30 from its IP in 15 minutes, or while the address’s wait runs.',
    input: {
      email: t.input.string({ description: 'The landlord’s e-mail address, at most 254 characters.' }),
      code: t.input.string({
        description:
          'The 6-digit code from the e-mail, at most 24 characters read; spaces and hyphens are ignored.',
      }),
    },
    resolve: (_root, { input }, ctx) =>
      verifyLandlordToken(ctx, parseInput(verifyLandlordTokenInputSchema, input), ctx.ip),
  }),
}));
