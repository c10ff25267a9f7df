/**
 * /ops/homes: the homes waiting for a decision. A loader while they load, a line saying none wait, and each home's
 * address (a link to its review page), what it is, who submitted it and when, its price, EPC and the answers that
 * may stop approval; and, when they could not be loaded, an alert saying so with Try again, never the line saying none
 * wait.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { HomesInReviewQuery } from '../graphql/homesInReview';
import { makeHomeInReview } from '../testing/ops-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { HomesPage } from './homes-page';

/** Renders the page at /ops/homes with the server's answer. */
function renderHomes(mocks: MockLink.MockedResponse[]) {
  renderOpsPage(<HomesPage />, { path: '/ops/homes', mocks });
}

/** Each cell's text of a table row. */
const cells = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('HomesPage', () => {
  it('shows a loader, and no table or message, while the homes load', async () => {
    renderHomes([neverAnswers(HomesInReviewQuery)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Homes under review' })).toBeTruthy();
    expect(screen.getByLabelText('Loading homes')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading homes')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('No homes are waiting for a decision.')).toBeNull();
    expect(document.title).toBe('Homes under review · Stairway operators');
  });

  it('says when no home is waiting', async () => {
    renderHomes([answersOnce(HomesInReviewQuery, { homesInReview: [] })]);
    expect(await screen.findByText('No homes are waiting for a decision.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each home with a link to its review page, its answers and its risks', async () => {
    renderHomes([
      answersOnce(HomesInReviewQuery, {
        homesInReview: [
          makeHomeInReview(),
          makeHomeInReview({
            homeSubmissionId: 'home-2',
            name: 'Tom Brown',
            email: 'tom@example.com',
            address: '',
            type: 'Flat',
            bedrooms: 0,
            askingPrice: null,
            EPCRating: 'IDontKnow',
            fromListing: false,
            approvalRisks: ['Leasehold with 70 years left', 'Part of a chain'],
          }),
          makeHomeInReview({
            homeSubmissionId: 'home-3',
            address: '3 Mill Lane, York',
            type: null,
            bedrooms: null,
            EPCRating: null,
            approvalRisks: ['Asking price above the budget'],
          }),
        ],
      }),
    ]);
    const table = await screen.findByRole('table');
    expect(screen.getByText(/^3 waiting, oldest first\./)).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Home', 'Applicant', 'Submitted', 'Asking price', 'EPC', 'Check']);

    expect(screen.getByRole('link', { name: '12 High Street, Leeds LS6 1AA' }).getAttribute('href')).toBe(
      '/ops/homes/home-1',
    );
    expect(screen.getByRole('link', { name: 'No address given' }).getAttribute('href')).toBe(
      '/ops/homes/home-2',
    );

    const [, first, second, third] = screen.getAllByRole('row');
    expect(cells(first)).toEqual([
      '12 High Street, Leeds LS6 1AA2 bed terraced · from a listing',
      'Jane Smithjane@example.com',
      '24 Nov 2026, 10:00',
      '£240,000',
      'C',
      'No risks',
    ]);
    expect(cells(second)).toEqual([
      'No address givenStudio flat · found elsewhere',
      'Tom Browntom@example.com',
      '24 Nov 2026, 10:00',
      '–',
      'Not known',
      '2 risks',
    ]);
    expect(cells(third)?.[0]).toBe('3 Mill Lane, York · from a listing');
    expect(cells(third)?.[4]).toBe('–');
    expect(cells(third)?.[5]).toBe('1 risk');
  });

  it('says the homes could not be loaded, not that none wait, and Try again loads them', async () => {
    const user = userEvent.setup();
    renderHomes([
      failsOnTheNetwork(HomesInReviewQuery),
      answersOnce(HomesInReviewQuery, { homesInReview: [makeHomeInReview()] }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The homes could not be loaded');
    expect(screen.queryByText('No homes are waiting for a decision.')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '12 High Street, Leeds LS6 1AA' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the homes could not be loaded when the server fails', async () => {
    renderHomes([answersWithErrors(HomesInReviewQuery, [serverError('Something broke')])]);
    expect((await screen.findByRole('alert')).textContent).toContain('The homes could not be loaded');
    expect(screen.queryByText('No homes are waiting for a decision.')).toBeNull();
  });
});
