/**
 * The investor pipeline's sign-in (spec §2 /pipeline): both fields are required before anything is sent, a
 * refused e-mail address or password is said in a toast without saying which was wrong, and a good one signs
 * the viewer in with the server's token.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Notifications, notifications } from '@mantine/notifications';
import { PIPELINE_SIGN_IN_FAILED } from '@stairway/domain/pipeline';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fill } from '../../../testing/fields';
import { renderWithMantine } from '../../../testing/render';
import { CheckPipelinePasswordMutation } from '../graphql/checkPipelinePassword';
import { PipelineSignIn } from './pipeline-sign-in';

const input = { email: 'investor@example.com', password: 'correct horse battery staple' };

// Mantine keeps its toasts in a module-wide store: one test's refusal must not be read by the next.
beforeEach(() => notifications.clean());

function renderSignIn(mocks: MockLink.MockedResponse[] = []) {
  const onSignedIn = vi.fn();
  renderWithMantine(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <Notifications />
        <PipelineSignIn onSignedIn={onSignedIn} />
      </MemoryRouter>
    </MockedProvider>,
  );
  return onSignedIn;
}

function signIn() {
  fill(/^E-mail address/, input.email);
  fill(/^Password/, input.password);
  return userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('PipelineSignIn', () => {
  it('requires both fields, and sends nothing while one is empty', async () => {
    const answer = vi.fn(() => ({ data: { checkPipelinePassword: { token: 'pipeline-token' } } }));
    const onSignedIn = renderSignIn([
      { request: { query: CheckPipelinePasswordMutation, variables: () => true }, result: answer },
    ]);
    const email = screen.getByLabelText(/E-mail address/) as HTMLInputElement;
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(email.required).toBe(true);
    expect(password.required).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email.validity.valueMissing).toBe(true);
    fill(/^E-mail address/, input.email);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(password.validity.valueMissing).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answer).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says the e-mail address or password was not accepted, and stays on the form', async () => {
    const onSignedIn = renderSignIn([
      {
        request: { query: CheckPipelinePasswordMutation, variables: { input } },
        result: {
          errors: [new GraphQLError(PIPELINE_SIGN_IN_FAILED, { extensions: { code: 'BAD_USER_INPUT' } })],
        },
      },
    ]);
    await signIn();
    expect(await screen.findByText(PIPELINE_SIGN_IN_FAILED, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Check the e-mail address and password, then try again.')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe(input.email);
  });

  it('says so too when the server cannot be reached', async () => {
    renderSignIn([
      {
        request: { query: CheckPipelinePasswordMutation, variables: { input } },
        error: new Error('Failed to fetch'),
      },
    ]);
    await signIn();
    expect(await screen.findByText(PIPELINE_SIGN_IN_FAILED, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('signs in with the server’s token', async () => {
    const onSignedIn = renderSignIn([
      {
        request: { query: CheckPipelinePasswordMutation, variables: { input } },
        result: {
          data: { checkPipelinePassword: { __typename: 'PipelineTokenPayload', token: 'pipeline-token' } },
        },
      },
    ]);
    await signIn();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('pipeline-token'), { timeout: 5000 });
    expect(screen.queryByText(PIPELINE_SIGN_IN_FAILED)).toBeNull();
  });
});
