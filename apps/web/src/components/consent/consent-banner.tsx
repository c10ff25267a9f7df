/**
 * The consent banner (UK GDPR and PECR; decision 049): on a first visit, and when reopened from "Cookie settings", it
 * asks whether Stairway may use product analytics and session replay. "Accept all" and "Reject all" are the same size
 * and weight, side by side (rejecting is as easy as accepting); "Choose" shows each use with its own switch, both off
 * until switched on. It is a region at the foot of the window, not a modal: the page stays usable, and a keyboard
 * reaches it from the skip-free end of the page or at once when reopened (focus moves to its heading). Nothing optional
 * runs until a choice is saved.
 */
import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  ACCEPT_ALL,
  type ConsentChoice,
  closeConsentChoices,
  getConsent,
  REJECT_ALL,
  saveConsent,
} from '../../lib/consent';
import { paths } from '../../lib/paths';
import { ConsentSwitches } from './consent-switches';

/** The banner. */
export function ConsentBanner() {
  const current = getConsent();
  const reopened = current !== null;
  const [choosing, setChoosing] = useState(reopened);
  const [choice, setChoice] = useState<ConsentChoice>(current ?? REJECT_ALL);
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLDivElement>(null);

  // Reopened from "Cookie settings": the keyboard goes straight to it; Escape closes it unchanged.
  useEffect(() => {
    if (reopened) heading.current?.focus();
  }, [reopened]);
  useEffect(() => {
    if (!reopened) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeConsentChoices();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [reopened]);
  // Room below the page for the banner, so it never hides the end of the page.
  useEffect(() => {
    const body = document.body;
    const resize = new ResizeObserver(() => {
      body.style.paddingBottom = `${box.current?.offsetHeight ?? 0}px`;
    });
    if (box.current) resize.observe(box.current);
    return () => {
      resize.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);

  return (
    <Box
      ref={box}
      component="section"
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      p={{ base: 'xs', sm: 'md' }}
      style={{ zIndex: 300 }}
    >
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'md', sm: 'lg' }} maw={760} mx="auto">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="consent-banner-title" ref={heading} tabIndex={-1}>
            Your privacy choices
          </Title>
          <Text fz="sm" c="gray.8">
            We’d like to measure how Stairway is used (analytics) and, if something goes wrong, to see a
            masked recording of the page (session replay), so we can improve the service. Both are optional
            and off until you say yes. Error reports without recordings are always sent, with nothing personal
            in them.{' '}
            <Anchor component={Link} to={paths.privacy} fz="sm" underline="always">
              Privacy notice
            </Anchor>
          </Text>
          {choosing && <ConsentSwitches choice={choice} onChange={setChoice} />}
          {/* Reject and accept: side by side, the same size and look, at every width. */}
          <Group gap="sm" grow wrap="nowrap">
            <Button onClick={() => saveConsent(REJECT_ALL)}>Reject all</Button>
            <Button onClick={() => saveConsent(ACCEPT_ALL)}>Accept all</Button>
          </Group>
          {choosing ? (
            <Button onClick={() => saveConsent(choice)} variant="default">
              Save my choices
            </Button>
          ) : (
            <Button onClick={() => setChoosing(true)} variant="default">
              Choose
            </Button>
          )}
          {reopened && (
            <Button variant="subtle" color="gray" onClick={closeConsentChoices} size="compact-sm">
              Close without changing
            </Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
