/**
 * The alert e-mails' unsubscribe page (/saved-searches/unsubscribe?token=…): it turns the one search's alerts off as
 * it opens, says so while it does, then names the search; a link the server refuses gets the server's words, one
 * that cannot reach it a plain message, each with the way to manage searches after signing in.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { findAlert } from '../../../testing/fields';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { answers, renderRoute } from '../../../testing/render-route';
import { UnsubscribeSavedSearchMutation } from './saved-searches-graphql';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'the-alert-link';
const URL = `${paths.savedSearches.unsubscribe}?token=${TOKEN}`;
const byToken = { input: { token: TOKEN } };

function renderUnsubscribe(mocks: MockLink.MockedResponse[], url = URL) {
  return renderRoute(<UnsubscribePage />, { url, mocks });
}

describe('UnsubscribePage', () => {
  it('says it is turning the alerts off while the server answers', async () => {
    renderUnsubscribe([neverAnswers(UnsubscribeSavedSearchMutation, byToken)]);
    expect(screen.getByRole('heading', { name: 'Search alerts' })).toBeTruthy();
    expect(screen.getByLabelText('Turning off the alerts')).toBeTruthy();
    expect(await screen.findByText('Turning off the alerts…')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the search whose alerts it turned off, and links the saved searches', async () => {
    renderUnsubscribe([
      answers(
        UnsubscribeSavedSearchMutation,
        {
          unsubscribeSavedSearch: {
            __typename: 'UnsubscribedSavedSearch',
            name: 'Leeds, 2 bedrooms',
            summary: 'Within 3 miles of Leeds, up to £250,000, 2 bedrooms',
          },
        },
        byToken,
      ),
    ]);
    expect(await screen.findByText('Alerts turned off')).toBeTruthy();
    expect(screen.getByText('We won’t e-mail you about “Leeds, 2 bedrooms” any more.')).toBeTruthy();
    expect(
      screen.getByText(/Within 3 miles of Leeds, up to £250,000, 2 bedrooms\. The search is still saved/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage saved searches' }).getAttribute('href')).toBe(
      paths.savedSearches.root,
    );
    expect(screen.queryByLabelText('Turning off the alerts')).toBeNull();
  });

  it('shows the server’s words for a link it refuses, with the way to sign in', async () => {
    const message = 'This unsubscribe link is not valid. Sign in to manage your saved searches.';
    renderUnsubscribe([
      answersWithErrors(UnsubscribeSavedSearchMutation, [serverError(message, 'NOT_FOUND')], byToken),
    ]);
    const alert = await findAlert(message);
    expect(alert.textContent).toContain('This link didn’t work');
    expect(screen.getByRole('link', { name: 'Sign in to manage saved searches' }).getAttribute('href')).toBe(
      paths.savedSearches.root,
    );
    expect(screen.queryByText('Alerts turned off')).toBeNull();
  });

  it('sends a link without its token as it is, and shows the server’s refusal', async () => {
    const message = 'This link is incomplete. Open it again from the e-mail.';
    renderUnsubscribe(
      [
        answersWithErrors(UnsubscribeSavedSearchMutation, [serverError(message, 'BAD_USER_INPUT')], {
          input: { token: '' },
        }),
      ],
      paths.savedSearches.unsubscribe,
    );
    await findAlert(message);
  });

  it('says Stairway could not be reached when the network fails', async () => {
    renderUnsubscribe([failsOnTheNetwork(UnsubscribeSavedSearchMutation, byToken)]);
    await findAlert('We could not reach Stairway. Check your connection and open the link again.');
    expect(screen.getByRole('link', { name: 'Sign in to manage saved searches' })).toBeTruthy();
    expect(screen.queryByLabelText('Turning off the alerts')).toBeNull();
  });
});
