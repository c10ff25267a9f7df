/**
 * /ops/operators: the operator accounts. A loader while they load, each account's address, dates and status, the
 * signed-in operator's own row (no Disable), disabling an account (the list then shows it disabled), the server's
 * refusal and a network failure above the list, and adding an operator through addOperator; and, when the list could
 * not be loaded, an alert saying so with Try again in place of an empty list (a list already shown stays when a later
 * load fails). The add form's own checks are covered by components/add-staff-account-form.test.tsx.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { AddOperatorMutation } from '../graphql/addOperator';
import { OperatorsQuery } from '../graphql/operators';
import { SetOperatorDisabledMutation } from '../graphql/setOperatorDisabled';
import { makeStaffAccount } from '../testing/ops-data';
import { answersOnce, renderOpsPage, signInOperator } from '../testing/render-ops-page';
import { OperatorsPage } from './operators-page';

const SELF = 'me@stairway.example';

const me = makeStaffAccount('Operator', {
  id: 'op-self',
  email: SELF,
  lastSignedInAt: '2026-11-30T08:15:00.000Z',
});
const sam = makeStaffAccount('Operator');
const lee = makeStaffAccount('Operator', {
  id: 'op-lee',
  email: 'lee@stairway.example',
  disabledAt: '2026-11-20T10:00:00.000Z',
});

/** Operators answers with these accounts once. */
const operators = (accounts: ReturnType<typeof makeStaffAccount>[]) =>
  answersOnce(OperatorsQuery, { operators: accounts });

/** Renders the page at /ops/operators, signed in as SELF, with the server's answers. */
function renderOperators(mocks: MockLink.MockedResponse[]) {
  signInOperator(SELF);
  renderOpsPage(<OperatorsPage />, { path: '/ops/operators', mocks });
}

/** The row of the account with `email`. */
function rowOf(email: string): HTMLElement {
  const row = screen.getByRole('cell', { name: email }).closest('tr');
  if (!row) throw new Error(`No row for ${email}`);
  return row;
}

const DISABLE_SAM = { input: { operatorId: 'staff-1', disabled: true } };

describe('OperatorsPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a loader, and no list, while the operators load', async () => {
    renderOperators([neverAnswers(OperatorsQuery)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Operators' })).toBeTruthy();
    expect(screen.getByLabelText('Loading operators')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading operators')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Operators' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add operator' })).toBeTruthy();
    expect(document.title).toBe('Operators · Stairway operators');
  });

  it('lists each operator with their dates and status, and the signed-in operator’s own row without Disable', async () => {
    renderOperators([operators([me, sam, lee])]);
    const list = await screen.findByRole('region', { name: 'Operators' });
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['E-mail address', 'Added', 'Last signed in', 'Status', 'Actions']);
    await waitFor(() => expect(within(rowOf(SELF)).getByText('You')).toBeTruthy());
    expect(within(rowOf(SELF)).queryByRole('button')).toBeNull();
    expect(rowOf(SELF).textContent).toContain('30 Nov 2026, 08:15');
    expect(rowOf(SELF).textContent).toContain('Active');

    expect(rowOf('sam@stairway.example').textContent).toBe(
      'sam@stairway.example2 Nov 2026, 09:00NeverActiveDisable',
    );
    expect(screen.getByRole('button', { name: 'Disable sam@stairway.example' })).toBeTruthy();
    expect(
      within(rowOf('lee@stairway.example')).getByText('Disabled').closest('[title]')?.getAttribute('title'),
    ).toBe('Disabled 20 Nov 2026, 10:00');
    expect(screen.getByRole('button', { name: 'Enable lee@stairway.example' })).toBeTruthy();
  });

  it('disables an operator, and then shows them disabled with Enable', async () => {
    const user = userEvent.setup();
    const disabled = vi.fn(() => ({
      data: {
        setOperatorDisabled: {
          __typename: 'Operator',
          id: 'staff-1',
          disabledAt: '2026-11-30T12:00:00.000Z',
        },
      },
    }));
    renderOperators([
      operators([me, sam]),
      { request: { query: SetOperatorDisabledMutation, variables: DISABLE_SAM }, result: disabled },
      operators([me, { ...sam, disabledAt: '2026-11-30T12:00:00.000Z' }]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Disable sam@stairway.example' }));
    expect(await screen.findByRole('button', { name: 'Enable sam@stairway.example' })).toBeTruthy();
    expect(disabled).toHaveBeenCalledTimes(1);
    expect(within(rowOf('sam@stairway.example')).getByText('Disabled')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal above the list, and leaves the operator as they were', async () => {
    const user = userEvent.setup();
    renderOperators([
      operators([me, sam]),
      answersWithErrors(
        SetOperatorDisabledMutation,
        [serverError('At least one operator must stay enabled', 'FORBIDDEN')],
        DISABLE_SAM,
      ),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Disable sam@stairway.example' }));
    expect((await screen.findByRole('alert')).textContent).toBe('At least one operator must stay enabled');
    expect(within(rowOf('sam@stairway.example')).getByText('Active')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disable sam@stairway.example' })).toBeTruthy();
  });

  it('says a change that did not reach the server did not work', async () => {
    const user = userEvent.setup();
    renderOperators([operators([me, sam]), failsOnTheNetwork(SetOperatorDisabledMutation, DISABLE_SAM)]);
    await user.click(await screen.findByRole('button', { name: 'Disable sam@stairway.example' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That did not work. Try again.');
    expect(within(rowOf('sam@stairway.example')).getByText('Active')).toBeTruthy();
  });

  it('adds an operator, shows their password once, and lists them', async () => {
    const user = userEvent.setup();
    const added = makeStaffAccount('Operator', { id: 'op-new', email: 'new@stairway.example' });
    renderOperators([
      operators([me]),
      answersOnce(
        AddOperatorMutation,
        {
          addOperator: {
            __typename: 'AddOperatorPayload',
            created: true,
            password: 'generated-pw-1',
            operator: { __typename: 'Operator', id: 'op-new', email: 'new@stairway.example' },
          },
        },
        { input: { email: 'new@stairway.example' } },
      ),
      operators([me, added]),
    ]);
    await screen.findByRole('region', { name: 'Operators' });
    await user.type(screen.getByLabelText(/^E-mail address/), 'new@stairway.example');
    await user.click(screen.getByRole('button', { name: 'Add operator' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Operator added');
    expect(notice.textContent).toContain(
      'Password for new@stairway.example, shown only this once: generated-pw-1',
    );
    expect(await screen.findByRole('button', { name: 'Disable new@stairway.example' })).toBeTruthy();
  });

  it('says the operators could not be loaded, not an empty list, and Try again loads them', async () => {
    const user = userEvent.setup();
    renderOperators([failsOnTheNetwork(OperatorsQuery), operators([me, sam])]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The operators could not be loaded');
    expect(screen.queryByRole('region', { name: 'Operators' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add operator' })).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Disable sam@stairway.example' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the operators could not be loaded when the server fails', async () => {
    renderOperators([answersWithErrors(OperatorsQuery, [serverError('Something broke')])]);
    expect((await screen.findByRole('alert')).textContent).toContain('The operators could not be loaded');
    expect(screen.queryByRole('region', { name: 'Operators' })).toBeNull();
  });

  it('keeps the list shown when loading it again after a change fails', async () => {
    const user = userEvent.setup();
    const disabled = vi.fn(() => ({
      data: {
        setOperatorDisabled: {
          __typename: 'Operator',
          id: 'staff-1',
          disabledAt: '2026-11-30T12:00:00.000Z',
        },
      },
    }));
    renderOperators([
      operators([me, sam]),
      { request: { query: SetOperatorDisabledMutation, variables: DISABLE_SAM }, result: disabled },
      failsOnTheNetwork(OperatorsQuery),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Disable sam@stairway.example' }));
    await waitFor(() => expect(disabled).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Enable sam@stairway.example' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('region', { name: 'Operators' })).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});
