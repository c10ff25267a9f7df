/**
 * Credit and store cards (spec §2): the loading and failed states, and the card balance checked with the
 * domain's schema (required, whole pounds up to £1,000,000) next to the field; the server's refusals shown
 * beside the field or above the buttons.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { expectFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, serverError } from '../../../testing/graphql';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import { makeApplication } from '../testing/make-application';
import { CardsPage } from './cards-page';

const PATH = paths.application.cards;
const FIELD = 'Total balance on all your cards';
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('CardsPage', () => {
  beforeEach(() => loaded(makeApplication({ cardBalance: 1_200 })));

  it('asks for the balance when it is left empty, next to the field', async () => {
    await renderApplicationPage(<CardsPage />, { path: PATH });
    fill(FIELD, '');
    await save();
    await expectFieldError(FIELD, 'Enter the total balance on your cards, or 0 if you owe nothing');
    expect(screen.queryByText(/Now at/)).toBeNull();
  });

  it('refuses a balance over £1,000,000', async () => {
    await renderApplicationPage(<CardsPage />, { path: PATH });
    fill(FIELD, '2000000');
    await save();
    await expectFieldError(FIELD, 'Card balance must be a whole number of pounds between £0 and £1,000,000');
  });

  it('shows the server’s refusal next to the field', async () => {
    const message = 'Card balance must be a whole number of pounds between £0 and £1,000,000';
    await renderApplicationPage(<CardsPage />, {
      path: PATH,
      mocks: [answersWithErrors(UpdateApplicationMutation, [badUserInput('cardBalance', message)])],
    });
    await save();
    await expectFieldError(FIELD, message);
  });

  it('shows a problem that belongs to no field above the buttons', async () => {
    await renderApplicationPage(<CardsPage />, {
      path: PATH,
      mocks: [
        answersWithErrors(UpdateApplicationMutation, [
          serverError('Your application has already been submitted.', 'APPLICATION_SUBMITTED'),
        ]),
      ],
    });
    await save();
    await findAlert('Your application has already been submitted.');
  });
});
