/**
 * Dependants (spec §2): the loading and failed states, and both counts checked with the domain's schema
 * (required, whole numbers from 0 to 20) next to their fields; the server's refusals beside the field or
 * above the buttons.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { expectFieldError, expectNoFieldError, fill, findAlert } from '../../../testing/fields';
import { answersWithErrors, badUserInput, serverError } from '../../../testing/graphql';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import { makeApplication } from '../testing/make-application';
import { DependantsPage } from './dependants-page';

const PATH = paths.application.dependants;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('DependantsPage', () => {
  beforeEach(() => loaded(makeApplication({ adultDependants: 0, childDependants: 1 })));

  it('asks for each count left empty, and refuses more than 20', async () => {
    await renderApplicationPage(<DependantsPage />, { path: PATH });
    fill('Children', '');
    fill('Adults', '21');
    await save();
    await expectFieldError('Children', 'Enter the number of child dependants, or 0 if you have none');
    await expectFieldError('Adults', 'Adult dependants must be a whole number from 0 to 20');
  });

  it('shows the server’s refusal next to its field only', async () => {
    const message = 'Child dependants must be a whole number from 0 to 20';
    await renderApplicationPage(<DependantsPage />, {
      path: PATH,
      mocks: [answersWithErrors(UpdateApplicationMutation, [badUserInput('childDependants', message)])],
    });
    await save();
    await expectFieldError('Children', message);
    expectNoFieldError('Adults');
    expect(screen.queryByTestId('application-page-error')).toBeNull();
  });

  it('shows a problem that belongs to no field above the buttons', async () => {
    await renderApplicationPage(<DependantsPage />, {
      path: PATH,
      mocks: [
        answersWithErrors(UpdateApplicationMutation, [serverError('Something went wrong on our side.')]),
      ],
    });
    await save();
    await findAlert('Something went wrong on our side.');
  });
});
