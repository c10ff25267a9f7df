/**
 * The applicant's identity check (spec §7 setIdentityVerificationRequested, sendIdentityVerificationLink,
 * checkIdentityVerification, skipChecks): a photo ID and selfie check on the identity provider's hosted page,
 * opened in a new tab or from an e-mailed link, then the result asked for here; or skipped for now after a
 * confirmation (the team still verifies the applicant's identity before approving the application). Built on
 * useHostedCheck; IdentityCheck shows it. Inside a co-applicant's page (useActingPerson) the same calls act on
 * the co-applicant's own check (the server decides from the session), their state is fetched again after each,
 * and they can skip for now as the applicant can (one "skipped" answer per application: decision 015).
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { CheckIdentityVerificationMutation } from '../graphql/checkIdentityVerification';
import {
  CoApplicantCheckIdentityVerificationMutation,
  CoApplicantSendIdentityVerificationLinkMutation,
  CoApplicantSetIdentityVerificationRequestedMutation,
  CoApplicantSkipChecksMutation,
} from '../graphql/coApplicantSections';
import { SendIdentityVerificationLinkMutation } from '../graphql/sendIdentityVerificationLink';
import { SetIdentityVerificationRequestedMutation } from '../graphql/setIdentityVerificationRequested';
import { SkipChecksMutation } from '../graphql/skipChecks';
import { getAdjacentPages } from '../lib/pages';
import { IDENTITY_CHECK_OUTCOMES, openSkipIdentityModal, showSkippedToast } from './skip-identity-check';
import { useActingPerson, useRefreshCoApplicant } from './use-acting-person';
import type { Application } from './use-application';
import { useHostedCheck } from './use-hosted-check';
import { useRefreshOnReturn } from './use-refresh-on-return';

const PATH = paths.application.steps['applicant-identity-verification'];

/**
 * @param application the loaded application (whether it is joint, for the page after this one)
 * @param email the acting person's e-mail address, named when the server does not say where the link went
 * @param path this page's path: the provider's page sends the person back here (default the applicant's)
 * @param nextTo where Skip for now goes (default the page after the applicant's identity page)
 * @returns the hosted check (error, notice, fallback link, running action) and the actions: verifyNow,
 *   sendLink, checkStatus, and confirmSkip, which asks first and then goes to the next page; and for a computer
 *   qrLink, the pending check's link once this page has it, showQrCode, which starts or resumes the check without
 *   opening a tab, and showingQr while it runs
 */
export function useIdentityCheck(
  application: Pick<Application, 'jointApplication' | 'identityVerificationStatus'>,
  email: string,
  path: string = PATH,
  nextTo?: string,
) {
  const navigate = useNavigate();
  const person = useActingPerson();
  const refreshCoApplicant = useRefreshCoApplicant();
  const [startAsApplicant] = useMutation(SetIdentityVerificationRequestedMutation);
  const [sendAsApplicant] = useMutation(SendIdentityVerificationLinkMutation);
  const [checkAsApplicant] = useMutation(CheckIdentityVerificationMutation);
  const [startAsCoApplicant] = useMutation(CoApplicantSetIdentityVerificationRequestedMutation);
  const [sendAsCoApplicant] = useMutation(CoApplicantSendIdentityVerificationLinkMutation);
  const [checkAsCoApplicant] = useMutation(CoApplicantCheckIdentityVerificationMutation);
  const [skipAsApplicant] = useMutation(SkipChecksMutation);
  const [skipAsCoApplicant] = useMutation(CoApplicantSkipChecksMutation);
  const hosted = useHostedCheck();
  /** The hosted check's link once this page has it (started or resumed here), for the QR code. */
  const [link, setLink] = useState<string | null>(null);
  const [showingQr, setShowingQr] = useState(false);
  const next = nextTo ?? getAdjacentPages(PATH, application.jointApplication).next;
  /** The variables that start the check or send its link: the provider's page sends the person back here. */
  const returnHere = { variables: { input: { returnPath: path } } };
  const coApplicant = person === 'coApplicant';
  // The co-applicant's payloads do not carry their state: fetch it again, so the page shows the check started.
  const start = async () => {
    const url = coApplicant
      ? (await startAsCoApplicant(returnHere)).data?.setIdentityVerificationRequested.url
      : (await startAsApplicant(returnHere)).data?.setIdentityVerificationRequested.url;
    if (url) setLink(url);
    if (coApplicant) await refreshCoApplicant();
    return url;
  };
  const send = async () => {
    if (!coApplicant)
      return (await sendAsApplicant(returnHere)).data?.sendIdentityVerificationLink.sentTo ?? email;
    const sentTo = (await sendAsCoApplicant(returnHere)).data?.sendIdentityVerificationLink.sentTo ?? email;
    await refreshCoApplicant();
    return sentTo;
  };
  /** Asks for the result; resolves with the check's status. */
  const check = async () => {
    if (!coApplicant)
      return (await checkAsApplicant()).data?.checkIdentityVerification.identityVerificationStatus;
    await checkAsCoApplicant();
    return (await refreshCoApplicant())?.identityVerificationStatus;
  };
  // While the check is pending (done in another tab or on a phone), ask for its outcome by itself: on opening,
  // every few seconds while the page is visible, and on coming back.
  useRefreshOnReturn(application.identityVerificationStatus === 'Pending', () => check());

  const verifyNow = () =>
    hosted.open(start, {
      opening: 'Opening the identity check…',
      blocked: 'Your browser stopped the new tab from opening. Use this link to open the identity check:',
    });

  /** Starts (or resumes) the check without opening a tab, so that the page shows its link as a QR code. */
  const showQrCode = async () => {
    setShowingQr(true);
    try {
      if (!(await start())) throw new Error('No link was returned');
    } catch (caught) {
      hosted.fail(caught);
    } finally {
      setShowingQr(false);
    }
  };

  const sendLink = () =>
    hosted.sendLink(
      send,
      (sentTo) => `We’ve sent the link to ${sentTo}. Open it on your phone to do the check there.`,
    );

  const checkStatus = () => hosted.check(check, IDENTITY_CHECK_OUTCOMES);

  const confirmSkip = () =>
    openSkipIdentityModal(application.jointApplication, async () => {
      try {
        if (coApplicant) {
          await skipAsCoApplicant();
          await refreshCoApplicant();
        } else {
          await skipAsApplicant();
        }
        showSkippedToast();
        navigate(next);
      } catch (caught) {
        hosted.fail(caught);
      }
    });

  // A link from an earlier check that has since failed or expired is not shown again.
  const qrLink = application.identityVerificationStatus === 'Pending' ? link : null;
  return { hosted, verifyNow, sendLink, checkStatus, confirmSkip, qrLink, showQrCode, showingQr };
}
