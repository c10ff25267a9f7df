/**
 * Change the e-mail address, /settings/email (spec §2; §7 `checkNewEmail`): the current address, the new
 * one, and then "Check your inbox" for the confirmation link sent to the new address.
 */
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { CHANGE_EMAIL_TTL_HOURS } from '@stairway/domain/accounts';
import { IconMailForward } from '@tabler/icons-react';
import { EmailCodeForm } from '../../components/form/email-code-form';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useChangeEmail } from './hooks/use-change-email';
import classes from './settings.module.css';

/** The change-of-e-mail page. */
export function ChangeEmailPage() {
  const { me } = useSession();
  const { form, submit, busy, formError, alertRef, sentTo, titleRef, again } = useChangeEmail();
  return (
    <Container size="sm" py="lg" className={classes.page}>
      <Stack gap="lg">
        <PageHeader
          title="Your e-mail address"
          back={{ to: paths.settings.root, label: 'Back to settings' }}
        />
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          {sentTo ? (
            <Stack gap="md">
              <Title order={2} fz={20} ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
                <IconMailForward
                  size={22}
                  aria-hidden="true"
                  style={{ verticalAlign: 'text-bottom', marginRight: 8 }}
                />
                Check your inbox
              </Title>
              <Text>
                We have sent a link to{' '}
                <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {sentTo}
                </Text>
                . Open it to confirm the new address: until then you keep signing in with{' '}
                <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {me?.user.email ?? 'your current address'}
                </Text>
                . The link works once, for {CHANGE_EMAIL_TTL_HOURS} hours.
              </Text>
              <Text fz="sm" c="gray.7">
                If that address already has a Stairway account, its owner is told instead, and your address
                stays as it is.
              </Text>
              <Button variant="light" onClick={again} style={{ alignSelf: 'flex-start' }}>
                Use a different address
              </Button>
            </Stack>
          ) : (
            <Stack gap="md">
              <Text>
                You sign in with{' '}
                <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {me?.user.email ?? ''}
                </Text>
                . To change it, enter the new address: we will send it a link to confirm that it is yours.
              </Text>
              <EmailCodeForm
                aria-label="Change your e-mail address"
                kind="email"
                field={form.register('email')}
                label="New e-mail address"
                error={form.formState.errors.email?.message}
                onSubmit={submit}
                submitLabel="Send a confirmation link"
                busy={busy}
                problem={formError}
                problemRef={alertRef}
                fullWidth={false}
              />
            </Stack>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
