/**
 * The add card of a staff accounts page (decisions 019, 022, 025): the e-mail address and the add button, and once
 * added, the generated password, shown only this once. The state is useAddStaffAccount's.
 */
import { Alert, Button, Card, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  type AddedStaffAccount,
  type AddStaffAccountSchema,
  useAddStaffAccount,
} from '../hooks/use-add-staff-account';

/** The add card's words (a part of StaffAccountsCopy). */
export type AddStaffAccountCopy = {
  /** The form's heading and accessible name, e.g. "Add an operator". */
  addHeading: string;
  /** The add button, e.g. "Add operator". */
  addButton: string;
  /** The notice's heading when a new account was made, e.g. "Operator added". */
  addedTitle: string;
  /** How the new person signs in, after "Pass it on by phone or a password manager, not by e-mail." */
  signInHint: string;
};

/**
 * The add card.
 * @param copy the card's words
 * @param inputSchema the add operation's zod input schema, checked before anything is sent
 * @param onAdd adds (or re-passwords) the account; throws the GraphQL error, shown on the field it names
 * @returns the card with the form and, after an add, the password notice
 */
export function AddStaffAccountForm({
  copy,
  inputSchema,
  onAdd,
}: {
  copy: AddStaffAccountCopy;
  inputSchema: AddStaffAccountSchema;
  onAdd: (input: { email: string }) => Promise<AddedStaffAccount | undefined>;
}) {
  const { form, submit, adding, formError, added } = useAddStaffAccount(inputSchema, onAdd);
  const { errors } = form.formState;
  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate aria-label={copy.addHeading}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {copy.addHeading}
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
              error={errors.email?.message}
              w={{ base: '100%', xs: 340 }}
              {...form.register('email')}
            />
            <Button type="submit" mt={{ base: 0, xs: 25 }} loading={adding}>
              {copy.addButton}
            </Button>
          </Group>
          <Text fz="sm" c="gray.7">
            Adding an address that already has an account gives it a new password and signs it out everywhere.
          </Text>
        </Stack>
      </form>
      {added && (
        <Alert
          color="stairway"
          variant="light"
          mt="md"
          role="status"
          title={added.created ? copy.addedTitle : 'New password'}
          // A long address wraps instead of widening the notice past a phone's screen.
          style={{ overflowWrap: 'anywhere' }}
        >
          <Text>
            Password for {added.email}, shown only this once: <Code fz="md">{added.password}</Code>
          </Text>
          <Text fz="sm" mt={4}>
            Pass it on by phone or a password manager, not by e-mail. {copy.signInHint}
          </Text>
        </Alert>
      )}
    </Card>
  );
}
