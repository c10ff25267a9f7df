/**
 * Bank statements through open banking (spec §4 step 7; spec §7 sendOpenBankingLink, setOpenBankingRequested,
 * checkOpenBanking; spec §3 openBankingRequested then openBankingConnected): the applicant picks their bank
 * and gives read-only consent on the open banking provider's hosted page
 * (providers/open-banking/open-banking-provider.ts). A connected bank completes the bank statements step,
 * as uploaded statements do (packages/domain application-progress). The step unlocks when the personal and
 * financial sections are done and identity verification is done or skipped (spec §4).
 */
import type { Context } from '../context';
import type { ApplicationRow } from '../db/rows';
import {
  type HostedFlowLink,
  type Person,
  refreshHostedFlow,
  type StartHostedFlowInput,
  startHostedFlow,
} from './hosted-checks';

type Services = Pick<Context, 'db' | 'loaders' | 'email' | 'config' | 'rateLimits' | 'openBanking'>;

/** What the bank statements step waits for, in words (spec §4 locks). */
export const BANK_STATEMENTS_LOCKED_WHY =
  'once your personal and financial details are complete and your identity is verified (or you chose to verify later)';

/**
 * Starts (or resumes) the person's open banking connection and marks openBankingRequested; with `sendEmail`
 * also e-mails the link to the person's own address (sendOpenBankingLink), else only returns it
 * (setOpenBankingRequested, for "Connect your bank").
 * @param input `{ returnPath? }`, parsed with startVerificationInputSchema: the page of this site the hosted
 *   flow's "Back to Stairway" link opens
 * @returns the hosted page's URL, its expiry, where it was e-mailed (or null) and the application
 * @throws APPLICATION_SUBMITTED; STEP_LOCKED (extensions.nextStep); CONFLICT when already connected;
 *   RATE_LIMITED after 5 e-mails an hour; NOT_FOUND without an application
 */
export function startOpenBanking(
  services: Services,
  userId: string,
  input: StartHostedFlowInput,
  options: { sendEmail: boolean; person?: Person },
): Promise<HostedFlowLink> {
  const person = options.person ?? 'applicant';
  return startHostedFlow(services, userId, input, {
    purpose: 'open-banking',
    person,
    stepId: person === 'applicant' ? 'applicant-bank-statements' : 'co-applicant-bank-statements',
    lockedWhy: BANK_STATEMENTS_LOCKED_WHY,
    isDone: (person) => person.openBankingConnected,
    doneMessage: 'Your bank is already connected: there is nothing more to do here.',
    provider: services.openBanking.kind,
    start: (subject, returnUrl) => services.openBanking.startConnection(subject, returnUrl),
    requested: { openBankingRequested: true },
    sendEmail: options.sendEmail,
  });
}

/**
 * Asks the open banking provider about the person's latest connection, stores the answer (with the bank's
 * name), and sets openBankingConnected when a bank is connected. A cancelled or expired connection lets the
 * person start again.
 * @returns the application (unchanged when no connection is pending or it is not finished yet)
 * @throws APPLICATION_SUBMITTED; NOT_FOUND without an application; Error when the provider fails
 */
export function checkOpenBanking(
  services: Services,
  userId: string,
  person: Person = 'applicant',
): Promise<ApplicationRow> {
  return refreshHostedFlow(services, userId, {
    purpose: 'open-banking',
    person,
    ask: async (reference) => {
      const result = await services.openBanking.getConnection(reference);
      return { status: result.status, details: result.bankName ? { bankName: result.bankName } : null };
    },
    onStatus: (status) => (status === 'Connected' ? { openBankingConnected: true } : null),
  });
}
