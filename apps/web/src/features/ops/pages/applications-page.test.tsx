/**
 * /ops: the applications waiting for a decision. A loader while they load, a line saying none wait, and each one's
 * applicant (a link to the review page), submission time, budget, deposit (a dash when none) and checks; and, when
 * they could not be loaded, an alert saying so with Try again, never the line saying none wait.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { ApplicationsInReviewQuery } from '../graphql/applicationsInReview';
import { makeApplicationInReview } from '../testing/ops-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { ApplicationsPage } from './applications-page';

describe('ApplicationsPage', () => {
  it('shows a loader, and no table or message, while the applications load', async () => {
    renderOpsPage(<ApplicationsPage />, { mocks: [neverAnswers(ApplicationsInReviewQuery)] });
    expect(screen.getByRole('heading', { level: 1, name: 'Applications in review' })).toBeTruthy();
    expect(screen.getByLabelText('Loading applications')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading applications')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('No applications are waiting for a decision.')).toBeNull();
    expect(document.title).toBe('Applications in review · Stairway operators');
  });

  it('says when no application is waiting', async () => {
    renderOpsPage(<ApplicationsPage />, {
      mocks: [answersOnce(ApplicationsInReviewQuery, { applicationsInReview: [] })],
    });
    expect(await screen.findByText('No applications are waiting for a decision.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByLabelText('Loading applications')).toBeNull();
  });

  it('lists each application with a link to its review page, its figures and its checks', async () => {
    renderOpsPage(<ApplicationsPage />, {
      mocks: [
        answersOnce(ApplicationsInReviewQuery, {
          applicationsInReview: [
            makeApplicationInReview(),
            makeApplicationInReview({
              applicationId: 'app-2',
              name: 'Tom Brown',
              email: 'tom@example.com',
              budget: 180_000,
              deposit: 9_000,
              submittedAt: '2026-07-01T08:30:00.000Z',
              jointApplication: true,
              identityVerified: false,
              openBankingConnected: false,
              documentsUploaded: true,
            }),
          ],
        }),
      ],
    });
    const table = await screen.findByRole('table');
    expect(screen.getByText(/^2 waiting, oldest first\./)).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Applicant', 'Submitted', 'Budget', 'Deposit', 'Identity', 'Bank']);

    expect(screen.getByRole('link', { name: 'Jane Smith' }).getAttribute('href')).toBe(
      '/ops/applications/app-1',
    );
    expect(screen.getByRole('link', { name: 'Tom Brown' }).getAttribute('href')).toBe(
      '/ops/applications/app-2',
    );

    const [, jane, tom] = screen.getAllByRole('row') as HTMLElement[];
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(jane)).toEqual([
      'Jane Smithjane@example.com',
      '23 Nov 2026, 15:04',
      '£250,000',
      '£12,500',
      'Verified',
      'Connected',
    ]);
    // Summer time: 08:30 UTC is 09:30 in the UK; a joint application says so; statements uploaded are a badge.
    expect(cells(tom)).toEqual([
      'Tom Browntom@example.com · joint',
      '1 Jul 2026, 09:30',
      '£180,000',
      '£9,000',
      'Not verified',
      'Not connectedStatements',
    ]);
  });

  it('says a deposit the applicant has not given is missing, not £0', async () => {
    renderOpsPage(<ApplicationsPage />, {
      mocks: [
        answersOnce(ApplicationsInReviewQuery, {
          applicationsInReview: [makeApplicationInReview({ deposit: null })],
        }),
      ],
    });
    const [, jane] = await screen.findAllByRole('row');
    const deposit = within(jane as HTMLElement).getAllByRole('cell')[3];
    expect(deposit?.textContent).toBe('–');
    expect(screen.queryByText('£0')).toBeNull();
  });

  it('says the applications could not be loaded, not that none wait, and Try again loads them', async () => {
    const user = userEvent.setup();
    renderOpsPage(<ApplicationsPage />, {
      mocks: [
        failsOnTheNetwork(ApplicationsInReviewQuery),
        answersOnce(ApplicationsInReviewQuery, { applicationsInReview: [makeApplicationInReview()] }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The applications could not be loaded');
    expect(alert.textContent).toContain('Check your connection and try again.');
    expect(screen.queryByText('No applications are waiting for a decision.')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Jane Smith' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the applications could not be loaded when the server fails', async () => {
    renderOpsPage(<ApplicationsPage />, {
      mocks: [answersWithErrors(ApplicationsInReviewQuery, [serverError('Something broke')])],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The applications could not be loaded');
    expect(screen.queryByText('No applications are waiting for a decision.')).toBeNull();
  });
});
