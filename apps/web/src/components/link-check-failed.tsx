/**
 * What an e-mailed link's page shows when the check itself failed (a network or server error, not a bad
 * link): the link has not been used up, and "Try again" checks it again. Used by the e-mail verification page
 * and the change-of-e-mail confirmation page.
 */
import { Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { Ref } from 'react';
import { AccountCard } from './account-card';

/**
 * The card, with its heading focused through `titleRef`.
 * @param onRetry checks the link again
 */
export function LinkCheckFailed({
  titleRef,
  onRetry,
}: {
  titleRef?: Ref<HTMLHeadingElement>;
  onRetry: () => void;
}) {
  return (
    <AccountCard
      title="We couldn't check your link"
      icon={<IconAlertCircle size={30} />}
      iconColor="red"
      titleRef={titleRef}
    >
      <Text>Something went wrong while we checked it. Your link has not been used up: please try again.</Text>
      <Button onClick={onRetry} fullWidth>
        Try again
      </Button>
    </AccountCard>
  );
}
