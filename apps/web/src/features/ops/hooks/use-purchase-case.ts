/** A purchase case's page's data: the case (PurchaseCase), kept fresh on every visit, and the page's title. */
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { PurchaseCaseQuery } from '../graphql/purchaseCase';

/**
 * @param purchaseCaseId the case shown
 * @returns the query's state (data, loading, error, refetch) and the case (`review`, undefined until loaded)
 */
export function usePurchaseCase(purchaseCaseId: string) {
  const { data, loading, error, refetch } = useQuery(PurchaseCaseQuery, {
    variables: { input: { purchaseCaseId } },
    fetchPolicy: 'cache-and-network',
  });
  const review = data?.purchaseCase;
  const address = review?.purchaseCase.address;

  useEffect(() => {
    document.title = `${address || 'Purchase'} · Stairway operators`;
  }, [address]);

  return { data, loading, error, refetch, review };
}
