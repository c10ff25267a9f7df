/**
 * "Save this search" on the explore page (issue 33 "Saved searches with alerts"): saves the search the applicant
 * is looking at, with daily e-mail alerts of new matching homes. Being built: until then it shows nothing.
 */
import type { HomeSearchCriteriaInput } from '@stairway/domain/home-search';

/** The button for the current search (`criteria`: what the explore page is showing). Shows nothing yet. */
export function SaveSearchButton(_props: { criteria: HomeSearchCriteriaInput }) {
  return null;
}
