/**
 * "Submit home" in the confirm home submit modal sends the listing once however often it is clicked, and the
 * modal stays open, its button loading, until the answer comes (otherwise a double click shows 'Home submitted!' and
 * 'Bear with us, there is already a submission under review' together).
 */
import { MockedProvider } from '@apollo/client/testing/react';
import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { CreateHomeSubmissionWithListingMutation } from '../graphql/createHomeSubmissionWithListing';
import { GetUserHomeSubmissionsQuery } from '../graphql/getUserHomeSubmissions';
import type { Home } from '../lib/types';
import { useHomeSubmissions } from './use-home-submissions';

const REFUSAL = 'Bear with us, there is already a submission under review, and we are on it!';
const home = { id: 'rm-1', address: '1 Example Street, London', askingPrice: 300_000 } as unknown as Home;

function SubmitListing() {
  const { confirmSubmitListing } = useHomeSubmissions();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <>
      <Button onClick={() => confirmSubmitListing(home, setRefusal)}>Submit this home</Button>
      {refusal && <p role="alert">{refusal}</p>}
    </>
  );
}

describe('useHomeSubmissions confirmSubmitListing', () => {
  it('sends the mutation once on a double click of "Submit home"', async () => {
    const user = userEvent.setup();
    const mutation = vi.fn(() => ({ errors: [new GraphQLError(REFUSAL)] }));
    renderWithMantine(
      <MockedProvider
        mocks={[
          {
            request: { query: GetUserHomeSubmissionsQuery },
            result: { data: { getUserHomeSubmissions: [] } },
          },
          {
            request: {
              query: CreateHomeSubmissionWithListingMutation,
              variables: { input: { listingId: 'rm-1' } },
            },
            result: mutation,
            delay: 200,
            maxUsageCount: 5,
          },
        ]}
      >
        <MemoryRouter>
          <SubmitListing />
        </MemoryRouter>
      </MockedProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit this home' }));
    const confirm = await screen.findByRole('button', { name: 'Submit home' });
    await user.dblClick(confirm);
    expect(confirm.getAttribute('data-loading')).toBe('true');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', REFUSAL);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mutation).toHaveBeenCalledTimes(1);
  });
});
