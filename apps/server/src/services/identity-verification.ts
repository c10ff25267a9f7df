/**
 * Identity verification (spec §4 step 6; spec §7 sendIdentityVerificationLink, setIdentityVerificationRequested,
 * checkIdentityVerification, skipChecks; spec §3 identityVerified, identityVerificationRequested): the
 * applicant does a photo ID and selfie check on the identity provider's hosted page
 * (providers/identity/identity-provider.ts), on their phone or computer. The step unlocks when the personal
 * and financial sections are done (spec §4).
 */
import { eq } from 'drizzle-orm';
import type { Context } from '../context';
import type { ApplicationRow } from '../db/rows';
import { userApplications } from '../db/schema';
import { applicationSubmitted, changeApplication } from './application-changes';
import { assertStepUnlocked } from './application-progress';
import { getApplication } from './applications';
import {
  type HostedFlowLink,
  type HostedFlowSpec,
  type Person,
  refreshHostedFlow,
  type StartHostedFlowInput,
  startHostedFlow,
} from './hosted-checks';

type Services = Pick<Context, 'db' | 'loaders' | 'email' | 'config' | 'rateLimits' | 'identity'>;

const LOCKED_WHY = 'once your personal and financial details are complete';

function identitySpec(services: Services, person: Person): HostedFlowSpec {
  return {
    purpose: 'identity',
    person,
    stepId: person === 'applicant' ? 'applicant-identity-verification' : 'co-applicant-identity-verification',
    lockedWhy: LOCKED_WHY,
    isDone: (person) => person.identityVerified,
    doneMessage: 'Your identity is already verified: there is nothing more to do here.',
    provider: services.identity.kind,
    start: (subject, returnUrl) => services.identity.startCheck(subject, returnUrl),
    requested: { identityVerificationRequested: true },
  };
}

/**
 * Starts (or resumes) the person's identity check and marks identityVerificationRequested; with `sendEmail`
 * also e-mails the link to the person's own address (sendIdentityVerificationLink), else only returns it
 * (setIdentityVerificationRequested, for "Verify now").
 * @param input `{ returnPath? }`, parsed with startVerificationInputSchema: the page of this site the hosted
 *   check's "Back to Stairway" link opens
 * @returns the hosted check's URL, its expiry, where it was e-mailed (or null) and the application
 * @throws APPLICATION_SUBMITTED; STEP_LOCKED (extensions.nextStep) until the personal and financial sections
 *   are done; CONFLICT when already verified; RATE_LIMITED after 5 e-mails an hour; NOT_FOUND without an
 *   application; PROVIDER_UNAVAILABLE when the provider is down or slow (nothing is changed)
 */
export function startIdentityVerification(
  services: Services,
  userId: string,
  input: StartHostedFlowInput,
  options: { sendEmail: boolean; person?: Person },
): Promise<HostedFlowLink> {
  return startHostedFlow(services, userId, input, {
    ...identitySpec(services, options.person ?? 'applicant'),
    sendEmail: options.sendEmail,
  });
}

/**
 * Asks the identity provider for the result of the person's latest check, stores it, and sets
 * identityVerified when it passed, with the provider's own status and reasons (verification_sessions.details,
 * for the operator). A failed or expired check lets the person start a new one. When the provider's webhook
 * (services/onfido-webhook.ts) settled the check first, its answer stands and this changes nothing.
 * @returns the application (unchanged when no check is pending or the provider has no result yet)
 * @throws APPLICATION_SUBMITTED; NOT_FOUND without an application; PROVIDER_UNAVAILABLE when the provider is
 *   down or slow (nothing is changed: try again in a few minutes)
 */
export function checkIdentityVerification(
  services: Services,
  userId: string,
  person: Person = 'applicant',
): Promise<ApplicationRow> {
  return refreshHostedFlow(services, userId, {
    purpose: 'identity',
    person,
    ask: async (reference) => {
      const { status, providerStatus, reasons } = await services.identity.getCheck(reference);
      // Kept for the operator (the console's checks): the provider's own status and its reasons, nothing more.
      return { status, details: { providerStatus, reasons } };
    },
    onStatus: (status) => (status === 'Passed' ? { identityVerified: true } : null),
  });
}

/**
 * The applicant or the co-applicant chooses to verify their identity later (spec §4 step 6: "skippable when ...
 * the user skipped"; spec §7 skipChecks; the co-applicant can skip where the applicant can): sets
 * the application's identityVerificationSkipped, which opens bank statements. The domain keeps one answer per
 * application, so either person's skip counts for both identity steps. The Stairway team still verifies both
 * identities before the application can be approved.
 * @param person who skips: their identity step must be unlocked
 * @returns the application
 * @throws APPLICATION_SUBMITTED; STEP_LOCKED until the personal and financial sections are done; NOT_FOUND
 *   without an application
 */
export async function skipChecks(
  services: Pick<Context, 'db' | 'loaders'>,
  userId: string,
  person: Person = 'applicant',
): Promise<ApplicationRow> {
  const stepId =
    person === 'applicant' ? 'applicant-identity-verification' : 'co-applicant-identity-verification';
  const current = await getApplication(services.db, userId);
  if (current.submitted) throw applicationSubmitted();
  // Read outside the transaction: the embedded database has one connection, which the transaction holds.
  await assertStepUnlocked(services.db, current, stepId, LOCKED_WHY);
  const { application } = await changeApplication(services, userId, async (tx, locked) => {
    // One answer for the application: the domain skips both people's checks (spec §4 step 6).
    await tx
      .update(userApplications)
      .set({ identityVerificationSkipped: true })
      .where(eq(userApplications.id, locked.id));
  });
  return application;
}
