/** The confirm box of the "Your data" section: what is erased and kept, and the password or e-mail that confirms. */
import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from '../form/password-input';
import type { YourDataState } from './use-your-data';

type Props = {
  /** How the person confirms: their password, or the e-mail address they sign in with. */
  confirmWith: 'password' | 'email';
  /** What is erased, one item a line. */
  erased: string[];
  /** What is kept and for how long. */
  kept: string;
  /** The field's label. */
  label: string;
  /** The section's state (useYourData). */
  state: YourDataState;
};

/** The "Delete your account?" confirm box. */
export function DeleteAccountModal({ confirmWith, erased, kept, label, state }: Props) {
  return (
    <Modal
      opened={state.open}
      onClose={state.close}
      title="Delete your account?"
      size="lg"
      // Above the signed-in layout's sticky top bar, which otherwise covers the box's top.
      zIndex={1000}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={(event) => void state.submit(event)} noValidate>
        <Stack gap="md">
          <Text fw={600}>We will erase at once:</Text>
          <List spacing={4}>
            {erased.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text fw={600}>What we keep</Text>
          <Text>{kept}</Text>
          <Text>You’ll be signed out on every device. Download your data first if you want a copy.</Text>
          {confirmWith === 'password' ? (
            <PasswordInput
              label={label}
              autoComplete="current-password"
              value={state.value}
              onChange={(event) => state.setValue(event.currentTarget.value)}
              error={state.fieldError}
              data-autofocus
            />
          ) : (
            <TextInput
              label={label}
              type="email"
              autoComplete="email"
              value={state.value}
              onChange={(event) => state.setValue(event.currentTarget.value)}
              error={state.fieldError}
              data-autofocus
            />
          )}
          {state.formError && (
            <Alert color="red" role="alert" title="Your account was not deleted">
              {state.formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={state.close} disabled={state.deleteState.loading} mih={44}>
              Keep my account
            </Button>
            <Button type="submit" color="red.9" loading={state.deleteState.loading} mih={44}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
