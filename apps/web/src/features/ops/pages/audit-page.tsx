/**
 * /ops/audit: the audit log: who did what, when, the reason or note given with a decision and the state before and
 * after, newest first, 25 a page, filtered by action, actor and subject id.
 */
import { useQuery } from '@apollo/client/react';
import { Group, Loader, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pageCount } from '@stairway/domain/operators';
import { useEffect, useState } from 'react';
import { AuditTable } from '../components/audit-table';
import { LoadFailed, loadFailed } from '../components/load-failed';
import { AuditLogQuery } from '../graphql/auditLog';

/** The audit list. */
export function AuditPage() {
  const [action, setAction] = useState<string | null>(null);
  const [actor, setActor] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedActor] = useDebouncedValue(actor.trim(), 300);
  const [debouncedSubject] = useDebouncedValue(subjectId.trim(), 300);
  const { data, loading, error, refetch } = useQuery(AuditLogQuery, {
    variables: {
      input: { action, actor: debouncedActor || null, subjectId: debouncedSubject || null, page },
    },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    document.title = 'Audit log · Stairway operators';
  }, []);
  const result = data?.auditLog;

  return (
    <Stack gap="md" maw={1300}>
      <Title order={1} fz="h2">
        Audit log
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label="Action"
          placeholder="Any action"
          clearable
          data={data?.auditActions ?? []}
          value={action}
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
          w={240}
        />
        <TextInput
          label="Who"
          placeholder="Part of an e-mail or name"
          value={actor}
          onChange={(e) => {
            setActor(e.currentTarget.value);
            setPage(1);
          }}
          w={240}
        />
        <TextInput
          label="Subject id"
          placeholder="An application, user or operator id"
          value={subjectId}
          onChange={(e) => {
            setSubjectId(e.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
      </Group>
      {!result && loading ? (
        <Loader role="status" aria-label="Loading the audit log" />
      ) : loadFailed({ error, data }) ? (
        <LoadFailed what="audit log" onRetry={refetch} />
      ) : result ? (
        <>
          <Text c="gray.7" aria-live="polite">
            {result.total.toLocaleString('en-GB')} {result.total === 1 ? 'entry' : 'entries'}
          </Text>
          <AuditTable entries={result.items} />
          {pageCount(result.total) > 1 && (
            <Pagination
              total={pageCount(result.total)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            />
          )}
        </>
      ) : null}
    </Stack>
  );
}
