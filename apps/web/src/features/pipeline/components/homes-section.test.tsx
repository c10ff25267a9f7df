/**
 * The pipeline's homes tab: while the homes load, when there are none and when loading fails, it says so; a
 * session the server no longer accepts ends.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answersWithErrors, neverAnswers, serverError } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import { GetPipelineHomesQuery } from '../graphql/getPipelineHomes';
import { HomesSection } from './homes-section';

const TABLE = 'Homes applicants saved or submitted';

function renderSection(mocks: MockLink.MockedResponse[]) {
  const onSessionEnded = vi.fn();
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <HomesSection onOpen={vi.fn()} onSessionEnded={onSessionEnded} />
    </MockedProvider>,
  );
  return onSessionEnded;
}

describe('HomesSection', () => {
  it('says it is loading until the homes arrive', () => {
    renderSection([neverAnswers(GetPipelineHomesQuery)]);
    expect(screen.getByText('Loading homes…')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: TABLE })).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.queryByText(/No applicant has saved/)).toBeNull();
  });

  it('says when no applicant has saved or submitted a home', async () => {
    renderSection([
      {
        request: { query: GetPipelineHomesQuery, variables: () => true },
        result: {
          data: {
            getPipelineHomes: {
              __typename: 'PipelineHomesPage',
              totalCount: 0,
              sourceCounts: [],
              page: 1,
              pageSize: 25,
              homes: [],
            },
          },
        },
      },
    ]);
    expect(
      await screen.findByText('No applicant has saved or submitted a home yet.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('0 homes saved or submitted')).toBeTruthy();
  });

  it('says the homes could not be loaded', async () => {
    const onSessionEnded = renderSection([
      answersWithErrors(GetPipelineHomesQuery, [serverError('Unexpected error.')]),
    ]);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'The homes could not be loaded. Try again in a moment.',
    );
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the server no longer accepts it', async () => {
    const onSessionEnded = renderSection([
      answersWithErrors(GetPipelineHomesQuery, [serverError('Sign in again.', 'FORBIDDEN')]),
    ]);
    await waitFor(() => expect(onSessionEnded).toHaveBeenCalled(), { timeout: 5000 });
  });
});
