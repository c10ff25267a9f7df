/**
 * The account's copy of the consent choice (decision 049): for a signed-in applicant, co-applicant or landlord, the choice
 * kept in this browser (lib/consent.ts) is recorded on the server (setConsent), and a browser with no choice
 * yet takes the one the account recorded (getConsent), so a person who chose on one device is not asked again
 * on another. Operators and pipeline viewers keep their choice in the browser only. Loaded on
 * demand (it brings Apollo Client), never before the first page shows.
 */
import { graphql } from '../../gql';
import { loadApolloClient } from '../../lib/apollo-client';
import { getConsent, saveConsent } from '../../lib/consent';
import { tokenKind } from '../../lib/token-storage';

/** Reads the account's recorded choice (applicants and landlords; null when none). */
export const GetConsentQuery = graphql(`
  query GetConsent {
    getConsent {
      analytics
      sessionReplay
      decidedAt
    }
  }
`);

/** Records the choice with the account; the server adds a record only when it changed. */
export const SetConsentMutation = graphql(`
  mutation SetConsent($input: SetConsentInput!) {
    setConsent(input: $input) {
      analytics
      sessionReplay
      decidedAt
    }
  }
`);

/**
 * Whether a token's account records its consent on the server.
 * @param token the session token, or null
 * @returns true for an applicant's, a co-applicant's or a landlord's token
 */
export function recordsConsent(token: string | null): boolean {
  const kind = tokenKind(token);
  return kind === 'applicant' || kind === 'coApplicant' || kind === 'landlord';
}

/**
 * Brings the browser's and the account's choice together for a signed-in applicant or landlord: records the
 * browser's choice, or, when the browser has none, adopts the account's. Does nothing for other tokens.
 * Failures (offline, a token that has just expired) are written to the console: the choice stays in the
 * browser and is recorded at the next sign-in or change.
 * @param token the session token
 */
export async function syncConsent(token: string | null): Promise<void> {
  if (!recordsConsent(token)) return;
  try {
    const client = await loadApolloClient();
    const local = getConsent();
    if (local) {
      await client.mutate({
        mutation: SetConsentMutation,
        variables: { input: { analytics: local.analytics, sessionReplay: local.sessionReplay } },
      });
      return;
    }
    const { data } = await client.query({ query: GetConsentQuery, fetchPolicy: 'network-only' });
    const recorded = data?.getConsent;
    if (recorded && !getConsent()) {
      saveConsent({ analytics: recorded.analytics, sessionReplay: recorded.sessionReplay });
    }
  } catch (error) {
    console.error('Your privacy choices could not be recorded with your account', error);
  }
}
