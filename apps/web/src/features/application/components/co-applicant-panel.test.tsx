/**
 * The co-applicant form on the Application overview (decision 015): a refused address is said once, beside the
 * field, without the "couldn't send" alert as well; missing or malformed answers are named next to their fields before
 * anything is sent.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { describedBy } from '../../../testing/fields';
import { renderWithMantine } from '../../../testing/render';
import { UpdateCoApplicantMutation } from '../graphql/updateCoApplicant';
import { CoApplicantPanel } from './co-applicant-panel';

const OWN_EMAIL = 'This is your own e-mail address. Enter your co-applicant’s address.';
const input = { firstName: 'Sam', lastName: 'Hughes', email: 'amelia@example.com' };

function renderPanel(mocks: MockLink.MockedResponse[]) {
  return renderWithMantine(
    <MockedProvider mocks={mocks}>
      <CoApplicantPanel
        application={{
          coApplicant: null,
          coApplicantLoginLinkSent: false,
          coApplicantPermission: null,
          submitted: false,
        }}
      />
    </MockedProvider>,
  );
}

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Their first name'), input.firstName);
  await userEvent.type(screen.getByLabelText('Their last name'), input.lastName);
  await userEvent.type(screen.getByLabelText('Their e-mail address'), input.email);
  await userEvent.click(screen.getByRole('button', { name: 'Send them a link' }));
}

describe('CoApplicantPanel', () => {
  it('names each missing answer next to its field, and sends nothing', async () => {
    renderPanel([]);
    await userEvent.click(screen.getByRole('button', { name: 'Send them a link' }));
    const email = screen.getByLabelText('Their e-mail address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    expect(describedBy(email)).toContain('Enter their e-mail address');
    expect(describedBy(screen.getByLabelText('Their first name'))).toContain('Enter their first name');
    expect(describedBy(screen.getByLabelText('Their last name'))).toContain('Enter their last name');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an e-mail address that is not one', async () => {
    renderPanel([]);
    await userEvent.type(screen.getByLabelText('Their first name'), input.firstName);
    await userEvent.type(screen.getByLabelText('Their last name'), input.lastName);
    await userEvent.type(screen.getByLabelText('Their e-mail address'), 'sam-at-example');
    await userEvent.click(screen.getByRole('button', { name: 'Send them a link' }));
    const email = screen.getByLabelText('Their e-mail address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    expect(describedBy(email)).toContain(
      'Enter an e-mail address in the right format, for example name@example.com',
    );
    expect(screen.getByLabelText('Their first name').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows a refused address beside the field only, not the send-failure alert too', async () => {
    renderPanel([
      {
        request: { query: UpdateCoApplicantMutation, variables: { input } },
        result: {
          errors: [
            new GraphQLError(OWN_EMAIL, {
              extensions: {
                code: 'BAD_USER_INPUT',
                field: 'email',
                fields: [{ field: 'email', message: OWN_EMAIL }],
              },
            }),
          ],
        },
      },
    ]);
    await fillAndSend();
    const field = screen.getByLabelText('Their e-mail address');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    expect(screen.getAllByText(OWN_EMAIL)).toHaveLength(1);
    expect(screen.queryByText(/couldn’t send the link/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the link was not sent when the server gives no field', async () => {
    renderPanel([
      {
        request: { query: UpdateCoApplicantMutation, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Your application has already been submitted.', {
              extensions: { code: 'APPLICATION_SUBMITTED' },
            }),
          ],
        },
      },
    ]);
    await fillAndSend();
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Your application has already been submitted.',
    );
  });
});
