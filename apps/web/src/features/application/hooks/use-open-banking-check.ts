/**
 * Connecting the applicant's bank with open banking (spec §7 setOpenBankingRequested, sendOpenBankingLink,
 * checkOpenBanking): the provider's hosted page opens in a new tab or from an e-mailed link, then the
 * applicant asks for the result. Built on useHostedCheck; OpenBankingCard shows it.
 */
import { useMutation } from '@apollo/client/react';
import { paths } from '../../../lib/paths';
import { CheckOpenBankingMutation } from '../graphql/checkOpenBanking';
import { SendOpenBankingLinkMutation } from '../graphql/sendOpenBankingLink';
import { SetOpenBankingRequestedMutation } from '../graphql/setOpenBankingRequested';
import type { Application } from './use-application';
import { type HostedCheck, useHostedCheck } from './use-hosted-check';

/** The variables that start the check or send its link: the provider's page sends the applicant back here. */
const RETURN_HERE = {
  variables: { input: { returnPath: paths.application.steps['applicant-bank-statements'] } },
};

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
 * @param email the applicant's e-mail address, named when the server does not say where the link went
 * @returns the check's state and its three actions
 */
export function useOpenBankingCheck(
  application: Pick<Application, 'openBankingStatus'>,
  email: string,
): OpenBankingCheck {
  const [start] = useMutation(SetOpenBankingRequestedMutation);
  const [send] = useMutation(SendOpenBankingLinkMutation);
  const [check] = useMutation(CheckOpenBankingMutation);
  const hosted = useHostedCheck();

  const connect = () =>
    hosted.open(async () => (await start(RETURN_HERE)).data?.setOpenBankingRequested.url, {
      opening: 'Opening open banking…',
      blocked: 'Your browser stopped the new tab from opening. Use this link instead:',
    });

  const sendLink = () =>
    hosted.sendLink(
      async () => (await send(RETURN_HERE)).data?.sendOpenBankingLink.sentTo ?? email,
      (sentTo) => `We’ve sent the link to ${sentTo}. Open it on the phone where your banking app is.`,
    );

  const checkConnection = () =>
    hosted.check(async () => (await check()).data?.checkOpenBanking.openBankingStatus, {
      // Connected: the card gives way to the "Your bank is connected" banner.
      Connected: {
        toast: { title: 'Bank connected', message: 'Thank you: that’s your bank statements done.' },
      },
      Pending: { notice: 'Your bank isn’t connected yet. If you’ve finished, wait a moment and try again.' },
    });

  return { hosted, pending: application.openBankingStatus === 'Pending', connect, sendLink, checkConnection };
}
