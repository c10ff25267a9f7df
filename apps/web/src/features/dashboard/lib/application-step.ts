/**
 * What the dashboard's "Complete your application" card says (spec §4 "Next-step order", application states):
 * its title, text, button and where the button goes, from the application's state and next step.
 */
import { APPLICATION_STEP_LABELS, type ApplicationStepId } from '@stairway/domain/application-progress';
import { MIN_BUDGET } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { paths } from '../../../lib/paths';

/** What the card needs to know about the application (null when the account has none). */
export type NextStepsApplication = {
  submitted: boolean;
  approved: boolean;
  rejected: boolean;
  preferredLocations: readonly string[];
  /** Progress percent, 0 to 100 (spec §4). */
  progress: number;
  /** Whether a home has been submitted (spec §3 Application.hasHomeSubmitted); absent reads as not. */
  hasHomeSubmitted?: boolean;
  /** The next step (spec §4 next-step order), as the server reports it. */
  nextStep: { kind: string; id?: string | null; path?: string | null };
} | null;

/** The card's words and link. */
export type ApplicationStepCopy = {
  title: string;
  description: string;
  /** The button's label. */
  action: string;
  /** Where the button goes. */
  to: string;
  /** The next step's name while the application is in progress, e.g. "Address history"; else null. */
  next: string | null;
  /** Whether the progress bar shows (an application in progress: not submitted, not rejected). */
  showProgress: boolean;
};

/**
 * @param application the application, or null when there is none
 * @returns the card's copy: "Start your application" without one; "We can’t approve your application" once
 *   rejected (what to do next, no budget or details); approved and in review once submitted; "Submit your application"
 *   when ready; the cannot-provide-budget text (budget under £50,000) with "See what to change", linking to the page of
 *   what keeps it down; otherwise "Complete your application" with the next step's name
 */
export function describeApplicationStep(application: NextStepsApplication): ApplicationStepCopy {
  const copy: ApplicationStepCopy = {
    title: 'Complete your application',
    description:
      'Tell us about you, your address history, your income and your bank statements, so that we can confirm your budget.',
    action: 'Continue your application',
    to: paths.application.overview,
    next: null,
    showProgress: Boolean(application && !application.submitted && !application.rejected),
  };
  if (!application) {
    return {
      ...copy,
      title: 'Start your application',
      description: 'Tell us about you and your income, so that we can work out your budget.',
      action: 'Start your application',
    };
  }
  const viewIt = { action: 'View your application' };
  if (application.rejected) {
    // Say what is true. The team's note stays in its audit log (the console says it is not sent to the applicant), so
    // the page offers a call instead of details the application does not hold.
    return {
      ...copy,
      title: 'We can’t approve your application',
      description:
        'Our team has reviewed your application and unfortunately can’t approve it at the moment. We don’t give the reasons here: if you would like to talk it through, book a call with us or reply to the e-mail we sent you. You can still look at the answers you gave.',
      action: 'View your answers',
    };
  }
  if (application.approved) {
    return {
      ...copy,
      ...viewIt,
      title: 'Your application is approved',
      description: 'Congratulations! Your next step is to find the home you want to rent and buy.',
    };
  }
  if (application.submitted) {
    return {
      ...copy,
      ...viewIt,
      title: 'Your application is in review',
      description: 'Our team is looking at your application and will be in touch.',
    };
  }
  const { nextStep } = application;
  if (nextStep.kind === 'ReadyToSubmit') {
    return {
      ...copy,
      title: 'Submit your application',
      description: 'Every section is done. Send your application to our team for review.',
      action: 'Review and submit',
      to: nextStep.path ?? copy.to,
    };
  }
  if (nextStep.kind === 'CannotProvideBudget') {
    return {
      ...copy,
      description: `From what you’ve told us, your budget would be under ${formatGBP(MIN_BUDGET)}, the lowest we can offer. See what keeps it down and change it.`,
      action: 'See what to change',
      to: nextStep.path ?? copy.to,
    };
  }
  if (nextStep.kind === 'Step' && nextStep.id) {
    return { ...copy, next: APPLICATION_STEP_LABELS[nextStep.id as ApplicationStepId] ?? null };
  }
  return copy;
}
