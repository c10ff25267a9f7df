/**
 * "Your data" (decision 050): every signed-in role downloads everything Stairway holds about them
 * (requestDataExport, a short-lived link to a ZIP) and deletes their own account (deleteMyAccount), with the
 * retention rule of services/retention.ts.
 */
import { builder } from '../builder';
import { AppError, inputError } from '../lib/app-error';
import { createDataExportLink, type DataExportLink } from '../services/account-data-zip';
import { type AccountDeleted, deleteAccount } from '../services/account-deletion';

/** Every signed-in role. */
const EVERY_ROLE = {
  applicant: true,
  coApplicant: true,
  landlord: true,
  pipelineViewer: true,
  operator: true,
} as const;

/** The longest password or typed confirmation accepted (passwords are at most 128 characters; e-mail 320). */
const MAX_CONFIRMATION_LENGTH = 320;

const DataExportLinkRef = builder.objectRef<DataExportLink>('DataExportLink').implement({
  description: 'A link to download the signed-in person’s data as a ZIP (a JSON file and their files).',
  fields: (t) => ({
    url: t.exposeString('url', {
      description:
        'The download’s absolute URL. It works for 5 minutes, and only while the session that asked for it lasts.',
    }),
    expiresAt: t.field({
      type: 'DateTime',
      resolve: (p) => p.expiresAt,
      description: 'When the link stops working.',
    }),
    fileName: t.exposeString('fileName', {
      description: 'The ZIP’s file name, e.g. stairway-your-data-2026-11-29.zip.',
    }),
  }),
});

const AccountDeletionRef = builder.objectRef<AccountDeleted>('AccountDeletion').implement({
  description:
    'An account that was deleted (decision 050): everything about the person was erased but what the retention ' +
    'rule keeps.',
  fields: (t) => ({
    deletedAt: t.field({
      type: 'DateTime',
      resolve: (p) => p.deletedAt,
      description: 'When it was deleted.',
    }),
    kept: t.exposeStringList('kept', {
      description:
        'What the retention rule keeps: `submitted-application` (the reference, state, dates, decision and ' +
        'budget of a submitted application), `fee-payment` (a paid waitlist fee’s amount, date and reference) and ' +
        '`payment` (the same of another paid card payment: towards arrears, buying more of the home); ' +
        'empty when nothing is kept.',
    }),
    keptUntil: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (p) => p.keptUntil,
      description: 'When what is kept is erased (6 years after the deletion); null when nothing is kept.',
    }),
  }),
});

builder.mutationFields((t) => ({
  requestDataExport: t.withAuth(EVERY_ROLE).field({
    type: DataExportLinkRef,
    description:
      'A link to download everything Stairway holds about the signed-in person (UK GDPR Art. 15 and 20): a ZIP ' +
      'with your-data.json and their documents and photos. Each role gets its own data only (decision 050): a ' +
      'co-applicant their own sections, never the main applicant’s, and the other way round. Secrets (password ' +
      'hashes, token hashes, session versions, providers’ links) are left out. No input. Any signed-in role; ' +
      'UNAUTHENTICATED without a valid token.',
    resolve: (_root, _args, ctx) => {
      if (!ctx.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      return createDataExportLink(ctx, ctx.actor);
    },
  }),
  deleteMyAccount: t.withAuth(EVERY_ROLE).fieldWithInput({
    type: AccountDeletionRef,
    description:
      'Deletes the signed-in person’s own account (UK GDPR Art. 17; decision 050). Everything about them is ' +
      'erased, stored files included, except what the retention rule keeps for 6 years (a submitted ' +
      'application’s record and paid fees); their sessions end at once; an audit row `account-deleted` names ' +
      'the role and id only. A co-applicant’s deletion removes their own sections from the joint application; a ' +
      'main applicant’s deletes the application with its co-applicant. Confirmed by `password` (applicants, ' +
      'co-applicants, operators, pipeline viewers) or, for a landlord, `confirmation`: the e-mail address they ' +
      'sign in with. Errors: BAD_USER_INPUT (field password or confirmation) when not confirmed; RATE_LIMITED ' +
      'after too many wrong passwords; CONFLICT for the last enabled operator. Any signed-in role.',
    input: {
      password: t.input.string({
        required: false,
        description: 'The account’s password (every role but landlords); at most 320 characters.',
      }),
      confirmation: t.input.string({
        required: false,
        description:
          'A landlord’s confirmation: the e-mail address they sign in with, typed; at most 320 characters.',
      }),
    },
    resolve: (_root, { input }, ctx) => {
      if (!ctx.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      for (const field of ['password', 'confirmation'] as const) {
        if ((input[field]?.length ?? 0) > MAX_CONFIRMATION_LENGTH) {
          throw inputError([
            { field, message: `This is too long: at most ${MAX_CONFIRMATION_LENGTH} characters.` },
          ]);
        }
      }
      return deleteAccount(ctx, ctx.actor, input, ctx.ip);
    },
  }),
}));
