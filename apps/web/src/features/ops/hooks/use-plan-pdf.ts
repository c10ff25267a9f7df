/**
 * Downloads a plan version's PDF on the purchase case's page: asks the server for it (planPdf, never cached: it is
 * the document itself), turns its base64 into a PDF Blob and saves it through a temporary `<a download>` link whose
 * object URL is revoked once the browser has taken it.
 */
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { readGraphQLError } from '../../../lib/server-errors';
import { OpsPlanPdfQuery } from '../graphql/planPdf';

/** How long the object URL is kept after the click, so that every browser has started the download. */
const REVOKE_AFTER_MS = 1000;

/** The message when the PDF did not arrive and the server said nothing. */
export const PDF_PROBLEM = 'The PDF could not be downloaded. Check your connection and try again.';

/** A PDF Blob of base64 bytes. */
export function pdfBlob(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

/** Saves `blob` as `fileName` through a temporary link, then revokes its object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

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
      saveBlob(pdfBlob(data.planPdf.base64), data.planPdf.fileName);
    } catch (error) {
      setProblem(readGraphQLError(error)?.message ?? PDF_PROBLEM);
    } finally {
      setDownloading(false);
    }
  };

  return { download, downloading, problem };
}
