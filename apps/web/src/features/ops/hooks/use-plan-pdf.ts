/**
 * Downloads a plan version's PDF on the purchase case's page: asks the server for it (planPdf, never cached: it is
 * the document itself) and saves it (lib/save-pdf.ts).
 */
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { pdfBlob, saveFile } from '../../../lib/save-pdf';
import { readGraphQLError } from '../../../lib/server-errors';
import { OpsPlanPdfQuery } from '../graphql/planPdf';

/** The message when the PDF did not arrive and the server said nothing. */
export const PDF_PROBLEM = 'The PDF could not be downloaded. Check your connection and try again.';

/**
 * The download's state.
 * @param planId the plan version whose PDF is downloaded
 * @returns `download` (fetches and saves the PDF), `downloading` while it is fetched, and `problem` (why the last
 *   download failed, or null)
 */
export function usePlanPdf(planId: string) {
  const client = useApolloClient();
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setProblem(null);
    setDownloading(true);
    try {
      const { data } = await client.query({
        query: OpsPlanPdfQuery,
        variables: { input: { planId } },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('No PDF');
      saveFile(pdfBlob(data.planPdf.base64), data.planPdf.fileName);
    } catch (error) {
      setProblem(readGraphQLError(error)?.message ?? PDF_PROBLEM);
    } finally {
      setDownloading(false);
    }
  };

  return { download, downloading, problem };
}
