/**
 * "Download the PDF": asks the server for the plan version's exact PDF (planPdf, not kept in Apollo's cache),
 * turns its base64 into a PDF Blob and saves it under the server's file name through a temporary
 * `<a download>` with an object URL, revoked afterwards.
 */
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { pdfBlob, saveFile } from '../../../lib/save-pdf';
import { useAsyncAction } from '../../../lib/use-async-action';
import { YourPlanPdfQuery } from '../graphql/planPdf';

/** What {@link usePlanPdf} gives the button. */
export type PlanPdfState = {
  download: () => Promise<void>;
  downloading: boolean;
  /** What went wrong with the last download, if it did. */
  error: string | null;
};

/**
 * The download of a plan version's PDF.
 * @param planId the version's id
 * @param sha256 the fingerprint shown on the page: a PDF that does not match it is not saved
 */
export function usePlanPdf(planId: string, sha256: string): PlanPdfState {
  const client = useApolloClient();
  const [error, setError] = useState<string | null>(null);
  const action = useAsyncAction(async () => {
    setError(null);
    try {
      const result = await client.query({
        query: YourPlanPdfQuery,
        variables: { input: { planId } },
        fetchPolicy: 'no-cache',
      });
      const pdf = result.data?.planPdf;
      if (!pdf) throw new Error('No PDF');
      if (pdf.sha256 !== sha256) {
        setError(
          'This PDF is not the version shown on this page. Reload the page to see the current version.',
        );
        return;
      }
      saveFile(pdfBlob(pdf.base64), pdf.fileName);
    } catch {
      setError('We couldn’t download your plan. Check your connection, then try again.');
    }
  });
  return { download: action.run, downloading: action.running, error };
}
