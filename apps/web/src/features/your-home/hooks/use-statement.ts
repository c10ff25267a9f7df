/**
 * A month's statement (GetStatement) and the download of its PDF (GetStatementPdf, asked for only on the click and
 * never cached), saved as `stairway-statement-2026-11.pdf` (lib/save-pdf.ts).
 */
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { pdfBlob, saveFile } from '../../../lib/save-pdf';
import { readGraphQLError } from '../../../lib/server-errors';
import { useAsyncAction } from '../../../lib/use-async-action';
import { GetStatementPdfQuery, GetStatementQuery } from '../graphql/getStatement';

/**
 * The statement of a month and its download.
 * @param month YYYY-MM, from the page's address
 */
export function useStatement(month: string) {
  const client = useApolloClient();
  const query = useQuery(GetStatementQuery, { variables: { input: { month } } });
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);
  const download = useAsyncAction(async () => {
    setDownloadProblem(null);
    try {
      const result = await client.query({
        query: GetStatementPdfQuery,
        variables: { input: { month } },
        fetchPolicy: 'no-cache',
      });
      const base64 = result.data?.myStatement.pdfBase64;
      if (!base64) throw new Error('No PDF');
      saveFile(pdfBlob(base64), `stairway-statement-${month}.pdf`);
    } catch {
      setDownloadProblem('We couldn’t download your statement. Check your connection, then try again.');
    }
  });
  return {
    statement: query.data?.myStatement,
    loading: query.loading && !query.data,
    /** The server's words when it refused the month (e.g. not YYYY-MM), else a generic failure; null if none. */
    problem: query.error && !query.data ? (readGraphQLError(query.error)?.message ?? 'failed') : null,
    retry: () => void query.refetch().catch(() => undefined),
    download: download.run,
    downloading: download.running,
    downloadProblem,
  };
}
