/**
 * The co-applicant's mutations (spec §7 updateCoApplicant, addCoApplicant, resendPermissionEmail,
 * removeCoApplicant, coApplicantSignUp, grantPermission; decision record 015) and their payload types.
 */
import {
  coApplicantSignUpInputSchema,
  grantPermissionInputSchema,
  updateCoApplicantInputSchema,
} from '@stairway/domain/co-applicant';
import { builder } from '../../builder';
import type { ApplicationRow, CoApplicantRow } from '../../db/rows';
import {
  addCoApplicant,
  coApplicantSignUp,
  getCoApplicantWithApplication,
  grantPermission,
  removeCoApplicant,
  resendPermissionEmail,
  updateCoApplicant,
} from '../../services/co-applicants';
import { UserApplicationRef } from '../application';
import { parseInput, schemaOfTheDay } from '../validate-input';
import { CoApplicantUserRef } from './co-applicant-user-type';

/** updateCoApplicantInputSchema, built once a day (schemaOfTheDay). */
const updateCoApplicantInputSchemaOfTheDay = schemaOfTheDay(updateCoApplicantInputSchema);

const UpdateCoApplicantPayloadRef = builder
  .objectRef<{ co: CoApplicantRow; application: ApplicationRow; editor: 'applicant' | 'coApplicant' }>(
    'UpdateCoApplicantPayload',
  )
  .implement({
    description:
      'The result of updateCoApplicant: the application for the applicant, the co-applicant for the co-applicant.',
    fields: (t) => ({
      application: t.field({
        type: UserApplicationRef,
        nullable: true,
        description:
          'The application after the change (with coApplicant); null when the co-applicant called.',
        resolve: (p) => (p.editor === 'applicant' ? p.application : null),
      }),
      coApplicant: t.field({
        type: CoApplicantUserRef,
        nullable: true,
        description: 'The co-applicant after the change; null when the applicant called.',
        resolve: (p) => (p.editor === 'coApplicant' ? { co: p.co, application: p.application } : null),
      }),
    }),
  });

const CoApplicantSignUpPayloadRef = builder
  .objectRef<{ token: string; co: CoApplicantRow }>('CoApplicantSignUpPayload')
  .implement({
    description: 'A new co-applicant session.',
    fields: (t) => ({
      token: t.exposeString('token', {
        description:
          'Session token naming coApplicantId (JWT, 12 hours, renewed in the X-Session-Token response header while used, ' +
          'up to 30 days; decision 030). Send it as "Authorization: Bearer {token}".',
      }),
      coApplicantId: t.id({ description: 'The co-applicant’s id.', resolve: (p) => p.co.id }),
    }),
  });

/** The co-applicant's details, and adding, inviting again and removing them. */
builder.mutationFields((t) => ({
  updateCoApplicant: t.withAuth({ applicant: true, coApplicant: true }).fieldWithInput({
    type: UpdateCoApplicantPayloadRef,
    description:
      'Changes the co-applicant’s details; only given fields change. The applicant records their co-applicant’s ' +
      'firstName, lastName and email (all three the first time) until the co-applicant joins; a new address ' +
      'needs the link sent again (addCoApplicant). The co-applicant changes their own About you and additional ' +
      'income answers, which works the budget out again. An address that already has an account is answered ' +
      'like any other (decision 046). Applicants and co-applicants. Errors: BAD_USER_INPUT naming the field (a ' +
      'field the caller may not change; the applicant’s own e-mail address; the same rules as updateApplication); ' +
      'RATE_LIMITED after 10 addresses an hour from an account or 50 from an IP; APPLICATION_SUBMITTED once ' +
      'submitted.',
    input: {
      firstName: t.input.string({ required: false, description: 'First name, 1-80 letters.' }),
      middleName: t.input.string({
        required: false,
        description: 'Middle name (co-applicant only), at most 80 characters; null clears it.',
      }),
      lastName: t.input.string({ required: false, description: 'Last name, 1-80 letters.' }),
      email: t.input.string({
        required: false,
        description:
          'E-mail address the sign-up link goes to (applicant only, before the co-applicant joins), at most 254 characters.',
      }),
      phoneNumber: t.input.string({
        required: false,
        description: 'UK phone number (co-applicant only), at most 30 characters read; null clears it.',
      }),
      dateOfBirth: t.input.string({
        required: false,
        description: 'Date of birth, YYYY-MM-DD, 18 or over (co-applicant only).',
      }),
      nationality: t.input.string({
        required: false,
        description: 'Nationality (co-applicant only), 2 to 60 characters.',
      }),
      nin: t.input.string({
        required: false,
        description:
          'National Insurance number, e.g. "AB 12 34 56 C" (co-applicant only); at most 30 characters read.',
      }),
      hasAdditionalIncome: t.input.boolean({
        required: false,
        description: 'false: no additional income; true: has some (co-applicant only).',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      if (!ctx.actor) throw new Error('unreachable');
      const result = await updateCoApplicant(
        ctx,
        ctx.actor,
        parseInput(updateCoApplicantInputSchemaOfTheDay(ctx.today), input),
      );
      return {
        co: result.coApplicant,
        application: result.application,
        editor: ctx.actor.kind === 'coApplicant' ? ('coApplicant' as const) : ('applicant' as const),
      };
    },
  }),
  addCoApplicant: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description:
      'Adds the co-applicant recorded with updateCoApplicant (no input): makes the application joint and e-mails ' +
      'them a sign-up link (14 days, single use; coApplicantLoginLinkSent). When the address already has an ' +
      'account, its owner is told instead and the answer is the same (decision 046). Applicants only. Errors: ' +
      'BAD_USER_INPUT (field email) when no co-applicant is recorded; CONFLICT when they have already joined; ' +
      'RATE_LIMITED after 5 e-mails an hour, or 10 invitations an hour from an account or 50 from an IP; ' +
      'APPLICATION_SUBMITTED once submitted.',
    resolve: (_root, _args, ctx) => addCoApplicant(ctx, ctx.actor.userId),
  }),
  resendPermissionEmail: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description:
      'E-mails the co-applicant a new sign-up link (no input); the earlier one stops working. Applicants only. ' +
      'Errors: as addCoApplicant (RATE_LIMITED after 5 e-mails an hour, or the invitation limit).',
    resolve: (_root, _args, ctx) => resendPermissionEmail(ctx, ctx.actor.userId),
  }),
  removeCoApplicant: t.withAuth({ applicant: true }).field({
    type: UserApplicationRef,
    description:
      'Removes the co-applicant (no input): their account, links, incomes, addresses, checks and documents (with ' +
      'their uploaded files, deleted from storage), and the ' +
      'permission; their sessions stop working. The application stays joint until switched to single ' +
      '(updateApplication), so someone else can be added. Applicants only. Errors: NOT_FOUND when there is none; ' +
      'APPLICATION_SUBMITTED once submitted.',
    resolve: (_root, _args, ctx) => removeCoApplicant(ctx, ctx.actor.userId),
  }),
}));

/** The co-applicant's own mutations: signing up from the e-mailed link and giving permission. */
builder.mutationFields((t) => ({
  coApplicantSignUp: t.withAuth({ public: true }).fieldWithInput({
    type: CoApplicantSignUpPayloadRef,
    description:
      'Sets the co-applicant’s password from their sign-up link, confirms their e-mail address and signs them in ' +
      '(a token naming coApplicantId). Public. Errors: TOKEN_INVALID, TOKEN_USED, TOKEN_EXPIRED (field token; ' +
      'TOKEN_USED has extensions.replaced true, and says a newer link was sent, when a new link or a change of ' +
      'address replaced it before they joined); BAD_USER_INPUT (field password) for a password ' +
      'under 8 characters or too easy to guess.',
    input: {
      token: t.input.string({
        description: 'The token from the e-mailed link (?token=), at most 200 characters.',
      }),
      password: t.input.string({ description: 'The new password: 8 to 128 characters, hard to guess.' }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { token, coApplicant } = await coApplicantSignUp(
        ctx,
        parseInput(coApplicantSignUpInputSchema, input),
      );
      return { token, co: coApplicant };
    },
  }),
  grantPermission: t.withAuth({ coApplicant: true }).fieldWithInput({
    type: CoApplicantUserRef,
    description:
      'The signed-in co-applicant gives permission for the joint application: coApplicantPermission becomes Yes and ' +
      'hasGrantedPermissionDate is set (kept when given again). Co-applicants only. Errors: BAD_USER_INPUT (field ' +
      'hasGrantedPermission) unless true; APPLICATION_SUBMITTED once submitted.',
    input: {
      hasGrantedPermission: t.input.boolean({
        description: 'Must be true: the co-applicant gives permission.',
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      if (ctx.actor?.kind !== 'coApplicant') throw new Error('unreachable');
      parseInput(grantPermissionInputSchema, input);
      const co = await grantPermission(ctx, ctx.actor.coApplicantId);
      const { application } = await getCoApplicantWithApplication(ctx.db, co.id);
      return { co, application };
    },
  }),
}));
