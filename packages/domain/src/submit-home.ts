/**
 * Whether the applicant may submit a home (spec §5 "Submit-a-home button appears only when the maintenance
 * flag says enabled and the application is not rejected"; spec §1 "A maintenance-mode flag switches the
 * submit-a-home feature on or off"). The web app shows the button by it; the home-submission calls, when
 * they come, refuse by it too.
 */

/**
 * Why submitting a home is or is not open: `Open`; `ApplicationRejected` when the team has rejected the
 * application; `Paused` when the maintenance flag has switched the feature off.
 */
export type SubmitHomeAvailability = 'Open' | 'ApplicationRejected' | 'Paused';

/**
 * Whether submitting a home is open to the applicant.
 * @param input `submitHomeEnabled`, the maintenance flag (true when the feature is switched on), and
 *   `applicationRejected`, the application's rejected flag
 * @returns `Open` only when the feature is on and the application is not rejected; a rejected application
 *   gives `ApplicationRejected` even while the feature is off, as that is what the applicant needs to know
 */
export function getSubmitHomeAvailability(input: {
  submitHomeEnabled: boolean;
  applicationRejected: boolean;
}): SubmitHomeAvailability {
  if (input.applicationRejected) return 'ApplicationRejected';
  if (!input.submitHomeEnabled) return 'Paused';
  return 'Open';
}
