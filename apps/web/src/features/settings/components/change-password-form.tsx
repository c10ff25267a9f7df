/**
 * The change-password form on /settings (spec §7 `saveNewPassword`): the current password, the new one with
 * its strength meter, and "Change my password". The state is useChangePassword's.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { NewPasswordField } from '../../../components/form/new-password-field';
import { PasswordInput } from '../../../components/form/password-input';
import { useChangePassword } from '../hooks/use-change-password';

/** Shows the change-password form. */
export function ChangePasswordForm({
  email,
  userInputs,
}: {
  /** The account's e-mail address, for password managers (a hidden username field). */
  email: string;
  userInputs: ReadonlyArray<string | undefined>;
}) {
  const { form, newPassword, submit, busy, formError, saved, alertRef } = useChangePassword();
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label="Change your password">
      <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          {/* Tells password managers which account the new password belongs to. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          {saved && (
            <Alert
              ref={alertRef}
              tabIndex={-1}
              color="teal"
              variant="light"
              icon={<IconCircleCheck aria-hidden="true" />}
              role="status"
            >
              Your password has been changed. You have been signed out of Stairway everywhere else.
            </Alert>
          )}
          {formError && (
            <Alert
              ref={alertRef}
              tabIndex={-1}
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden="true" />}
              role="alert"
            >
              {formError}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            visibilityToggleFocusable
            rightSectionWidth={48}
            visibilityToggleButtonProps={{ 'aria-label': 'Show the typed characters' }}
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <NewPasswordField
            password={newPassword}
            userInputs={userInputs}
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
            Change my password
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
