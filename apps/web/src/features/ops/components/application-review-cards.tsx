/**
 * The review page of one application's cards (pages/application-page.tsx): the heading, the figures, each section's
 * state, the identity check and bank connection, and the documents.
 */
import { Anchor, Badge, Card, Group, List, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { DOCUMENT_TYPE_LABELS, formatFileSize } from '@stairway/domain/documents';
import { formatGBP } from '@stairway/domain/money';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ApplicationForReviewQuery } from '../../../gql/graphql';
import { formatDateTime, STATE_LABELS, STATUS_COLOURS } from '../lib/format';
import { opsPaths } from '../lib/paths';
import { VerificationCheckDetails } from './verification-check-details';

/** The application as the review page shows it. */
export type ApplicationForReview = ApplicationForReviewQuery['applicationForReview'];

type Props = { application: ApplicationForReview };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** The link back to the applications, the applicant's name and contact, and the application's state. */
export function ApplicationHeader({ application }: Props) {
  const state = STATE_LABELS[application.state] ?? { label: application.state, color: 'gray' };
  return (
    <>
      <Anchor component={Link} to={opsPaths.applications} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" /> Applications in review
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        {/* A long e-mail address wraps instead of widening the page past a phone's screen. */}
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz="h2">
            {application.name}
          </Title>
          <Text c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {application.email}
            {application.phoneNumber ? ` · ${application.phoneNumber}` : ''}
          </Text>
        </div>
        <Badge size="lg" variant="filled" color={state.color}>
          {state.label}
        </Badge>
      </Group>
    </>
  );
}

/** The application's figures (budget, pay, commitments, areas). */
export function FiguresCard({ application }: Props) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="sm">
        Figures
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label="Budget" value={formatGBP(application.budget)} />
        <Figure label="Rent budget a month" value={formatGBP(application.rentBudget)} />
        <Figure label="Deposit" value={application.deposit != null ? formatGBP(application.deposit) : '–'} />
        <Figure label="Gross annual pay (onboarding)" value={formatGBP(application.grossAnnualPay)} />
        <Figure label="Take-home pay a month" value={formatGBP(application.netMonthlyIncome)} />
        <Figure label="Commitments a month" value={formatGBP(application.monthlyCommitmentsTotal)} />
        <Figure label="Submitted" value={formatDateTime(application.submittedAt)} />
        <Figure
          label="Areas"
          value={application.preferredLocations.length ? application.preferredLocations.join(', ') : '–'}
        />
      </SimpleGrid>
      {application.jointApplication && (
        <Text fz="sm" mt="sm">
          Joint application: the co-applicant’s sections are listed below.
        </Text>
      )}
    </Card>
  );
}

/** Each section of the application and its state. */
export function SectionsCard({ application }: Props) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="sm">
        Sections
      </Title>
      <List spacing={6} listStyleType="none" p={0}>
        {application.sections.map((s) => (
          <List.Item key={s.id}>
            <Group justify="space-between" wrap="nowrap">
              <Text>{s.label}</Text>
              <Badge variant="filled" color={STATUS_COLOURS[s.status] ?? 'gray.7'}>
                {s.status === 'Todo' ? 'To do' : s.status}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

/** The identity checks and bank connections with their provider's details. */
export function ChecksCard({ application }: Props) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="sm">
        Checks
      </Title>
      {application.identityVerificationSkipped && (
        <Text fz="sm" mb="xs">
          The applicant skipped identity verification: verify it yourself before approving.
        </Text>
      )}
      {application.checks.length === 0 ? (
        <Text c="gray.7">No identity check or bank connection was started.</Text>
      ) : (
        <List spacing={6} listStyleType="none" p={0}>
          {application.checks.map((c) => (
            <List.Item key={`${c.person}-${c.purpose}`}>
              <Group justify="space-between" wrap="nowrap">
                <Text>
                  {c.person === 'coApplicant' ? 'Co-applicant' : 'Applicant'}:{' '}
                  {c.purpose === 'identity' ? 'identity' : 'bank'}
                </Text>
                <Group gap={4}>
                  <Badge variant="filled" color="gray.7">
                    {c.status}
                  </Badge>
                  {c.fromSandbox && (
                    <Badge variant="filled" color="red.9" title="The applicant chose this result">
                      Sandbox: proves nothing
                    </Badge>
                  )}
                </Group>
              </Group>
              <VerificationCheckDetails check={c} />
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

/** The documents uploaded, with signed links. */
export function DocumentsCard({ application }: Props) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h4" mb="sm">
        Documents
      </Title>
      {application.documents.length === 0 ? (
        <Text c="gray.7">No documents uploaded.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Document</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Uploaded</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {application.documents.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    <Anchor href={d.url} target="_blank" rel="noreferrer">
                      {d.displayName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{DOCUMENT_TYPE_LABELS[d.documentType]}</Table.Td>
                  <Table.Td>{formatFileSize(d.size)}</Table.Td>
                  <Table.Td>{formatDateTime(d.dateUploaded)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text fz="xs" c="gray.7" mt="xs">
        Links are signed and work for 15 minutes; reload the page for fresh ones.
      </Text>
    </Card>
  );
}
