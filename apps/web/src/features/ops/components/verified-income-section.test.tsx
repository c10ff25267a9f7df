/**
 * The console's "Verified income" section (decision 055): the sentence, the flag in words, the streams table, the
 * accounts and the period; and the states without a bank connection.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VerifiedIncomeFieldsFragment } from '../../../gql/graphql';
import { renderWithMantine } from '../../../testing/render';
import { VerifiedIncomeSection } from './verified-income-section';

type Person = VerifiedIncomeFieldsFragment;

const connected = (overrides: Partial<Person> = {}): Person => ({
  person: 'applicant',
  name: 'Amelia Hughes',
  connected: true,
  connectionStatus: 'Active',
  provider: 'plaid',
  bankName: 'Monzo',
  statementsUploaded: false,
  accounts: [{ name: 'Personal Account', mask: '4471', type: 'depository', subtype: 'checking' }],
  periodFrom: '2025-11-01',
  periodTo: '2026-10-31',
  monthsInPeriod: 12,
  declaredMonthlyTakeHomePence: 299_330,
  declaredGrossAnnualPounds: 45_000,
  seenMonthlyPence: 294_000,
  streams: [
    {
      payer: 'ACME LTD',
      kind: 'Salary',
      frequency: 'Monthly',
      monthlyPence: 294_000,
      monthsSeen: 12,
      monthsInPeriod: 12,
      lastSeen: '2026-10-28',
      current: true,
      counted: true,
    },
  ],
  discrepancy: null,
  discrepancyReason: null,
  sentence:
    'Declared £2,993 a month (estimated take-home of £45,000 gross), seen £2,940 a month from ACME LTD, 12 of 12 months',
  ...overrides,
});

describe('VerifiedIncomeSection', () => {
  it('shows the sentence, a calm "consistent" badge, the streams, the accounts and the period', () => {
    renderWithMantine(<VerifiedIncomeSection people={[connected()]} />);
    const part = screen.getByRole('region', { name: 'Applicant: Amelia Hughes' });
    expect(part.textContent).toContain(
      'Declared £2,993 a month (estimated take-home of £45,000 gross), seen £2,940 a month from ACME LTD, 12 of 12 months',
    );
    expect(within(part).getByText('Consistent with declared')).toBeTruthy();
    expect(within(part).queryByText(/^Check:/)).toBeNull();
    const table = within(part).getByRole('table', { name: 'Regular income seen in Amelia Hughes’s bank' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['ACME LTD', 'Salary, monthly', '£2,940', '12 of 12 months']);
    expect(part.textContent).toContain('Monzo: Personal Account ending 4471 (checking).');
    expect(part.textContent).toContain('Transactions 1 Nov 2025 to 31 Oct 2026 (12 months compared).');
  });

  it('flags a discrepancy in words, with the reason, and marks streams that are not counted', () => {
    renderWithMantine(
      <VerifiedIncomeSection
        people={[
          connected({
            seenMonthlyPence: 260_000,
            discrepancy: 'BelowDeclared',
            discrepancyReason:
              'Seen £2,600 a month is 13% below the estimated take-home of £2,993 (more than 10% below is flagged).',
            streams: [
              { ...connected().streams[0], monthlyPence: 260_000 } as Person['streams'][number],
              {
                payer: 'OLDCO LTD',
                kind: 'Salary',
                frequency: 'Monthly',
                monthlyPence: 50_000,
                monthsSeen: 4,
                monthsInPeriod: 12,
                lastSeen: '2026-02-27',
                current: false,
                counted: false,
              },
            ],
          }),
        ]}
      />,
    );
    const part = screen.getByRole('region', { name: 'Applicant: Amelia Hughes' });
    expect(within(part).getByText('Check: seen below declared')).toBeTruthy();
    expect(within(part).queryByText('Consistent with declared')).toBeNull();
    expect(part.textContent).toContain('13% below the estimated take-home of £2,993');
    expect(part.textContent).toContain('(not counted: last seen 27 Feb 2026)');
  });

  it('says when no bank is connected: statements uploaded, or not connected yet', () => {
    const notConnected = {
      connected: false,
      connectionStatus: null,
      provider: null,
      bankName: null,
      accounts: [],
      periodFrom: null,
      periodTo: null,
      monthsInPeriod: 0,
      seenMonthlyPence: null,
      streams: [],
      sentence: null,
    };
    renderWithMantine(
      <VerifiedIncomeSection
        people={[
          connected({ ...notConnected, statementsUploaded: true }),
          connected({ ...notConnected, person: 'coApplicant', name: 'Ben Hughes' }),
        ]}
      />,
    );
    const applicant = screen.getByRole('region', { name: 'Applicant: Amelia Hughes' });
    expect(applicant.textContent).toContain('No bank connected — statements were uploaded.');
    expect(applicant.textContent).toContain(
      'Declared £2,993 a month (estimated take-home of £45,000 gross).',
    );
    expect(within(applicant).queryByRole('table')).toBeNull();
    const co = screen.getByRole('region', { name: 'Co-applicant: Ben Hughes' });
    expect(co.textContent).toContain('Not connected yet.');
  });

  it('says no regular income was seen', () => {
    renderWithMantine(
      <VerifiedIncomeSection
        people={[
          connected({
            streams: [],
            seenMonthlyPence: 0,
            discrepancy: 'NoRegularIncome',
            discrepancyReason:
              'No regular salary, benefit, pension or self-employed income was seen in 12 months of transactions.',
            sentence:
              'Declared £2,993 a month (estimated take-home of £45,000 gross); no regular income seen in 12 months of transactions',
            provider: 'sandbox',
            connectionStatus: 'Disconnected',
          }),
        ]}
      />,
    );
    expect(screen.getByText('Check: no regular income seen')).toBeTruthy();
    expect(screen.getByText('Sandbox data: proves nothing')).toBeTruthy();
    expect(screen.getByText('Disconnected by the person: figures from the last read')).toBeTruthy();
  });
});
