/**
 * Settings' "Privacy choices" (decision 049): analytics and session replay, each switched on or off and saved here. The
 * choice is kept in this browser (lib/consent.ts), applies at once, and is recorded with the account
 * (components/consent/consent-root.tsx records every saved choice of a signed-in applicant).
 */
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { ConsentSwitches } from '../../../components/consent/consent-switches';
import {
  type ConsentChoice,
  getConsent,
  REJECT_ALL,
  saveConsent,
  subscribeConsent,
} from '../../../lib/consent';
import { paths } from '../../../lib/paths';

/** The "Privacy choices" card. */
export function PrivacyChoicesSection() {
  const stored = useSyncExternalStore(subscribeConsent, getConsent, () => null);
  const [choice, setChoice] = useState<ConsentChoice>(stored ?? REJECT_ALL);
  const [saved, setSaved] = useState(false);
  const changed =
    stored === null || stored.analytics !== choice.analytics || stored.sessionReplay !== choice.sessionReplay;

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="privacy-choices">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz={20}>
            Privacy choices
          </Title>
          <Text fz="sm" c="gray.7">
            Both are optional. Error reports without recordings are always sent, with nothing personal in
            them.{' '}
            <Anchor component={Link} to={`${paths.privacy}#cookies`} underline="always" inherit>
              How we use cookies
            </Anchor>
          </Text>
        </Stack>
        <ConsentSwitches
          choice={choice}
          onChange={(next) => {
            setChoice(next);
            setSaved(false);
          }}
        />
        <Group gap="sm">
          <Button
            onClick={() => {
              saveConsent(choice);
              setSaved(true);
            }}
            disabled={!changed}
          >
            Save privacy choices
          </Button>
          <Text fz="sm" c="green.9" role="status">
            {saved ? 'Saved. Your choices apply now.' : ''}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
