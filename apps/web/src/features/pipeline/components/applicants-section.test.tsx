/**
 * The pipeline's applicants table: the bank column says whether statements were connected by open banking or uploaded
 * ("Bank: Not yet" was shown to an applicant who uploaded 3 statements), and the status shown and the filters' counts
 * are the server's, from one rule. While the page loads, when nothing matches and when loading fails, the table says
 * so; a session the server no longer accepts ends.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answersWithErrors, neverAnswers, serverError } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import { GetPipelineApplicantsQuery } from '../graphql/getPipelineApplicants';
import { ApplicantsSection } from './applicants-section';

const applicant = (id: string, status: string, bankStatements: string) => ({
  __typename: 'PipelineApplicant',
  id,
  totalIncome: 52_000,
  jointApplication: false,
  status,
  age: 36,
  onboard: false,
  location: 'SO16',
  identityVerified: true,
  bankStatements,
  homes: 1,
  budget: 250_000,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const counts = { Approved: 2, FeePaid: 0, InReview: 0, Onboard: 0, Rejected: 0, Submitted: 1 };

describe('ApplicantsSection', () => {
  it('shows statements uploaded or connected, and each status with the counts', async () => {
    renderWithMantine(
      <MockedProvider
        mocks={[
          {
            request: {
              query: GetPipelineApplicantsQuery,
              variables: {
                status: 'All',
                search: null,
                sort: 'createdAt',
                direction: 'DESC',
                page: 1,
                pageSize: 25,
              },
            },
            result: {
              data: {
                getPipelineApplicants: {
                  __typename: 'PipelineApplicantsPage',
                  totalCount: 3,
                  page: 1,
                  pageSize: 25,
                  statusCounts: Object.entries(counts).map(([status, count]) => ({
                    __typename: 'PipelineStatusCount',
                    status,
                    count,
                  })),
                  applicants: [
                    applicant('aaaaaaaa-0000-4000-8000-000000000001', 'Approved', 'Uploaded'),
                    applicant('aaaaaaaa-0000-4000-8000-000000000002', 'Approved', 'Connected'),
                    applicant('aaaaaaaa-0000-4000-8000-000000000003', 'Submitted', 'None'),
                  ],
                },
              },
            },
          },
        ]}
      >
        <ApplicantsSection onOpen={vi.fn()} onSessionEnded={vi.fn()} />
      </MockedProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Applicants' });
    expect(within(table).getByRole('columnheader', { name: 'Bank statements' })).toBeTruthy();
    await within(table).findByText('Statements uploaded');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Statements uploaded')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Connected by open banking')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Not yet')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Approved')).toBeTruthy();
    expect(screen.getByText('Approved (2)')).toBeTruthy();
    expect(screen.getByText('Fee paid (0)')).toBeTruthy();
    expect(screen.getByText('All (3)')).toBeTruthy();
  });
});

const emptyPage = {
  data: {
    getPipelineApplicants: {
      __typename: 'PipelineApplicantsPage',
      totalCount: 0,
      page: 1,
      pageSize: 25,
      statusCounts: [],
      applicants: [],
    },
  },
};

function renderSection(mocks: MockLink.MockedResponse[]) {
  const onSessionEnded = vi.fn();
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <ApplicantsSection onOpen={vi.fn()} onSessionEnded={onSessionEnded} />
    </MockedProvider>,
  );
  return onSessionEnded;
}

describe('ApplicantsSection states', () => {
  it('says it is loading, with placeholder rows, until the applicants arrive', () => {
    renderSection([neverAnswers(GetPipelineApplicantsQuery)]);
    expect(screen.getByText('Loading applicants…')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Applicants' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(5);
    expect(screen.queryByText(/No applicants match/)).toBeNull();
  });

  it('says when no applicant matches', async () => {
    renderSection([
      { request: { query: GetPipelineApplicantsQuery, variables: () => true }, result: emptyPage },
    ]);
    expect(
      await screen.findByText('No applicants match. Choose All or clear the search.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('0 applicants')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Applicants' })).getAllByRole('row')).toHaveLength(1);
  });

  it('says the applicants could not be loaded', async () => {
    const onSessionEnded = renderSection([
      answersWithErrors(GetPipelineApplicantsQuery, [serverError('Unexpected error.')]),
    ]);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'The applicants could not be loaded. Try again in a moment.',
    );
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the server no longer accepts it, without an error', async () => {
    const onSessionEnded = renderSection([
      answersWithErrors(GetPipelineApplicantsQuery, [serverError('Sign in again.', 'UNAUTHENTICATED')]),
    ]);
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalled(), { timeout: 5000 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
