/**
 * The customer's repairs page and its "Report a repair" form: who pays by the repair matrix shown as soon as the
 * category is chosen, each urgency with its target, a short description refused next to the field, a report sent
 * with what was chosen, the server's refusal shown under its field, and the page before the plan is signed.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answersWithErrors, badUserInput } from '../../testing/graphql';
import { answers, makeMe, renderRoute, signedIn } from '../../testing/render-route';
import { MyRepairsQuery } from './graphql/myRepairs';
import { ReportRepairMutation } from './graphql/reportRepair';
import { RepairsPage } from './repairs-page';

const applicant = () => signedIn(makeMe({ emailVerified: true }));

const TARGETS = [
  { __typename: 'RepairTarget', urgency: 'Emergency', hours: 24, description: 'within 24 hours' },
  { __typename: 'RepairTarget', urgency: 'Urgent', hours: 168, description: 'within 7 days' },
  { __typename: 'RepairTarget', urgency: 'Routine', hours: 672, description: 'within 28 days' },
];

const REPAIR = {
  __typename: 'Repair',
  id: '7a2d5a4e-7c1b-4a1e-9a55-3c0d4e5f6a7b',
  category: 'InteriorAndDecoration',
  categoryLabel: 'Inside the home',
  description: 'The kitchen cupboard door fell off',
  urgency: 'Routine',
  status: 'Scheduled',
  payerDescription: 'Stairway pays for this repair.',
  targetAt: '2026-12-29T10:00:00.000Z',
  overdue: false,
  scheduledFor: '2026-12-03',
  reportedAt: '2026-12-01T10:00:00.000Z',
  closedAt: null,
  photos: [],
  updates: [
    {
      __typename: 'RepairUpdate',
      id: 'u1',
      author: 'Applicant',
      authorKind: 'customer',
      toStatus: 'Reported',
      message: 'The kitchen cupboard door fell off',
      scheduledFor: null,
      createdAt: '2026-12-01T10:00:00.000Z',
    },
    {
      __typename: 'RepairUpdate',
      id: 'u2',
      author: 'Stairway',
      authorKind: 'operator',
      toStatus: 'Scheduled',
      message: 'A joiner will call between 8am and 12pm.',
      scheduledFor: '2026-12-03',
      createdAt: '2026-12-01T11:00:00.000Z',
    },
  ],
};

const page = (repairs: unknown[], canReport = true) => ({
  myRepairs: {
    __typename: 'MyRepairs',
    canReport,
    cannotReportReason: canReport ? null : 'You can report repairs once everyone has signed your plan.',
    targets: TARGETS,
    repairs,
  },
});

describe('RepairsPage', () => {
  it('shows who pays once the category is chosen and the target of each urgency', async () => {
    renderRoute(<RepairsPage />, {
      url: '/your-home/repairs',
      session: applicant(),
      mocks: [answers(MyRepairsQuery, page([]))],
    });
    const form = await screen.findByRole('form', { name: 'Report a repair' });
    expect(screen.queryByTestId('who-pays')).toBeNull();
    await userEvent.selectOptions(
      within(form).getByLabelText(/What needs repairing/),
      'GardenAndOutbuildings',
    );
    expect(screen.getByTestId('who-pays').textContent).toContain(
      'You pay if it costs up to £250; Stairway pays if it costs more.',
    );
    await userEvent.selectOptions(within(form).getByLabelText(/What needs repairing/), 'Roof');
    expect(screen.getByTestId('who-pays').textContent).toContain(
      'Stairway pays: this is the landlord’s repair by law.',
    );
    expect(screen.getByLabelText('Emergency: we aim to fix it within 24 hours')).toBeTruthy();
    expect(screen.getByLabelText('Routine: we aim to fix it within 28 days')).toBeTruthy();
    expect(screen.getByTestId('no-repairs')).toBeTruthy();
  });

  it('refuses a short description next to the field, then sends the report and says so', async () => {
    renderRoute(<RepairsPage />, {
      url: '/your-home/repairs',
      session: applicant(),
      mocks: [
        answers(MyRepairsQuery, page([])),
        answers(
          ReportRepairMutation,
          { reportRepair: { ...REPAIR, status: 'Reported', updates: [REPAIR.updates[0]] } },
          {
            input: {
              category: 'Roof',
              urgency: 'Urgent',
              description: 'Water comes through the ceiling',
              photoKeys: [],
            },
          },
        ),
        answers(MyRepairsQuery, page([REPAIR])),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Report a repair' });
    await userEvent.selectOptions(within(form).getByLabelText(/What needs repairing/), 'Roof');
    await userEvent.click(screen.getByLabelText('Urgent: we aim to fix it within 7 days'));
    await userEvent.type(within(form).getByLabelText(/What is wrong/), 'Leak');
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('The description must be at least 10 characters')).toBeTruthy();
    await userEvent.clear(within(form).getByLabelText(/What is wrong/));
    await userEvent.type(within(form).getByLabelText(/What is wrong/), 'Water comes through the ceiling');
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText(/we have your report/)).toBeTruthy();
    const card = await screen.findByTestId('repair');
    expect(within(card).getByText('Visit booked')).toBeTruthy();
    expect(within(card).getByText('A joiner will call between 8am and 12pm.')).toBeTruthy();
  });

  it('shows the server’s refusal under its field', async () => {
    renderRoute(<RepairsPage />, {
      url: '/your-home/repairs',
      session: applicant(),
      mocks: [
        answers(MyRepairsQuery, page([])),
        answersWithErrors(ReportRepairMutation, [
          badUserInput('description', 'The description has characters we cannot keep: remove them'),
        ]),
      ],
    });
    const form = await screen.findByRole('form', { name: 'Report a repair' });
    await userEvent.selectOptions(within(form).getByLabelText(/What needs repairing/), 'Electrics');
    await userEvent.click(screen.getByLabelText('Emergency: we aim to fix it within 24 hours'));
    await userEvent.type(within(form).getByLabelText(/What is wrong/), 'Sparks from the socket in the hall');
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(
      await screen.findByText('The description has characters we cannot keep: remove them'),
    ).toBeTruthy();
    expect((within(form).getByLabelText(/What is wrong/) as HTMLTextAreaElement).value).toBe(
      'Sparks from the socket in the hall',
    );
  });

  it('says why a repair cannot be reported before the plan is signed', async () => {
    renderRoute(<RepairsPage />, {
      url: '/your-home/repairs',
      session: applicant(),
      mocks: [answers(MyRepairsQuery, page([], false))],
    });
    expect(
      await screen.findByText('You can report repairs once everyone has signed your plan.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Report a repair' })).toBeNull();
  });
});
