/**
 * The console's repair targets (Settings page): the targets in force in hours and in words, a change saved in
 * whole hours and confirmed, a target out of bounds or out of order refused beside its field before anything is
 * sent, and the server's refusal shown beside the field it names.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { answersWithErrors } from '../../../testing/graphql';
import { RepairTargetsQuery, SetRepairTargetsMutation } from '../graphql/repairTargets';
import { makeRepairTargets } from '../testing/ops-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { RepairTargetsSection } from './repair-targets-section';

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name} \\(hours\\)`) });

/** Renders the section with the default targets and `mocks`. */
function renderSection(mocks: MockLink.MockedResponse[] = []) {
  renderOpsPage(<RepairTargetsSection />, {
    path: '/ops/settings',
    mocks: [answersOnce(RepairTargetsQuery, { repairTargets: makeRepairTargets() }), ...mocks],
  });
}

describe('RepairTargetsSection', () => {
  it('shows the targets in force in hours and in words, and says a change applies to new reports', async () => {
    renderSection();
    expect(await screen.findByDisplayValue('168')).toBeTruthy();
    expect((field('Emergency') as HTMLInputElement).value).toBe('24');
    expect((field('Routine') as HTMLInputElement).value).toBe('672');
    expect(screen.getByText('within 7 days; default 168')).toBeTruthy();
    expect(screen.getByText(/repairs already reported keep their target/)).toBeTruthy();
  });

  it('saves new targets in whole hours and says so', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({ data: { setRepairTargets: makeRepairTargets([12, 120, 672]) } }));
    renderSection([
      {
        request: {
          query: SetRepairTargetsMutation,
          variables: { input: { emergencyHours: 12, urgentHours: 120, routineHours: 672 } },
        },
        result: saved,
      },
      answersOnce(RepairTargetsQuery, { repairTargets: makeRepairTargets([12, 120, 672]) }),
    ]);
    await screen.findByDisplayValue('168');
    await user.clear(field('Emergency'));
    await user.type(field('Emergency'), '12');
    await user.clear(field('Urgent'));
    await user.type(field('Urgent'), '120');
    await user.click(screen.getByRole('button', { name: 'Save the targets' }));
    expect(await screen.findByText('Saved. New reports take these targets.')).toBeTruthy();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(screen.getByText('within 5 days; default 168')).toBeTruthy();
  });

  it('refuses a target out of bounds or out of order beside its field, sending nothing', async () => {
    const user = userEvent.setup();
    renderSection();
    await screen.findByDisplayValue('168');
    await user.clear(field('Emergency'));
    await user.type(field('Emergency'), '100');
    await user.click(screen.getByRole('button', { name: 'Save the targets' }));
    expect(await screen.findByText('Give the emergency target in whole hours from 1 to 72')).toBeTruthy();
    await user.clear(field('Emergency'));
    await user.type(field('Emergency'), '24');
    await user.clear(field('Routine'));
    await user.type(field('Routine'), '100');
    await user.click(screen.getByRole('button', { name: 'Save the targets' }));
    expect(
      await screen.findByText('The routine target cannot be shorter than the urgent target'),
    ).toBeTruthy();
    expect(field('Routine').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the server’s refusal beside the field it names', async () => {
    const user = userEvent.setup();
    renderSection([
      answersWithErrors(
        SetRepairTargetsMutation,
        [
          new GraphQLError('Give the urgent target in whole hours from 1 to 720', {
            extensions: { code: 'BAD_USER_INPUT', field: 'urgentHours' },
          }),
        ],
        { input: { emergencyHours: 24, urgentHours: 168, routineHours: 672 } },
      ),
    ]);
    await screen.findByDisplayValue('168');
    await user.click(screen.getByRole('button', { name: 'Save the targets' }));
    expect(await screen.findByText('Give the urgent target in whole hours from 1 to 720')).toBeTruthy();
    expect(field('Urgent').getAttribute('aria-invalid')).toBe('true');
  });
});
