/**
 * What the console shows under one identity check or bank connection (decision 053): the provider and its reference (to
 * find the check in the provider's dashboard), the provider's own status, the reasons for its result (document, face,
 * watchlist, where the provider's workflow gives them), and, while the check is pending, "Waiting for Onfido" (or the
 * provider's name) with when it was started.
 */
import { List, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../lib/format';

/** The providers' names as operators know them. */
const PROVIDER_NAMES: Record<string, string> = { onfido: 'Onfido', plaid: 'Plaid', sandbox: 'the sandbox' };

/** A check as the console's query reads it (ApplicationReview.checks). */
export type ReviewCheck = {
  provider: string;
  status: string;
  reference: string;
  providerStatus?: string | null;
  reasons: string[];
  startedAt: string;
  completedAt?: string | null;
};

/**
 * The provider's details of one check.
 * @param check the check: provider, status, reference, provider's status, reasons, started and settled
 */
export function VerificationCheckDetails({ check }: { check: ReviewCheck }) {
  const provider = PROVIDER_NAMES[check.provider] ?? check.provider;
  /** The provider's name at the start of a sentence ("The sandbox reference", "Onfido reference"). */
  const Provider = provider.charAt(0).toUpperCase() + provider.slice(1);
  return (
    <Stack gap={2} mt={4}>
      {check.status === 'Pending' && (
        <Text fz="sm" fw={600} c="blue.9" data-testid="check-waiting">
          Waiting for {provider} since {formatDateTime(check.startedAt)}
        </Text>
      )}
      {/* A provider's reference is one unbroken string (a UUID, a Plaid item id): it wraps on a phone. */}
      <Text fz="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
        {Provider} reference:{' '}
        <Text span ff="monospace" fz="sm" c="gray.9">
          {check.reference}
        </Text>
        {check.providerStatus && (
          <>
            {' · '}
            {Provider}’s status: {check.providerStatus}
          </>
        )}
        {check.completedAt && <> · result {formatDateTime(check.completedAt)}</>}
      </Text>
      {check.reasons.length > 0 && (
        <>
          <Text fz="sm" c="gray.7">
            Reasons given by {provider}:
          </Text>
          <List size="sm" withPadding>
            {check.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
