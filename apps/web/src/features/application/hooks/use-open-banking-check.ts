/**
 * Connecting the applicant's bank with open banking (spec §7 setOpenBankingRequested, sendOpenBankingLink,
 * checkOpenBanking): the provider's hosted page opens in a new tab or from an e-mailed link, then the
 * applicant asks for the result. Built on useHostedCheck; OpenBankingCard shows it. Inside a co-applicant's
 * page (useActingPerson) it is the co-applicant's own connection, whose state is fetched again after each check.
 */
import { useMutation } from '@apollo/client/react';
import { paths } from '../../../lib/paths';
import { CheckOpenBankingMutation } from '../graphql/checkOpenBanking';
import {
  CoApplicantCheckOpenBankingMutation,
  CoApplicantSendOpenBankingLinkMutation,
  CoApplicantSetOpenBankingRequestedMutation,
} from '../graphql/coApplicantSections';
import { SendOpenBankingLinkMutation } from '../graphql/sendOpenBankingLink';
import { SetOpenBankingRequestedMutation } from '../graphql/setOpenBankingRequested';
import { useActingPerson, useRefreshCoApplicant } from './use-acting-person';
import type { Application } from './use-application';
import { type HostedCheck, useHostedCheck } from './use-hosted-check';
import { useRefreshOnReturn } from './use-refresh-on-return';

/** The open banking check's state and actions. */
export type OpenBankingCheck = {
  /** The hosted check's error, notice, fallback link and running action. */
  hosted: HostedCheck;
  /** True while a connection is started and not finished (openBankingStatus "pending"). */
  pending: boolean;
  /** Starts a connection and opens the provider's page in a new tab. */
  connect: () => Promise<void>;
  /** E-mails the link to the applicant. */
  sendLink: () => Promise<void>;
  /** Asks whether the bank is connected now. */
  checkConnection: () => Promise<void>;
};

/**
 * @param application the loaded application (its openBankingStatus)
 * @param email the acting person's e-mail address, named when the server does not say where the link went
 * @param path this page's path: the provider's page sends the person back here (default the applicant's)
 * @returns the check's state and its three actions
 */
export function useOpenBankingCheck(
  application: Pick<Application, 'openBankingStatus'>,
  email: string,
  path: string = paths.application.steps['applicant-bank-statements'],
): OpenBankingCheck {
  const coApplicant = useActingPerson() === 'coApplicant';
  const refreshCoApplicant = useRefreshCoApplicant();
  const [startAsApplicant] = useMutation(SetOpenBankingRequestedMutation);
  const [sendAsApplicant] = useMutation(SendOpenBankingLinkMutation);
  const [checkAsApplicant] = useMutation(CheckOpenBankingMutation);
  const [startAsCoApplicant] = useMutation(CoApplicantSetOpenBankingRequestedMutation);
  const [sendAsCoApplicant] = useMutation(CoApplicantSendOpenBankingLinkMutation);
  const [checkAsCoApplicant] = useMutation(CoApplicantCheckOpenBankingMutation);
  const hosted = useHostedCheck();
  /** The variables that start the check or send its link: the provider's page sends the person back here. */
  const returnHere = { variables: { input: { returnPath: path } } };
  // The co-applicant's payloads do not carry their state: fetch it again, so the page shows the check started.
  const start = async () => {
    if (!coApplicant) return (await startAsApplicant(returnHere)).data?.setOpenBankingRequested.url;
    const url = (await startAsCoApplicant(returnHere)).data?.setOpenBankingRequested.url;
    await refreshCoApplicant();
    return url;
  };
  const send = async () => {
    if (!coApplicant) return (await sendAsApplicant(returnHere)).data?.sendOpenBankingLink.sentTo ?? email;
    const sentTo = (await sendAsCoApplicant(returnHere)).data?.sendOpenBankingLink.sentTo ?? email;
    await refreshCoApplicant();
    return sentTo;
  };
  /** Asks whether the bank is connected; resolves with the connection's status. */
  const check = async () => {
    if (!coApplicant) return (await checkAsApplicant()).data?.checkOpenBanking.openBankingStatus;
    await checkAsCoApplicant();
    return (await refreshCoApplicant())?.openBankingStatus;
  };
  // While the connection is pending (made in another tab or on a phone), ask for its outcome by itself: on
  // opening, every few seconds while the page is visible, and on coming back.
  useRefreshOnReturn(application.openBankingStatus === 'Pending', () => check());

  const connect = () =>
    hosted.open(start, {
      opening: 'Opening open banking…',
      blocked: 'Your browser stopped the new tab from opening. Use this link instead:',
    });

  const sendLink = () =>
    hosted.sendLink(
      send,
      (sentTo) => `We’ve sent the link to ${sentTo}. Open it on the phone where your banking app is.`,
    );

  const checkConnection = () =>
    hosted.check(check, {
      // Connected: the card gives way to the "Your bank is connected" banner.
      Connected: {
        toast: { title: 'Bank connected', message: 'Thank you: that’s your bank statements done.' },
      },
      Pending: { notice: 'Your bank isn’t connected yet. If you’ve finished, wait a moment and try again.' },
    });

  return { hosted, pending: application.openBankingStatus === 'Pending', connect, sendLink, checkConnection };
}
