/**
 * /ops/arrears (decision 075): a loader while the cases load, a kind empty state, the cases grouped by age bucket
 * (the oldest bucket first) with what is owed, since when and the customer's message, a response sent, and the
 * case the team's e-mail links to in focus.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { neverAnswers } from '../../../testing/graphql';
import { ArrearsCasesQuery, RespondToHardshipMutation } from '../graphql/arrears';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { ArrearsPage } from './arrears-page';

const request = (response: string | null) => ({
  __typename: 'HardshipRequest' as const,
  id: 'h1',
  message: 'My hours were cut.',
  requestedBy: 'Applicant',
  response,
  respondedBy: response ? 'ops@stairway.example' : null,
  createdAt: '2026-11-30T10:00:00.000Z',
  respondedAt: response ? '2026-12-01T10:00:00.000Z' : null,
});

const arrearsCase = (
  planId: string,
  name: string,
  ageDays: number,
  bucket: string,
  response: string | null,
) => ({
  __typename: 'ArrearsCase' as const,
  planId,
  purchaseCaseId: `case-${planId}`,
  customerName: name,
  email: `${planId}@example.com`,
  address: '1 High Street, Newport, PO30 1AA',
  arrears: {
    __typename: 'Arrears' as const,
    arrearsPence: 91_700,
    sinceDate: '2026-09-01',
    ageDays,
    bucket,
    stage: ageDays > 28 ? 'follow-up' : 'reminders',
    stageLabel: 'A payment is overdue',
    paymentPlan: null,
    hardshipRequests: planId === 'p2' ? [request(response)] : [],
  },
});

describe('ArrearsPage', () => {
  it('shows a loader while the cases load', async () => {
    renderOpsPage(<ArrearsPage />, { path: '/ops/arrears', mocks: [neverAnswers(ArrearsCasesQuery)] });
    expect(screen.getByLabelText('Loading arrears')).toBeTruthy();
  });

  it('says so when no plan owes anything', async () => {
    renderOpsPage(<ArrearsPage />, {
      path: '/ops/arrears',
      mocks: [answersOnce(ArrearsCasesQuery, { arrearsCases: [] })],
    });
    expect(await screen.findByText('No plan owes anything and no message is waiting.')).toBeTruthy();
  });

  it('groups the cases by age, oldest first, and answers a message', async () => {
    const user = userEvent.setup();
    const cases = [
      arrearsCase('p1', 'Ada Lovelace', 95, '90+', null),
      arrearsCase('p2', 'Ben Okri', 20, '0-30', null),
    ];
    renderOpsPage(<ArrearsPage />, {
      path: '/ops/arrears',
      mocks: [
        answersOnce(ArrearsCasesQuery, { arrearsCases: cases }),
        answersOnce(
          RespondToHardshipMutation,
          {
            respondToHardship: {
              __typename: 'HardshipRequest',
              id: 'h1',
              response: 'We can pause it.',
              respondedBy: 'ops@stairway.example',
              respondedAt: '2026-12-01T10:00:00.000Z',
            },
          },
          { input: { requestId: 'h1', response: 'We can pause it.' } },
        ),
        answersOnce(ArrearsCasesQuery, {
          arrearsCases: [cases[0], arrearsCase('p2', 'Ben Okri', 20, '0-30', 'We can pause it.')],
        }),
      ],
    });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['90+ days (1)', '0-30 days (1)']);
    const ben = screen.getByRole('article', { name: 'Ben Okri’s arrears' });
    expect(ben.textContent).toContain('£917 owed since 1 September 2026');
    expect(ben.textContent).toContain('My hours were cut.');
    // The stage in the operators' words, not the customer's.
    expect(ben.textContent).toContain('Overdue: reminders are being e-mailed.');
    expect(screen.getByRole('article', { name: 'Ada Lovelace’s arrears' }).textContent).toContain(
      'Overdue more than 28 days: call the customer.',
    );
    await user.type(
      within(ben).getByLabelText('Your response (e-mailed to the customer)'),
      'We can pause it.',
    );
    await user.click(within(ben).getByRole('button', { name: 'Send response' }));
    expect(await screen.findByText('ops@stairway.example replied: We can pause it.')).toBeTruthy();
  });

  it('goes to the case the team’s e-mail links to', async () => {
    renderOpsPage(<ArrearsPage />, {
      path: '/ops/arrears',
      url: '/ops/arrears#case-p2',
      mocks: [
        answersOnce(ArrearsCasesQuery, {
          arrearsCases: [
            arrearsCase('p1', 'Ada Lovelace', 95, '90+', null),
            arrearsCase('p2', 'Ben Okri', 20, '0-30', null),
          ],
        }),
      ],
    });
    const ben = await screen.findByRole('article', { name: 'Ben Okri’s arrears' });
    expect(ben.id).toBe('case-p2');
    expect(document.activeElement).toBe(ben);
  });
});
