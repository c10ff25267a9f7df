/**
 * The "Payments" card on a purchase case's page: before a plan, and before the Direct Debit, it says so; with one, it
 * shows the Direct Debit in words, the equity owned, paid to date, arrears and the next payment in pounds, and each
 * collection with its status in words; "Retry now" asks the bank again for a retrying collection and the card shows
 * the answer, or the server's refusal; and a month's statement is downloaded from planStatement as a PDF Blob.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HomePaymentsFieldsFragment } from '../../../gql/graphql';
import { answersWithErrors, serverError } from '../../../testing/graphql';
import { OpsPlanPaymentsQuery } from '../graphql/planPayments';
import { OpsPlanStatementQuery } from '../graphql/planStatement';
import { PurchaseCaseQuery } from '../graphql/purchaseCase';
import { RetryCollectionMutation } from '../graphql/retryCollection';
import { PurchasePage } from '../pages/purchase-page';
import { stubDocumentFonts } from '../testing/document-fonts';
import { CASE_ID, makePurchaseCaseReview } from '../testing/purchase-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { NO_DIRECT_DEBIT_YET, NO_PLAN_YET } from './purchase-payments-card';

type Collection = HomePaymentsFieldsFragment['collections'][number];
const RETRYING_ID = '7c6d5e4f-3a2b-4c1d-8e9f-0a1b2c3d4e5f';

/** A collection as the server sends it: paid unless told. */
const collection = (number: number, description: string, more: Partial<Collection> = {}): Collection =>
  ({
    __typename: 'PlanCollection',
    id: `collection-${number}`,
    number,
    description,
    dueDate: '2026-10-28',
    amountPence: 108_367,
    rentPence: 95_000,
    equityPence: 13_367,
    status: 'paid',
    attempts: 1,
    nextAttemptOn: null,
    failureReason: null,
    paidOn: '2026-11-02',
    ...more,
  }) as Collection;

const DEPOSIT = collection(0, 'Deposit', {
  dueDate: '2026-09-20',
  amountPence: 480_000,
  rentPence: 0,
  equityPence: 480_000,
  paidOn: '2026-09-25',
});
const PAID = collection(1, 'Monthly payment 1 (October 2026)');
const RETRYING = collection(2, 'Monthly payment 2 (November 2026)', {
  id: RETRYING_ID,
  dueDate: '2026-11-28',
  status: 'retrying',
  failureReason: 'Insufficient funds',
  nextAttemptOn: '2026-12-03',
  paidOn: null,
});

/** Jane Smith's plan's payments: the deposit and one month paid, the next month retrying after a failure. */
function makePayments(more: Partial<HomePaymentsFieldsFragment> = {}) {
  return {
    __typename: 'HomePayments' as const,
    purchaseCaseId: CASE_ID,
    planId: 'plan-1',
    planVersion: 1,
    planSigned: true,
    canSetUpDirectDebit: false,
    price: 240_000,
    monthlyRent: 950,
    movedInOn: '2026-09-28',
    sandboxBankUrl: null,
    directDebit: {
      __typename: 'DirectDebit' as const,
      status: 'Active' as const,
      provider: 'sandbox',
      bankLabel: 'Sort code 20-00-00, account ending 5678',
      activeOn: '2026-09-20',
    },
    collections: [DEPOSIT, PAID, RETRYING],
    equityOwnedPence: 493_367,
    equitySharePercent: 2.06,
    arrearsPence: 95_000,
    paidToDatePence: 588_367,
    dueToDatePence: 0,
    upcoming: [],
    leavingRefund: { __typename: 'LeavingRefund' as const, lines: [], totalPence: 0 },
    mortgageReadiness: {
      __typename: 'MortgageReadiness' as const,
      valuePounds: 240_000,
      monthlyEquityPence: 20_000,
      annualIncomePounds: 50_000,
      joint: false,
      applicantIncomePounds: null,
      coApplicantIncomePounds: null,
      cardBalancePounds: 0,
      monthlyLoansPounds: 0,
      monthlyChildcarePounds: 0,
      monthlyMaintenancePounds: 0,
      monthlyOtherCommitmentsPounds: 0,
      figuresSavedAt: null,
      readyInYears: null,
      ways: [],
      years: [],
    },
    nextPayment: { __typename: 'NextPlanPayment' as const, dueDate: '2026-12-28', amountPence: 108_367 },
    statementMonths: ['2026-11', '2026-10'],
    ...more,
  };
}

/** Renders the page of Jane Smith's case, whose plan's payments the server answers with `payments`. */
function renderPayments(payments: unknown, mocks: MockLink.MockedResponse[] = []) {
  renderOpsPage(<PurchasePage />, {
    path: '/ops/purchases/:purchaseCaseId',
    url: `/ops/purchases/${CASE_ID}`,
    mocks: [
      answersOnce(PurchaseCaseQuery, { purchaseCase: makePurchaseCaseReview() }),
      answersOnce(OpsPlanPaymentsQuery, { planPayments: payments }, { input: { purchaseCaseId: CASE_ID } }),
      ...mocks,
    ],
  });
}

/** The Payments card, once the page has loaded. */
const paymentsCard = async () => within(await screen.findByRole('region', { name: 'Payments' }));

/** A `<dl>`'s value for `label`. */
const fact = (list: HTMLElement, label: string) =>
  within(list).getByText(label).nextElementSibling?.textContent;

/** Each cell's text of a table row. */
const cells = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PurchasePaymentsCard', () => {
  beforeAll(stubDocumentFonts);

  it('says payments start once the plan is signed, before there is a plan', async () => {
    renderPayments(null);
    const card = await paymentsCard();
    expect(await card.findByText(NO_PLAN_YET)).toBeTruthy();
    expect(card.queryByRole('table')).toBeNull();
  });

  it('says the applicant has not set up the Direct Debit yet', async () => {
    renderPayments(makePayments({ directDebit: null, collections: [], statementMonths: [] }));
    const card = await paymentsCard();
    expect(await card.findByText(NO_DIRECT_DEBIT_YET)).toBeTruthy();
    expect(card.queryByRole('table')).toBeNull();
  });

  it('shows the Direct Debit, the figures in pounds and each collection with its status in words', async () => {
    renderPayments(makePayments());
    const card = await paymentsCard();
    const directDebit = await card.findByLabelText('Direct Debit');
    expect(fact(directDebit, 'Direct Debit')).toBe('Active');
    expect(fact(directDebit, 'Provider')).toBe('Sandbox (no real account debited)');
    expect(fact(directDebit, 'Bank account')).toBe('Sort code 20-00-00, account ending 5678');
    expect(fact(directDebit, 'In force since')).toBe('20 September 2026');

    const figures = card.getByLabelText('Where the plan stands');
    expect(fact(figures, 'Equity owned')).toBe('£4,933.67 (2.06% of the price)');
    expect(fact(figures, 'Paid to date')).toBe('£5,883.67');
    expect(fact(figures, 'Arrears')).toBe('£950 owed');
    expect(card.getByTestId('payments-arrears')).toBeTruthy();
    expect(fact(figures, 'Next payment')).toBe('£1,083.67 on 28 December 2026');

    const table = card.getByRole('table', { name: 'Collections' });
    expect(card.getByRole('region', { name: 'Collections table' })).toBeTruthy();
    const [, deposit, paid, retrying] = within(table).getAllByRole('row');
    expect(cells(deposit)).toEqual([
      'Deposit',
      '20 September 2026',
      '£4,800',
      'Paid',
      '1',
      'Paid on 25 September 2026',
    ]);
    expect(cells(paid)).toEqual([
      'Monthly payment 1 (October 2026)',
      '28 October 2026',
      '£1,083.67Rent £950, equity £133.67',
      'Paid',
      '1',
      'Paid on 2 November 2026',
    ]);
    expect(cells(retrying)).toEqual([
      'Monthly payment 2 (November 2026)',
      '28 November 2026',
      '£1,083.67Rent £950, equity £133.67',
      'Failed: will be retried',
      '1',
      'Insufficient fundsWill be retried on 3 December 2026Retry now',
    ]);
    expect(card.getAllByRole('button', { name: /^Retry now/ })).toHaveLength(1);
    expect(
      within(retrying as HTMLElement).getByRole('button', {
        name: 'Retry now: Monthly payment 2 (November 2026)',
      }),
    ).toBeTruthy();

    const statements = card.getByRole('region', { name: 'Statements' });
    expect(
      within(statements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['November 2026Download PDF', 'October 2026Download PDF']);
  });

  it('shows no arrears as £0, and the Stripe provider by name', async () => {
    renderPayments(
      makePayments({
        arrearsPence: 0,
        collections: [DEPOSIT, PAID],
        directDebit: { status: 'Pending', provider: 'stripe', bankLabel: null, activeOn: null },
      }),
    );
    const card = await paymentsCard();
    const directDebit = await card.findByLabelText('Direct Debit');
    expect(fact(directDebit, 'Direct Debit')).toBe('Waiting for the bank');
    expect(fact(directDebit, 'Provider')).toBe('Stripe');
    expect(fact(card.getByLabelText('Where the plan stands'), 'Arrears')).toBe('£0');
    expect(card.queryByTestId('payments-arrears')).toBeNull();
    expect(card.queryByRole('button', { name: /^Retry now/ })).toBeNull();
  });

  it('asks the bank again with Retry now, and shows the collection as processing', async () => {
    const user = userEvent.setup();
    const answered = makePayments({
      arrearsPence: 95_000,
      collections: [DEPOSIT, PAID, { ...RETRYING, status: 'pending', attempts: 2, nextAttemptOn: null }],
    });
    const result = vi.fn(() => ({ data: { retryCollection: answered } }));
    renderPayments(makePayments(), [
      {
        request: { query: RetryCollectionMutation, variables: { input: { collectionId: RETRYING_ID } } },
        result,
        delay: 50,
      },
    ]);
    const card = await paymentsCard();
    const button = await card.findByRole('button', { name: /^Retry now/ });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));

    expect((await card.findByRole('status')).textContent).toBe(
      'Monthly payment 2 (November 2026): the bank has been asked again.',
    );
    expect(result).toHaveBeenCalledTimes(1);
    const [, , , retried] = within(card.getByRole('table', { name: 'Collections' })).getAllByRole('row');
    expect(cells(retried)?.slice(3, 5)).toEqual(['Processing', '2']);
    expect(card.queryByRole('button', { name: /^Retry now/ })).toBeNull();
  });

  it('says why the collection was not retried, in the server’s words', async () => {
    const user = userEvent.setup();
    const refusal = 'This collection cannot be retried: the account is closed';
    renderPayments(makePayments(), [
      answersWithErrors(RetryCollectionMutation, [serverError(refusal, 'CONFLICT')], {
        input: { collectionId: RETRYING_ID },
      }),
    ]);
    const card = await paymentsCard();
    await user.click(await card.findByRole('button', { name: /^Retry now/ }));
    const alert = await card.findByRole('alert');
    expect(alert.textContent).toContain('The collection was not retried');
    expect(alert.textContent).toContain(refusal);
    expect(card.getByRole('button', { name: /^Retry now/ })).toBeTruthy();
  });

  it('downloads a month’s statement from planStatement as a PDF Blob named for the month', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:statement');
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const result = vi.fn(() => ({
      data: {
        planStatement: {
          __typename: 'MonthlyStatement',
          month: '2026-10',
          monthLabel: 'October 2026',
          pdfBase64: btoa('%PDF-1.7 statement'),
        },
      },
    }));
    renderPayments(makePayments(), [
      {
        request: {
          query: OpsPlanStatementQuery,
          variables: { input: { purchaseCaseId: CASE_ID, month: '2026-10' } },
        },
        result,
      },
    ]);
    const card = await paymentsCard();
    await user.click(await card.findByRole('button', { name: 'Download PDF: October 2026 statement' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(result).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 statement');
    expect(clicked[0]?.download).toBe('stairway-statement-2026-10.pdf');
  });
});
