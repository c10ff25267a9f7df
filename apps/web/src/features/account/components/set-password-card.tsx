/**
 * The card of the pages that set a password from an e-mailed link (/reset-password, /welcome): the new
 * password with its strength meter, the button, and what to do when the link does not work.
 */
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AccountCard } from '../../../components/account-card';
import { NewPasswordField } from '../../../components/form/new-password-field';
import type { useSetPassword } from '../hooks/use-set-password';

/** Props: the page's copy and the state from useSetPassword. */
export type SetPasswordCardProps = {
  title: string;
  intro: ReactNode;
  button: string;
  /** Where to go when the link does not work, e.g. "Ask for a new link". */
  recovery: { to: string; label: string };
  state: ReturnType<typeof useSetPassword>;
  /** Shown under the button: the terms and privacy notice where the page creates an account. */
  footer?: ReactNode;
};

/** Shows the set-password form, or what to do when the link is incomplete or no longer works. */
export function SetPasswordCard({ title, intro, button, recovery, state, footer }: SetPasswordCardProps) {
  const { token, form, password, submit, busy, formError, linkProblem, linkReplaced, alertRef } = state;
  const recoveryLink = (
    <Button component={Link} to={recovery.to} fullWidth>
      {recovery.label}
    </Button>
  );
  if (!token) {
    return (
      <AccountCard title="This link is not complete" icon={<IconLinkOff size={30} />} iconColor="red">
        <Text>Open the whole link from the e-mail: it may have been cut short when it was copied.</Text>
        {recoveryLink}
      </AccountCard>
    );
  }
  return (
    <AccountCard title={title}>
      <Text c="gray.7" mt={-8}>
        {intro}
      </Text>
      <form onSubmit={submit} noValidate aria-label={title}>
        <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            {(linkProblem || formError) && (
              <Alert
                ref={alertRef}
                tabIndex={-1}
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden="true" />}
                role="alert"
              >
                {linkProblem ?? formError}
                {/* A replaced link's message says to open the newer one: no "Go to sign in". */}
                {linkProblem && !linkReplaced && (
                  <>
                    {' '}
                    <Anchor component={Link} to={recovery.to} underline="always" fw={600} fz="sm">
                      {recovery.label}
                    </Anchor>
                  </>
                )}
              </Alert>
            )}
            <NewPasswordField
              password={password}
              error={form.formState.errors.password?.message}
              {...form.register('password')}
            />
            <Button type="submit" fullWidth loading={busy}>
              {button}
            </Button>
            {footer}
          </Stack>
        </fieldset>
      </form>
    </AccountCard>
  );
}
