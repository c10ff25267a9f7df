/** /ops/users: every applicant, newest first, 25 a page, searchable by e-mail address or name (spec §7 allUsers). */
import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Group,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatGBP } from '@stairway/domain/money';
import { pageCount } from '@stairway/domain/operators';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed, loadFailed } from '../components/load-failed';
import { AllUsersQuery } from '../graphql/allUsers';
import { formatDateTime, STATE_LABELS } from '../lib/format';
import { opsPaths } from '../lib/paths';

/** The list of applicants. */
export function UsersPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data, loading, error, refetch } = useQuery(AllUsersQuery, {
    variables: { input: { search: debounced || null, page } },
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    document.title = 'Users · Stairway operators';
  }, []);
  const result = data?.allUsers;

  return (
    <Stack gap="md" maw={1200}>
      <Title order={1} fz="h2">
        Users
      </Title>
      <TextInput
        label="Search"
        description="Part of an e-mail address or name"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {!result && loading ? (
        <Loader role="status" aria-label="Loading users" />
      ) : loadFailed({ error, data }) ? (
        <LoadFailed what="users" onRetry={refetch} />
      ) : result ? (
        <>
          <Text c="gray.7" aria-live="polite">
            {result.total.toLocaleString('en-GB')} {result.total === 1 ? 'user' : 'users'}
          </Text>
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>E-mail address</Table.Th>
                  <Table.Th>Joined</Table.Th>
                  <Table.Th>Application</Table.Th>
                  <Table.Th ta="right">Budget</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.items.map((u) => {
                  const state = u.applicationState ? STATE_LABELS[u.applicationState] : null;
                  return (
                    <Table.Tr key={u.id}>
                      <Table.Td>
                        {u.firstName} {u.lastName}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text fz="sm">{u.email}</Text>
                          {!u.emailVerified && (
                            <Badge variant="filled" color="gray.7" size="sm">
                              Unconfirmed
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{formatDateTime(u.createdAt)}</Table.Td>
                      <Table.Td>
                        {u.applicationId && state ? (
                          <Anchor component={Link} to={opsPaths.application(u.applicationId)}>
                            {state.label}
                          </Anchor>
                        ) : (
                          '–'
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{u.budget === null ? '–' : formatGBP(u.budget)}</Table.Td>
                    </Table.Tr>
                  );
                })}
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
