/**
 * The applicant's identity check (spec §7 setIdentityVerificationRequested, sendIdentityVerificationLink,
 * checkIdentityVerification, skipChecks): a photo ID and selfie check on the identity provider's hosted page,
 * opened in a new tab or from an e-mailed link, then the result asked for here; or skipped for now after a
 * confirmation (the team still verifies the applicant's identity before approving the application). Built on
 * useHostedCheck; IdentityCheck shows it.
 */
import { useMutation } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { useNavigate } from 'react-router';
import { openConfirmModal } from '../../../components/confirm-modal';
import { paths } from '../../../lib/paths';
import { CheckIdentityVerificationMutation } from '../graphql/checkIdentityVerification';
import { SendIdentityVerificationLinkMutation } from '../graphql/sendIdentityVerificationLink';
import { SetIdentityVerificationRequestedMutation } from '../graphql/setIdentityVerificationRequested';
import { SkipChecksMutation } from '../graphql/skipChecks';
import { getAdjacentPages } from '../lib/pages';
import type { Application } from './use-application';
import { useHostedCheck } from './use-hosted-check';

const PATH = paths.application.steps['applicant-identity-verification'];
/** The variables that start the check or send its link: the provider's page sends the applicant back here. */
const RETURN_HERE = { variables: { input: { returnPath: PATH } } };

/**
 * @param application the loaded application (whether it is joint, for the page after this one)
 * @param email the applicant's e-mail address, named when the server does not say where the link went
 * @returns the hosted check (error, notice, fallback link, running action) and the actions: verifyNow,
 *   sendLink, checkStatus, and confirmSkip, which asks first and then goes to the next page
 */
export function useIdentityCheck(application: Pick<Application, 'jointApplication'>, email: string) {
  const navigate = useNavigate();
  const [start] = useMutation(SetIdentityVerificationRequestedMutation);
  const [send] = useMutation(SendIdentityVerificationLinkMutation);
  const [check] = useMutation(CheckIdentityVerificationMutation);
  const [skip] = useMutation(SkipChecksMutation);
  const hosted = useHostedCheck();
  const next = getAdjacentPages(PATH, application.jointApplication).next;

  const verifyNow = () =>
    hosted.open(async () => (await start(RETURN_HERE)).data?.setIdentityVerificationRequested.url, {
      opening: 'Opening the identity check…',
      blocked: 'Your browser stopped the new tab from opening. Use this link to open the identity check:',
    });

  const sendLink = () =>
    hosted.sendLink(
      async () => (await send(RETURN_HERE)).data?.sendIdentityVerificationLink.sentTo ?? email,
      (sentTo) => `We’ve sent the link to ${sentTo}. Open it on your phone to do the check there.`,
    );

  const checkStatus = () =>
    hosted.check(async () => (await check()).data?.checkIdentityVerification.identityVerificationStatus, {
      // Passed: the page shows the verified state instead of the check.
      Passed: {
        toast: { title: 'Your identity is verified', message: 'Thank you. Next, your bank statements.' },
      },
      Pending: {
        notice: 'We don’t have a result yet. If you’ve finished the check, wait a moment and try again.',
      },
    });

  const confirmSkip = () =>
    openConfirmModal({
      title: 'Skip identity verification for now?',
      children: (
        <Stack gap="xs">
          <Text>You can carry on and share your bank statements now.</Text>
          <Text>
            We’ll still need to verify your identity before we can approve your application, so skipping may
            slow down our decision. You can come back and verify at any time.
          </Text>
        </Stack>
      ),
      confirmLabel: 'Skip for now',
      cancelLabel: 'Go back',
      onConfirm: async () => {
        try {
          await skip();
          notifications.show({
            color: 'blue',
            title: 'Identity check skipped for now',
            message: 'You can verify at any time before you submit.',
            autoClose: TOAST_DURATION_MS,
          });
          navigate(next);
        } catch (caught) {
          hosted.fail(caught);
        }
      },
    });

  return { hosted, verifyNow, sendLink, checkStatus, confirmSkip };
}
