/**
 * The welcome modal (spec §2 "Welcome modal", §4, §9): the exact texts of the spec, the budget as a
 * whole-pound amount when it is above £50,000, 'Complete application' and 'Explore homes', and a close icon.
 * Each of the three actions is reported to analytics.
 */
import { Button, Group, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { formatGBP, isBudgetShown } from '@stairway/domain/money';
import { IconStairsUp } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useOverlayMount } from '../../../components/use-overlay-mount';
import { analytics } from '../../../lib/analytics';
import { paths } from '../../../lib/paths';

/** The exact texts of the welcome modal (spec §2; "the product" is Stairway). */
export const WELCOME_TEXT = {
  title: 'Welcome to Stairway!',
  body: "Congrats on taking the first step! In just a few more steps, you'll be ready to move-in.",
  worth: 'Your future home could be worth up to:',
  completeApplication: 'Complete application',
  exploreHomes: 'Explore homes',
} as const;

/** The analytics events of the welcome modal. */
export const WELCOME_EVENTS = {
  closed: 'welcome_modal_closed',
  completeApplication: 'welcome_modal_complete_application',
  exploreHomes: 'welcome_modal_explore_homes',
} as const;

/** Props of the welcome modal. */
export type WelcomeModalProps = {
  opened: boolean;
  /** Closes the modal (the parent keeps the open state). */
  onClose: () => void;
  budget: number | null | undefined;
};

/**
 * Shows the welcome modal. It is added to the page when it first opens (components/use-overlay-mount.ts): a
 * closed modal's portal updates its state while React commits the dashboard, which made React run all the
 * page's effects in that commit's task (decisions 040 and 042).
 */
export function WelcomeModal({ opened, onClose, budget }: WelcomeModalProps) {
  const overlay = useOverlayMount(opened);
  const navigate = useNavigate();
  const go = (event: string, to: string) => {
    analytics.track(event);
    onClose();
    navigate(to);
  };
  const close = () => {
    analytics.track(WELCOME_EVENTS.closed);
    onClose();
  };

  if (!overlay.mounted) return null;
  return (
    <Modal
      opened={overlay.opened}
      onClose={close}
      centered
      radius="lg"
      size={480}
      padding="lg"
      title={WELCOME_TEXT.title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
      data-testid="welcome-modal"
    >
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
            <IconStairsUp size={26} />
          </ThemeIcon>
          <Text>{WELCOME_TEXT.body}</Text>
        </Group>
        {isBudgetShown(budget) && (
          <Paper radius="md" p="md" bg="stairway.0" data-testid="welcome-modal-budget">
            <Text fz="sm" c="stairway.9">
              {WELCOME_TEXT.worth}
            </Text>
            <Text fz={30} fw={700} c="stairway.8" className="tabular-nums" lh={1.3}>
              {formatGBP(budget)}
            </Text>
          </Paper>
        )}
        {/* The main action first, in the page and on screen: on a phone the buttons stack with it on top, so
            the tab order follows what is seen (WCAG 2.4.3 "Focus order"). */}
        <Group gap="sm" wrap="wrap">
          <Button
            onClick={() => go(WELCOME_EVENTS.completeApplication, paths.application.overview)}
            style={{ flex: '1 1 160px' }}
          >
            {WELCOME_TEXT.completeApplication}
          </Button>
          <Button
            variant="default"
            onClick={() => go(WELCOME_EVENTS.exploreHomes, paths.homes.explore)}
            style={{ flex: '1 1 160px' }}
          >
            {WELCOME_TEXT.exploreHomes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
