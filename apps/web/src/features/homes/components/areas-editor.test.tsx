/**
 * "Your areas" on the explore page: the applicant's postcode districts in the district picker, changed only on Save.
 * At least one district must stay and a district the service does not cover is refused, with nothing sent; an
 * unchanged list or Cancel sends nothing (and Cancel drops the changes); a good save sends the new districts through
 * updateApplication, loads the session again and closes; the server's refusal (of a district or otherwise) is said
 * in an alert and a network failure leaves the editor open with the changes.
 */
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GetPostcodeDistrictsQuery } from '../../../lib/graphql/getPostcodeDistricts';
import { SearchPostcodeDistrictsQuery } from '../../../lib/graphql/searchPostcodeDistricts';
import { UpdatePreferredLocationsMutation } from '../../../lib/graphql/updatePreferredLocations';
import { ProfileSessionContext, type Session } from '../../../lib/session';
import { expectFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, failsOnTheNetwork, serverError } from '../../../testing/graphql';
import { renderWithMantine } from '../../../testing/render';
import { AreasEditor } from './areas-editor';

const FIELD = 'Postcode district';

/** The districts the service knows. */
const KNOWN = [
  { __typename: 'PostcodeDistrict', outcode: 'LS6', town: 'Leeds', region: 'Yorkshire', homesCount: 4 },
  { __typename: 'PostcodeDistrict', outcode: 'LS7', town: 'Leeds', region: 'Yorkshire', homesCount: 2 },
  { __typename: 'PostcodeDistrict', outcode: 'M1', town: 'Manchester', region: 'North West', homesCount: 40 },
];

type Input<T> = { input: T };

/** The service's answers to the picker's search and checks, as often as asked. */
const DISTRICTS: MockLink.MockedResponse[] = [
  {
    request: { query: SearchPostcodeDistrictsQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Input<{ query: string }>) => ({
      data: {
        searchPostcodeDistricts: KNOWN.filter((d) =>
          d.outcode.startsWith(variables.input.query.toUpperCase()),
        ),
      },
    }),
  },
  {
    request: { query: GetPostcodeDistrictsQuery, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Input<{ outcodes: string[] }>) => ({
      data: { getPostcodeDistricts: KNOWN.filter((d) => variables.input.outcodes.includes(d.outcode)) },
    }),
  },
];

/** The explore page's part: a button that opens the editor, which closes itself. */
function Harness({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Change your areas</Button>
      <AreasEditor
        opened={opened}
        areas={['LS6', 'LS7']}
        onSaved={onSaved}
        onClose={() => {
          onClose();
          setOpened(false);
        }}
      />
    </>
  );
}

/** Renders the editor and opens it. */
async function openEditor(mocks: MockLink.MockedResponse[] = [], { submitted = false } = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const session = {
    me: { user: { id: 'user-1' }, application: { id: 'app-1', submitted } },
    loading: false,
    refetch: vi.fn(async () => undefined),
  } as unknown as Session;
  renderWithMantine(
    <ProfileSessionContext.Provider value={session}>
      <MockedProvider mocks={[...DISTRICTS, ...mocks]}>
        <Harness onClose={onClose} onSaved={onSaved} />
      </MockedProvider>
    </ProfileSessionContext.Provider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Change your areas' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your areas' });
  return { dialog, onClose, onSaved, session };
}

const remove = (outcode: string) =>
  userEvent.click(screen.getByRole('button', { name: `Remove ${outcode}` }));
const saveAreas = () => userEvent.click(screen.getByRole('button', { name: 'Save areas' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your areas' })).toBeNull());

/** Types a district and presses Add, waiting for its chip. */
async function addTyped(outcode: string) {
  fill(FIELD, outcode);
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
}

/** Removes LS7 and adds M1. */
async function changeAreas() {
  await remove('LS7');
  await addTyped('M1');
  expect(await screen.findByRole('button', { name: 'Remove M1' })).toBeTruthy();
}

/** The mutation answering with the new districts; its result records what was sent. */
function savesAreas() {
  const answer = vi.fn((variables: Input<{ preferredLocations: string[] }>) => ({
    data: {
      updateApplication: {
        __typename: 'UserApplication',
        id: 'app-1',
        preferredLocations: variables.input.preferredLocations,
        budget: 190_000,
        rentBudget: 1_100,
      },
    },
  }));
  const mock: MockLink.MockedResponse = {
    request: { query: UpdatePreferredLocationsMutation, variables: () => true },
    result: answer,
  };
  return { answer, mock };
}

describe('AreasEditor', () => {
  it('shows the districts chosen, and says the budget follows them before the application is submitted', async () => {
    const { dialog } = await openEditor();
    expect(within(dialog).getByRole('button', { name: 'Remove LS6' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Remove LS7' })).toBeTruthy();
    expect(within(dialog).getByText('Your districts (2 of 5)')).toBeTruthy();
    expect(dialog.textContent).toContain('and use them for your rent budget');
  });

  it('says the budget stays as it was once the application is submitted', async () => {
    const { dialog } = await openEditor([], { submitted: true });
    expect(dialog.textContent).toContain(
      'Your budget and rent budget stay as they were when you submitted your application.',
    );
  });

  it('asks for at least one district, and sends nothing', async () => {
    const { answer, mock } = savesAreas();
    const { onClose } = await openEditor([mock]);
    await remove('LS6');
    await remove('LS7');
    await saveAreas();
    await expectFieldError(FIELD, 'Choose at least one postcode district');
    expect(answer).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Your areas' })).toBeTruthy();
  });

  it('refuses a district the service does not cover', async () => {
    await openEditor();
    await addTyped('YO62');
    await expectFieldError(FIELD, "We don't cover the postcode district YO62 yet.");
    expect(screen.queryByRole('button', { name: 'Remove YO62' })).toBeNull();
  });

  it('closes without sending anything when the districts are unchanged', async () => {
    const { answer, mock } = savesAreas();
    const { onClose, onSaved } = await openEditor([mock]);
    await saveAreas();
    await closed();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(answer).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('drops the changes on Cancel, so the next opening starts from the saved districts', async () => {
    const { answer, mock } = savesAreas();
    await openEditor([mock]);
    await changeAreas();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await closed();
    await userEvent.click(screen.getByRole('button', { name: 'Change your areas' }));
    await screen.findByRole('dialog', { name: 'Your areas' });
    expect(screen.getByRole('button', { name: 'Remove LS7' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove M1' })).toBeNull();
    expect(answer).not.toHaveBeenCalled();
  });

  it('saves the new districts, loads the session again and closes', async () => {
    const { answer, mock } = savesAreas();
    const { onClose, onSaved, session } = await openEditor([mock]);
    await changeAreas();
    await saveAreas();
    await closed();
    expect(answer).toHaveBeenCalledTimes(1);
    expect(answer).toHaveBeenCalledWith({ input: { preferredLocations: ['LS6', 'M1'] } });
    expect(session.refetch).toHaveBeenCalled();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says why when the server refuses a district, keeping the editor open with the changes', async () => {
    const message = 'We don’t cover the postcode district M1 yet';
    const { onSaved } = await openEditor([
      answersWithErrors(UpdatePreferredLocationsMutation, [badUserInput('preferredLocations.1', message)]),
    ]);
    await changeAreas();
    await saveAreas();
    const alert = await findAlert(message);
    expect(alert.textContent).toContain('Your areas were not saved');
    expect(screen.getByRole('button', { name: 'Remove M1' })).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says what went wrong when the server refuses the save for another reason', async () => {
    const { onSaved, session } = await openEditor([
      answersWithErrors(UpdatePreferredLocationsMutation, [
        serverError('We couldn’t find your application', 'NOT_FOUND'),
      ]),
    ]);
    await changeAreas();
    await saveAreas();
    const alert = await findAlert('We couldn’t find your application');
    expect(alert.textContent).toContain('Your areas were not saved');
    expect(session.refetch).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('stays open with the changes when the server cannot be reached', async () => {
    const { onClose, onSaved } = await openEditor([failsOnTheNetwork(UpdatePreferredLocationsMutation)]);
    await changeAreas();
    await saveAreas();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save areas' }).hasAttribute('data-loading')).toBe(false),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog', { name: 'Your areas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove M1' })).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
