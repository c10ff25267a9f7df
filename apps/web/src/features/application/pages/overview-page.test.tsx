/**
 * The application's overview (spec §2 /your-application): placeholders while the application loads, a calm
 * error with a retry when it could not be loaded, and the sections once it has.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import {
  failedToLoad,
  loaded,
  refetch,
  renderApplicationPage,
  stillLoading,
} from '../testing/application-mocks';
import { makeApplication } from '../testing/make-application';
import { OverviewPage } from './overview-page';

const PATH = paths.application.overview;

describe('OverviewPage', () => {
  it('shows placeholders, not sections, while the application loads', async () => {
    stillLoading();
    await renderApplicationPage(<OverviewPage />, { path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Your application' })).toBeTruthy();
    const busy = document.querySelector('[aria-label="Loading your application"]');
    expect(busy?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Personal details' })).toBeNull();
  });

  it('says the application could not be loaded, and tries again', async () => {
    failedToLoad();
    await renderApplicationPage(<OverviewPage />, { path: PATH });
    expect(screen.getByText('We couldn’t load your application')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Personal details' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('lists the sections once the application has loaded', async () => {
    loaded(makeApplication());
    await renderApplicationPage(<OverviewPage />, { path: PATH });
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Financial details' })).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
