/**
 * "Your statements": the uploaded bank statements and how many more are needed (one for each of the last 3
 * months completes the step, areBankStatementsComplete), or why there are none to show yet.
 */
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  BANK_STATEMENT_MONTHS,
  BANK_STATEMENTS_NEEDED,
  getBankStatementsNeeded,
} from '@stairway/domain/documents';
import type { ApplicantDocumentFieldsFragment } from '../../../../gql/graphql';
import type { useStatementUploads } from '../../hooks/use-statement-uploads';
import { StatusAlert } from '../status-alert';
import classes from '../verification.module.css';
import { StatementRow } from './statement-row';

/**
 * Shows the list: skeletons while the documents load, an error with "Try again", "None yet", or one row per
 * statement.
 * @param documents the getApplicantDocuments query (from useStatementUploads)
 * @param statements its bank statements
 * @param disabled true once the application is submitted
 * @param onRemoved called with the announcement after a statement is removed
 */
export function StatementList({
  documents,
  statements,
  disabled,
  onRemoved,
}: {
  documents: ReturnType<typeof useStatementUploads>['documents'];
  statements: readonly ApplicantDocumentFieldsFragment[];
  disabled: boolean;
  onRemoved: (announcement: string) => void;
}) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="md">
        Your statements
      </Title>
      {documents.loading && !documents.data ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading your statements">
          <Skeleton height={52} />
          <Skeleton height={52} />
        </Stack>
      ) : documents.error && !documents.data ? (
        <StatusAlert tone="error" title="We couldn’t load your statements">
          <Button variant="white" color="red" onClick={() => void documents.refetch()}>
            Try again
          </Button>
        </StatusAlert>
      ) : statements.length === 0 ? (
        <Text c="gray.7" fz="sm" data-testid="no-statements">
          None yet. Upload one statement for each of the last {BANK_STATEMENT_MONTHS} months.
        </Text>
      ) : (
        <>
          <Text c="gray.7" fz="sm" aria-live="polite" data-testid="statements-needed">
            {getBankStatementsNeeded(statements.length) === 0
              ? `${statements.length} of ${BANK_STATEMENTS_NEEDED} statements: that’s all we need.`
              : `${statements.length} of ${BANK_STATEMENTS_NEEDED} statements: upload ${getBankStatementsNeeded(statements.length)} more, one for each month.`}
          </Text>
          <ul className={classes.documents} data-testid="statement-list">
            {statements.map((document) => (
              <StatementRow key={document.id} document={document} disabled={disabled} onRemoved={onRemoved} />
            ))}
          </ul>
        </>
      )}
    </Stack>
  );
}
