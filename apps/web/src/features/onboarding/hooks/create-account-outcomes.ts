/**
 * What useCreateAccount (use-create-account.ts) says and reports at the end of onboarding: the message when `onboard`
 * fails, the message when the sign-in after it fails, and the `onboarding_completed` event.
 */
import { analytics } from '../../../lib/analytics';
import { readGraphQLError } from '../../../lib/server-errors';
import type { OnboardingDraft } from '../lib/draft';

const SIGN_UP_FAILED =
  "Something went wrong on our side and your account wasn't created. Please try again in a moment; your answers are kept.";

/** The message next to the button when `onboard` failed with no field error: what to do next. */
export function onboardFailureMessage(error: unknown): string {
  const problem = readGraphQLError(error);
  return problem?.code === 'RATE_LIMITED'
    ? problem.message
    : problem
      ? SIGN_UP_FAILED
      : "We couldn't reach Stairway, so your account wasn't created. Check your connection and try again; your answers are kept.";
}

/** The message when the answers were sent but signing in failed for another reason than a refused password. */
export function signInFailureMessage(problem: ReturnType<typeof readGraphQLError>): string {
  return problem?.code === 'RATE_LIMITED'
    ? problem.message
    : 'Your answers were sent, but we could not sign you in just now. Sign in with your e-mail address and password.';
}

/** Reports `onboarding_completed` with the draft's joint flag, deposit source, number of areas and UTM source. */
export function trackOnboardingCompleted(draft: Partial<OnboardingDraft>) {
  analytics.track('onboarding_completed', {
    jointApplication: draft.jointApplication ?? false,
    depositSource: draft.depositSource,
    preferredLocationsCount: draft.preferredLocations?.length ?? 0,
    utmSource: draft.utmSource ?? null,
  });
}
