/**
 * Your bank statements (spec §2, §4 step 7): the loading and failed states, locked until the earlier steps are
 * done (with a link to each), to do (connect the bank or upload statements), and done either way: the bank
 * connected, with the accounts shared, or the statements uploaded, listed with how many more are needed.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { failsOnTheNetwork } from '../../../testing/graphql';
import { GetApplicantDocumentsQuery } from '../graphql/getApplicantDocuments';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import {
  atTheChecks,
  connectionIs,
  makeConnection,
  makeStatement,
  statementsAre,
} from '../testing/check-mocks';
import { BankStatementsPage } from './bank-statements-page';

const PATH = paths.application.steps['applicant-bank-statements'];
const { steps } = paths.application;
/** The bank statements step open: identity verification done. */
const OPEN = { 'applicant-identity-verification': 'Done', 'applicant-bank-statements': 'Todo' } as const;
const connectButton = () => screen.queryByRole('button', { name: /^Connect your bank/ });
const uploadCard = () => screen.getByRole('region', { name: 'Upload your statements' });

describe('BankStatementsPage', () => {
  it('is locked until the earlier steps are done, with a link to each step still to do', async () => {
    loaded(atTheChecks({ 'address-history': 'Todo' }));
    await renderApplicationPage(<BankStatementsPage />, { path: PATH });
    expect(screen.getByRole('heading', { name: 'Finish the earlier steps first' })).toBeTruthy();
    expect(
      screen.getByText(
        'Bank statements open once your personal and financial details are complete and you have verified your identity (or chosen to do it later).',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Address history' }).getAttribute('href')).toBe(
      steps['address-history'],
    );
    expect(screen.getByRole('link', { name: 'Identity verification' }).getAttribute('href')).toBe(
      steps['applicant-identity-verification'],
    );
    // The steps already done are not listed.
    expect(screen.queryByRole('link', { name: 'About you' })).toBeNull();
    // The main button goes to the next step due, not on to the submit pages.
    expect(screen.getByRole('link', { name: 'Finish the earlier steps' }).getAttribute('href')).toBe(
      steps['address-history'],
    );
    expect(connectButton()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Upload your statements' })).toBeNull();
  });

  it('offers to connect the bank or to upload statements while there are none', async () => {
    loaded(atTheChecks(OPEN));
    await renderApplicationPage(<BankStatementsPage />, {
      path: PATH,
      mocks: [connectionIs(null), statementsAre([])],
    });
    const connect = screen.getByRole('region', { name: 'Connect your bank' });
    expect(within(connect).getByText(/Share your last 12 months of transactions securely/)).toBeTruthy();
    expect(
      within(connect).getByRole('button', { name: 'Connect your bank (opens in a new tab)' }),
    ).toBeTruthy();
    expect(within(connect).getByRole('button', { name: 'Send the link to my e-mail' })).toBeTruthy();
    expect(within(uploadCard()).getByText(/PDF, JPEG, PNG or WebP files, up to 20 MB each/)).toBeTruthy();
    expect(
      await within(uploadCard()).findByText('None yet. Upload one statement for each of the last 3 months.'),
    ).toBeTruthy();
    expect(within(uploadCard()).getByRole('button', { name: 'Choose files' })).toBeTruthy();
    expect(screen.queryByTestId('bank-statements-done')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Accounts you shared' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      paths.application['submit-disclaimer'],
    );
  });

  it('says a cancelled connection shared nothing, and offers to connect again', async () => {
    loaded(atTheChecks(OPEN, { openBankingStatus: 'Cancelled', openBankingRequested: true }));
    await renderApplicationPage(<BankStatementsPage />, {
      path: PATH,
      mocks: [connectionIs(null), statementsAre([])],
    });
    expect(screen.getByText('Connection cancelled')).toBeTruthy();
    expect(
      screen.getByText('Nothing was shared. You can try again, or upload your statements instead.'),
    ).toBeTruthy();
    expect(connectButton()).toBeTruthy();
  });

  it('is done once the bank is connected, listing the accounts shared', async () => {
    loaded(
      atTheChecks(
        { ...OPEN, 'applicant-bank-statements': 'Done' },
        { openBankingConnected: true, openBankingStatus: 'Connected', openBankingBankName: 'Monzo' },
      ),
    );
    await renderApplicationPage(<BankStatementsPage />, {
      path: PATH,
      mocks: [connectionIs(makeConnection()), statementsAre([])],
    });
    const done = screen.getByTestId('bank-statements-done');
    expect(within(done).getByText('Your bank is connected')).toBeTruthy();
    expect(done.textContent).toContain(
      'We can see your Monzo statements with open banking. It’s read-only: we can never move money.',
    );
    const shared = await screen.findByRole('region', { name: 'Accounts you shared' });
    expect(within(shared).getByText('Monzo · Personal Account ending 1234')).toBeTruthy();
    expect(within(shared).getByText('Current account · balance £1,234.56')).toBeTruthy();
    expect(shared.textContent).toContain(
      'We read 12 months of transactions, 20 November 2025 to 20 November 2026, read-only.',
    );
    expect(within(shared).getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    // Connected: nothing to connect, and no "or" before the uploads.
    expect(connectButton()).toBeNull();
    expect(uploadCard()).toBeTruthy();
  });

  it('asks to reconnect when the bank asks the applicant to log in again', async () => {
    loaded(
      atTheChecks(
        { ...OPEN, 'applicant-bank-statements': 'Done' },
        { openBankingConnected: true, openBankingStatus: 'Connected', openBankingBankName: 'Monzo' },
      ),
    );
    await renderApplicationPage(<BankStatementsPage />, {
      path: PATH,
      mocks: [connectionIs(makeConnection({ state: 'ReconnectNeeded' })), statementsAre([])],
    });
    const shared = await screen.findByRole('region', { name: 'Accounts you shared' });
    expect(within(shared).getByText('Reconnect your bank')).toBeTruthy();
    expect(shared.textContent).toContain(
      'UK rules ask you to renew your open banking consent every 90 days.',
    );
    expect(
      await screen.findByRole('button', { name: 'Reconnect your bank (opens in a new tab)' }),
    ).toBeTruthy();
  });

  it('is done once statements are uploaded, listing them with how many more are needed', async () => {
    loaded(
      atTheChecks(
        { ...OPEN, 'applicant-bank-statements': 'Done' },
        { documentsUploaded: true, bankStatementsManualUpload: true },
      ),
    );
    const statements = [
      makeStatement(),
      makeStatement({ id: 'document-2', displayName: 'April statement', fileName: 'april.pdf' }),
    ];
    await renderApplicationPage(<BankStatementsPage />, {
      path: PATH,
      mocks: [connectionIs(null), statementsAre(statements)],
    });
    const done = screen.getByTestId('bank-statements-done');
    expect(within(done).getByText('Your statements are uploaded')).toBeTruthy();
    expect(done.textContent).toContain('Thank you. Add more if you need to, or continue.');
    expect(await screen.findByText('2 of 3 statements: upload 1 more, one for each month.')).toBeTruthy();
    const rows = within(screen.getByTestId('statement-list')).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/statement$/).textContent)).toEqual([
      'March statement',
      'April statement',
    ]);
    expect(rows[0]?.textContent).toContain('march-statement.pdf · 240 KB · Uploaded 20 Nov 2026');
    expect(
      screen.getByRole('link', { name: 'View March statement (opens in a new tab)' }).getAttribute('href'),
    ).toBe('https://files.example.com/document-1.pdf');
    expect(screen.getByRole('button', { name: 'Remove April statement' })).toBeTruthy();
    // Connecting the bank stays offered beside the uploads.
    expect(connectButton()).toBeTruthy();
  });

  it('says the statements could not be loaded, and loads them again', async () => {
    loaded(atTheChecks(OPEN, { documentsUploaded: true, bankStatementsManualUpload: true }));
    await renderApplicationPage(<BankStatementsPage />, {
      path: PATH,
      mocks: [
        connectionIs(null),
        failsOnTheNetwork(GetApplicantDocumentsQuery),
        statementsAre([makeStatement()]),
      ],
    });
    expect(await within(uploadCard()).findByText('We couldn’t load your statements')).toBeTruthy();
    await userEvent.click(within(uploadCard()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 of 3 statements: upload 2 more, one for each month.')).toBeTruthy();
    expect(screen.queryByText('We couldn’t load your statements')).toBeNull();
  });

  it('keeps a submitted application’s statements read-only', async () => {
    loaded(
      atTheChecks(
        { ...OPEN, 'applicant-bank-statements': 'Done' },
        { submitted: true, documentsUploaded: true, bankStatementsManualUpload: true },
      ),
    );
    await renderApplicationPage(<BankStatementsPage />, {
      path: PATH,
      mocks: [connectionIs(null), statementsAre([makeStatement()])],
    });
    expect(screen.getByText('Your application has been submitted')).toBeTruthy();
    const remove = await screen.findByRole('button', { name: 'Remove March statement' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    // Inside the page's disabled fieldset, which disables every control of a submitted application in a
    // browser (happy-dom does not apply a fieldset's disabled to its buttons, so the fieldset is read).
    const choose = screen.getByRole('button', { name: 'Choose files' });
    expect(choose.closest('fieldset')?.disabled).toBe(true);
  });
});
