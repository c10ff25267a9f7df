/**
 * /ops/pipeline-viewers: the pipeline viewers' accounts (investors and partners who sign in at /pipeline), adding
 * one, and disabling or enabling one (issue 13; decisions 019, 025). Adding calls the service
 * `npm run ops -- add-pipeline-viewer` uses: a generated password, shown here once. A disabled viewer's sign-ins
 * fail and their session ends at once.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Button,
  Card,
  Code,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { addPipelineViewerInputSchema } from '@stairway/domain/operators';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { readGraphQLError } from '../../lib/server-errors';
import { AccountStatus } from './account-status';
import { formatDateTime } from './format';
import {
  AddPipelineViewerMutation,
  PipelineViewersQuery,
  SetPipelineViewerDisabledMutation,
} from './graphql';

/** The pipeline viewers list and the add form. */
export function PipelineViewersPage() {
  const { data, loading } = useQuery(PipelineViewersQuery, { fetchPolicy: 'cache-and-network' });
  const [add, addState] = useMutation(AddPipelineViewerMutation);
  const [setDisabled] = useMutation(SetPipelineViewerDisabledMutation);
  const [changing, setChanging] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const toggle = async (pipelineViewerId: string, disabled: boolean) => {
    setListError(null);
    setChanging(pipelineViewerId);
    try {
      await setDisabled({
        variables: { input: { pipelineViewerId, disabled } },
        refetchQueries: ['PipelineViewers'],
      });
    } catch (error) {
      setListError(readGraphQLError(error)?.message ?? 'That did not work. Try again.');
    } finally {
      setChanging(null);
    }
  };
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<{ email: string; password: string; created: boolean } | null>(null);
  useEffect(() => {
    document.title = 'Pipeline viewers · Stairway operators';
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEmailError(null);
    setFormError(null);
    const parsed = addPipelineViewerInputSchema.safeParse({ email });
    if (!parsed.success) return setEmailError(parsed.error.issues[0]?.message ?? 'Check the e-mail address');
    try {
      const result = await add({ variables: { input: parsed.data }, refetchQueries: ['PipelineViewers'] });
      const payload = result.data?.addPipelineViewer;
      if (payload)
        setAdded({
          email: payload.pipelineViewer.email,
          password: payload.password,
          created: payload.created,
        });
      setEmail('');
    } catch (error) {
      const problem = readGraphQLError(error);
      if (problem?.extensions.field === 'email') setEmailError(problem.message);
      else if (problem) setFormError(problem.message);
    }
  };

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1} fz="h2">
        Pipeline viewers
      </Title>
      <Text c="gray.7">Investors and partners who sign in to the pipeline at /pipeline.</Text>
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate aria-label="Add a pipeline viewer">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Add a pipeline viewer
            </Title>
            {formError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {formError}
              </Alert>
            )}
            <Group align="flex-start" gap="sm">
              <TextInput
                label="E-mail address"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                error={emailError}
                w={{ base: '100%', xs: 340 }}
              />
              <Button type="submit" mt={{ base: 0, xs: 25 }} loading={addState.loading}>
                Add pipeline viewer
              </Button>
            </Group>
            <Text fz="sm" c="gray.7">
              Adding an address that already has an account gives it a new password and signs it out
              everywhere.
            </Text>
          </Stack>
        </form>
        {added && (
          <Alert color="teal" variant="light" mt="md" role="status">
            <Text fw={700}>{added.created ? 'Pipeline viewer added' : 'New password'}</Text>
            <Text>
              Password for {added.email}, shown only this once: <Code fz="md">{added.password}</Code>
            </Text>
            <Text fz="sm" mt={4}>
              Pass it on by phone or a password manager, not by e-mail. They sign in at /pipeline with their
              e-mail address and it.
            </Text>
          </Alert>
        )}
      </Card>
      {listError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {listError}
        </Alert>
      )}
      {loading && !data ? (
        <Loader aria-label="Loading pipeline viewers" />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>E-mail address</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th>Last signed in</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data?.pipelineViewers ?? []).map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>{o.email}</Table.Td>
                  <Table.Td>{formatDateTime(o.createdAt)}</Table.Td>
                  <Table.Td>{o.lastSignedInAt ? formatDateTime(o.lastSignedInAt) : 'Never'}</Table.Td>
                  <Table.Td>
                    <AccountStatus disabledAt={o.disabledAt} />
                  </Table.Td>
                  <Table.Td>
                    {
                      <Button
                        size="xs"
                        variant="filled"
                        color={o.disabledAt ? undefined : 'red.9'}
                        loading={changing === o.id}
                        onClick={() => toggle(o.id, !o.disabledAt)}
                        aria-label={`${o.disabledAt ? 'Enable' : 'Disable'} ${o.email}`}
                      >
                        {o.disabledAt ? 'Enable' : 'Disable'}
                      </Button>
                    }
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
