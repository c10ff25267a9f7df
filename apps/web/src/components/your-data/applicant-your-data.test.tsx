/**
 * An applicant's and a co-applicant's "Your data" (decision 050): each is told what its deletion erases and
 * keeps, and after a deletion the session is signed out and the confirmation page loaded, with when what is kept
 * is erased.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { DeleteMyAccountMutation } from '../../lib/graphql/your-data';
import { ProfileSessionContext, type Session } from '../../lib/session';
import { fill } from '../../testing/fields';
import { renderWithMantine } from '../../testing/render';
import { ApplicantYourData } from './applicant-your-data';
import { APPLICANT_KEPT, NOTHING_KEPT } from './your-data-section';

let replace: MockInstance;
beforeEach(() => {
  // The confirmation page is a full load: kept from happening, and read.
  replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
});
afterEach(() => replace.mockRestore());

function renderFor(role: 'applicant' | 'coApplicant', keptUntil: string | null = null) {
  const session = {
    token: 'applicant-token',
    role,
    landlordToken: null,
    me: undefined,
    coApplicant: undefined,
    loading: false,
    signIn: vi.fn(),
    replaceToken: vi.fn(),
    signOut: vi.fn(async () => undefined),
    refetch: vi.fn(),
  } as unknown as Session;
  renderWithMantine(
    <ProfileSessionContext.Provider value={session}>
      <MockedProvider
        mocks={[
          {
            request: { query: DeleteMyAccountMutation, variables: { input: { password: 'correct horse' } } },
            result: {
              data: {
                deleteMyAccount: {
                  __typename: 'AccountDeletion',
                  deletedAt: '2026-11-30T12:00:00.000Z',
                  kept: [],
                  keptUntil,
                },
              },
            },
          },
        ]}
      >
        <ApplicantYourData headingOrder={3} />
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
  return session;
}

const openDeletion = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete your account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
};

describe('ApplicantYourData', () => {
  it('tells an applicant their application and co-applicant go, and what is kept for 6 years', async () => {
    renderFor('applicant');
    expect(screen.getByRole('heading', { level: 3, name: 'Your data' })).toBeTruthy();
    const dialog = await openDeletion();
    expect(within(dialog).getByText(/^Your application: details, addresses/)).toBeTruthy();
    expect(within(dialog).getByText(/^Your co-applicant’s account/)).toBeTruthy();
    expect(within(dialog).getByText(APPLICANT_KEPT)).toBeTruthy();
  });

  it('tells a co-applicant the main applicant keeps their own part, and that nothing is kept', async () => {
    renderFor('coApplicant');
    const dialog = await openDeletion();
    expect(within(dialog).getByText(/the main applicant is told you left/)).toBeTruthy();
    expect(within(dialog).getByText(NOTHING_KEPT)).toBeTruthy();
    expect(within(dialog).queryByText(APPLICANT_KEPT)).toBeNull();
  });

  it('signs out and loads the confirmation page with when what is kept is erased', async () => {
    const session = renderFor('applicant', '2032-11-30T12:00:00.000Z');
    await openDeletion();
    fill('Your password', 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(
      () =>
        expect(replace).toHaveBeenCalledWith(
          `/account-deleted?keptUntil=${encodeURIComponent('2032-11-30T12:00:00.000Z')}`,
        ),
      { timeout: 5000 },
    );
    expect(session.signOut).toHaveBeenCalled();
  });

  it('loads the plain confirmation page when nothing is kept', async () => {
    renderFor('coApplicant');
    await openDeletion();
    fill('Your password', 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/account-deleted'), { timeout: 5000 });
  });
});
