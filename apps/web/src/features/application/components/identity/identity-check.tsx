/**
 * The identity check on the identity verification page: what it needs, Verify now, the e-mailed link, the
 * check's state, on a computer the link as a QR code for a phone (identity-phone-handoff.tsx), and Skip for
 * now. The state and actions come from useIdentityCheck. While the team has
 * switched identity checks off (the skipIdv setting), it says the check is not needed now instead of offering
 * to skip it; verifying stays possible. For the co-applicant (useActingPerson) it is their own check, and they
 * can skip it for now as the applicant can; one "skipped" answer per application counts for both people's checks
 * (decision 015), so the page says either of them may have chosen it.
 */
import { Button, Divider, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCamera, IconClockHour4, IconId, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useActingPerson } from '../../hooks/use-acting-person';
import type { Application } from '../../hooks/use-application';
import { useIdentityCheck } from '../../hooks/use-identity-check';
import { isIdentityCheckSkipped } from '../../lib/sections';
import { FormCard } from '../form-card';
import { HostedCheckActions, HostedCheckPanel } from '../hosted-check';
import { StatusAlert } from '../status-alert';
import { IdentityCheckState } from './identity-check-state';
import { IdentityPhoneHandoff } from './identity-phone-handoff';

/** Identity checks are switched off by the team (the skipIdv setting): nothing to do or to skip now. */
function IdentityNotNeeded() {
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
        <StatusAlert
          tone="info"
          icon={<IconInfoCircle size={20} aria-hidden="true" />}
          title={
            application.jointApplication ? 'Identity checks are set for later' : 'You chose to verify later'
          }
          data-testid="identity-skipped"
        >
          {application.jointApplication
            ? `${coApplicant ? 'You or the main applicant' : 'You or your co-applicant'} chose to verify identities later, so you can both go on to your bank statements. We’ll still need to verify your identity before we can approve the application, and you can do it here at any time.`
            : 'You can carry on with your application. We’ll still need to verify your identity before we can approve it, and you can do it here at any time.'}
        </StatusAlert>
      )}
      <FormCard>
        <Stack gap="lg">
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
              Our identity partner does the check and tells us the result. It doesn’t affect your credit
              score.
            </Text>
          </Stack>

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

          {!skipped && (
            <>
              <Divider />
              <Stack gap="xs" align="flex-start">
                <Text fw={600}>Can’t do it now?</Text>
                <Text fz="sm" c="gray.7">
                  You can skip this for now and carry on. We’ll still need to verify your identity before we
                  can approve your application.
                </Text>
                <Button variant="subtle" onClick={confirmSkip} px={0}>
                  Skip for now
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </FormCard>
    </Stack>
  );
}
