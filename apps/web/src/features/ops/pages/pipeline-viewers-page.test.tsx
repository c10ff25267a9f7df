/**
 * /ops/pipeline-viewers: the pipeline viewers' accounts. A loader while they load, an empty list, each account with
 * its status and Disable or Enable (none is the operator's own), enabling one (the list then shows it active), the
 * server's refusal and a network failure above the list, and adding a viewer through addPipelineViewer; and, when the
 * list could not be loaded, an alert saying so with Try again in place of an empty list. The add form's own checks are
 * covered by components/add-staff-account-form.test.tsx.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { AddPipelineViewerMutation } from '../graphql/addPipelineViewer';
import { PipelineViewersQuery } from '../graphql/pipelineViewers';
import { SetPipelineViewerDisabledMutation } from '../graphql/setPipelineViewerDisabled';
import { makeStaffAccount } from '../testing/ops-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { PipelineViewersPage } from './pipeline-viewers-page';

const investor = makeStaffAccount('PipelineViewer', {
  id: 'pv-1',
  email: 'investor@fund.example',
  lastSignedInAt: '2026-11-29T16:45:00.000Z',
  disabledAt: '2026-11-30T09:00:00.000Z',
});

/** PipelineViewers answers with these accounts once. */
const viewers = (accounts: ReturnType<typeof makeStaffAccount>[]) =>
  answersOnce(PipelineViewersQuery, { pipelineViewers: accounts });

/** Renders the page at /ops/pipeline-viewers with the server's answers. */
function renderViewers(mocks: MockLink.MockedResponse[]) {
  renderOpsPage(<PipelineViewersPage />, { path: '/ops/pipeline-viewers', mocks });
}

/** The row of the account with `email`. */
function rowOf(email: string): HTMLElement {
  const row = screen.getByRole('cell', { name: email }).closest('tr');
  if (!row) throw new Error(`No row for ${email}`);
  return row;
}

const ENABLE = { input: { pipelineViewerId: 'pv-1', disabled: false } };

describe('PipelineViewersPage', () => {
  it('shows a loader, and no list, while the viewers load', async () => {
    renderViewers([neverAnswers(PipelineViewersQuery)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Pipeline viewers' })).toBeTruthy();
    expect(screen.getByText('Investors and partners who sign in to the pipeline at /pipeline.')).toBeTruthy();
    expect(screen.getByLabelText('Loading pipeline viewers')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading pipeline viewers')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pipeline viewers' })).toBeNull();
    expect(document.title).toBe('Pipeline viewers · Stairway operators');
  });

  it('shows an empty list when there are no viewers', async () => {
    renderViewers([viewers([])]);
    const list = await screen.findByRole('region', { name: 'Pipeline viewers' });
    expect(within(list).getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByLabelText('Loading pipeline viewers')).toBeNull();
  });

  it('lists each viewer with Disable or Enable, and enables a disabled one', async () => {
    const user = userEvent.setup();
    const enabled = vi.fn(() => ({
      data: { setPipelineViewerDisabled: { __typename: 'PipelineViewer', id: 'pv-1', disabledAt: null } },
    }));
    renderViewers([
      viewers([investor, makeStaffAccount('PipelineViewer')]),
      { request: { query: SetPipelineViewerDisabledMutation, variables: ENABLE }, result: enabled },
      viewers([{ ...investor, disabledAt: null }, makeStaffAccount('PipelineViewer')]),
    ]);
    await screen.findByRole('region', { name: 'Pipeline viewers' });
    expect(rowOf('investor@fund.example').textContent).toBe(
      'investor@fund.example2 Nov 2026, 09:0029 Nov 2026, 16:45DisabledEnable',
    );
    expect(screen.getByRole('button', { name: 'Disable sam@stairway.example' })).toBeTruthy();
    expect(screen.queryByText('You')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Enable investor@fund.example' }));
    expect(await screen.findByRole('button', { name: 'Disable investor@fund.example' })).toBeTruthy();
    expect(enabled).toHaveBeenCalledTimes(1);
    expect(within(rowOf('investor@fund.example')).getByText('Active')).toBeTruthy();
  });

  it('shows the server’s refusal, or a change that did not reach it, above the list', async () => {
    const user = userEvent.setup();
    renderViewers([
      viewers([investor]),
      answersWithErrors(
        SetPipelineViewerDisabledMutation,
        [serverError('You are not allowed to do that', 'FORBIDDEN')],
        ENABLE,
      ),
      failsOnTheNetwork(SetPipelineViewerDisabledMutation, ENABLE),
    ]);
    const enable = await screen.findByRole('button', { name: 'Enable investor@fund.example' });
    await user.click(enable);
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do that');
    expect(within(rowOf('investor@fund.example')).getByText('Disabled')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enable investor@fund.example' }));
    expect(await screen.findByText('That did not work. Try again.')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(rowOf('investor@fund.example')).getByText('Disabled')).toBeTruthy();
  });

  it('adds a viewer, shows their password once, and lists them', async () => {
    const user = userEvent.setup();
    const partner = makeStaffAccount('PipelineViewer', { id: 'pv-2', email: 'partner@bank.example' });
    renderViewers([
      viewers([]),
      answersOnce(
        AddPipelineViewerMutation,
        {
          addPipelineViewer: {
            __typename: 'AddPipelineViewerPayload',
            created: true,
            password: 'generated-pw-2',
            pipelineViewer: partner,
          },
        },
        { input: { email: 'partner@bank.example' } },
      ),
      viewers([partner]),
    ]);
    await screen.findByRole('region', { name: 'Pipeline viewers' });
    await user.type(screen.getByLabelText(/^E-mail address/), 'partner@bank.example');
    await user.click(screen.getByRole('button', { name: 'Add pipeline viewer' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Pipeline viewer added');
    expect(notice.textContent).toContain(
      'Password for partner@bank.example, shown only this once: generated-pw-2',
    );
    expect(notice.textContent).toContain('They sign in at /pipeline with their e-mail address and it.');
    expect(await screen.findByRole('button', { name: 'Disable partner@bank.example' })).toBeTruthy();
  });

  it('says the pipeline viewers could not be loaded, not an empty list, and Try again loads them', async () => {
    const user = userEvent.setup();
    renderViewers([failsOnTheNetwork(PipelineViewersQuery), viewers([investor])]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The pipeline viewers could not be loaded');
    expect(screen.queryByRole('region', { name: 'Pipeline viewers' })).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Enable investor@fund.example' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the pipeline viewers could not be loaded when the server fails', async () => {
    renderViewers([answersWithErrors(PipelineViewersQuery, [serverError('Something broke')])]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The pipeline viewers could not be loaded',
    );
    expect(screen.queryByRole('region', { name: 'Pipeline viewers' })).toBeNull();
  });
});
