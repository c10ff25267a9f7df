/**
 * Submit your application (spec §2, §4): the loading and failed states, the confirmation asked for before
 * anything is sent, and a refused submission said above the buttons.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { expectFieldMessage, findAlert } from '../../../testing/fields';
import { answersWithErrors, serverError } from '../../../testing/graphql';
import { SubmitApplicationMutation } from '../graphql/submitApplication';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import { makeApplication } from '../testing/make-application';
import { SubmitPage } from './submit-page';

const PATH = paths.application.submit;
const CONFIRM = /I confirm that the information I’ve given is true and complete/;
const ready = () =>
  loaded(
    makeApplication({ progress: 100, nextStep: { kind: 'ReadyToSubmit', id: null, path: null } as never }),
  );

describe('SubmitPage', () => {
  beforeEach(ready);

  it('asks the applicant to confirm before anything is sent', async () => {
    await renderApplicationPage(<SubmitPage />, { path: PATH });
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await expectFieldMessage(CONFIRM, 'Tick the box to confirm your information is true and complete');
    expect(screen.queryByTestId('application-page-error')).toBeNull();
  });

  it('says why the server refused the submission', async () => {
    const message = 'Your application is not complete yet: finish your address history first.';
    await renderApplicationPage(<SubmitPage />, {
      path: PATH,
      mocks: [answersWithErrors(SubmitApplicationMutation, [serverError(message, 'BAD_USER_INPUT')])],
    });
    await userEvent.click(screen.getByRole('checkbox', { name: CONFIRM }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await findAlert(message);
  });
});
