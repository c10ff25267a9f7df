/**
 * Connecting the bank on Your bank statements (spec §7 setOpenBankingRequested, sendOpenBankingLink,
 * checkOpenBanking, disconnectOpenBanking): the provider's page opens in a new tab (or, when the browser blocks
 * it, as a link), the link can be e-mailed, the result asked for, and a connection disconnected; what the page
 * says when the server refuses, with a field error or another error, and when the call never reaches it.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../../testing/graphql';
import { CheckOpenBankingMutation } from '../graphql/checkOpenBanking';
import { DisconnectOpenBankingMutation } from '../graphql/openBankingConnection';
import { SendOpenBankingLinkMutation } from '../graphql/sendOpenBankingLink';
import { SetOpenBankingRequestedMutation } from '../graphql/setOpenBankingRequested';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import {
  answersWith,
  applicationAnswer,
  atTheChecks,
  connectionIs,
  makeConnection,
  newTabIsBlocked,
  newTabOpens,
  statementsAre,
  verificationLink,
} from '../testing/check-mocks';
import { BankStatementsPage } from './bank-statements-page';

const PATH = paths.application.steps['applicant-bank-statements'];
const URL = 'https://hosted.plaid.com/link/9f1c2b7e';
const OPEN = { 'applicant-identity-verification': 'Done', 'applicant-bank-statements': 'Todo' } as const;
const toDo = atTheChecks(OPEN);
const pending = atTheChecks(OPEN, { openBankingStatus: 'Pending', openBankingRequested: true });
const connected = atTheChecks(
  { ...OPEN, 'applicant-bank-statements': 'Done' },
  { openBankingStatus: 'Connected', openBankingConnected: true, openBankingBankName: 'Monzo' },
);
const returnHere = { input: { returnPath: PATH } };
const connectButton = () => screen.getByRole('button', { name: 'Connect your bank (opens in a new tab)' });
/** The connection is started: the page sends the person back here, and then asks for its outcome by itself. */
const starts = () => [
  answersWith(
    SetOpenBankingRequestedMutation,
    verificationLink('setOpenBankingRequested', { url: URL, application: pending }),
    {
      variables: returnHere,
    },
  ),
  answersWith(CheckOpenBankingMutation, applicationAnswer('checkOpenBanking', pending), {
    times: Number.POSITIVE_INFINITY,
  }),
];
/** Renders the page with the applicant's connection (none) and statements (none), and the test's answers. */
const render = (mocks: MockLink.MockedResponse[] = []) =>
  renderApplicationPage(<BankStatementsPage />, {
    path: PATH,
    mocks: [connectionIs(null), statementsAre([], Number.POSITIVE_INFINITY), ...mocks],
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Connect your bank', () => {
  beforeEach(() => loaded(toDo));

  it('opens the provider’s page in a new tab, then says the connection has started', async () => {
    const tab = newTabOpens();
    await render(starts());
    await userEvent.click(connectButton());
    await waitFor(() => expect(tab.location.href).toBe(URL));
    expect(tab.document.title).toBe('Opening open banking…');
    expect(await screen.findByText('Connection started')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I’ve finished: check my connection' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open it again (opens in a new tab)' })).toBeTruthy();
    // The status is the only message: no error, and no link to open by hand.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Connection started'),
    ]);
    expect(screen.queryByTestId('open-banking-notice')).toBeNull();
  });

  it('gives the link to open when the browser blocks the new tab', async () => {
    newTabIsBlocked();
    await render(starts());
    await userEvent.click(connectButton());
    const notice = await screen.findByTestId('open-banking-notice');
    expect(notice.textContent).toContain(
      'Your browser stopped the new tab from opening. Use this link instead:',
    );
    expect(within(notice).getByRole('link', { name: 'Connect your bank' }).getAttribute('href')).toBe(URL);
  });

  it('shows the server’s refusal of the page to come back to, and closes the waiting tab', async () => {
    const message = 'The page to come back to must be a page of Stairway: start again from your application';
    const tab = newTabOpens();
    await render([answersWithErrors(SetOpenBankingRequestedMutation, [badUserInput('returnPath', message)])]);
    await userEvent.click(connectButton());
    await findAlert(message);
    expect(tab.closed).toBe(true);
    expect((connectButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows another refusal as the server words it', async () => {
    const message = 'Your bank is already connected: there is nothing more to do here.';
    newTabOpens();
    await render([answersWithErrors(SetOpenBankingRequestedMutation, [serverError(message, 'CONFLICT')])]);
    await userEvent.click(connectButton());
    await findAlert(message);
    expect(screen.queryByText('Connection started')).toBeNull();
  });

  it('closes the waiting tab and leaves the buttons usable when the server cannot be reached', async () => {
    // The app's error link shows the network error's toast (spec §8); the page itself adds no message.
    const tab = newTabOpens();
    await render([failsOnTheNetwork(SetOpenBankingRequestedMutation)]);
    await userEvent.click(connectButton());
    await waitFor(() => expect(tab.closed).toBe(true));
    await waitFor(() => expect((connectButton() as HTMLButtonElement).disabled).toBe(false));
    expect(tab.location.href).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Connection started')).toBeNull();
  });

  it('e-mails the link and says where it went', async () => {
    await render([
      answersWith(
        SendOpenBankingLinkMutation,
        verificationLink('sendOpenBankingLink', {
          url: URL,
          sentTo: 'amelia@example.com',
          application: pending,
        }),
        { variables: returnHere },
      ),
      answersWith(CheckOpenBankingMutation, applicationAnswer('checkOpenBanking', pending), {
        times: Number.POSITIVE_INFINITY,
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Send the link to my e-mail' }));
    expect((await screen.findByTestId('open-banking-notice')).textContent).toBe(
      'We’ve sent the link to amelia@example.com. Open it on the phone where your banking app is.',
    );
  });

  it('says why the link was not e-mailed', async () => {
    const message = 'You have asked for 5 e-mails in the last hour. Please try again later.';
    await render([answersWithErrors(SendOpenBankingLinkMutation, [serverError(message, 'RATE_LIMITED')])]);
    await userEvent.click(screen.getByRole('button', { name: 'Send the link to my e-mail' }));
    await findAlert(message);
    expect(screen.queryByTestId('open-banking-notice')).toBeNull();
  });
});

describe('I’ve finished: check my connection', () => {
  beforeEach(() => loaded(pending));

  it('shows the bank connected once the provider says so', async () => {
    await render([
      // The page asks by itself when it opens: not yet; then the applicant asks: connected.
      answersWith(CheckOpenBankingMutation, applicationAnswer('checkOpenBanking', pending)),
      answersWith(CheckOpenBankingMutation, applicationAnswer('checkOpenBanking', connected), {
        times: Number.POSITIVE_INFINITY,
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'I’ve finished: check my connection' }));
    const done = await screen.findByTestId('bank-statements-done');
    expect(within(done).getByText('Your bank is connected')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Connect your bank' })).toBeNull();
  });

  it('says the bank is not connected yet while the connection is still pending', async () => {
    await render([
      answersWith(CheckOpenBankingMutation, applicationAnswer('checkOpenBanking', pending), {
        times: Number.POSITIVE_INFINITY,
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'I’ve finished: check my connection' }));
    expect((await screen.findByTestId('open-banking-notice')).textContent).toBe(
      'Your bank isn’t connected yet. If you’ve finished, wait a moment and try again.',
    );
    expect(screen.getByText('Connection started')).toBeTruthy();
  });
});

describe('Disconnect', () => {
  it('asks first, and says why the bank could not be disconnected', async () => {
    const message =
      'We could not reach our open banking partner just now. Nothing you entered has been lost: please try again in a few minutes.';
    loaded(connected);
    await renderApplicationPage(<BankStatementsPage />, {
      path: PATH,
      mocks: [
        connectionIs(makeConnection()),
        statementsAre([], Number.POSITIVE_INFINITY),
        answersWithErrors(DisconnectOpenBankingMutation, [serverError(message, 'PROVIDER_UNAVAILABLE')]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Monzo?' });
    expect(dialog.textContent).toContain('Stairway will stop reading your account and delete what it read.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect((await screen.findByTestId('disconnect-error')).textContent).toBe(message);
    expect(screen.getByRole('region', { name: 'Accounts you shared' })).toBeTruthy();
  });
});
