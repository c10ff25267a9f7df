/**
 * /ops: the applications waiting for a decision. A loader while they load, a line saying none wait, and each one's
 * applicant (a link to the review page), submission time, budget, deposit and checks.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { neverAnswers } from '../../../testing/graphql';
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
});
