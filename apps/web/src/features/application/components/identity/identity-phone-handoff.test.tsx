/**
 * The identity check on a computer and on a phone: on a computer the hosted check's link is shown as a QR code with an
 * accessible label and the link as text; on a phone nothing is added (Verify now opens the link in the phone's
 * browser); and when the identity partner is down, its message is shown and the page stays usable.
 */
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../lib/paths';
import { renderWithMantine } from '../../../../testing/render';
import { SetIdentityVerificationRequestedMutation } from '../../graphql/setIdentityVerificationRequested';
import { makeApplication } from '../../testing/make-application';
import { IdentityCheck } from './identity-check';
import { DESKTOP_QUERIES, IdentityPhoneHandoff } from './identity-phone-handoff';

const LINK = 'https://eu.onfido.app/l/2f152409-d6c4-4711-8750-48517f99a8d6';
const UNAVAILABLE =
  'We could not reach our identity checking partner just now. Nothing you entered has been lost: please try again in a few minutes.';

/** Makes the page's media queries answer as a computer (fine pointer, wide) or a phone (coarse, narrow). */
function pretendToBe(device: 'computer' | 'phone') {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches:
          query === DESKTOP_QUERIES.coarsePointer
            ? device === 'phone'
            : query === DESKTOP_QUERIES.wide && device === 'computer',
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('IdentityPhoneHandoff', () => {
  it('on a computer shows the link as a labelled QR code, with the link as text beside it', async () => {
    pretendToBe('computer');
    renderWithMantine(
      <IdentityPhoneHandoff url={LINK} onShow={async () => undefined} loading={false} disabled={false} />,
    );
    const qr = await screen.findByRole('img', { name: /QR code of the link to your identity check/ });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // The code is drawn (its modules are paths), not an empty box.
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: LINK }).getAttribute('href')).toBe(LINK);
    expect(screen.getByRole('heading', { name: 'Use your phone instead' })).toBeTruthy();
  });

  it('on a computer before the link is known offers to show the code', async () => {
    pretendToBe('computer');
    const onShow = vi.fn(async () => undefined);
    renderWithMantine(<IdentityPhoneHandoff url={null} onShow={onShow} loading={false} disabled={false} />);
    await userEvent.click(await screen.findByRole('button', { name: /Show a QR code for my phone/ }));
    expect(onShow).toHaveBeenCalledOnce();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('on a phone adds nothing: Verify now opens the link there', async () => {
    pretendToBe('phone');
    renderWithMantine(
      <IdentityPhoneHandoff url={LINK} onShow={async () => undefined} loading={false} disabled={false} />,
    );
    // Let the media queries settle (Mantine reads them in an effect).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('identity-phone-handoff')).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });
});

describe('IdentityCheck when the identity partner is down', () => {
  it('shows PROVIDER_UNAVAILABLE’s message and keeps the buttons usable', async () => {
    pretendToBe('computer');
    const path = paths.application.steps['applicant-identity-verification'];
    renderWithMantine(
      <MockedProvider
        mocks={[
          {
            request: {
              query: SetIdentityVerificationRequestedMutation,
              variables: { input: { returnPath: path } },
            },
            result: {
              errors: [
                new GraphQLError(UNAVAILABLE, {
                  extensions: { code: 'PROVIDER_UNAVAILABLE', provider: 'identity' },
                }),
              ],
            },
          },
        ]}
      >
        <MemoryRouter>
          <IdentityCheck
            application={makeApplication()}
            email="amelia@example.com"
            skipIdv={false}
            path={path}
          />
        </MemoryRouter>
      </MockedProvider>,
    );
    const show = await screen.findByRole('button', { name: /Show a QR code for my phone/ });
    await userEvent.click(show);
    expect((await screen.findByRole('alert')).textContent).toContain(UNAVAILABLE);
    await waitFor(() => expect((show as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByRole('button', { name: /Verify now/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(
      (screen.getByRole('button', { name: /Send the link to my e-mail/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
