/**
 * "Before you submit" says what is true: a home can be submitted for review once the application is submitted,
 * not only once it is approved.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { loaded, renderApplicationPage } from '../testing/application-mocks';
import { makeApplication } from '../testing/make-application';
import { SubmitDisclaimerPage } from './submit-disclaimer-page';

describe('SubmitDisclaimerPage', () => {
  it('says a home can be submitted while the application is reviewed, not once it is approved', async () => {
    loaded(
      makeApplication({
        submitted: false,
        nextStep: { kind: 'ReadyToSubmit', id: null, path: null } as never,
        budgetLimits: [],
      }),
    );
    await renderApplicationPage(
      <main>
        <SubmitDisclaimerPage />
      </main>,
      { path: paths.application['submit-disclaimer'] },
    );
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toContain('Meanwhile you can submit a home for review');
    expect(text).not.toMatch(/approved[^.]*submit a home/);
  });
});
