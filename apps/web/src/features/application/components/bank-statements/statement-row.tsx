/**
 * One uploaded bank statement: its name, file, size and date, View, and Remove (after confirmation). The
 * acting person's own document (useActingPerson): the applicant's, or the co-applicant's.
 */
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Anchor, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { formatFileSize } from '@stairway/domain/documents';
import { IconFileText, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { confirmRemove } from '../../../../components/form/confirm-remove';
import type { ApplicantDocumentFieldsFragment } from '../../../../gql/graphql';
import { CoApplicantDeleteDocumentMutation } from '../../graphql/coApplicantSections';
import { DeleteDocumentMutation } from '../../graphql/deleteDocument';
import { GetApplicantDocumentsQuery } from '../../graphql/getApplicantDocuments';
import { useActingPerson, useRefreshCoApplicant } from '../../hooks/use-acting-person';
import classes from '../verification.module.css';

/**
 * Shows one statement as a list item.
 * @param disabled true once the application is submitted: Remove is disabled
 * @param onRemoved called with "“name” removed." after a removal, for the page's announcement
 */
export function StatementRow({
  document,
  disabled,
  onRemoved,
}: {
  document: ApplicantDocumentFieldsFragment;
  disabled: boolean;
  onRemoved: (announcement: string) => void;
}) {
  const person = useActingPerson();
  const refreshCoApplicant = useRefreshCoApplicant();
  const [removeAsApplicant, applicantRemoval] = useMutation(DeleteDocumentMutation);
  const [removeAsCoApplicant, coApplicantRemoval] = useMutation(CoApplicantDeleteDocumentMutation);
  const removing = { loading: applicantRemoval.loading || coApplicantRemoval.loading };
  const [error, setError] = useState<string | null>(null);
  const askToRemove = () =>
    confirmRemove({
      title: 'Remove this statement?',
      children: <Text>“{document.displayName}” will be deleted. You can upload it again at any time.</Text>,
      remove: async () => {
        const options = {
          variables: { input: { id: document.id } },
          refetchQueries: [GetApplicantDocumentsQuery],
          awaitRefetchQueries: true,
        };
        if (person === 'coApplicant') {
          await removeAsCoApplicant(options);
          await refreshCoApplicant();
        } else {
          await removeAsApplicant(options);
        }
        onRemoved(`“${document.displayName}” removed.`);
      },
      onError: setError,
    });

  return (
    <li className={classes.document} data-testid="statement">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <ThemeIcon size={36} radius="md" variant="light" color="gray" aria-hidden="true">
          <IconFileText size={20} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} className={classes.documentName}>
            {document.displayName}
          </Text>
          <Text fz="sm" c="gray.7" className={classes.documentName}>
            {document.fileName} · {formatFileSize(document.size)} · Uploaded{' '}
            {dayjs(document.dateUploaded).format('D MMM YYYY')}
          </Text>
          <Group gap="md" mt={4}>
            <Anchor href={document.url} target="_blank" rel="noopener" fz="sm" fw={500}>
              View<VisuallyHidden> {document.displayName} (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </Group>
          {error && (
            <Text fz="sm" c="red.8" role="alert">
              {error}
            </Text>
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red.8"
          size={44}
          aria-label={`Remove ${document.displayName}`}
          onClick={askToRemove}
          loading={removing.loading}
          disabled={disabled}
        >
          <IconTrash size={20} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </li>
  );
}
