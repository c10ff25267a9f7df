/**
 * The "Plan" card on a purchase case's page: with no plan, the form prepares one from the asking price and the rent
 * typed (sent as numbers) and the new version replaces the "No plan yet" line; a server refusal is shown on the field
 * it names; a plan signed by everyone shows its signatures and no form; a purchase that fell through has no form; and
 * the PDF is downloaded from planPdf as a PDF Blob through a link whose object URL is revoked.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answersWithErrors, badUserInput } from '../../../testing/graphql';
import { OpsHomeValueQuery } from '../graphql/homeValue';
import { OpsPlanPdfQuery } from '../graphql/planPdf';
import { PreparePlanMutation } from '../graphql/preparePlan';
import { PurchaseCaseQuery } from '../graphql/purchaseCase';
import { PurchasePage } from '../pages/purchase-page';
import { stubDocumentFonts } from '../testing/document-fonts';
import {
  CASE_ID,
  fallenThrough,
  makePlan,
  makePurchaseCaseReview,
  PLAN_ID,
  PLAN_SHA256,
  signedPlan,
  signer,
} from '../testing/purchase-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';

type Review = ReturnType<typeof makePurchaseCaseReview>;

/** Renders the page of Jane Smith's case, which the server answers with `review`, and the other answers. */
function renderPlan(review: Review, mocks: MockLink.MockedResponse[] = []) {
  renderOpsPage(<PurchasePage />, {
    path: '/ops/purchases/:purchaseCaseId',
    url: `/ops/purchases/${CASE_ID}`,
    mocks: [
      answersOnce(PurchaseCaseQuery, { purchaseCase: review }, { input: { purchaseCaseId: CASE_ID } }),
      // The home value card (decision 073) has nothing to show before a plan is signed.
      answersOnce(OpsHomeValueQuery, { planPayments: null }, { input: { purchaseCaseId: CASE_ID } }),
      ...mocks,
    ],
  });
}

/** The Plan card, once the page has loaded. */
const planCard = async () => within(await screen.findByRole('region', { name: 'Plan' }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PurchasePlanCard', () => {
  beforeAll(stubDocumentFonts);

  it('prepares the plan from the asking price and the rent typed, as numbers, and shows the new version', async () => {
    const user = userEvent.setup();
    const result = vi.fn(() => ({
      data: { preparePlan: makePurchaseCaseReview({ purchaseCase: { plan: makePlan() } }) },
    }));
    renderPlan(makePurchaseCaseReview(), [
      {
        request: {
          query: PreparePlanMutation,
          variables: { input: { purchaseCaseId: CASE_ID, price: 240_000, monthlyRent: 950 } },
        },
        result,
      },
    ]);
    const card = await planCard();
    expect(
      card.getByText(/^No plan yet\. Prepare it from the agreed price and the monthly rent;/),
    ).toBeTruthy();
    expect((card.getByLabelText('Agreed price') as HTMLInputElement).value).toBe('£240,000');
    await user.type(card.getByLabelText('Monthly rent'), '950');
    await user.click(card.getByRole('button', { name: 'Prepare the plan' }));

    expect((await card.findByRole('status')).textContent).toBe('Plan version 1 prepared.');
    expect(result).toHaveBeenCalledTimes(1);
    expect(card.getByText('Version 1, prepared on 21 Nov 2026, 10:00')).toBeTruthy();
    expect(card.queryByText(/^No plan yet/)).toBeNull();
    const facts = card.getByLabelText('Key facts');
    expect(within(facts).getByText('Your deposit (2% of the price)').nextElementSibling?.textContent).toBe(
      '£4,800',
    );
    expect(card.getByTestId('plan-sha256').textContent).toBe('9f86d081884c…');
    expect(card.getByTestId('plan-sha256').getAttribute('title')).toBe(PLAN_SHA256);
    expect(card.getByRole('button', { name: 'Copy the full SHA-256' })).toBeTruthy();
    expect(card.getByText('Applicant')).toBeTruthy();
    expect(card.getByText('Not opened yet')).toBeTruthy();
    expect(card.getByText('Not signed yet')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Prepare a new version' })).toBeTruthy();
    expect((card.getByLabelText('Monthly rent') as HTMLInputElement).value).toBe('£950');
  });

  it('checks the figures before sending them', async () => {
    const user = userEvent.setup();
    renderPlan(makePurchaseCaseReview({ purchaseCase: { askingPrice: null } }));
    const card = await planCard();
    expect((card.getByLabelText('Agreed price') as HTMLInputElement).value).toBe('');
    await user.type(card.getByLabelText('Agreed price'), '5000');
    await user.click(card.getByRole('button', { name: 'Prepare the plan' }));
    expect(await card.findByText('The price must be at least £10,000')).toBeTruthy();
    expect(card.getByText('Give the monthly rent in whole pounds')).toBeTruthy();
    expect(card.queryByRole('status')).toBeNull();
  });

  it('shows the server’s refusal of the rent under the rent, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const refusal = 'The monthly rent is too high for this price';
    renderPlan(makePurchaseCaseReview(), [
      answersWithErrors(PreparePlanMutation, [badUserInput('monthlyRent', refusal)], {
        input: { purchaseCaseId: CASE_ID, price: 240_000, monthlyRent: 9_000 },
      }),
    ]);
    const card = await planCard();
    await user.type(card.getByLabelText('Monthly rent'), '9000');
    await user.click(card.getByRole('button', { name: 'Prepare the plan' }));

    const rent = card.getByLabelText('Monthly rent');
    await waitFor(() => expect(rent.getAttribute('aria-invalid')).toBe('true'));
    expect((rent.getAttribute('aria-describedby') ?? '').split(' ')).toContain(card.getByText(refusal).id);
    expect((rent as HTMLInputElement).value).toBe('£9,000');
    expect(card.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows who opened and signed a plan signed by everyone, and no form', async () => {
    renderPlan(makePurchaseCaseReview({ purchaseCase: { plan: signedPlan() } }));
    const card = await planCard();
    expect(card.getByText('Signed by everyone')).toBeTruthy();
    expect(card.getByText('Opened on 22 Nov 2026, 08:15')).toBeTruthy();
    expect(
      card.getByText(
        'Signed by Jane Smith on 30 Nov 2026, 14:05 from 203.0.113.7, SHA-256 9f86d081884c…, after confirming advice',
      ),
    ).toBeTruthy();
    expect(card.getByText('The plan is signed: it cannot be replaced.')).toBeTruthy();
    expect(card.queryByRole('form', { name: 'Prepare the plan' })).toBeNull();
    expect(card.queryByLabelText('Monthly rent')).toBeNull();
  });

  it('shows each signer of a joint plan, opened or not, and warns of a signature of another document', async () => {
    const plan = makePlan({
      signers: [
        signer({
          firstOpenedAt: '2026-11-22T08:15:00.000Z',
          name: 'Jane Smith',
          signedAt: '2026-12-02T09:00:00.000Z',
          sha256: 'a'.repeat(64),
          tookAdvice: false,
        }),
        signer({ role: 'Co-applicant' }),
      ],
    });
    renderPlan(makePurchaseCaseReview({ purchaseCase: { plan } }));
    const card = await planCard();
    expect(
      card.getByText(
        'Signed by Jane Smith on 2 Dec 2026, 09:00, SHA-256 aaaaaaaaaaaa…, after the review window',
      ),
    ).toBeTruthy();
    expect(card.getByText('The SHA-256 signed is not this version’s.')).toBeTruthy();
    expect(card.getByText('Co-applicant')).toBeTruthy();
    expect(card.getByText('Not signed yet')).toBeTruthy();
    expect(card.queryByText('Signed by everyone')).toBeNull();
    expect(card.getByRole('button', { name: 'Prepare a new version' })).toBeTruthy();
  });

  it('has no form once the purchase fell through', async () => {
    renderPlan(fallenThrough('2026-11-25', 'The seller withdrew'));
    const card = await planCard();
    expect(card.getByText('The purchase fell through.')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Prepare the plan' })).toBeNull();
  });

  it('downloads the PDF from planPdf as a PDF Blob, through a link whose object URL is then revoked', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:plan-v1');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const result = vi.fn(() => ({
      data: {
        planPdf: {
          __typename: 'PlanPdf',
          fileName: 'stairway-plan-v1.pdf',
          base64: btoa('%PDF-1.7 plan'),
          sha256: PLAN_SHA256,
        },
      },
    }));
    renderPlan(makePurchaseCaseReview({ purchaseCase: { plan: makePlan() } }), [
      { request: { query: OpsPlanPdfQuery, variables: { input: { planId: PLAN_ID } } }, result },
    ]);
    const card = await planCard();
    await user.click(card.getByRole('button', { name: 'Download the PDF' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(result).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 plan');
    expect(clicked[0]?.download).toBe('stairway-plan-v1.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:plan-v1');
    expect(clicked[0]?.isConnected).toBe(false);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:plan-v1'), { timeout: 2500 });
  });
});
