/**
 * The identity check on the identity verification page: what it needs, Verify now, the e-mailed link, the
 * check's state, on a computer the link as a QR code for a phone (identity-phone-handoff.tsx), and Skip for
 * now. The state and actions come from useIdentityCheck. While the team has
 * switched identity checks off (the skipIdv setting), it says the check is not needed now instead of offering
 * to skip it; verifying stays possible. For the co-applicant (useActingPerson) it is their own check, and they
 * can skip it for now as the applicant can; one "skipped" answer per application counts for both people's checks
 * (decision 015), so the page says either of them may have chosen it.
 */
import { Stack } from '@mantine/core';
import { useActingPerson } from '../../hooks/use-acting-person';
import type { Application } from '../../hooks/use-application';
import { useIdentityCheck } from '../../hooks/use-identity-check';
import { isIdentityCheckSkipped } from '../../lib/sections';
import { FormCard } from '../form-card';
import { HostedCheckActions, HostedCheckPanel } from '../hosted-check';
import { IdentityNotNeeded, IdentitySkippedAlert, SkipForNow, WhatYoullNeed } from './identity-check-notes';
import { IdentityCheckState } from './identity-check-state';
import { IdentityPhoneHandoff } from './identity-phone-handoff';

/**
 * The check, for an applicant whose identity is not verified yet.
 * @param application the acting person's check state and steps (and whether the application is joint)
 * @param email the acting person's e-mail address, for the link
 * @param skipIdv the service's setting: true when identity checks are switched off (spec §4 step 6)
 * @param path this page's path, where the provider's page sends the person back (default the applicant's)
 * @param nextTo where Skip for now goes (default the page after the applicant's identity page)
 */
export function IdentityCheck({
  application,
  email,
  skipIdv,
  path,
  nextTo,
}: {
  application: Pick<
    Application,
    | 'jointApplication'
    | 'identityVerificationStatus'
    | 'identityVerified'
    | 'identityVerificationSkipped'
    | 'steps'
  >;
  email: string;
  skipIdv: boolean;
  path?: string;
  nextTo?: string;
}) {
  const coApplicant = useActingPerson() === 'coApplicant';
  const { hosted, verifyNow, sendLink, checkStatus, confirmSkip, qrLink, showQrCode, showingQr } =
    useIdentityCheck(application, email, path, nextTo);
  // Done without a verified identity: skipped by the applicant or by the service's setting (spec §4).
  const skipped =
    isIdentityCheckSkipped(
      application,
      coApplicant ? 'co-applicant-identity-verification' : 'applicant-identity-verification',
    ) || skipIdv;
  const status = application.identityVerificationStatus;
  const pending = status === 'Pending';
  return (
    <Stack gap="lg">
      {skipIdv && <IdentityNotNeeded />}
      {skipped && !skipIdv && status !== 'Pending' && status !== 'Failed' && (
        <IdentitySkippedAlert joint={application.jointApplication} coApplicant={coApplicant} />
      )}
      <FormCard>
        <Stack gap="lg">
          <WhatYoullNeed />

          <HostedCheckPanel
            hosted={hosted}
            status={<IdentityCheckState application={application} />}
            noticeTestId="identity-notice"
            fallbackLabel="Open the identity check"
          >
            <HostedCheckActions
              hosted={hosted}
              checkLabel={pending ? 'I’ve finished: check my status' : null}
              onCheck={checkStatus}
              openLabel={
                pending
                  ? 'Open the check again'
                  : status === 'Failed' || status === 'Expired'
                    ? 'Try again'
                    : 'Verify now'
              }
              openVariant={pending ? 'default' : 'filled'}
              onOpen={verifyNow}
              onSend={sendLink}
            />
          </HostedCheckPanel>

          <IdentityPhoneHandoff
            url={qrLink}
            onShow={showQrCode}
            loading={showingQr}
            disabled={hosted.running !== null}
          />

          {!skipped && <SkipForNow onSkip={confirmSkip} />}
        </Stack>
      </FormCard>
    </Stack>
  );
}
