/**
 * /ops/applications/:applicationId: one application as an operator reviews it: the applicant, the figures, each
 * section's state, the identity check and bank connection with their provider (its reference, own status and reasons,
 * and since when a pending one waits: components/verification-check-details.tsx), the documents (signed links that work
 * for 15 minutes), and, while it is in review, approve (with an optional note) or reject (with a required reason). Both
 * call the same decision service as `npm run ops`, which writes the audit row and e-mails the applicant.
 */
import { Alert, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { readGraphQLError } from '../../../lib/server-errors';
import {
  ApplicationHeader,
  ChecksCard,
  DocumentsCard,
  FiguresCard,
  SectionsCard,
} from '../components/application-review-cards';
import { DecisionCard } from '../components/decision-card';
import { LoadFailed } from '../components/load-failed';
import { VerifiedIncomeSection } from '../components/verified-income-section';
import { useApplicationReview } from '../hooks/use-application-review';

/** The review page of one application. */
export function ApplicationPage() {
  const { applicationId = '' } = useParams();
  const { data, loading, error, refetch, application, decision } = useApplicationReview(applicationId);

  if (loading && !data) return <Loader role="status" aria-label="Loading the application" />;
  if (!application) {
    // Only the server's NOT_FOUND (or no application in its answer) means there is none; any other failure may pass.
    const refused = readGraphQLError(error);
    if (error && refused?.code !== 'NOT_FOUND') return <LoadFailed what="application" onRetry={refetch} />;
    return (
      <Alert color="red" variant="light" role="alert">
        {refused?.message ?? 'The application was not found.'}
      </Alert>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <ApplicationHeader application={application} />

      {decision.outcome && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
          {decision.outcome}
        </Alert>
      )}

      <FiguresCard application={application} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionsCard application={application} />
        <ChecksCard application={application} />
      </SimpleGrid>

      <VerifiedIncomeSection people={application.verifiedIncome} />

      <DocumentsCard application={application} />

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
