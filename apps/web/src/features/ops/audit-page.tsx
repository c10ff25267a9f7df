/**
 * /ops/audit: the audit log (issue 13): who did what, when, and the state before and after, newest first,
 * 25 a page, filtered by action, actor and subject id.
 */
import { useQuery } from '@apollo/client/react';
import { Code, Group, Loader, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { pageCount } from '@stairway/domain/operators';
import { useEffect, useState } from 'react';
import { formatDateTime } from './format';
import { AuditLogQuery } from './graphql';

/** Shows a JSON text compactly, or a dash. */
function Json({ value }: { value: string | null }) {
  if (!value) return <Text c="gray.6">–</Text>;
  return (
    <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 320 }}>
      {value}
    </Code>
  );
}

/** The audit list. */
export function AuditPage() {
  const [action, setAction] = useState<string | null>(null);
  const [actor, setActor] = useState('');
  const [subjectId, setSubjectId] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedActor] = useDebouncedValue(actor.trim(), 300);
  const [debouncedSubject] = useDebouncedValue(subjectId.trim(), 300);
  const { data, loading } = useQuery(AuditLogQuery, {
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
        <Loader aria-label="Loading the audit log" />
      ) : result ? (
        <>
          <Text c="gray.7" aria-live="polite">
            {result.total.toLocaleString('en-GB')} {result.total === 1 ? 'entry' : 'entries'}
          </Text>
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Before</Table.Th>
                  <Table.Th>After</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.items.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
                    <Table.Td>{entry.actor}</Table.Td>
                    <Table.Td>
                      <Text fw={600} fz="sm">
                        {entry.action}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="xs" ff="monospace">
                        {entry.subjectId ?? '–'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Json value={entry.before} />
                    </Table.Td>
                    <Table.Td>
                      <Json value={entry.after} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
