/**
 * /ops/settings: maintenance mode and optional identity checks. A loader while the settings load, each switch as the
 * server has it with when it last changed, switching maintenance on (the page then says submitting homes is paused),
 * the server's refusal and a network failure; and the identity-checks switch's change, refusal and failure as the
 * page shows them (its confirm dialog is covered by components/skip-idv-switch.test.tsx); and, when the settings could
 * not be loaded, an alert saying so with Try again in place of the switches.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { OperatorSettingsQuery } from '../graphql/operatorSettings';
import { RepairTargetsQuery } from '../graphql/repairTargets';
import { SetMaintenanceModeMutation } from '../graphql/setMaintenanceMode';
import { SetSkipIdvMutation } from '../graphql/setSkipIdv';
import { makeRepairTargets, makeSettings } from '../testing/ops-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { SettingsPage } from './settings-page';

/** Renders the page at /ops/settings with the settings as the server has them (makeSettings()) and `mocks`. */
function renderSettings(mocks: MockLink.MockedResponse[]) {
  renderOpsPage(<SettingsPage />, {
    path: '/ops/settings',
    mocks: [
      answersOnce(OperatorSettingsQuery, { operatorSettings: makeSettings() }),
      answersOnce(RepairTargetsQuery, { repairTargets: makeRepairTargets() }),
      ...mocks,
    ],
  });
}

const maintenance = () => screen.getByRole('switch', { name: /^Maintenance mode/ }) as HTMLInputElement;
const identityChecks = () =>
  screen.getByRole('switch', { name: /^Identity checks optional/ }) as HTMLInputElement;

const PAUSE = { input: { submitHomeEnabled: false } };

describe('SettingsPage', () => {
  it('shows a loader, and no switch, while the settings load, and the operator’s own data', async () => {
    renderOpsPage(<SettingsPage />, {
      path: '/ops/settings',
      mocks: [neverAnswers(OperatorSettingsQuery), neverAnswers(RepairTargetsQuery)],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.getByLabelText('Loading the settings')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading the settings')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeTruthy();
    expect(document.title).toBe('Settings · Stairway operators');
  });

  it('shows each setting as the server has it, and when it last changed', async () => {
    renderSettings([]);
    expect(await screen.findByText('Submitting homes is on. Last changed 28 Nov 2026, 14:30.')).toBeTruthy();
    expect(maintenance().checked).toBe(false);
    expect(identityChecks().checked).toBe(false);
    expect(screen.getByText('Identity checks are asked for.')).toBeTruthy();
  });

  it('switches maintenance on, and says submitting homes is paused', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({
      data: {
        setMaintenanceMode: makeSettings({ submitHomeEnabled: false, updatedAt: '2026-11-30T12:00:00.000Z' }),
      },
    }));
    renderSettings([{ request: { query: SetMaintenanceModeMutation, variables: PAUSE }, result: saved }]);
    await screen.findByText(/^Submitting homes is on\./);
    await user.click(maintenance());
    expect(
      await screen.findByText('Submitting homes is paused for maintenance. Last changed 30 Nov 2026, 12:00.'),
    ).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(maintenance().checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal, or a change that did not reach it, and leaves maintenance off', async () => {
    const user = userEvent.setup();
    renderSettings([
      answersWithErrors(
        SetMaintenanceModeMutation,
        [serverError('You are not allowed to do that', 'FORBIDDEN')],
        PAUSE,
      ),
      failsOnTheNetwork(SetMaintenanceModeMutation, PAUSE),
    ]);
    await screen.findByText(/^Submitting homes is on\./);
    await user.click(maintenance());
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do that');
    await waitFor(() => expect(maintenance().disabled).toBe(false));
    expect(maintenance().checked).toBe(false);

    await user.click(maintenance());
    expect(await screen.findByText('The setting was not saved. Try again.')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(maintenance().checked).toBe(false);
    expect(screen.getByText(/^Submitting homes is on\./)).toBeTruthy();
  });

  it('makes identity checks optional once confirmed, and says so', async () => {
    const user = userEvent.setup();
    renderSettings([
      answersOnce(
        SetSkipIdvMutation,
        { setSkipIdv: makeSettings({ skipIdv: true, updatedAt: '2026-11-30T12:00:00.000Z' }) },
        { input: { skipIdv: true } },
      ),
    ]);
    await user.click(await screen.findByRole('switch', { name: /^Identity checks optional/ }));
    await screen.findByRole('dialog', { name: 'Make identity checks optional?' });
    await user.click(screen.getByRole('button', { name: 'Yes, make them optional' }));
    expect(await screen.findByText('Identity checks are optional for everyone.')).toBeTruthy();
    expect(identityChecks().checked).toBe(true);
    expect(screen.getByText('Submitting homes is on. Last changed 30 Nov 2026, 12:00.')).toBeTruthy();
  });

  it('shows the server’s refusal of optional identity checks, or a change that did not reach it', async () => {
    const user = userEvent.setup();
    const optional = { input: { skipIdv: true } };
    renderSettings([
      answersWithErrors(
        SetSkipIdvMutation,
        [serverError('You are not allowed to do that', 'FORBIDDEN')],
        optional,
      ),
      failsOnTheNetwork(SetSkipIdvMutation, optional),
    ]);
    const confirm = async () => {
      await user.click(identityChecks());
      await screen.findByRole('dialog', { name: 'Make identity checks optional?' });
      await user.click(screen.getByRole('button', { name: 'Yes, make them optional' }));
    };
    await screen.findByRole('switch', { name: /^Identity checks optional/ });
    await confirm();
    expect((await screen.findByRole('alert')).textContent).toBe('You are not allowed to do that');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(identityChecks().checked).toBe(false);

    await confirm();
    expect(await screen.findByText('The setting was not saved. Try again.')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText('Identity checks are asked for.')).toBeTruthy();
  });

  it('says the settings could not be loaded, with no switch, and Try again loads them', async () => {
    const user = userEvent.setup();
    renderOpsPage(<SettingsPage />, {
      path: '/ops/settings',
      mocks: [
        failsOnTheNetwork(OperatorSettingsQuery),
        answersOnce(OperatorSettingsQuery, { operatorSettings: makeSettings() }),
        answersOnce(RepairTargetsQuery, { repairTargets: makeRepairTargets() }),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The settings could not be loaded');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Submitting homes is on. Last changed 28 Nov 2026, 14:30.')).toBeTruthy();
    expect(maintenance().checked).toBe(false);
    expect(identityChecks().checked).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the settings could not be loaded when the server fails', async () => {
    renderOpsPage(<SettingsPage />, {
      path: '/ops/settings',
      mocks: [
        answersWithErrors(OperatorSettingsQuery, [serverError('Something broke')]),
        neverAnswers(RepairTargetsQuery),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The settings could not be loaded');
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
