/**
 * The dashboard's "Verify your e-mail address" card (spec §3 "User: emailVerified"): the address the link went to,
 * "Enter a code", and "Send a new link" with what came of it: sent, too many links in the last hour
 * (RATE_LIMITED), a failure, or an address already verified (the page then loads the session again).
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ResendVerificationEmailMutation } from '../../../../lib/graphql/resendVerificationEmail';
import { findAlert } from '../../../../testing/fields';
import { answersWithErrors, failsOnTheNetwork, serverError } from '../../../../testing/graphql';
import { renderWithMantine } from '../../../../testing/render';
import { VerifyEmailStep } from './verify-email-step';

const EMAIL = 'amelia@example.com';

/** The server answers "Send a new link" (sent with an empty input, for the signed-in applicant). */
const answers = (alreadyVerified: boolean): MockLink.MockedResponse => ({
  request: { query: ResendVerificationEmailMutation, variables: { input: {} } },
  result: {
    data: {
      resendVerificationEmail: {
        __typename: 'ResendVerificationPayload',
        sent: !alreadyVerified,
        alreadyVerified,
      },
    },
  },
});

/**
 * Renders the card with the server's answers.
 * @returns the onVerified spy
 */
function renderStep(mocks: MockLink.MockedResponse[] = []) {
  const onVerified = vi.fn();
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <VerifyEmailStep number={1} email={EMAIL} onVerified={onVerified} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return onVerified;
}

const sendNewLink = () => userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));

describe('VerifyEmailStep', () => {
  it('says where the link went, and offers a code instead', () => {
    renderStep();
    const card = screen.getByRole('article', { name: 'Verify your e-mail address' });
    expect(card.textContent).toContain(`We sent a link to ${EMAIL}.`);
    expect(screen.getByRole('link', { name: 'Enter a code' }).getAttribute('href')).toBe(
      '/verify-email/code',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a new link was sent, and for how long it works', async () => {
    const onVerified = renderStep([answers(false)]);
    await sendNewLink();
    expect(await screen.findByText(`We’ve sent a new link to ${EMAIL}. It works for 24 hours.`)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('asks to use the latest link after too many in the last hour', async () => {
    renderStep([
      answersWithErrors(ResendVerificationEmailMutation, [serverError('Too many requests', 'RATE_LIMITED')]),
    ]);
    await sendNewLink();
    await findAlert(
      'You have asked for several links in the last hour. Please use the latest one, or try again later.',
    );
    expect(screen.queryByText(/We’ve sent a new link/)).toBeNull();
  });

  it('says no link was sent when the server cannot be reached', async () => {
    renderStep([failsOnTheNetwork(ResendVerificationEmailMutation)]);
    await sendNewLink();
    await findAlert('We couldn’t send a new link just now. Please try again in a few minutes.');
  });

  it('says no link was sent when the server fails', async () => {
    renderStep([answersWithErrors(ResendVerificationEmailMutation, [serverError('Something went wrong')])]);
    await sendNewLink();
    await findAlert('We couldn’t send a new link just now. Please try again in a few minutes.');
  });

  it('loads the session again when the address is already verified, saying nothing was sent', async () => {
    const onVerified = renderStep([answers(true)]);
    await sendNewLink();
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/We’ve sent a new link/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears a failure once a new link is sent', async () => {
    renderStep([failsOnTheNetwork(ResendVerificationEmailMutation), answers(false)]);
    await sendNewLink();
    await findAlert('We couldn’t send a new link just now.');
    await sendNewLink();
    expect(await screen.findByText(/^We’ve sent a new link/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
