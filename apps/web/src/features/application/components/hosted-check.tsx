/**
 * The parts of a check on a provider's hosted page that look the same on the identity verification and bank
 * statements pages: the live region with the check's status, the notice and the fallback link; the row of
 * buttons (I've finished, open the hosted page, send the link); and the error. The words are the page's.
 */
import { Anchor, Button, type ButtonProps, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink, IconMail, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { HostedCheck, HostedCheckAction } from '../hooks/use-hosted-check';
import { StatusAlert } from './status-alert';
import classes from './verification.module.css';

/**
 * The check's status, notice (with the fallback link when the new tab was blocked), then the actions, and the
 * error below them.
 * @param hosted the page's useHostedCheck()
 * @param status the page's status message for the latest check, if any
 * @param noticeTestId the notice's data-testid
 * @param fallbackLabel the fallback link's text, e.g. "Open the identity check"
 * @param children the actions (HostedCheckActions), when there are any
 */
export function HostedCheckPanel({
  hosted,
  status,
  noticeTestId,
  fallbackLabel,
  children,
}: {
  hosted: HostedCheck;
  status: ReactNode;
  noticeTestId: string;
  fallbackLabel: string;
  children?: ReactNode;
}) {
  return (
    <>
      <div>
        <div role="status" aria-live="polite" className={classes.live}>
          {status}
          {hosted.notice && (
            <Text fz="sm" c="gray.8" data-testid={noticeTestId}>
              {hosted.notice}
              {hosted.fallbackUrl && (
                <>
                  {' '}
                  <Anchor href={hosted.fallbackUrl} target="_blank" rel="noopener">
                    {fallbackLabel}
                  </Anchor>
                </>
              )}
            </Text>
          )}
        </div>
        {children}
      </div>
      {hosted.error && (
        <StatusAlert tone="error" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
          {hosted.error}
        </StatusAlert>
      )}
    </>
  );
}

/**
 * The hosted check's buttons: "I’ve finished" (while a check is under way), open the hosted page in a new tab,
 * and "Send the link to my e-mail". The running action spins and the others wait for it.
 * @param hosted the page's useHostedCheck()
 * @param checkLabel the "I’ve finished" button's text, or null to leave the button out
 * @param onCheck asks for the result
 * @param openLabel the open button's text ("(opens in a new tab)" is added for screen readers)
 * @param openVariant the open button's variant: filled when it is the main action
 * @param onOpen opens the hosted page
 * @param onSend e-mails the link
 */
export function HostedCheckActions({
  hosted,
  checkLabel,
  onCheck,
  openLabel,
  openVariant,
  onOpen,
  onSend,
}: {
  hosted: HostedCheck;
  checkLabel: string | null;
  onCheck: () => Promise<void>;
  openLabel: string;
  openVariant: ButtonProps['variant'];
  onOpen: () => Promise<void>;
  onSend: () => Promise<void>;
}) {
  const state = (action: HostedCheckAction) => ({
    loading: hosted.running === action,
    disabled: hosted.running !== null && hosted.running !== action,
  });
  return (
    <div className={classes.actions}>
      {checkLabel && (
        <Button
          onClick={() => void onCheck()}
          {...state('check')}
          leftSection={<IconRefresh size={18} aria-hidden="true" />}
        >
          {checkLabel}
        </Button>
      )}
      <Button
        variant={openVariant}
        onClick={() => void onOpen()}
        {...state('open')}
        rightSection={<IconExternalLink size={18} aria-hidden="true" />}
      >
        {openLabel}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Button>
      <Button
        variant="default"
        onClick={() => void onSend()}
        {...state('send')}
        leftSection={<IconMail size={18} aria-hidden="true" />}
      >
        Send the link to my e-mail
      </Button>
    </div>
  );
}
