/**
 * "Signatures": who must sign (the applicant; the co-applicant too on a joint plan) and, for each, who signed,
 * when, from which IP address and the fingerprint of the document signed, or "Not signed yet"; and once everyone
 * has signed, a sentence saying so.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { YourPlan } from '../hooks/use-your-plan';
import { formatPlanDateTime, shortFingerprint } from '../lib/plan-format';
import { PlanSection } from './plan-terms';

type Signer = YourPlan['signers'][number];

/**
 * A signer's signature in a sentence.
 * @returns e.g. "Signed by Amelia Hughes on 3 December 2026 at 14:05 from 203.0.113.7, SHA-256 3f1a9c0b7d2e…",
 *   or "Not signed yet"
 */
export function describeSignature(signer: Signer): string {
  if (!signer.signedAt) return 'Not signed yet';
  const parts = [`Signed by ${signer.name ?? signer.role} on ${formatPlanDateTime(signer.signedAt)}`];
  if (signer.ipAddress) parts.push(` from ${signer.ipAddress}`);
  if (signer.sha256) parts.push(`, SHA-256 ${shortFingerprint(signer.sha256)}`);
  return parts.join('');
}

/** The signatures' list. */
export function PlanSignatures({ plan }: { plan: Pick<YourPlan, 'signers' | 'fullySigned'> }) {
  return (
    <PlanSection title="Signatures" testId="plan-signatures">
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Signatures">
        {plan.signers.map((signer) => (
          <li key={signer.role} data-testid="plan-signer">
            <Text fw={600}>{signer.role}</Text>
            <Text fz="sm" c={signer.signedAt ? 'gray.8' : 'gray.7'} style={{ overflowWrap: 'anywhere' }}>
              {describeSignature(signer)}
            </Text>
            {signer.signedAt && signer.tookAdvice && (
              <Text fz="sm" c="gray.7">
                Signed before the end of the review window, after confirming independent advice.
              </Text>
            )}
          </li>
        ))}
      </Stack>
      {plan.fullySigned && (
        <Alert
          color="stairway"
          variant="light"
          radius="md"
          icon={<IconCircleCheck size={22} aria-hidden="true" />}
          styles={{ message: { color: 'var(--mantine-color-gray-9)' } }}
          data-testid="plan-fully-signed"
        >
          Your plan is signed by everyone who needs to sign it.
        </Alert>
      )}
    </PlanSection>
  );
}
