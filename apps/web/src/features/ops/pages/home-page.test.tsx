/**
 * /ops/homes/:homeSubmissionId: one submitted home as an operator reviews it. A loader, the server's refusal (not
 * found), a failed load (said so, with Try again, never "not found"), the
 * address, who submitted it, its answers, the answers that may stop approval and the photos, and the decision:
 * approved once confirmed (the page then shows the home as approved, with no decision card), or refused by the
 * server. The decision card's own checks are covered by hooks/use-review-decision.test.tsx.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { ApproveHomeMutation } from '../graphql/approveHome';
import { HomeForReviewQuery } from '../graphql/homeForReview';
import { RejectHomeMutation } from '../graphql/rejectHome';
import { stubDocumentFonts } from '../testing/document-fonts';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { type HomeReview, makeHomeReview } from '../testing/review-data';
import { HomePage } from './home-page';

const VARIABLES = { input: { homeSubmissionId: 'home-1' } };

/** Renders the review page of home-1 with the server's answers. */
function renderHome(mocks: MockLink.MockedResponse[]) {
  renderOpsPage(<HomePage />, { path: '/ops/homes/:homeSubmissionId', url: '/ops/homes/home-1', mocks });
}

/** HomeForReview answers with the home (under review unless told). */
const loads = (overrides: Partial<HomeReview> = {}) =>
  answersOnce(HomeForReviewQuery, { homeForReview: makeHomeReview(overrides) }, VARIABLES);

describe('HomePage', () => {
  beforeAll(stubDocumentFonts);

  it('shows a loader while the home loads', async () => {
    renderHome([neverAnswers(HomeForReviewQuery)]);
    expect(screen.getByLabelText('Loading the home')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading the home')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal in place of the home', async () => {
    renderHome([
      answersWithErrors(HomeForReviewQuery, [serverError('No home has that id', 'NOT_FOUND')], VARIABLES),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('No home has that id');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve home' })).toBeNull();
  });

  it('shows the address, who submitted it, every answer and the photos', async () => {
    renderHome([loads()]);
    expect(
      await screen.findByRole('heading', { level: 1, name: '12 High Street, Leeds LS6 1AA' }),
    ).toBeTruthy();
    expect(document.title).toBe('12 High Street, Leeds LS6 1AA · Stairway operators');
    expect(screen.getByText('Submitted by Jane Smith (jane@example.com) on 24 Nov 2026, 10:00')).toBeTruthy();
    expect(screen.getByText('Under review')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Homes under review' }).getAttribute('href')).toBe('/ops/homes');
    expect(screen.queryByText('Answers that may stop approval')).toBeNull();

    const answers = screen.getByRole('heading', { name: 'The home' }).parentElement as HTMLElement;
    for (const answer of [
      'Asking price£240,000',
      'TypeTerraced',
      'Bedrooms2',
      'OwnershipFreehold',
      'EPC ratingC',
      'Part of a chainNo',
      'FoundFrom one of our listings',
      'Garden faces south.',
    ])
      expect(answers.textContent).toContain(answer);
    const listing = screen.getByRole('link', { name: 'See the home’s listing (opens in a new tab)' });
    expect(listing.getAttribute('href')).toBe('https://listings.example/rm-1');

    const photo = screen.getByRole('img', { name: 'Photo 1 of the home' });
    expect(photo.closest('a')?.getAttribute('href')).toBe('https://files.example/home-1.jpg?signature=abc');
    expect(screen.getByRole('button', { name: 'Approve home' })).toBeTruthy();
  });

  it('lists the answers that may stop approval, and says what was not given', async () => {
    renderHome([
      loads({
        address: '',
        type: null,
        bedrooms: null,
        ownership: 'Leasehold',
        yearsLeftOnLease: 70,
        askingPrice: null,
        chain: null,
        link: null,
        additionalInfo: null,
        images: [],
        approvalRisks: ['Leasehold with 70 years left', 'Asking price not given'],
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'No address given' })).toBeTruthy();
    const risks = screen.getByText('Answers that may stop approval').closest('[role="alert"]') as HTMLElement;
    expect(risks.textContent).toContain('Leasehold with 70 years left');
    expect(risks.textContent).toContain('Asking price not given');
    const answers = screen.getByRole('heading', { name: 'The home' }).parentElement as HTMLElement;
    expect(answers.textContent).toContain('Asking priceNot given');
    expect(answers.textContent).toContain('OwnershipLeasehold, 70 years left');
    expect(answers.textContent).toContain('Part of a chainNot answered');
    expect(answers.textContent).toContain('Nothing.');
    expect(screen.getByText('No photos added.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /listing/ })).toBeNull();
  });

  it('approves once confirmed, says so, and shows the home approved with no decision card', async () => {
    const user = userEvent.setup();
    const approved = vi.fn(() => ({
      data: {
        approveHome: {
          __typename: 'HomeReview',
          homeSubmissionId: 'home-1',
          status: 'Approved',
          decidedAt: '2026-11-30T12:00:00.000Z',
        },
      },
    }));
    renderHome([
      loads(),
      {
        request: {
          query: ApproveHomeMutation,
          variables: { input: { homeSubmissionId: 'home-1', reason: null } },
        },
        result: approved,
      },
      // The decision loads the home again.
      loads({ status: 'Approved', decidedAt: '2026-11-30T12:00:00.000Z' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve home' }));
    await screen.findByRole('dialog', { name: 'Approve Jane Smith’s home?' });
    await user.click(screen.getByRole('button', { name: 'Yes, approve' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Approved. Jane Smith has been e-mailed and their home page shows it.',
    );
    expect(approved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve home' })).toBeNull());
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('30 Nov 2026, 12:00')).toBeTruthy();
  });

  it('shows the server’s refusal of a rejection above the reason, and keeps the decision open', async () => {
    const user = userEvent.setup();
    renderHome([
      loads(),
      answersWithErrors(
        RejectHomeMutation,
        [serverError('This home has already been decided', 'HOME_DECIDED')],
        {
          input: { homeSubmissionId: 'home-1', reason: 'Lease too short' },
        },
      ),
    ]);
    const reason = (await screen.findByLabelText(/^Reason/)) as HTMLTextAreaElement;
    await user.type(reason, 'Lease too short');
    await user.click(screen.getByRole('button', { name: 'Reject home' }));
    await screen.findByRole('dialog', { name: 'Reject Jane Smith’s home?' });
    await user.click(screen.getByRole('button', { name: 'Yes, reject' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This home has already been decided');
    expect(screen.queryByRole('status')).toBeNull();
    expect(reason.value).toBe('Lease too short');
    expect(screen.getByText('Under review')).toBeTruthy();
  });

  it('says the home could not be loaded, not that it was not found, and Try again loads it', async () => {
    const user = userEvent.setup();
    renderHome([failsOnTheNetwork(HomeForReviewQuery, VARIABLES), loads()]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The home could not be loaded');
    expect(screen.queryByText(/not found/)).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '12 High Street, Leeds LS6 1AA' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the home could not be loaded when the server fails for another reason than not found', async () => {
    renderHome([answersWithErrors(HomeForReviewQuery, [serverError('Something broke')], VARIABLES)]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The home could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
