/**
 * What may stop a home's approval, said before it is submitted (docs/domain-research.md §3.4 and §3.6; the
 * domain's MIN_LEASE_YEARS, MIN_EPC_RATING and getApprovalRisks): the rules on the first page, and on the
 * last page which of this home's answers trip them.
 */
import { Alert, List, Stack, Text } from '@mantine/core';
import {
  APPROVAL_RISK_MESSAGES,
  APPROVAL_RISK_RULES,
  type ApprovalRisk,
  getApprovalRisks,
} from '@stairway/domain/home-submissions';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { HomeSubmission } from '../hooks/use-home-submissions';

const RISKS: ApprovalRisk[] = ['ShortLease', 'LowEpc'];

/** The rules, each with why: for the disclaimer and requirements pages. */
export function ApprovalRiskRules() {
  return (
    <Stack gap="xs" data-testid="approval-risk-rules">
      <Text fw={600}>We may not be able to approve:</Text>
      <List spacing="sm" fz="sm">
        {RISKS.map((risk) => (
          <List.Item key={risk}>
            <Text fz="sm" fw={600} span>
              {APPROVAL_RISK_RULES[risk]}.
            </Text>{' '}
            {APPROVAL_RISK_MESSAGES[risk]}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The answers of this home that may stop its approval, or nothing when none does. */
export function HomeApprovalRisks({ home }: { home: HomeSubmission }) {
  const risks = getApprovalRisks({
    ownership: home.ownership,
    yearsLeftOnLease: home.yearsLeftOnLease,
    EPCRating: home.EPCRating,
  });
  if (risks.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="lg"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title="This home may not be approved"
      data-testid="home-approval-risks"
    >
      <Stack gap="xs">
        {risks.map((risk) => (
          <Text key={risk} fz="sm">
            {APPROVAL_RISK_MESSAGES[risk]}
          </Text>
        ))}
        <Text fz="sm">You can still submit it, and our team will look at it.</Text>
      </Stack>
    </Alert>
  );
}
