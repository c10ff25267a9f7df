/**
 * /ops/repairs: the queue's first page with the whole queue's counts, "Show more repairs" adding the next page below
 * until the last, and the empty states of the open and all views.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RepairQueueQuery } from '../graphql/repairs';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { RepairsPage } from './repairs-page';

/** A queue entry: repair `n`, overdue when told. */
function entry(n: number, overdue = false) {
  return {
    __typename: 'RepairQueueEntry' as const,
    customerName: `Customer ${n}`,
    home: `${n} High Street, Southampton`,
    repair: {
      __typename: 'Repair' as const,
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      categoryLabel: 'Roof and chimney',
      description: `Leak number ${n} over the landing`,
      urgency: 'Urgent',
      status: 'Reported',
      overdue,
      targetAt: '2026-12-01T10:00:00.000Z',
      reportedAt: '2026-11-24T10:00:00.000Z',
      scheduledFor: null,
    },
  };
}

/** A page of the queue: entries `from` to `to`, of `total`, the first `overdue` overdue. */
function page(from: number, to: number, total: number, overdue: number, nextOffset: number | null) {
  const entries = [];
  for (let n = from; n <= to; n += 1) entries.push(entry(n, n <= overdue));
  return { repairQueue: { __typename: 'RepairQueuePage' as const, total, overdue, nextOffset, entries } };
}

describe('RepairsPage', () => {
  it('shows the first page with the counts, and Show more adds the next until the last', async () => {
    const user = userEvent.setup();
    renderOpsPage(<RepairsPage />, {
      path: '/ops/repairs',
      mocks: [
        answersOnce(RepairQueueQuery, page(1, 25, 30, 2, 25), { includeClosed: false }),
        answersOnce(RepairQueueQuery, page(26, 30, 30, 2, null), { includeClosed: false, offset: 25 }),
      ],
    });
    expect(await screen.findByText(/^30 repairs, 2 overdue: overdue first/)).toBeTruthy();
    expect(screen.getAllByTestId('repair-row')).toHaveLength(25);
    expect(screen.getAllByTestId('repair-row')[0]?.getAttribute('data-overdue')).toBe('true');
    expect(screen.getByText('Showing 25 of 30 repairs')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show more repairs' }));
    expect(await screen.findByText('Showing 30 of 30 repairs')).toBeTruthy();
    expect(screen.getAllByTestId('repair-row')).toHaveLength(30);
    expect(screen.getByText('Customer 30')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more repairs' })).toBeNull();
  });

  it('says when no repair is open, and when there are none at all', async () => {
    const user = userEvent.setup();
    renderOpsPage(<RepairsPage />, {
      path: '/ops/repairs',
      mocks: [
        answersOnce(RepairQueueQuery, page(1, 0, 0, 0, null), { includeClosed: false }),
        answersOnce(RepairQueueQuery, page(1, 0, 0, 0, null), { includeClosed: true }),
      ],
    });
    expect(await screen.findByText('No open repairs')).toBeTruthy();
    expect(screen.getByText(/Nothing is waiting for the team/)).toBeTruthy();
    await user.click(screen.getByText('All'));
    expect(await screen.findByText('No repairs yet')).toBeTruthy();
  });
});
