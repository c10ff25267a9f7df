/**
 * Identity verification and open banking (spec §3 flags identityVerified, identityVerificationRequested,
 * openBankingRequested, openBankingConnected; spec §4 steps 6 and 7; spec §7 "Identity verification" and
 * "Open banking" calls): the states a check or a bank connection goes through, shared by the server and the
 * web app so that both use the same words.
 */
import { z } from 'zod';

/**
 * The state of a person's latest identity check (identifiers as in constants.ts):
 * - `NotStarted`: no check has been started;
 * - `Pending`: a check was started at the provider and has no result yet (the person may still be doing it);
 * - `Passed`: the provider verified the person (identityVerified is then true);
 * - `Failed`: the provider could not verify the person; they may start a new check;
 * - `Expired`: the check's link expired before it was finished; they may start a new check.
 */
export const IDENTITY_CHECK_STATUSES = ['NotStarted', 'Pending', 'Passed', 'Failed', 'Expired'] as const;
/** One of {@link IDENTITY_CHECK_STATUSES}. */
export type IdentityCheckStatus = (typeof IDENTITY_CHECK_STATUSES)[number];

/** Whether a stored status is one of {@link IDENTITY_CHECK_STATUSES}. */
export function isIdentityCheckStatus(value: string): value is IdentityCheckStatus {
  return (IDENTITY_CHECK_STATUSES as readonly string[]).includes(value);
}

/**
 * The state of a person's latest open banking connection (identifiers as in constants.ts):
 * - `NotStarted`: none was started;
 * - `Pending`: started at the provider, not finished yet;
 * - `Connected`: the person connected a bank account (openBankingConnected is then true);
 * - `Cancelled`: the person cancelled at the provider (or their bank refused); they may try again;
 * - `Expired`: the link expired before it was finished; they may try again.
 */
export const OPEN_BANKING_STATUSES = ['NotStarted', 'Pending', 'Connected', 'Cancelled', 'Expired'] as const;
/** One of {@link OPEN_BANKING_STATUSES}. */
export type OpenBankingStatus = (typeof OPEN_BANKING_STATUSES)[number];

/** Whether a stored status is one of {@link OPEN_BANKING_STATUSES}. */
export function isOpenBankingStatus(value: string): value is OpenBankingStatus {
  return (OPEN_BANKING_STATUSES as readonly string[]).includes(value);
}

/** How long a link to a provider's hosted check or bank connection works, hours (decided here). */
export const VERIFICATION_LINK_TTL_HOURS = 24;

/** The longest return path accepted, characters. */
export const RETURN_PATH_MAX_LENGTH = 200;

/** The message for a return path that is not a page of this site (only a broken client sends one). */
const RETURN_PAGE_MESSAGE =
  'The page to come back to must be a page of Stairway: start again from your application';

/**
 * The input of the calls that start a hosted check or bank connection (sendIdentityVerificationLink,
 * setIdentityVerificationRequested, sendOpenBankingLink, setOpenBankingRequested; spec §7): `returnPath`, the
 * page of this site the provider's "Back to Stairway" link opens when the person has finished, e.g.
 * `/your-application/identity-verification/applicant-identity-verification`. Only a path on this site is
 * accepted (letters, digits, `-`, `_` and `/`), so the link can never lead elsewhere.
 */
export const startVerificationInputSchema = z.object({
  returnPath: z
    .string({ error: RETURN_PAGE_MESSAGE })
    .max(RETURN_PATH_MAX_LENGTH, { error: RETURN_PAGE_MESSAGE })
    .regex(/^\/(?!\/)[A-Za-z0-9\-_/]*$/, { error: RETURN_PAGE_MESSAGE })
    .nullish(),
});
