/**
 * Other income (spec §2 Additional income): the loading and failed states, the question answered before
 * going on, an income added (or No chosen) when the answer is Yes, the list's empty state, and a failed save
 * of the answer.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { describedBy, findAlert } from '../../../testing/fields';
import { answersWithErrors, serverError } from '../../../testing/graphql';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import { makeApplication, makeIncome } from '../testing/make-application';
import { AdditionalIncomePage } from './additional-income-page';

const PATH = paths.application.steps['additional-income'];
const QUESTION = 'Do you have any other income?';
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
const question = () => screen.getByRole('radiogroup', { name: QUESTION });

describe('AdditionalIncomePage', () => {
  beforeEach(() =>
    loaded(
      makeApplication({ hasAdditionalIncome: null, incomes: [makeIncome({ baseGrossIncome: 38_000 })] }),
    ),
  );

  it('asks for an answer before going on', async () => {
    await renderApplicationPage(<AdditionalIncomePage />, { path: PATH });
    await save();
    await vi.waitFor(() =>
      expect(describedBy(question())).toContain('Say whether you have any other income'),
    );
    expect(screen.queryByText(/Now at/)).toBeNull();
  });

  it('with Yes, asks to save or cancel the open income, then to add one or choose No', async () => {
    await renderApplicationPage(<AdditionalIncomePage />, { path: PATH });
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('heading', { name: 'Add an income' })).toBeTruthy();
    await save();
    await findAlert('Save or cancel the income you’re adding before you continue.');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      screen.getByText('You haven’t added any other income yet. Add one to continue, or choose No.'),
    ).toBeTruthy();
    await save();
    await vi.waitFor(() => expect(describedBy(question())).toContain('Add your other income, or choose No'));
  });

  it('asks for the kind of the income being added', async () => {
    await renderApplicationPage(<AdditionalIncomePage />, { path: PATH });
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save income' }));
    const kind = screen.getByRole('radiogroup', { name: 'What kind of income is it?' });
    await vi.waitFor(() => expect(describedBy(kind)).toContain('Choose the kind of income'));
  });

  it('says why the answer was not saved', async () => {
    await renderApplicationPage(<AdditionalIncomePage />, {
      path: PATH,
      mocks: [
        answersWithErrors(UpdateApplicationMutation, [
          serverError('Your application has already been submitted.', 'APPLICATION_SUBMITTED'),
        ]),
      ],
    });
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await save();
    await findAlert('Your application has already been submitted.');
    expect(screen.queryByText(/Now at/)).toBeNull();
  });
});
