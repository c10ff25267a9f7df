/**
 * Test data and answers for the checks pages' tests (identity verification and bank statements): an application
 * at the checks with each step's state, the server's answers to the pages' own queries and mutations (the real
 * operation documents, answered through Apollo's MockedProvider), and the browser's new tab for the provider's
 * hosted page, which opens or is blocked (a spy on window.open, restored with vi.restoreAllMocks()).
 */
import type { MockLink } from '@apollo/client/testing';
import type { ApplicationStepId, StepStatus } from '@stairway/domain/application-progress';
import type { DocumentNode } from 'graphql';
import { vi } from 'vitest';
import type {
  ApplicantDocumentFieldsFragment,
  OpenBankingConnectionFieldsFragment,
} from '../../../gql/graphql';
import { paths } from '../../../lib/paths';
import { GetApplicantDocumentsQuery } from '../graphql/getApplicantDocuments';
import { MyOpenBankingConnectionQuery } from '../graphql/openBankingConnection';
import type { Application } from '../hooks/use-application';
import { asSent } from './application-mocks';
import { makeApplication } from './make-application';

/** The single applicant's steps, in the spec's order (spec §4). */
const STEP_ORDER: ApplicationStepId[] = [
  'about-you',
  'address-history',
  'income',
  'additional-income',
  'applicant-identity-verification',
  'applicant-bank-statements',
];

/**
 * A single applicant's application at the checks: the personal and financial steps done, identity
 * verification to do and bank statements locked, unless told otherwise.
 * @param statuses each step's state where it differs
 * @param overrides the application's other fields the test cares about
 */
export function atTheChecks(
  statuses: Partial<Record<ApplicationStepId, StepStatus>> = {},
  overrides: Partial<Application> = {},
): Application {
  const defaults: Partial<Record<ApplicationStepId, StepStatus>> = {
    'applicant-identity-verification': 'Todo',
    'applicant-bank-statements': 'Locked',
  };
  const steps = STEP_ORDER.map((id) => ({
    id,
    path: paths.application.steps[id],
    status: statuses[id] ?? defaults[id] ?? 'Done',
  }));
  const next = steps.find((step) => step.status !== 'Done');
  return makeApplication({
    progress: 60,
    steps,
    nextStep: next
      ? { kind: 'Step', id: next.id, path: next.path }
      : { kind: 'ReadyToSubmit', id: null, path: paths.application['submit-disclaimer'] },
    ...overrides,
  });
}

/**
 * The server answers `query` with `data` (any variables unless told), at once.
 * @param times how many requests it answers so (once unless told)
 */
export function answersWith(
  query: DocumentNode,
  data: Record<string, unknown>,
  { times = 1, variables }: { times?: number; variables?: Record<string, unknown> } = {},
): MockLink.MockedResponse {
  return {
    request: { query, variables: variables ?? (() => true) },
    result: { data },
    delay: 0,
    maxUsageCount: times,
  };
}

/**
 * The answer of a mutation that starts a hosted check or e-mails its link (a VerificationLink), with the
 * application as it is afterwards.
 * @param field the mutation's field, e.g. `setOpenBankingRequested`
 */
export function verificationLink(
  field: string,
  { url, sentTo = null, application }: { url: string; sentTo?: string | null; application: Application },
): Record<string, unknown> {
  return {
    [field]: {
      __typename: 'VerificationLink',
      url,
      expiresAt: '2026-12-02T09:00:00.000Z',
      ...(sentTo ? { sentTo } : {}),
      application: asSent(application),
    },
  };
}

/**
 * The answer of a mutation that returns the application itself (e.g. checkOpenBanking, skipChecks).
 * @param field the mutation's field
 */
export function applicationAnswer(field: string, application: Application): Record<string, unknown> {
  return { [field]: asSent(application) };
}

/**
 * A bank connection as the MyOpenBankingConnection query sends it: active, one current account at Monzo.
 * @param overrides the fields the test cares about
 */
export function makeConnection(
  overrides: Partial<OpenBankingConnectionFieldsFragment> = {},
): OpenBankingConnectionFieldsFragment {
  return {
    state: 'Active',
    provider: 'plaid',
    bankName: 'Monzo',
    consentExpiresAt: '2027-02-20T00:00:00.000Z',
    transactionsFrom: '2025-11-20T00:00:00.000Z',
    transactionsTo: '2026-11-20T00:00:00.000Z',
    accounts: [
      {
        id: 'account-1',
        bankName: 'Monzo',
        name: 'Personal Account',
        mask: '1234',
        type: 'depository',
        subtype: 'checking',
        balanceCurrentPence: 123_456,
        currency: 'GBP',
      },
    ],
    ...overrides,
  };
}

/**
 * The applicant's bank connection, as often as the page asks for it: none unless told.
 * @param connection the connection the server sends
 */
export function connectionIs(
  connection: OpenBankingConnectionFieldsFragment | null = null,
): MockLink.MockedResponse {
  const sent = connection && {
    __typename: 'OpenBankingConnection',
    ...connection,
    accounts: connection.accounts.map((account) => ({ __typename: 'OpenBankingAccount', ...account })),
  };
  return answersWith(
    MyOpenBankingConnectionQuery,
    { getApplication: { __typename: 'UserApplication', id: 'application-1', openBankingConnection: sent } },
    { times: Number.POSITIVE_INFINITY },
  );
}

/**
 * A bank statement the applicant uploaded: "March statement", a 240 KB PDF.
 * @param overrides the fields the test cares about
 */
export function makeStatement(
  overrides: Partial<ApplicantDocumentFieldsFragment> = {},
): ApplicantDocumentFieldsFragment {
  return {
    id: 'document-1',
    url: 'https://files.example.com/document-1.pdf',
    type: 'application/pdf',
    documentType: 'BankStatement',
    displayName: 'March statement',
    fileName: 'march-statement.pdf',
    size: 240 * 1024,
    dateUploaded: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The applicant's documents, as the GetApplicantDocuments query sends them.
 * @param times how many requests it answers so (once unless told)
 */
export function statementsAre(
  documents: ApplicantDocumentFieldsFragment[],
  times = 1,
): MockLink.MockedResponse {
  return answersWith(
    GetApplicantDocumentsQuery,
    {
      getApplicantDocuments: documents.map((document) => ({ __typename: 'ApplicantDocument', ...document })),
    },
    { times },
  );
}

/** The browser's new tab, as the page sees it: it waits with a message, then goes to the provider's page. */
export type NewTab = {
  closed: boolean;
  opener: unknown;
  location: { href: string };
  document: Document;
  close: () => void;
};

/**
 * The browser opens the new tab the page asks for (window.open is spied on; vi.restoreAllMocks() restores it).
 * @returns the tab, to see where the page sent it and whether it closed it
 */
export function newTabOpens(): NewTab {
  const tab: NewTab = {
    closed: false,
    opener: window,
    location: { href: '' },
    document: document.implementation.createHTMLDocument(''),
    close: () => {
      tab.closed = true;
    },
  };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

/** The browser blocks the new tab (a pop-up blocker): window.open gives nothing. */
export function newTabIsBlocked(): void {
  vi.spyOn(window, 'open').mockReturnValue(null);
}
