/**
 * An operator's decision on an application from the console (approveApplication, rejectApplication): the checks
 * that give the console a clear error, then the one decision service that `npm run ops` also calls
 * (services/review-decisions.ts decideApplicationAndNotify: the audit row, then the e-mails).
 */
import { getApplicationState, reviewDecisionRefusal } from '@stairway/domain/application-status';
import type { AppServices } from '../../context';
import { AppError } from '../../lib/app-error';
import { sandboxProvidersAllowed } from '../../providers/verification-providers';
import { getOperator } from '../operators';
import { decideApplicationAndNotify, sandboxVerified, verificationResults } from '../review-decisions';
import { getApplicationForReview } from './application-review';

/** What {@link decideFromConsole} needs. */
export type DecideFromConsoleOptions = {
  /** The application's id (UUID). */
  applicationId: string;
  /** The operator's note (approval, optional) or reason (rejection), for the audit log; null when none. */
  reason: string | null;
  decision: 'approved' | 'rejected';
  /** The deciding operator's id, whose e-mail address the audit row names. */
  operatorId: string;
};

/**
 * Decides an application in review and e-mails the applicant (and a joined co-applicant).
 * @returns the application with its applicant, and a warning when results from the sandbox provider were let
 *   through (outside production), else null
 * @throws AppError NOT_FOUND for an unknown id; CONFLICT when it is not in review, or when approving results
 *   passed at the sandbox provider where that is not allowed (production without
 *   ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION)
 */
export async function decideFromConsole(
  services: Pick<AppServices, 'db' | 'email' | 'config' | 'logger'>,
  options: DecideFromConsoleOptions,
) {
  const found = await getApplicationForReview(services.db, options.applicationId);
  const refusal = reviewDecisionRefusal(getApplicationState(found.application));
  if (refusal) throw new AppError('CONFLICT', `${refusal}.`);
  const allowSandboxResults = sandboxProvidersAllowed(services.config);
  if (options.decision === 'approved' && !allowSandboxResults) {
    const fromSandbox = sandboxVerified(await verificationResults(services.db, found.application.id));
    if (fromSandbox.length > 0) {
      throw new AppError(
        'CONFLICT',
        'Not approved: a check was passed at the sandbox provider, where the applicant chooses the result, so ' +
          'nothing was verified. Ask them to verify with a real provider.',
      );
    }
  }
  const me = await getOperator(services.db, options.operatorId);
  let warning: string | null = null;
  const decided = await decideApplicationAndNotify(services, {
    applicant: found.application.id,
    decision: options.decision,
    actor: me.email,
    note: options.reason ?? undefined,
    allowSandboxResults,
    warn: (message) => {
      warning = message;
    },
  });
  return { review: { application: decided, user: found.user }, warning };
}
