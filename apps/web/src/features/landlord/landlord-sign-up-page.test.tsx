/**
 * /landlord/sign-up (spec §2; §7 landlordSignUp): the names and e-mail address are checked with the domain's
 * landlordSignUpInputSchema next to their fields before anything is sent; the server's refusal of a field shows
 * beside it, any other refusal and a network failure above the button; a good sign-up sends the normalised
 * answers and asks for the code e-mailed to the address, and a signed-in landlord goes straight to their listings.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { ProfileSessionContext, type Session } from '../../lib/session';
import { expectFieldError, expectNoFieldError, fill, findAlert } from '../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../testing/graphql';
import { renderWithMantine } from '../../testing/render';
import { LandlordSignUpMutation } from './graphql/landlordSignUp';
import { LandlordSignUpPage } from './landlord-sign-up-page';

const EMAIL = 'E-mail address';

function renderSignUp(mocks: MockLink.MockedResponse[] = [], landlordToken: string | null = null) {
  const session = {
    token: null,
    role: null,
    landlordToken,
    me: undefined,
    coApplicant: undefined,
    loading: false,
    signIn: vi.fn(async () => undefined),
    replaceToken: vi.fn(),
    signOut: vi.fn(async () => undefined),
    refetch: vi.fn(async () => undefined),
  } as unknown as Session;
  renderWithMantine(
    <ProfileSessionContext.Provider value={session}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[paths.landlord.signUp]}>
          <Routes>
            <Route path={paths.landlord.signUp} element={<LandlordSignUpPage />} />
            <Route path={paths.landlord.listings} element={<p>The listings page</p>} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
}

const signUp = () => userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

/** Fills every field with acceptable answers. */
function fillForm(email = 'amelia@example.com') {
  fill('First name', 'Amelia');
  fill('Last name', 'Hughes');
  fill(EMAIL, email);
}

describe('LandlordSignUpPage', () => {
  it('names each empty field next to it, and sends nothing', async () => {
    renderSignUp();
    await signUp();
    await expectFieldError('First name', 'Enter your first name');
    await expectFieldError('Last name', 'Enter your last name');
    await expectFieldError(EMAIL, 'Enter your e-mail address');
    // Had anything been sent, the missing answer would show as an alert.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an e-mail address in the wrong format and a name with digits in it', async () => {
    renderSignUp();
    fill('First name', 'Amelia2');
    fill('Last name', 'Hughes');
    fill(EMAIL, 'not-an-address');
    await signUp();
    await expectFieldError(
      EMAIL,
      'Enter an e-mail address in the right format, for example name@example.com',
    );
    await expectFieldError(
      'First name',
      'First name can only contain letters, spaces, hyphens and apostrophes',
    );
    expectNoFieldError('Last name');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks a field as soon as it is left', async () => {
    renderSignUp();
    fill(EMAIL, 'amelia@');
    await expectFieldError(
      EMAIL,
      'Enter an e-mail address in the right format, for example name@example.com',
    );
    fill(EMAIL, 'amelia@example.com');
    await waitFor(() => expectNoFieldError(EMAIL));
  });

  it('shows the server’s refusal of the e-mail address next to it, keeping what was typed', async () => {
    renderSignUp([
      answersWithErrors(LandlordSignUpMutation, [
        badUserInput('email', 'That e-mail address belongs to an applicant: use another one'),
      ]),
    ]);
    fillForm();
    await signUp();
    await expectFieldError(EMAIL, 'That e-mail address belongs to an applicant: use another one');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Your code')).toBeNull();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Amelia');
    expect((screen.getByLabelText(EMAIL) as HTMLInputElement).value).toBe('amelia@example.com');
  });

  it('shows a refusal that names no field above the button', async () => {
    renderSignUp([
      answersWithErrors(LandlordSignUpMutation, [
        serverError('Too many sign-ups from here: try again in an hour', 'RATE_LIMITED'),
      ]),
    ]);
    fillForm();
    await signUp();
    await findAlert('Too many sign-ups from here: try again in an hour');
    expectNoFieldError(EMAIL);
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });

  it('says the sign-up did not happen when the server cannot be reached', async () => {
    renderSignUp([failsOnTheNetwork(LandlordSignUpMutation)]);
    fillForm();
    await signUp();
    await findAlert("We couldn't sign you up just now. Check your connection and try again.");
    expect(screen.queryByLabelText('Your code')).toBeNull();
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Hughes');
  });

  it('sends the normalised answers, then asks for the code e-mailed to the address', async () => {
    renderSignUp([
      {
        request: {
          query: LandlordSignUpMutation,
          variables: { input: { firstName: 'Amelia', lastName: 'Hughes', email: 'amelia@example.com' } },
        },
        result: {
          data: {
            landlordSignUp: { __typename: 'LandlordCodeSent', email: 'amelia@example.com', sent: true },
          },
        },
      },
    ]);
    fill('First name', '  Amelia ');
    fill('Last name', 'Hughes');
    fill(EMAIL, ' Amelia@Example.COM ');
    await signUp();
    expect(await screen.findByLabelText('Your code', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('amelia@example.com').textContent).toBe('amelia@example.com');
    expect(screen.getByText(/We've e-mailed a 6-digit code to/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to the form to use another e-mail address', async () => {
    renderSignUp([
      {
        request: { query: LandlordSignUpMutation, variables: () => true },
        result: {
          data: {
            landlordSignUp: { __typename: 'LandlordCodeSent', email: 'amelia@example.com', sent: true },
          },
        },
      },
    ]);
    fillForm();
    await signUp();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Use another e-mail address' }, { timeout: 5000 }),
    );
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(screen.queryByLabelText('Your code')).toBeNull();
  });

  it('sends a landlord who is already signed in to their listings', async () => {
    renderSignUp([], 'landlord-token');
    expect(await screen.findByText('The listings page')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });
});
