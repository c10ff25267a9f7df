/**
 * A returning landlord's e-mail step (spec §7 resendLandlordOtpCode): an empty or malformed address is refused
 * next to the field before anything is sent; the server's refusal of the address shows beside it, any other
 * refusal and a network failure above it; a good address is sent normalised and the step hands on the address
 * the server answers.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectFieldError, expectNoFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import { ResendLandlordOtpCodeMutation } from '../graphql/resendLandlordOtpCode';
import { EmailStep } from './email-step';

const EMAIL = 'E-mail address';

function renderEmailStep(mocks: MockLink.MockedResponse[] = []) {
  const onSent = vi.fn();
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <EmailStep onSent={onSent} />
    </MockedProvider>,
  );
  return onSent;
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in code' }));

describe('EmailStep', () => {
  it('asks for an address when none is typed, and sends nothing', async () => {
    const onSent = renderEmailStep();
    await send();
    await expectFieldError(EMAIL, 'Enter your e-mail address');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('refuses an address in the wrong format', async () => {
    const onSent = renderEmailStep();
    fill(EMAIL, 'amelia.example.com');
    await send();
    await expectFieldError(
      EMAIL,
      'Enter an e-mail address in the right format, for example name@example.com',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of the address next to it', async () => {
    const onSent = renderEmailStep([
      answersWithErrors(ResendLandlordOtpCodeMutation, [
        badUserInput('email', 'That e-mail address cannot receive e-mail'),
      ]),
    ]);
    fill(EMAIL, 'amelia@example.com');
    await send();
    await expectFieldError(EMAIL, 'That e-mail address cannot receive e-mail');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field above the field', async () => {
    const onSent = renderEmailStep([
      answersWithErrors(ResendLandlordOtpCodeMutation, [
        serverError('You have asked for too many codes: wait a few minutes', 'RATE_LIMITED'),
      ]),
    ]);
    fill(EMAIL, 'amelia@example.com');
    await send();
    await findAlert('You have asked for too many codes: wait a few minutes');
    expectNoFieldError(EMAIL);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('says no code was sent when the server cannot be reached, keeping the address', async () => {
    const onSent = renderEmailStep([failsOnTheNetwork(ResendLandlordOtpCodeMutation)]);
    fill(EMAIL, 'amelia@example.com');
    await send();
    await findAlert("We couldn't send a code just now. Check your connection and try again.");
    expect((screen.getByLabelText(EMAIL) as HTMLInputElement).value).toBe('amelia@example.com');
    expect(onSent).not.toHaveBeenCalled();
  });

  it('sends the normalised address and hands on the one the server answers', async () => {
    const onSent = renderEmailStep([
      {
        request: {
          query: ResendLandlordOtpCodeMutation,
          variables: { input: { email: 'amelia@example.com' } },
        },
        result: {
          data: {
            resendLandlordOtpCode: {
              __typename: 'LandlordCodeSent',
              email: 'amelia@example.com',
              sent: true,
            },
          },
        },
      },
    ]);
    fill(EMAIL, '  Amelia@Example.com ');
    await send();
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('amelia@example.com'), { timeout: 5000 });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
