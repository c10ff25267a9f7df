/**
 * The checks' pages (spec §2 identity verification and bank statements; spec §4 steps 6 and 7) while the
 * application loads and when it could not be loaded: a loading status naming the page, or a calm
 * error whose "Try again" loads it again.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { failedToLoad, refetch, renderApplicationPage, stillLoading } from '../testing/application-mocks';
import { BankStatementsPage } from './bank-statements-page';
import { IdentityVerificationPage } from './identity-verification-page';

const pages: Array<[string, ComponentType, string]> = [
  [
    'Verify your identity',
    IdentityVerificationPage,
    paths.application.steps['applicant-identity-verification'],
  ],
  ['Your bank statements', BankStatementsPage, paths.application.steps['applicant-bank-statements']],
];

describe.each(pages)('%s', (title, Page, path) => {
  it('says it is loading while the application loads', async () => {
    stillLoading();
    await renderApplicationPage(<Page />, { path });
    expect(screen.getByRole('status').textContent).toBe(`Loading ${title}`);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says the application could not be loaded, and tries again', async () => {
    failedToLoad();
    await renderApplicationPage(<Page />, { path });
    expect(screen.getByText('We couldn’t load your application')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
