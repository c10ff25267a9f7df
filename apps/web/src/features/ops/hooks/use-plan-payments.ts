/**
 * The Payments card's state on a purchase case's page: the plan's payments (planPayments, fresh on every visit),
 * "Retry now" for a failed or retrying collection (retryCollection, whose answer replaces the card's payments in
 * Apollo's cache) and a month's statement downloaded as a PDF (planStatement, never cached: it is the document
 * itself), saved as `stairway-statement-{month}.pdf` the way the plan's PDF is (use-plan-pdf.ts).
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { pdfBlob, saveFile } from '../../../lib/save-pdf';
import { readGraphQLError } from '../../../lib/server-errors';
import { OpsPlanPaymentsQuery } from '../graphql/planPayments';
import { OpsPlanStatementQuery } from '../graphql/planStatement';
import { RetryCollectionMutation } from '../graphql/retryCollection';
import { PDF_PROBLEM } from './use-plan-pdf';
import { NETWORK_PROBLEM } from './use-review-decision';

/** The file name of a month's statement, e.g. `stairway-statement-2026-11.pdf`. */
export const statementFileName = (month: string) => `stairway-statement-${month}.pdf`;

/**
 * "Retry now": which collection is being asked for again, the outcome and why the last retry failed.
 * @param purchaseCaseId the case whose payments the answer replaces
 */
function useRetryCollection(purchaseCaseId: string) {
  const [retry] = useMutation(RetryCollectionMutation);
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const [retryProblem, setRetryProblem] = useState<string | null>(null);
  const [retryOutcome, setRetryOutcome] = useState<string | null>(null);

  const retryNow = async (collection: { id: string; description: string }) => {
    setRetryProblem(null);
    setRetryOutcome(null);
    setRetryingId(collection.id);
    try {
      await retry({
        variables: { input: { collectionId: collection.id } },
        update: (cache, { data }) => {
          if (!data) return;
          cache.writeQuery({
            query: OpsPlanPaymentsQuery,
            variables: { input: { purchaseCaseId } },
            data: { planPayments: data.retryCollection },
          });
        },
      });
      setRetryOutcome(`${collection.description}: the bank has been asked again.`);
    } catch (error) {
      setRetryProblem(readGraphQLError(error)?.message ?? NETWORK_PROBLEM);
    } finally {
      setRetryingId(null);
    }
  };

  return { retryNow, retryingId, retryProblem, retryOutcome };
}

/**
 * A month's statement as a PDF: which month is being downloaded and why the last download failed.
 * @param purchaseCaseId the case whose statement is downloaded
 */
function useStatementPdf(purchaseCaseId: string) {
  const client = useApolloClient();
  const [downloadingMonth, setDownloadingMonth] = useState<string | null>(null);
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);

  const downloadStatement = async (month: string) => {
    setDownloadProblem(null);
    setDownloadingMonth(month);
    try {
      const { data } = await client.query({
        query: OpsPlanStatementQuery,
        variables: { input: { purchaseCaseId, month } },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No statement');
      saveFile(pdfBlob(data.planStatement.pdfBase64), statementFileName(month));
    } catch (error) {
      setDownloadProblem(readGraphQLError(error)?.message ?? PDF_PROBLEM);
    } finally {
      setDownloadingMonth(null);
    }
  };

  return { downloadStatement, downloadingMonth, downloadProblem };
}

/**
 * The Payments card's state.
 * @param purchaseCaseId the case shown
 * @returns the query's state (`data`, `loading`, `error`, `refetch`), `payments` (null before a plan, undefined
 *   until loaded), `retryNow` with `retryingId`, `retryProblem` and `retryOutcome`, and `downloadStatement` with
 *   `downloadingMonth` and `downloadProblem`
 */
export function usePlanPayments(purchaseCaseId: string) {
  const { data, loading, error, refetch } = useQuery(OpsPlanPaymentsQuery, {
    variables: { input: { purchaseCaseId } },
    fetchPolicy: 'cache-and-network',
  });
  return {
    data,
    loading,
    error,
    refetch,
    payments: data?.planPayments,
    ...useRetryCollection(purchaseCaseId),
    ...useStatementPdf(purchaseCaseId),
  };
}
