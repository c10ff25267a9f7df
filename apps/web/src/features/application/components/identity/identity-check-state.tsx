/** The latest identity check's state on the identity verification page: started, failed or expired. */
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import type { Application } from '../../hooks/use-application';
import { StatusAlert } from '../status-alert';

/** Says where the latest check stands, when there is something to say (else nothing). */
export function IdentityCheckState({
  application,
}: {
  application: Pick<Application, 'identityVerificationStatus'>;
}) {
  const status = application.identityVerificationStatus;
  if (status === 'Pending') {
    return (
      <StatusAlert
        tone="info"
        icon={<IconClockHour4 size={20} aria-hidden="true" />}
        title="Your check has started"
        data-testid="identity-status"
        data-status={status}
      >
        Finish it in the other tab, on your phone, or from the link we e-mailed you. Then choose “I’ve
        finished: check my status”.
      </StatusAlert>
    );
  }
  if (status === 'Failed') {
    return (
      <StatusAlert
        tone="error"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title="We couldn’t verify your identity"
        data-testid="identity-status"
        data-status={status}
      >
        This can happen when a photo is blurred or your ID has expired. Try again with your ID flat, in good
        light. If it still doesn’t work, skip for now and our team will help.
      </StatusAlert>
    );
  }
  if (status === 'Expired') {
    return (
      <StatusAlert
        tone="warning"
        icon={<IconClockHour4 size={20} aria-hidden="true" />}
        title="Your link has expired"
        data-testid="identity-status"
        data-status={status}
      >
        Links work for 24 hours. Choose “Try again” to start a new check.
      </StatusAlert>
    );
  }
  return null;
}
