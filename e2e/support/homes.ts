/**
 * Homes through the API for journeys that are not about choosing one: submitting a listing of a postcode district
 * for review, and approving it as the console's signed-in operator would.
 */
import type { Page } from '@playwright/test';
import { graphqlRequest } from './applicant';

/**
 * Submits the applicant's `index`-th listing of a district for review (their application must be submitted).
 * @param page any page of the site (requests go through it)
 * @param token the applicant's session token
 * @param options the district (default SE1) and which of its listings (default the first)
 * @returns the home submission's id
 */
export async function submitListedHome(
  page: Page,
  token: string,
  options: { postcode?: string; index?: number } = {},
): Promise<string> {
  const { getHomesSelection } = await graphqlRequest<{
    getHomesSelection: { listings: Array<{ id: string }> };
  }>(
    page,
    'query ($input: GetHomesSelectionInput!) { getHomesSelection(input: $input) { listings { id } } }',
    { input: { postcodes: [options.postcode ?? 'SE1'] } },
    token,
  );
  const { createHomeSubmissionWithListing } = await graphqlRequest<{
    createHomeSubmissionWithListing: { id: string };
  }>(
    page,
    'mutation ($input: CreateHomeSubmissionWithListingInput!) { createHomeSubmissionWithListing(input: $input) { id } }',
    { input: { listingId: getHomesSelection.listings[options.index ?? 0]?.id } },
    token,
  );
  return createHomeSubmissionWithListing.id;
}

/**
 * Approves a home under review as the operator signed in on `ops` (the console keeps its token in local storage,
 * features/ops/hooks/use-ops-session.tsx), which opens its purchase case.
 * @param ops the operator's console page
 * @param homeSubmissionId the home submission's id
 */
export async function approveHomeAsOperator(ops: Page, homeSubmissionId: string): Promise<void> {
  const token = await ops.evaluate(() => window.localStorage.getItem('stairway.operatorToken'));
  await graphqlRequest(
    ops,
    'mutation ($input: ApproveHomeInput!) { approveHome(input: $input) { status } }',
    { input: { homeSubmissionId } },
    token ?? '',
  );
}
