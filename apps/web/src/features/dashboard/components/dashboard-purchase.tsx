/**
 * The applicant's purchase on Your progress (the purchase case of their approved home): loaded once a home has been
 * approved or submitted (a purchase that fell through leaves the home submitted but no longer approved), shown
 * when there is one, with a link to the plan once it is prepared.
 */
import { useQuery } from '@apollo/client/react';
import { PurchaseCaseSection } from '../../../components/purchase-timeline/purchase-case-section';
import { paths } from '../../../lib/paths';
import { GetMyPurchaseCaseQuery } from '../graphql/getMyPurchaseCase';

/** "Your purchase", its skeleton, its error with "Try again", or nothing when no home is approved. */
export function DashboardPurchase() {
  const query = useQuery(GetMyPurchaseCaseQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <PurchaseCaseSection
      purchaseCase={query.data?.myPurchaseCase}
      loading={query.loading}
      failed={Boolean(query.error)}
      onRetry={() => void query.refetch().catch(() => undefined)}
      planLink={paths.yourPlan}
      homeLink={paths.yourHome}
    />
  );
}
