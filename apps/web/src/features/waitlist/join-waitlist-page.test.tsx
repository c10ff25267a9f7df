/**
 * Join the waitlist (/waitlist/join-waitlist; spec §2 "Fee and waitlist", §7 getPaymentLink, checkPaymentSession;
 * decisions 017 and 051). lib/return-outcome.test.ts covers the words for each checkout outcome; this covers the
 * page: loading, the fee not yet due or closed, due (what it buys, the terms, and "Pay", which opens the checkout or
 * says why not), paid, and coming back from the checkout. The checkout is a navigation (window.location.assign),
 * kept from happening by a spy restored after each test.
 */
import type { FetchResult } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useMemo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { ProfileSessionContext } from '../../lib/session';
import { findAlert } from '../../testing/fields';
import { answersWithErrors, failsOnTheNetwork, serverError } from '../../testing/graphql';
import { answers, type Me, makeMe, renderRoute, signedIn } from '../../testing/render-route';
import { CheckPaymentSessionMutation } from './graphql/checkPaymentSession';
import { GetPaymentLinkQuery } from './graphql/getPaymentLink';
import { JoinWaitlistPage } from './join-waitlist-page';

type Application = NonNullable<Me['application']>;

const URL = paths.waitlist.joinWaitlist;
const CHECKOUT = 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3';

/** A submitted application whose £99 fee is due, unless told otherwise. */
function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 'application-1',
    submitted: true,
    approved: false,
    rejected: false,
    waitlistFeePaid: false,
    waitlistFeePence: 9_900,
    waitlistFeePaidAt: null,
    ...overrides,
  } as Application;
}

function renderWaitlist(
  app: Application | null | undefined,
  { mocks = [], url = URL }: { mocks?: MockLink.MockedResponse[]; url?: string } = {},
) {
  const session = signedIn(app === undefined ? undefined : makeMe({ emailVerified: true }, app));
  renderRoute(<JoinWaitlistPage />, { url, mocks, session });
  return session;
}

const checked = (status: string) =>
  answers(
    CheckPaymentSessionMutation,
    {
      checkPaymentSession: {
        __typename: 'PaymentSession',
        sessionId: 'cs_test_a1B2c3',
        status,
        amountPence: 9_900,
        paidAt: status === 'Paid' ? '2026-03-03T10:00:00.000Z' : null,
        application: {
          __typename: 'UserApplication',
          id: 'application-1',
          waitlistFeePaid: status === 'Paid',
          waitlistFeePence: 9_900,
          waitlistFeePaidAt: status === 'Paid' ? '2026-03-03T10:00:00.000Z' : null,
        },
      },
    },
    { input: { sessionId: 'cs_test_a1B2c3' } },
  );

const pay = () => userEvent.click(screen.getByRole('button', { name: 'Pay £99 by card' }));

let assign: MockInstance;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe('JoinWaitlistPage', () => {
  it('says it is loading while the profile loads', () => {
    renderWaitlist(undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Join the waitlist' })).toBeTruthy();
    expect(screen.getByText('Loading…').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('asks for the application first when it is not submitted', () => {
    renderWaitlist(application({ submitted: false }));
    expect(screen.getByRole('heading', { name: 'Submit your application first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your application' }).getAttribute('href')).toBe(
      '/your-application',
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says there is nothing to pay for a rejected application', () => {
    renderWaitlist(application({ rejected: true }));
    expect(screen.getByRole('heading', { name: 'There is nothing to pay' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says what the fee buys and when it is refunded, with the terms, when it is due', () => {
    renderWaitlist(application());
    expect(screen.getByRole('heading', { name: 'Waitlist fee: £99' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What the fee buys' })).toBeTruthy();
    expect(screen.getByText(/We refund the £99 in full if we turn your application down/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the terms of the fee' }).getAttribute('href')).toBe(
      '/terms#fee',
    );
    expect(screen.getByRole('link', { name: 'Not now' }).getAttribute('href')).toBe('/dashboard');
  });

  it('opens the checkout', async () => {
    renderWaitlist(application(), {
      mocks: [
        answers(GetPaymentLinkQuery, {
          getPaymentLink: {
            __typename: 'PaymentLink',
            url: CHECKOUT,
            sessionId: 'cs_test_a1B2c3',
            amountPence: 9_900,
            sandbox: false,
          },
        }),
      ],
    });
    await pay();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the checkout was refused, and lets the applicant try again', async () => {
    const message = 'The waitlist fee is already paid.';
    renderWaitlist(application(), {
      mocks: [answersWithErrors(GetPaymentLinkQuery, [serverError(message, 'CONFLICT')])],
    });
    await pay();
    await findAlert(message);
    expect(assign).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Pay £99 by card' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('says the checkout could not be opened when the server cannot be reached', async () => {
    renderWaitlist(application(), { mocks: [failsOnTheNetwork(GetPaymentLinkQuery)] });
    await pay();
    await findAlert('We couldn’t open the checkout. Please try again in a moment.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says the applicant is on the waitlist once the fee is paid', () => {
    renderWaitlist(application({ waitlistFeePaid: true, waitlistFeePaidAt: '2026-03-03T10:00:00.000Z' }));
    expect(screen.getByRole('heading', { name: 'You’re on the waitlist' })).toBeTruthy();
    expect(screen.getByText(/You paid the £99 waitlist fee on 3 March 2026\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your progress' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Explore homes' }).getAttribute('href')).toBe(
      paths.homes.explore,
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('says nothing was paid when the applicant left the checkout', () => {
    renderWaitlist(application(), { url: `${URL}?cancelled=1` });
    expect(screen.getByRole('status').textContent).toContain('You left the checkout');
    expect(screen.getByRole('button', { name: 'Pay £99 by card' })).toBeTruthy();
  });

  it('says a declined payment was declined, and offers to pay again', async () => {
    renderWaitlist(application(), { url: `${URL}?session_id=cs_test_a1B2c3`, mocks: [checked('Failed')] });
    const alert = await findAlert('Your payment was declined');
    expect(alert.textContent).toContain('Nothing was taken.');
    expect(screen.getByRole('button', { name: 'Pay £99 by card' })).toBeTruthy();
  });

  it('confirms a paid checkout and refreshes the profile', async () => {
    const session = renderWaitlist(application(), {
      url: `${URL}?session_id=cs_test_a1B2c3`,
      mocks: [checked('Paid')],
    });
    await waitFor(() => expect(session.refetch).toHaveBeenCalled());
    expect(screen.queryByTestId('waitlist-return')).toBeNull();
  });

  it('confirms a paid checkout once, though the profile it reloads gives the session a new refetch', async () => {
    const paid = checked('Paid');
    let confirmations = 0;
    const counted = {
      ...paid,
      maxUsageCount: 5,
      result: () => {
        confirmations += 1;
        return paid.result as FetchResult;
      },
    } as MockLink.MockedResponse;
    let reloads = 0;
    /** The session as the app's is: each reload of the profile makes a new refetch. */
    function ReloadingSession({ children }: { children: ReactNode }) {
      const [version, setVersion] = useState(0);
      const session = useMemo(
        () =>
          signedIn(makeMe({ emailVerified: true }, application()), {
            refetch: vi.fn(async () => {
              reloads += 1;
              setVersion(version + 1);
            }),
          }),
        [version],
      );
      return <ProfileSessionContext.Provider value={session}>{children}</ProfileSessionContext.Provider>;
    }
    renderRoute(
      <ReloadingSession>
        <JoinWaitlistPage />
      </ReloadingSession>,
      { url: `${URL}?session_id=cs_test_a1B2c3`, mocks: [counted] },
    );
    await waitFor(() => expect(reloads).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(confirmations).toBe(1);
    expect(reloads).toBe(1);
  });

  it('says a payment is being confirmed, and asks again until it is', async () => {
    const session = renderWaitlist(application(), {
      url: `${URL}?session_id=cs_test_a1B2c3`,
      mocks: [checked('Pending'), checked('Paid')],
    });
    expect((await screen.findByRole('status')).textContent).toContain('We’re confirming your payment');
    // Asked again after 2 s.
    await waitFor(() => expect(session.refetch).toHaveBeenCalled(), { timeout: 8000 });
  });

  it('still offers to pay, without a message, when the checkout cannot be checked', async () => {
    let asked = false;
    renderWaitlist(application(), {
      url: `${URL}?session_id=cs_test_a1B2c3`,
      mocks: [
        failsOnTheNetwork(CheckPaymentSessionMutation, () => {
          asked = true;
          return true;
        }),
      ],
    });
    await waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('waitlist-return')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay £99 by card' })).toBeTruthy();
  });
});
