/**
 * /ops/applications/:applicationId: one application as an operator reviews it: the applicant, the figures, each
 * section's state, the identity check and bank connection with their provider (its reference, own status and reasons,
 * and since when a pending one waits: components/verification-check-details.tsx), the documents (signed links that work
 * for 15 minutes), and, while it is in review, approve (with an optional note) or reject (with a required reason). Both
 * call the same decision service as `npm run ops`, which writes the audit row and e-mails the applicant.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { DOCUMENT_TYPE_LABELS, formatFileSize } from '@stairway/domain/documents';
import { formatGBP } from '@stairway/domain/money';
import { approveApplicationInputSchema, rejectApplicationInputSchema } from '@stairway/domain/operators';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { readGraphQLError } from '../../../lib/server-errors';
import { DecisionCard } from '../components/decision-card';
import { VerificationCheckDetails } from '../components/verification-check-details';
import { VerifiedIncomeSection } from '../components/verified-income-section';
import { ApplicationForReviewQuery } from '../graphql/applicationForReview';
import { ApproveApplicationMutation } from '../graphql/approveApplication';
import { RejectApplicationMutation } from '../graphql/rejectApplication';
import { useReviewDecision } from '../hooks/use-review-decision';
import { formatDateTime, STATE_LABELS, STATUS_COLOURS } from '../lib/format';
import { opsPaths } from '../lib/paths';

/** The reason's rules: the domain's approveApplication and rejectApplication inputs. */
const REASON_SCHEMAS = {
  approve: approveApplicationInputSchema.pick({ reason: true }),
  reject: rejectApplicationInputSchema.pick({ reason: true }),
};

/** What a decision changes: the lists of applications in review and the audit log. */
const REFETCH_QUERIES = ['ApplicationsInReview', 'AuditLog'];

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

/** The review page of one application. */
export function ApplicationPage() {
  const { applicationId = '' } = useParams();
  const { data, loading, error } = useQuery(ApplicationForReviewQuery, {
    variables: { input: { applicationId } },
    fetchPolicy: 'cache-and-network',
  });
  const [approve] = useMutation(ApproveApplicationMutation);
  const [reject] = useMutation(RejectApplicationMutation);
  const application = data?.applicationForReview;
  const name = application?.name ?? '';
  const decision = useReviewDecision({
    subject: { subject: 'application', name },
    reasonSchemas: REASON_SCHEMAS,
    approve: async (reason) => {
      const result = await approve({
        variables: { input: { applicationId, reason } },
        refetchQueries: REFETCH_QUERIES,
      });
      const warning = result.data?.approveApplication.warning;
      return `Approved. ${name} has been e-mailed.${warning ? ` ${warning}` : ''}`;
    },
    reject: async (reason) => {
      await reject({ variables: { input: { applicationId, reason } }, refetchQueries: REFETCH_QUERIES });
      return `Rejected. ${name} has been e-mailed; the reason is in the audit log.`;
    },
  });

  useEffect(() => {
    document.title = `${application?.name ?? 'Application'} · Stairway operators`;
  }, [application?.name]);

  if (loading && !data) return <Loader aria-label="Loading the application" />;
  if (!application) {
    return (
      <Alert color="red" variant="light" role="alert">
        {readGraphQLError(error)?.message ?? 'The application was not found.'}
      </Alert>
    );
  }

  const state = STATE_LABELS[application.state] ?? { label: application.state, color: 'gray' };

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={opsPaths.applications} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" /> Applications in review
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} fz="h2">
            {application.name}
          </Title>
          <Text c="gray.7">
            {application.email}
            {application.phoneNumber ? ` · ${application.phoneNumber}` : ''}
          </Text>
        </div>
        <Badge size="lg" variant="filled" color={state.color}>
          {state.label}
        </Badge>
      </Group>

      {decision.outcome && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {decision.outcome}
        </Alert>
      )}

      <Card withBorder padding="lg">
        <Title order={2} fz="h4" mb="sm">
          Figures
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Figure label="Budget" value={formatGBP(application.budget)} />
          <Figure label="Rent budget a month" value={formatGBP(application.rentBudget)} />
          <Figure label="Deposit" value={formatGBP(application.deposit)} />
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

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
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
      </SimpleGrid>

      <VerifiedIncomeSection people={application.verifiedIncome} />

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

      {application.state === 'InReview' && (
        <DecisionCard
          subject="application"
          decision={decision}
          footnote="Either way the applicant is e-mailed and their progress page changes at once."
        />
      )}
    </Stack>
  );
}
