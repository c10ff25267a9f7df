/**
 * Signing out on the server (decision 030): `signOut` for every signed-in role, and an
 * operator's `signOutEverywhere` for any account. Tokens are short and renewed while used (lib/tokens.ts);
 * both operations add one to the account's session version, so older tokens are refused at once.
 */
import { type SESSION_ACCOUNT_KINDS, signOutEverywhereInputSchema } from '@stairway/domain/operators';
import { builder } from '../builder';
import { AppError } from '../lib/app-error';
import { getOperator } from '../services/operators';
import { type SignedOut, signOut, signOutEverywhere } from '../services/sign-out';
import { parseInput } from './validate-input';

/** The kinds of account with sessions. */
const SessionAccountKindEnum = builder.enumType('SessionAccountKind', {
  description: 'A kind of account that signs in (spec §6, decision 022).',
  values: {
    applicant: { value: 'applicant', description: 'An applicant (names userId).' },
    coApplicant: { value: 'coApplicant', description: 'A co-applicant (names coApplicantId).' },
    landlord: { value: 'landlord', description: 'A landlord (names landlordId).' },
    pipelineViewer: { value: 'pipelineViewer', description: 'A pipeline viewer (names pipelineViewerId).' },
    operator: { value: 'operator', description: 'An operator of the console (names operatorId).' },
  } satisfies Record<(typeof SESSION_ACCOUNT_KINDS)[number], { value: string; description: string }>,
});

const SignedOutRef = builder.objectRef<SignedOut>('SignedOut').implement({
  description: 'An account whose sessions were all signed out: every token issued before is refused.',
  fields: (t) => ({
    accountKind: t.field({
      type: SessionAccountKindEnum,
      resolve: (p) => p.accountKind,
      description: 'The kind of account.',
    }),
    accountId: t.exposeID('accountId', { description: 'The account’s id (UUID).' }),
    signedOutAt: t.field({
      type: 'DateTime',
      resolve: (p) => p.signedOutAt,
      description: 'When its sessions were signed out.',
    }),
  }),
});

builder.mutationFields((t) => ({
  signOut: t
    .withAuth({
      applicant: true,
      coApplicant: true,
      landlord: true,
      pipelineViewer: true,
      operator: true,
    })
    .field({
      type: SignedOutRef,
      description:
        'Signs the caller out on the server (decision 030): every session of their account, on every device, ' +
        'this one included, is refused from now on. No input. Any signed-in role; UNAUTHENTICATED without a ' +
        'valid token.',
      resolve: (_root, _args, ctx) => {
        if (!ctx.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
        return signOut(ctx.db, ctx.actor);
      },
    }),
  signOutEverywhere: t.withAuth({ operator: true }).fieldWithInput({
    type: SignedOutRef,
    description:
      'Signs every session of an account out (decision 030), e.g. when a device is lost or an account is ' +
      'misused: its tokens are refused at once; the person can sign in again. Writes an audit row ' +
      '(sign-out-everywhere). NOT_FOUND for an unknown account of that kind; BAD_USER_INPUT (field accountId) ' +
      'for an id that is not a UUID. Operators only.',
    input: {
      accountKind: t.input.field({ type: SessionAccountKindEnum, description: 'The kind of account.' }),
      accountId: t.input.id({ description: 'The account’s id (a UUID, 36 characters).' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const parsed = parseInput(signOutEverywhereInputSchema, input);
      const me = await getOperator(ctx.db, ctx.actor.operatorId);
      return signOutEverywhere(ctx.db, { ...parsed, actor: me.email });
    },
  }),
}));
