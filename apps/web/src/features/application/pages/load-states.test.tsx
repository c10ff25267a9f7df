/**
 * Every page of the application that reads it (spec §2, §4) while the application loads and when it could not be
 * loaded: a loading status naming the page and no form, or a calm error whose "Try again" loads it again. One table
 * for all the pages, so that each page's own tests are about what it shows once loaded.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { failedToLoad, refetch, renderApplicationPage, stillLoading } from '../testing/application-mocks';
import { AboutYouPage } from './about-you-page';
import { AdditionalIncomePage } from './additional-income-page';
import { AddressHistoryPage } from './address-history-page';
import { BankStatementsPage } from './bank-statements-page';
import { CardsPage } from './cards-page';
import { DependantsPage } from './dependants-page';
import { DepositPage } from './deposit-page';
import { IdentityVerificationPage } from './identity-verification-page';
import { IncomePage } from './income-page';
import { MonthlyCommitmentsPage } from './monthly-commitments-page';
import { SubmitPage } from './submit-page';

const { steps } = paths.application;

/** Each page: the title its loading status names, the page, and its path. */
const pages: Array<[string, ComponentType, string]> = [
  ['About you', AboutYouPage, steps['about-you']],
  ['Address history', AddressHistoryPage, steps['address-history']],
  ['Your main income', IncomePage, steps.income],
  ['Other income', AdditionalIncomePage, steps['additional-income']],
  ['Credit and store cards', CardsPage, paths.application.cards],
  ['Monthly commitments', MonthlyCommitmentsPage, paths.application['monthly-commitments']],
  ['Dependants', DependantsPage, paths.application.dependants],
  ['Your deposit', DepositPage, paths.application.deposit],
  ['Verify your identity', IdentityVerificationPage, steps['applicant-identity-verification']],
  ['Your bank statements', BankStatementsPage, steps['applicant-bank-statements']],
  ['Submit your application', SubmitPage, paths.application.submit],
];

describe.each(pages)('%s', (title, Page, path) => {
  it('says it is loading while the application loads, with no form yet', async () => {
    stillLoading();
    await renderApplicationPage(<Page />, { path });
    expect(screen.getByRole('status').textContent).toBe(`Loading ${title}`);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says the application could not be loaded, and tries again', async () => {
    failedToLoad();
    await renderApplicationPage(<Page />, { path });
    expect(screen.getByText('We couldn’t load your application')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
