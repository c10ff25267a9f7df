/**
 * Verified income for the operators' console (decision 055):
 * for each person of an application (the applicant and, on a joint application, the co-applicant), the bank
 * connection's shared accounts and transactions, run through the domain's analysis
 * (packages/domain/src/verified-income.ts) and compared with the incomes the person declared.
 *
 * Which connection: the person's latest Active one, else their latest one of any state: ReconnectNeeded or
 * Expired (read while consent was given), or Disconnected (a person who disconnects after submitting leaves
 * what was read with the review, decision 054; before submission the rows are deleted with the connection). Only current, savings and other deposit accounts are
 * read: a credit-card account's credits are the person's own repayments, and loan and investment accounts
 * hold no income.
 *
 * Reads are batched for any number of applications: six queries in all, never one per person or account.
 */

import { getApplicantIncomes, getCountedIncomes, getTaxRegion } from '@stairway/domain/application-budget';
import {
  analyseIncomeStreams,
  compareWithDeclared,
  estimateDeclaredTakeHome,
} from '@stairway/domain/verified-income';
import type { IncomeDiscrepancy, IncomeStream } from '@stairway/domain/verified-income-types';
import type { Db } from '../db/client';
import type { ApplicationRow, OpenBankingConnectionRow, UserRow } from '../db/rows';
import type { Person } from './people';
import {
  type AddressRow,
  chooseConnections,
  personKey,
  readApplicationRows,
  readConnectionData,
  type SharedAccount,
} from './verified-income-rows';

export type { SharedAccount } from './verified-income-rows';

/** One person's verified income, as the console shows it. Money in pence unless the name says pounds. */
export type PersonVerifiedIncome = {
  person: Person;
  /** The person's full name. */
  name: string;
  /** True when the person has a bank connection whose data is analysed (see the module's description). */
  connected: boolean;
  /** The connection's status (Active, ReconnectNeeded, Expired, Disconnected); null when never connected. */
  connectionStatus: string | null;
  /** Who made the connection, e.g. "plaid" or "sandbox"; null when not connected. */
  provider: string | null;
  /** The bank's name; null when not connected or not given. */
  bankName: string | null;
  /** True when the person uploaded bank statements by hand instead (or as well). */
  statementsUploaded: boolean;
  accounts: SharedAccount[];
  /** The period of the transactions read, ISO days; null when not connected. */
  periodFrom: string | null;
  periodTo: string | null;
  /** The calendar months compared (domain periodMonths: partial months left out, a twelve-month read's ends joined). */
  monthsInPeriod: number;
  /** The declared incomes' estimated monthly take-home, pence; null when nothing was declared. */
  declaredMonthlyTakeHomePence: number | null;
  /** The declared incomes' gross total, whole pounds a year; null when nothing was declared. */
  declaredGrossAnnualPounds: number | null;
  /** The seen monthly income, pence; null when not connected. */
  seenMonthlyPence: number | null;
  streams: IncomeStream[];
  /** The discrepancy flag; null when not flagged or not connected. */
  discrepancy: IncomeDiscrepancy | null;
  /** The flag's reason; null when not flagged. */
  discrepancyReason: string | null;
  /** The operator's one-line summary; null when not connected. */
  sentence: string | null;
};

/** An application as the console has it: the row and its applicant. */
export type ReviewedApplication = { application: ApplicationRow; user: UserRow };

const fullName = (person: { firstName: string; middleName: string | null; lastName: string }) =>
  [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');

/** One person of an application, with what they declared. */
type DeclaringPerson = {
  person: Person;
  name: string;
  statementsUploaded: boolean;
  declaredIncomes: ReturnType<typeof getCountedIncomes>;
  addresses: AddressRow[];
};

/**
 * One person's verified income: the declared take-home compared with the connection's analysed transactions.
 * @param p the person and what they declared
 * @param connection the person's chosen connection; null when never connected
 * @param data the chosen connections' accounts and income-account transactions, by connection id
 * @returns the person's verified income (money in pence unless named pounds); the connection fields null,
 *   and no streams, when not connected
 */
function describePersonIncome(
  p: DeclaringPerson,
  connection: OpenBankingConnectionRow | null,
  data: Awaited<ReturnType<typeof readConnectionData>>,
): PersonVerifiedIncome {
  const declared = estimateDeclaredTakeHome(p.declaredIncomes, getTaxRegion({ addresses: p.addresses }));
  const common = {
    person: p.person,
    name: p.name,
    statementsUploaded: p.statementsUploaded,
    declaredMonthlyTakeHomePence: declared?.takeHomeMonthlyPence ?? null,
    declaredGrossAnnualPounds: declared?.grossAnnualPounds ?? null,
  };
  if (!connection) {
    return {
      ...common,
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
      discrepancy: null,
      discrepancyReason: null,
      sentence: null,
    };
  }
  const analysis = analyseIncomeStreams({
    transactions: data.transactionsByConnection.get(connection.id) ?? [],
    period: { from: connection.transactionsFrom, to: connection.transactionsTo },
    ownNames: [p.name],
  });
  const comparison = compareWithDeclared(declared, analysis);
  return {
    ...common,
    connected: true,
    connectionStatus: connection.status,
    provider: connection.provider,
    bankName: connection.institutionName,
    accounts: data.accountsByConnection.get(connection.id) ?? [],
    periodFrom: analysis.period.from || null,
    periodTo: analysis.period.to || null,
    monthsInPeriod: analysis.monthsInPeriod,
    seenMonthlyPence: analysis.seenMonthlyPence,
    streams: analysis.streams,
    discrepancy: comparison.discrepancy,
    discrepancyReason: comparison.reason,
    sentence: comparison.sentence,
  };
}

/**
 * The verified income of each person of each application.
 * @param db the database
 * @param reviews the applications with their applicants
 * @returns for each application (in the order given), the applicant's and, on a joint application with a
 *   co-applicant, the co-applicant's verified income
 */
export async function readVerifiedIncome(
  db: Db,
  reviews: readonly ReviewedApplication[],
): Promise<PersonVerifiedIncome[][]> {
  const ids = reviews.map((r) => r.application.id);
  if (ids.length === 0) return [];
  const { coRows, connectionRows, incomeRows, addressRows } = await readApplicationRows(db, ids);
  const chosen = chooseConnections(connectionRows);
  const data = await readConnectionData(
    db,
    [...chosen.values()].map((c) => c.id),
  );
  const rowsOf = <T extends { applicationId: string; person: string }>(
    rows: T[],
    id: string,
    person: Person,
  ) => rows.filter((r) => r.applicationId === id && r.person === person);

  return reviews.map(({ application, user }) => {
    const people: DeclaringPerson[] = [
      {
        person: 'applicant',
        name: fullName(user),
        statementsUploaded: application.documentsUploaded || application.bankStatementsManualUpload,
        declaredIncomes: getApplicantIncomes({
          grossAnnualPay: application.grossAnnualPay,
          incomes: rowsOf(incomeRows, application.id, 'applicant'),
          hasAdditionalIncome: application.hasAdditionalIncome,
        }),
        addresses: rowsOf(addressRows, application.id, 'applicant'),
      },
    ];
    const co = application.jointApplication
      ? coRows.find((c) => c.applicationId === application.id)
      : undefined;
    if (co) {
      people.push({
        person: 'coApplicant',
        name: fullName(co),
        statementsUploaded: co.documentsUploaded || co.bankStatementsManualUpload,
        declaredIncomes: getCountedIncomes({
          incomes: rowsOf(incomeRows, application.id, 'coApplicant'),
          hasAdditionalIncome: co.hasAdditionalIncome,
        }),
        addresses: rowsOf(addressRows, application.id, 'coApplicant'),
      });
    }
    return people.map((p) =>
      describePersonIncome(p, chosen.get(personKey(application.id, p.person)) ?? null, data),
    );
  });
}
