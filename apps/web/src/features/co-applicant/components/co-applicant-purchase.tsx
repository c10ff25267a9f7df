/**
 * The purchase of the joint application's approved home on the co-applicant's dashboard (both people follow it):
 * loaded once a home has been approved or submitted (a purchase that fell through leaves the home submitted but no
 * longer approved), shown when there is one, with a link to the plan once it is prepared.
 */
import { useQuery } from '@apollo/client/react';
import { PurchaseCaseSection } from '../../../components/purchase-timeline/purchase-case-section';
import { paths } from '../../../lib/paths';
import { GetCoApplicantPurchaseCaseQuery } from '../graphql/getCoApplicantPurchaseCase';

/**
 * "Your purchase", its skeleton, its error with "Try again", or nothing when no home is approved.
 * @param props.mainApplicant the applicant's first name: they choose another home if the purchase falls through
 */
export function CoApplicantPurchase(props: { mainApplicant: string }) {
  const query = useQuery(GetCoApplicantPurchaseCaseQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <PurchaseCaseSection
      purchaseCase={query.data?.myPurchaseCase}
      loading={query.loading}
      failed={Boolean(query.error)}
      onRetry={() => void query.refetch().catch(() => undefined)}
      applicantName={props.mainApplicant}
      planLink={paths.coApplicantYourPlan}
      homeLink={paths.coApplicantYourHome}
    />
  );
}
