/**
 * /ops/purchases/:purchaseCaseId: one purchase case as operators work it: the home and the applicant (with a link to
 * their application), where it stands, the next step as the applicant reads it and who it waits on, the timeline of
 * the seven stages, the plan (its current version, its signatures and the form to prepare the next), the history of
 * every move, and the form to move it on (the next stage, or fallen through with a reason), or "This case is closed"
 * once it has moved in or fallen through; the plan's ending when there is one (moving out or buying the rest). Each move is audited and e-mailed to the applicant by the server.
 */
import { Alert, Card, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { readGraphQLError } from '../../../lib/server-errors';
import { LoadFailed } from '../components/load-failed';
import { MovePurchaseCaseCard } from '../components/move-purchase-case-form';
import { PurchaseCaseHeader, PurchaseNextStep } from '../components/purchase-case-header';
import { PurchaseEndingCard } from '../components/purchase-ending-card';
import { PurchaseHistoryTable } from '../components/purchase-history-table';
import { PurchasePaymentsCard } from '../components/purchase-payments-card';
import { PurchasePlanCard } from '../components/purchase-plan-card';
import { PurchaseTimeline } from '../components/purchase-timeline';
import { PurchaseValueCard } from '../components/purchase-value-card';
import { usePurchaseCase } from '../hooks/use-purchase-case';

/** The page of one purchase case. */
export function PurchasePage() {
  const { purchaseCaseId = '' } = useParams();
  const { data, loading, error, refetch, review } = usePurchaseCase(purchaseCaseId);

  if (loading && !data) return <Loader role="status" aria-label="Loading the purchase" />;
  if (!review) {
    // Only the server's NOT_FOUND (or an id that is not one) means there is none; any other failure may pass.
    const refused = readGraphQLError(error);
    const notFound = refused?.code === 'NOT_FOUND' || refused?.code === 'BAD_USER_INPUT';
    if (error && !notFound) return <LoadFailed what="purchase" onRetry={refetch} />;
    return (
      <Alert color="red" variant="light" role="alert">
        {refused?.message ?? 'The purchase was not found.'}
      </Alert>
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <PurchaseCaseHeader review={review} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <PurchaseNextStep review={review} />
          <MovePurchaseCaseCard key={review.purchaseCase.id} review={review} />
        </Stack>
        <Stack gap="lg">
          <Card withBorder padding="lg">
            <PurchaseTimeline stages={review.purchaseCase.timeline} />
          </Card>
          <PurchasePlanCard key={review.purchaseCase.id} review={review} />
        </Stack>
      </SimpleGrid>
      <PurchaseEndingCard key={`ending-${review.purchaseCase.id}`} purchaseCaseId={review.purchaseCase.id} />
      <PurchasePaymentsCard key={review.purchaseCase.id} purchaseCaseId={review.purchaseCase.id} />
      <PurchaseValueCard key={`value-${review.purchaseCase.id}`} purchaseCaseId={review.purchaseCase.id} />
      <PurchaseHistoryTable history={review.history} />
    </Stack>
  );
}
