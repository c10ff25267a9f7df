/**
 * /ops/operators: the operator accounts, adding one, and disabling or enabling one (issue 13; decisions 022,
 * 025). A new operator gets a generated password, shown here once, to pass on by phone or a password manager;
 * they sign in with it and an e-mailed code. A disabled operator cannot sign in and is signed out at once; an
 * operator cannot disable their own account.
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
import { addOperatorInputSchema } from '@stairway/domain/operators';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { readGraphQLError } from '../../lib/server-errors';
import { AccountStatus } from './account-status';
import { formatDateTime } from './format';
import { AddOperatorMutation, OperatorsQuery, SetOperatorDisabledMutation } from './graphql';
import { useOpsSession } from './ops-session';

/** The operators list and the add form. */
export function OperatorsPage() {
  const { data, loading } = useQuery(OperatorsQuery, { fetchPolicy: 'cache-and-network' });
  const [add, addState] = useMutation(AddOperatorMutation);
  const [setDisabled] = useMutation(SetOperatorDisabledMutation);
  const session = useOpsSession();
  const [changing, setChanging] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const toggle = async (operatorId: string, disabled: boolean) => {
    setListError(null);
    setChanging(operatorId);
    try {
      await setDisabled({ variables: { input: { operatorId, disabled } }, refetchQueries: ['Operators'] });
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
    document.title = 'Operators · Stairway operators';
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setEmailError(null);
    setFormError(null);
    const parsed = addOperatorInputSchema.safeParse({ email });
    if (!parsed.success) return setEmailError(parsed.error.issues[0]?.message ?? 'Check the e-mail address');
    try {
      const result = await add({ variables: { input: parsed.data }, refetchQueries: ['Operators'] });
      const payload = result.data?.addOperator;
      if (payload)
        setAdded({ email: payload.operator.email, password: payload.password, created: payload.created });
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
        Operators
      </Title>
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate aria-label="Add an operator">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Add an operator
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
                Add operator
              </Button>
            </Group>
            <Text fz="sm" c="gray.7">
              Adding an address that already has an account gives it a new password and signs it out
              everywhere.
            </Text>
          </Stack>
        </form>
        {added && (
          <Alert
            color="stairway"
            variant="light"
            mt="md"
            role="status"
            title={added.created ? 'Operator added' : 'New password'}
          >
            <Text>
              Password for {added.email}, shown only this once: <Code fz="md">{added.password}</Code>
            </Text>
            <Text fz="sm" mt={4}>
              Pass it on by phone or a password manager, not by e-mail. They sign in at /ops/sign-in with it
              and a code e-mailed to them.
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
        <Loader aria-label="Loading operators" />
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
              {(data?.operators ?? []).map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>{o.email}</Table.Td>
                  <Table.Td>{formatDateTime(o.createdAt)}</Table.Td>
                  <Table.Td>{o.lastSignedInAt ? formatDateTime(o.lastSignedInAt) : 'Never'}</Table.Td>
                  <Table.Td>
                    <AccountStatus disabledAt={o.disabledAt} />
                  </Table.Td>
                  <Table.Td>
                    {o.email === session.email ? (
                      <Text fz="sm" c="gray.7">
                        You
                      </Text>
                    ) : (
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
                    )}
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
