/**
 * The co-applicant of a joint application (spec §1 "Co-applicant: signs up separately, grants permission, and
 * completes their own personal, income, identity and bank statement steps"; spec §3 CoApplicantUser; spec §7
 * addCoApplicant, updateCoApplicant, removeCoApplicant, resendPermissionEmail, coApplicantSignUp,
 * grantPermission; decision record 015): the inputs the API parses and the forms validate, who may change
 * which of the co-applicant's details, and the sign-up link's lifetime.
 */
import { z } from 'zod';
import { linkTokenSchema } from './accounts';
import {
  dateOfBirthSchema,
  nationalitySchema,
  ukPhoneNumberSchema,
  updateApplicationInputSchema,
} from './application-validation';
import { emailSchema, passwordSchema, personNameSchema } from './validation';

/** How long the co-applicant's sign-up link works, days (as an invitation, accounts.ts INVITATION_TTL_DAYS). */
export const CO_APPLICANT_LINK_TTL_DAYS = 14;

/** The value of UserApplication.coApplicantPermission once the co-applicant has granted it (spec §3). */
export const CO_APPLICANT_PERMISSION_GRANTED = 'Yes';

/**
 * The details the applicant may set for their co-applicant before sending the sign-up link (decided in
 * decision 015: the applicant knows who they buy with; everything else is the co-applicant's to give). Once
 * the co-applicant has signed up, only they change their details.
 */
export const APPLICANT_CO_APPLICANT_FIELDS = ['firstName', 'lastName', 'email'] as const;

/**
 * The details the co-applicant sets themselves (their About you and Additional income pages). Their e-mail
 * address is the one the sign-up link reached, and is not changed here.
 */
export const CO_APPLICANT_OWN_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'phoneNumber',
  'dateOfBirth',
  'nationality',
  'nin',
  'hasAdditionalIncome',
] as const;

/** Who is changing the co-applicant's details. */
export type CoApplicantEditor = 'applicant' | 'coApplicant';

/**
 * updateCoApplicant: the co-applicant's details, every field optional (only given fields change), with the
 * same rules as the applicant's own (updateApplicationInputSchema: names, UK phone number, date of birth 18 or
 * over, nationality, National Insurance number, the additional-income answer) and an e-mail address.
 *
 * @param today `YYYY-MM-DD`, today in Europe/London (for the date of birth)
 */
export function updateCoApplicantInputSchema(today: string) {
  return updateApplicationInputSchema(today)
    .pick({
      firstName: true,
      middleName: true,
      lastName: true,
      phoneNumber: true,
      dateOfBirth: true,
      nationality: true,
      nin: true,
      hasAdditionalIncome: true,
    })
    .extend({ email: emailSchema.optional() });
}
/** The updateCoApplicant input as typed. */
export type UpdateCoApplicantInput = z.input<ReturnType<typeof updateCoApplicantInputSchema>>;
/** The parsed updateCoApplicant input. */
export type UpdateCoApplicantParsed = z.output<ReturnType<typeof updateCoApplicantInputSchema>>;

/**
 * The fields of an updateCoApplicant input that the editor may not change.
 *
 * @param editor who is changing them
 * @param signedUp whether the co-applicant has signed up (then the applicant may change nothing)
 * @param input the parsed input (fields not given are `undefined`)
 * @returns the names of the refused fields, empty when the change is allowed
 */
export function refusedCoApplicantFields(
  editor: CoApplicantEditor,
  signedUp: boolean,
  input: Partial<Record<keyof UpdateCoApplicantParsed, unknown>>,
): string[] {
  const allowed: readonly string[] =
    editor === 'coApplicant' ? CO_APPLICANT_OWN_FIELDS : signedUp ? [] : APPLICANT_CO_APPLICANT_FIELDS;
  return Object.entries(input)
    .filter(([field, value]) => value !== undefined && !allowed.includes(field))
    .map(([field]) => field);
}

/**
 * The co-applicant's About you form (spec §2 co-applicant About you): names, date of birth (18 or over), phone
 * number and nationality required as on the applicant's page; middle name and National Insurance number
 * optional. The output is an updateCoApplicant input.
 *
 * @param today `YYYY-MM-DD`, today in Europe/London
 */
export function coApplicantAboutYouSchema(today: string) {
  return updateCoApplicantInputSchema(today)
    .pick({ middleName: true, nin: true })
    .extend({
      firstName: personNameSchema('First name'),
      lastName: personNameSchema('Last name'),
      dateOfBirth: dateOfBirthSchema(today),
      phoneNumber: ukPhoneNumberSchema,
      nationality: nationalitySchema,
    });
}
/** The co-applicant's About you form as typed. */
export type CoApplicantAboutYouValues = z.input<ReturnType<typeof coApplicantAboutYouSchema>>;

const theirName = (label: 'first name' | 'last name') =>
  z
    .string({ error: `Enter their ${label}` })
    .trim()
    .min(1, { error: `Enter their ${label}`, abort: true })
    .pipe(personNameSchema(label === 'first name' ? 'First name' : 'Last name'));

/**
 * The applicant's form for their co-applicant (decision 015): first name, last name and e-mail address, with
 * messages about "their" details. The output is an updateCoApplicant input.
 */
export const coApplicantInviteSchema = z.object({
  firstName: theirName('first name'),
  lastName: theirName('last name'),
  email: z
    .string({ error: 'Enter their e-mail address' })
    .trim()
    .min(1, { error: 'Enter their e-mail address', abort: true })
    .pipe(emailSchema),
});
/** The applicant's co-applicant form as typed. */
export type CoApplicantInviteValues = z.input<typeof coApplicantInviteSchema>;

/** coApplicantSignUp: the sign-up link's token and the co-applicant's first password (strength checked too). */
export const coApplicantSignUpInputSchema = z.object({ token: linkTokenSchema, password: passwordSchema });
/** The parsed coApplicantSignUp input. */
export type CoApplicantSignUpParsed = z.output<typeof coApplicantSignUpInputSchema>;

/** grantPermission: the co-applicant ticks that they give their permission; only `true` is accepted. */
export const grantPermissionInputSchema = z.object({
  hasGrantedPermission: z.literal(true, {
    error: 'Tick the box to give your permission',
  }),
});
/** The parsed grantPermission input. */
export type GrantPermissionParsed = z.output<typeof grantPermissionInputSchema>;
