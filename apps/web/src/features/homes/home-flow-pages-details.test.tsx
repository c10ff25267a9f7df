/**
 * The later pages of a home found elsewhere (home-flow-pages.tsx): more details (on /submit-a-home with the photos,
 * the summary and Submit home; in the first-home flow with Save and continue) and the first-home photos page. A page
 * without a draft goes back to the basics; the link is checked before anything is sent; the server's field errors
 * show on the right field and its refusals in an alert, with nothing typed lost; a good submission goes on to the
 * progress page. updateSubmission and submitHomeSubmission are answered through Apollo's MockedProvider.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectFieldError, findAlert } from '../../testing/fields';
import { answersWithErrors, badUserInput, serverError } from '../../testing/graphql';
import { SubmitHomeSubmissionMutation } from './graphql/submitHomeSubmission';
import { UpdateSubmissionMutation } from './graphql/updateSubmission';
import {
  FirstHomeAdditionalInfoPage,
  FirstHomeImagesPage,
  SubmitHomeAdditionalInfoPage,
} from './home-flow-pages';
import { makeSubmission } from './testing/homes-data';
import { answersOnce, renderHomesPage, submissions, submittingHomes } from './testing/render-homes-page';

// Mantine's autosizing textarea listens to document.fonts, which happy-dom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

const DRAFT = makeSubmission();
const MORE_DETAILS = '/submit-a-home/edit-additional-info';
const REFUSAL = 'Bear with us, there is already a submission under review, and we are on it!';
const LINK = /Link to the listing/;
const ANYTHING_ELSE = /Anything else/;

/** updateSubmission saves whatever is sent (as the page autosaves too), as often as asked. */
function savesDetails(): MockLink.MockedResponse {
  return {
    request: { query: UpdateSubmissionMutation, variables: () => true },
    result: ({ input: { homeSubmissionId: _id, ...answers } }: { input: Record<string, unknown> }) => ({
      // The answers sent; those left out (undefined) are kept.
      data: {
        updateSubmission: {
          ...DRAFT,
          ...Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)),
        },
      },
    }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Renders a page at `url` with the draft, submitting open, and the server's answers. */
function renderFlowPage(
  page: ReactElement,
  url: string,
  mocks: MockLink.MockedResponse[],
  { drafts = [DRAFT], open = true } = {},
) {
  renderHomesPage(page, { url, mocks: [submittingHomes(open), submissions(drafts), ...mocks] });
}

/** Types the link and something else, as an applicant would. */
async function typeDetails(link: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: LINK }), link);
  await userEvent.type(screen.getByRole('textbox', { name: ANYTHING_ELSE }), 'Vacant, no chain');
}

const submitHome = () => userEvent.click(screen.getByRole('button', { name: 'Submit home' }));

describe('more details on /submit-a-home', () => {
  it('goes back to the basics without a draft', async () => {
    renderFlowPage(<SubmitHomeAdditionalInfoPage />, MORE_DETAILS, [], { drafts: [] });
    expect(await screen.findByText('Now at /submit-a-home/basic-info')).toBeTruthy();
  });

  it('shows the questions, the photos and a summary of the basics to change', async () => {
    renderFlowPage(<SubmitHomeAdditionalInfoPage />, `${MORE_DETAILS}?home=home-1`, [savesDetails()]);
    expect(await screen.findByRole('heading', { name: 'More about the sale' })).toBeTruthy();
    expect(screen.getByText('Step 3 of 3: More details and photos')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /Is the sale part of a chain\?/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Photos' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'The home' });
    expect(summary.textContent).toContain('£250,000');
    expect(summary.textContent).toContain('12 Mill Lane, Leeds, LS6 2AB');
    expect(summary.textContent).toContain('Flat · 2 bedrooms · Leasehold, 120 years left · EPC rating: C');
    expect(
      screen.getByRole('link', { name: 'Change the home’s basic information' }).getAttribute('href'),
    ).toBe('/submit-a-home/basic-info?home=home-1');
  });

  it('says a link that is not a web address is wrong, and sends nothing for review', async () => {
    const submitted = vi.fn(() => ({ data: { submitHomeSubmission: DRAFT } }));
    renderFlowPage(<SubmitHomeAdditionalInfoPage />, `${MORE_DETAILS}?home=home-1`, [
      savesDetails(),
      { request: { query: SubmitHomeSubmissionMutation, variables: () => true }, result: submitted },
    ]);
    await typeDetails('www.rightmove');
    await submitHome();
    await expectFieldError(LINK, 'Enter the link as a web address starting https://');
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Now at/)).toBeNull();
  });

  it('shows the server’s refusal of the link next to it, keeping what was typed', async () => {
    const message = 'We can’t open links to that website';
    renderFlowPage(<SubmitHomeAdditionalInfoPage />, `${MORE_DETAILS}?home=home-1`, [
      {
        ...answersWithErrors(UpdateSubmissionMutation, [badUserInput('link', message)]),
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    await typeDetails('https://example.test/home/1');
    await submitHome();
    await expectFieldError(LINK, message);
    expect(screen.getByRole('textbox', { name: LINK })).toHaveProperty(
      'value',
      'https://example.test/home/1',
    );
    expect(screen.getByRole('textbox', { name: ANYTHING_ELSE })).toHaveProperty('value', 'Vacant, no chain');
    expect(screen.queryByText(/^Now at/)).toBeNull();
  });

  it('says why the server refused the submission, keeping what was typed', async () => {
    renderFlowPage(<SubmitHomeAdditionalInfoPage />, `${MORE_DETAILS}?home=home-1`, [
      savesDetails(),
      answersWithErrors(SubmitHomeSubmissionMutation, [serverError(REFUSAL, 'CONFLICT')]),
    ]);
    await typeDetails('https://example.test/home/1');
    await submitHome();
    await findAlert(REFUSAL);
    expect(screen.getByRole('textbox', { name: ANYTHING_ELSE })).toHaveProperty('value', 'Vacant, no chain');
    expect(screen.queryByText(/^Now at/)).toBeNull();
  });

  it('saves the details, submits the home and goes on to the progress page', async () => {
    const submitted = vi.fn(() => ({
      data: { submitHomeSubmission: { ...DRAFT, submitted: true, status: 'UnderReview' } },
    }));
    renderFlowPage(<SubmitHomeAdditionalInfoPage />, `${MORE_DETAILS}?home=home-1`, [
      savesDetails(),
      {
        request: {
          query: SubmitHomeSubmissionMutation,
          variables: { input: { homeSubmissionId: 'home-1' } },
        },
        result: submitted,
      },
    ]);
    await typeDetails('https://example.test/home/1');
    await submitHome();
    expect(await screen.findByText('Now at /dashboard')).toBeTruthy();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('says why a home can’t be submitted while submitting is paused, with Submit home off', async () => {
    renderFlowPage(<SubmitHomeAdditionalInfoPage />, `${MORE_DETAILS}?home=home-1`, [savesDetails()], {
      open: false,
    });
    expect(await screen.findByText('You can’t submit a home just now')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit home' })).toHaveProperty('disabled', true);
  });
});

describe('the first-home flow', () => {
  it('saves the details and goes on to the photos', async () => {
    renderFlowPage(
      <FirstHomeAdditionalInfoPage />,
      '/your-application/first-home/additional-info?home=home-1',
      [savesDetails()],
    );
    expect(screen.getByText('Step 3 of 4: More details')).toBeTruthy();
    await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Now at /your-application/first-home/images?home=home-1')).toBeTruthy();
  });

  it('says why the server refused the submission on the photos page', async () => {
    renderFlowPage(<FirstHomeImagesPage />, '/your-application/first-home/images?home=home-1', [
      answersWithErrors(SubmitHomeSubmissionMutation, [serverError(REFUSAL, 'CONFLICT')]),
    ]);
    expect(screen.getByText('Step 4 of 4: Photos')).toBeTruthy();
    expect((await screen.findByRole('region', { name: 'The home' })).textContent).toContain('£250,000');
    await submitHome();
    await findAlert(REFUSAL);
    expect(screen.queryByText(/^Now at/)).toBeNull();
  });

  it('submits the home from the photos page and goes on to the progress page', async () => {
    renderFlowPage(<FirstHomeImagesPage />, '/your-application/first-home/images?home=home-1', [
      answersOnce(SubmitHomeSubmissionMutation, {
        submitHomeSubmission: { ...DRAFT, submitted: true, status: 'UnderReview' },
      }),
    ]);
    await screen.findByRole('button', { name: 'Submit home' });
    await submitHome();
    expect(await screen.findByText('Now at /dashboard')).toBeTruthy();
  });
});
