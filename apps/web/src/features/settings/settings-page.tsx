/**
 * Settings, /settings (spec §2 mobile menu "Settings"): the e-mail address the applicant signs in with (changed on
 * /settings/email) and changing the password.
 */
import { Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ApplicantYourData } from '../../components/your-data/applicant-your-data';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ChangePasswordForm } from './components/change-password-form';
import { PrivacyChoicesSection } from './components/privacy-choices-section';
import classes from './settings.module.css';

/** The settings page: "Your e-mail address" and "Change your password". */
export function SettingsPage() {
  const { me } = useSession();
  useEffect(() => {
    document.title = 'Settings · Stairway';
  }, []);
  return (
    <Container size="sm" py="lg" className={classes.page}>
      <Stack gap="lg">
        <PageHeader title="Settings" back={{ to: paths.dashboard, label: 'Back to your progress' }} />
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="xs">
            <Title order={2} fz={20}>
              Your e-mail address
            </Title>
            <Group justify="space-between" gap="sm">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {me?.user.email ?? ''}
              </Text>
              <Anchor
                component={Link}
                to={paths.settings.email}
                underline="always"
                fw={600}
                mih={44}
                display="inline-flex"
                style={{ alignItems: 'center' }}
              >
                Change e-mail address
              </Anchor>
            </Group>
            <Text fz="sm" c="gray.7">
              You sign in with this address, and we write to you there.
            </Text>
          </Stack>
        </Card>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} fz={20}>
              Change your password
            </Title>
            <ChangePasswordForm
              email={me?.user.email ?? ''}
              userInputs={[me?.user.email, me?.user.firstName, me?.user.lastName]}
            />
          </Stack>
        </Card>
        <PrivacyChoicesSection />
        <ApplicantYourData />
      </Stack>
    </Container>
  );
}
