/**
 * Account inputs and limits (spec §7 resetPasswordRequest, resetPassword, saveNewPassword, checkNewEmail,
 * verifyNewEmailToken, verifyOtpToken, resendOtpCode, createAccountExistingCustomer): the zod schemas the API
 * parses with and the forms validate with, and the lifetimes and limits of e-mailed links and one-time codes.
 * The limits are decided here, following OWASP's Forgot Password and Multifactor Authentication cheat sheets
 * (https://cheatsheetseries.owasp.org/cheatsheets/Forgot_Password_Cheat_Sheet.html: single-use, expiring,
 * random tokens, the same answer whether or not an account exists, rate limits).
 */
import { z } from 'zod';
import { emailSchema, PASSWORD_MAX_LENGTH, passwordSchema, plainText } from './validation';

/** How long a password-reset link works, minutes (OWASP: short-lived). */
export const RESET_PASSWORD_TTL_MINUTES = 60;
/** How long a change-of-e-mail link works, hours. */
export const CHANGE_EMAIL_TTL_HOURS = 24;
/** How long an invitation link for a customer the team recorded works, days. */
export const INVITATION_TTL_DAYS = 14;
/** One-time codes: this many digits. */
export const OTP_CODE_LENGTH = 6;
/** How long a one-time code works, minutes. */
export const OTP_TTL_MINUTES = 10;
/** Wrong tries allowed on one code; after this many the code is used up and a new one is needed. */
export const OTP_MAX_ATTEMPTS = 5;

/** A token from an e-mailed link: the opaque text after `?token=`. */
export const linkTokenSchema = z
  .string({ error: 'This link is not complete: open the whole link from the e-mail' })
  .trim()
  .min(1, { error: 'This link is not complete: open the whole link from the e-mail' })
  .max(200, { error: 'This link is not complete: open the whole link from the e-mail' })
  .check(plainText('The link'));

/** resetPasswordRequest: the e-mail address to send a reset link to. */
export const resetPasswordRequestInputSchema = z.object({ email: emailSchema });
/** The parsed resetPasswordRequest input. */
export type ResetPasswordRequestParsed = z.output<typeof resetPasswordRequestInputSchema>;

/** resetPassword: the link's token and the new password (its strength is checked too, password.ts). */
export const resetPasswordInputSchema = z.object({ token: linkTokenSchema, password: passwordSchema });
/** The parsed resetPassword input. */
export type ResetPasswordParsed = z.output<typeof resetPasswordInputSchema>;

/** createAccountExistingCustomer: the invitation link's token and the customer's first password. */
export const createAccountExistingCustomerInputSchema = resetPasswordInputSchema;
/** The parsed createAccountExistingCustomer input. */
export type CreateAccountExistingCustomerParsed = ResetPasswordParsed;

/** saveNewPassword: the current password and the new one. */
export const saveNewPasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, { error: 'Enter your current password' })
    .max(PASSWORD_MAX_LENGTH, { error: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer` })
    .check(plainText('Current password')),
  newPassword: passwordSchema,
});
/** The parsed saveNewPassword input. */
export type SaveNewPasswordParsed = z.output<typeof saveNewPasswordInputSchema>;

/** checkNewEmail: the new e-mail address. */
export const checkNewEmailInputSchema = z.object({ email: emailSchema });
/** The parsed checkNewEmail input. */
export type CheckNewEmailParsed = z.output<typeof checkNewEmailInputSchema>;

/** verifyNewEmailToken and other link-only inputs: the link's token. */
export const linkTokenInputSchema = z.object({ token: linkTokenSchema });

/** resendVerificationEmail: a token from an earlier link when signed out, else missing. */
export const optionalLinkTokenInputSchema = z.object({ token: linkTokenSchema.nullish() });

const CODE_MESSAGE = `Enter the ${OTP_CODE_LENGTH}-digit code from the e-mail`;

/**
 * verifyOtpToken: the 6-digit code. Spaces and hyphens from a pasted code ("123 456", "123-456") are
 * dropped.
 */
export const otpCodeInputSchema = z.object({
  code: z
    .string({ error: CODE_MESSAGE })
    .max(OTP_CODE_LENGTH * 4, { error: CODE_MESSAGE, abort: true })
    .check(plainText('The code'))
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`), { error: CODE_MESSAGE })),
});
/** The parsed verifyOtpToken input. */
export type OtpCodeParsed = z.output<typeof otpCodeInputSchema>;
