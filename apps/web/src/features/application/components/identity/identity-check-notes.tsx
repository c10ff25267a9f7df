/** The notes around the identity check (identity-check.tsx): what it needs, skipped or not needed, and Skip for now. */
import { Button, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCamera, IconClockHour4, IconId, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatusAlert } from '../status-alert';

/** Identity checks are switched off by the team (the skipIdv setting): nothing to do or to skip now. */
export function IdentityNotNeeded() {
  return (
    <StatusAlert
      tone="info"
      icon={<IconInfoCircle size={20} aria-hidden="true" />}
      title="You don’t need to verify your identity now"
      data-testid="identity-not-needed"
    >
      Our team isn’t asking for identity checks at the moment, so you can go straight on to your bank
      statements. We’ll tell you if we need it later. You can still verify now if you’d like to.
    </StatusAlert>
  );
}

/** One line of "What you’ll need". */
function Need({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon size={36} radius="md" variant="light" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Text pt={6}>{children}</Text>
    </Group>
  );
}

/** "What you’ll need": the documents, a camera, the time, and who does the check. */
export function WhatYoullNeed() {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        What you’ll need
      </Title>
      <Need icon={<IconId size={20} />}>A passport, driving licence or national identity card</Need>
      <Need icon={<IconCamera size={20} />}>
        A phone or computer with a camera, for a short selfie that is matched to your photo ID
      </Need>
      <Need icon={<IconClockHour4 size={20} />}>About 5 minutes</Need>
      <Text fz="sm" c="gray.7">
        Our identity partner does the check and tells us the result. It doesn’t affect your credit score.
      </Text>
    </Stack>
  );
}

/**
 * The check is set for later (skipped by either person of the application).
 * @param joint whether the application is joint
 * @param coApplicant whether the co-applicant is the acting person
 */
export function IdentitySkippedAlert({ joint, coApplicant }: { joint: boolean; coApplicant: boolean }) {
  return (
    <StatusAlert
      tone="info"
      icon={<IconInfoCircle size={20} aria-hidden="true" />}
      title={joint ? 'Identity checks are set for later' : 'You chose to verify later'}
      data-testid="identity-skipped"
    >
      {joint
        ? `${coApplicant ? 'You or the main applicant' : 'You or your co-applicant'} chose to verify identities later, so you can both go on to your bank statements. We’ll still need to verify your identity before we can approve the application, and you can do it here at any time.`
        : 'You can carry on with your application. We’ll still need to verify your identity before we can approve it, and you can do it here at any time.'}
    </StatusAlert>
  );
}

/** "Can’t do it now?" with Skip for now, which calls `onSkip`. */
export function SkipForNow({ onSkip }: { onSkip: () => void }) {
  return (
    <>
      <Divider />
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>Can’t do it now?</Text>
        <Text fz="sm" c="gray.7">
          You can skip this for now and carry on. We’ll still need to verify your identity before we can
          approve your application.
        </Text>
        <Button variant="subtle" onClick={onSkip} px={0}>
          Skip for now
        </Button>
      </Stack>
    </>
  );
}
