/**
 * Parts of useIdentityCheck: what "Check status" says of each outcome, and skipping the check for now (the confirm box
 * that says what skipping means, and its toast).
 */
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { openConfirmModal } from '../../../components/confirm-modal';
import type { useHostedCheck } from './use-hosted-check';

/**
 * Asks before skipping the identity check.
 * @param jointApplication whether the skip is for both applicants
 * @param onConfirm skips the check (and shows the toast, then moves on)
 */
export function openSkipIdentityModal(jointApplication: boolean, onConfirm: () => Promise<void>) {
  return openConfirmModal({
    title: 'Skip identity verification for now?',
    children: (
      <Stack gap="xs">
        <Text>
          {jointApplication
            ? 'This skips the identity check for both of you for now, so you can both go on to share your bank statements.'
            : 'You can carry on and share your bank statements now.'}
        </Text>
        <Text>
          We’ll still need to verify your identity before we can approve your application, so skipping may
          slow down our decision. You can come back and verify at any time.
        </Text>
      </Stack>
    ),
    confirmLabel: 'Skip for now',
    cancelLabel: 'Go back',
    onConfirm,
  });
}

/** The toast once the identity check is skipped. */
export function showSkippedToast() {
  notifications.show({
    color: 'blue',
    title: 'Identity check skipped for now',
    message: 'You can verify at any time before you submit.',
    autoClose: TOAST_DURATION_MS,
  });
}

/** What "Check status" says of each outcome of the identity check. */
export const IDENTITY_CHECK_OUTCOMES: Parameters<ReturnType<typeof useHostedCheck>['check']>[1] = {
  // Passed: the page shows the verified state instead of the check.
  Passed: {
    toast: { title: 'Your identity is verified', message: 'Thank you. Next, your bank statements.' },
  },
  Pending: {
    notice: 'We don’t have a result yet. If you’ve finished the check, wait a moment and try again.',
  },
};
