/**
 * "Connect your bank" on the bank statements page (open banking, read-only): what it is, the connection's
 * state, and the hosted check's buttons. The state and actions come from useOpenBankingCheck.
 */
import { Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import type { Application } from '../../hooks/use-application';
import { useOpenBankingCheck } from '../../hooks/use-open-banking-check';
import { CheckCardHeading } from '../check-card-heading';
import { FormCard } from '../form-card';
import { HostedCheckActions, HostedCheckPanel } from '../hosted-check';
import { StatusAlert } from '../status-alert';
import { OPEN_BANKING_MONTHS } from './open-banking-connection-card';

/** The open banking connection's state, when there is something to say. */
function ConnectionState({ application }: { application: OpenBankingView }) {
  const status = application.openBankingStatus;
  const props = { 'data-testid': 'open-banking-status', 'data-status': status } as const;
  if (status === 'Connected') {
    return (
      <StatusAlert
        tone="success"
        {...props}
        icon={<IconCircleCheck size={20} aria-hidden="true" />}
        title="Bank connected"
      >
        {application.openBankingBankName ?? 'Your bank'} is connected, read-only. We can’t move money.
      </StatusAlert>
    );
  }
  if (status === 'Pending') {
    return (
      <StatusAlert
        tone="info"
        {...props}
        icon={<IconClockHour4 size={20} aria-hidden="true" />}
        title="Connection started"
      >
        Finish it in the other tab, or from the link we e-mailed you. Then choose “I’ve finished: check my
        connection”.
      </StatusAlert>
    );
  }
  if (status === 'Cancelled') {
    return (
      <StatusAlert
        tone="warning"
        {...props}
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title="Connection cancelled"
      >
        Nothing was shared. You can try again, or upload your statements instead.
      </StatusAlert>
    );
  }
  if (status === 'Expired') {
    return (
      <StatusAlert
        tone="warning"
        {...props}
        icon={<IconClockHour4 size={20} aria-hidden="true" />}
        title="Your link has expired"
      >
        Links work for 24 hours. Choose “Connect your bank” to start again.
      </StatusAlert>
    );
  }
  return null;
}

/** What the card shows of the person whose bank it is: the bank's name only for the applicant. */
export type OpenBankingView = Pick<
  Application,
  'openBankingStatus' | 'openBankingConnected' | 'documentsUploaded'
> &
  Partial<Pick<Application, 'openBankingBankName'>>;

/**
 * Connect your bank (open banking, read-only).
 * @param application the acting person's connection state
 * @param email the acting person's e-mail address, for the link
 * @param path this page's path, where the bank's page sends the person back (default the applicant's)
 */
export function OpenBankingCard({
  application,
  email,
  path,
  reconnect = false,
}: {
  application: OpenBankingView;
  email: string;
  path?: string;
  /** True when the connection needs renewing: the card starts a new one ("Reconnect your bank"). */
  reconnect?: boolean;
}) {
  const { hosted, pending, connect, sendLink, checkConnection } = useOpenBankingCheck(
    application,
    email,
    path,
  );
  return (
    <FormCard>
      <Stack gap="md" component="section" aria-labelledby="open-banking-title">
        <CheckCardHeading
          id="open-banking-title"
          icon={<IconBuildingBank size={22} />}
          title="Connect your bank"
          badge="Quickest"
        />
        <Text>
          Share your last {OPEN_BANKING_MONTHS} months of transactions securely with open banking. You sign in
          with your bank as usual; we get read-only access and can never move money.
        </Text>
        <HostedCheckPanel
          hosted={hosted}
          status={
            reconnect && application.openBankingStatus === 'Connected' ? null : (
              <ConnectionState application={application} />
            )
          }
          noticeTestId="open-banking-notice"
          fallbackLabel="Connect your bank"
        >
          {(!application.openBankingConnected || reconnect) && (
            <HostedCheckActions
              hosted={hosted}
              checkLabel={pending ? 'I’ve finished: check my connection' : null}
              onCheck={checkConnection}
              openLabel={pending ? 'Open it again' : reconnect ? 'Reconnect your bank' : 'Connect your bank'}
              openVariant={pending || application.documentsUploaded ? 'default' : 'filled'}
              onOpen={connect}
              onSend={sendLink}
            />
          )}
        </HostedCheckPanel>
      </Stack>
    </FormCard>
  );
}
