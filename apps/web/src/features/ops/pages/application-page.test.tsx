/**
 * /ops/applications/:applicationId: one application as an operator reviews it. A loader, the server's refusal (not
 * found), a failed load (said so, with Try again, never "not found"), the
 * applicant, figures, sections, checks and documents, and the decision: approved with a note (the page then shows
 * the new state and no decision card), refused by the server, or not reaching it. The decision card's own checks and the confirm
 * dialog's words are covered by hooks/use-review-decision.test.tsx and components/confirm-decision.test.tsx.
 */
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { ApplicationForReviewQuery } from '../graphql/applicationForReview';
import { ApproveApplicationMutation } from '../graphql/approveApplication';
import { RejectApplicationMutation } from '../graphql/rejectApplication';
import { stubDocumentFonts } from '../testing/document-fonts';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { type ApplicationReview, makeApplicationReview } from '../testing/review-data';
import { ApplicationPage } from './application-page';

const VARIABLES = { input: { applicationId: 'app-1' } };

/** Renders the review page of application app-1 with the server's answers. */
function renderApplication(mocks: MockLink.MockedResponse[]) {
  renderOpsPage(<ApplicationPage />, {
    path: '/ops/applications/:applicationId',
    url: '/ops/applications/app-1',
    mocks,
  });
}

/** ApplicationForReview answers with the application (in review unless told). */
const loads = (overrides: Partial<ApplicationReview> = {}) =>
  answersOnce(
    ApplicationForReviewQuery,
    { applicationForReview: makeApplicationReview(overrides) },
    VARIABLES,
  );

describe('ApplicationPage', () => {
  beforeAll(stubDocumentFonts);

  it('shows a loader while the application loads', async () => {
    renderApplication([neverAnswers(ApplicationForReviewQuery)]);
    expect(screen.getByLabelText('Loading the application')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading the application')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal in place of the application', async () => {
    renderApplication([
      answersWithErrors(
        ApplicationForReviewQuery,
        [serverError('No application has that id', 'NOT_FOUND')],
        VARIABLES,
      ),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe('No application has that id');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve application' })).toBeNull();
  });

  it('shows the applicant, the figures, each section, the checks and the documents', async () => {
    renderApplication([loads()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Smith' })).toBeTruthy();
    expect(document.title).toBe('Jane Smith · Stairway operators');
    expect(screen.getByText('jane@example.com · 07700 900123')).toBeTruthy();
    expect(screen.getByText('In review')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Applications in review' }).getAttribute('href')).toBe('/ops');

    const figures = screen.getByRole('heading', { name: 'Figures' }).parentElement as HTMLElement;
    expect(figures.textContent).toContain('Budget£250,000');
    expect(figures.textContent).toContain('Deposit£12,500');
    expect(figures.textContent).toContain('Submitted23 Nov 2026, 15:04');
    expect(figures.textContent).toContain('AreasLeeds, York');

    const sections = screen.getByRole('heading', { name: 'Sections' }).parentElement as HTMLElement;
    expect(
      within(sections)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Personal detailsDone', 'Bank statementsTo do']);

    const checks = screen.getByRole('heading', { name: 'Checks' }).parentElement as HTMLElement;
    expect(checks.textContent).toContain('Applicant: identity');
    expect(checks.textContent).toContain('Onfido reference: chk-0001');
    expect(within(checks).getByText('Verified')).toBeTruthy();

    const payslip = screen.getByRole('link', { name: 'October payslip' });
    expect(payslip.getAttribute('href')).toBe('https://files.example/payslip-oct.pdf?signature=abc');
    expect(payslip.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('cell', { name: 'Payslip' })).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Decision' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject application' })).toBeTruthy();
  });

  it('shows a deposit not yet given as a dash, not £0', async () => {
    renderApplication([loads({ deposit: null })]);
    const figures = (await screen.findByRole('heading', { name: 'Figures' })).parentElement as HTMLElement;
    expect(figures.textContent).toContain('Deposit–');
    expect(figures.textContent).not.toContain('Deposit£0');
  });

  it('offers no decision once the application is decided', async () => {
    renderApplication([loads({ state: 'Rejected', documents: [], checks: [] })]);
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(screen.getByText('No documents uploaded.')).toBeTruthy();
    expect(screen.getByText('No identity check or bank connection was started.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Decision' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve application' })).toBeNull();
  });

  it('approves with the note once confirmed, says so with the server’s warning, and offers no more decision', async () => {
    const user = userEvent.setup();
    const approved = vi.fn(() => ({
      data: {
        approveApplication: {
          __typename: 'ApplicationDecisionPayload',
          warning: 'A sandbox result was let through.',
          application: { __typename: 'ApplicationReview', applicationId: 'app-1', state: 'Approved' },
        },
      },
    }));
    renderApplication([
      loads(),
      {
        request: {
          query: ApproveApplicationMutation,
          variables: { input: { applicationId: 'app-1', reason: 'Payslips checked' } },
        },
        result: approved,
      },
    ]);
    await user.type(await screen.findByLabelText(/^Reason/), 'Payslips checked');
    await user.click(screen.getByRole('button', { name: 'Approve application' }));
    await screen.findByRole('dialog', { name: 'Approve Jane Smith’s application?' });
    await user.click(screen.getByRole('button', { name: 'Yes, approve' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Approved. Jane Smith has been e-mailed. A sandbox result was let through.',
    );
    expect(approved).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Approve application' })).toBeNull());
    expect(screen.getByText('Approved')).toBeTruthy();
  });

  it('shows the server’s refusal of a rejection above the reason, and keeps the decision open', async () => {
    const user = userEvent.setup();
    renderApplication([
      loads(),
      answersWithErrors(
        RejectApplicationMutation,
        [serverError('This application has already been decided', 'APPLICATION_DECIDED')],
        { input: { applicationId: 'app-1', reason: 'Income not shown' } },
      ),
    ]);
    const reason = (await screen.findByLabelText(/^Reason/)) as HTMLTextAreaElement;
    await user.type(reason, 'Income not shown');
    await user.click(screen.getByRole('button', { name: 'Reject application' }));
    await screen.findByRole('dialog', { name: 'Reject Jane Smith’s application?' });
    await user.click(screen.getByRole('button', { name: 'Yes, reject' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This application has already been decided');
    expect(screen.queryByRole('status')).toBeNull();
    expect(reason.value).toBe('Income not shown');
    expect(screen.getByText('In review')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject application' })).toBeTruthy();
  });

  it('says the application could not be loaded, not that it was not found, and Try again loads it', async () => {
    const user = userEvent.setup();
    renderApplication([failsOnTheNetwork(ApplicationForReviewQuery, VARIABLES), loads()]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The application could not be loaded');
    expect(screen.queryByText(/not found/)).toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Smith' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the application could not be loaded when the server fails for another reason than not found', async () => {
    renderApplication([
      answersWithErrors(ApplicationForReviewQuery, [serverError('Something broke')], VARIABLES),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The application could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says an approval that did not reach the server did not work, and keeps the decision open', async () => {
    const user = userEvent.setup();
    renderApplication([
      loads(),
      failsOnTheNetwork(ApproveApplicationMutation, { input: { applicationId: 'app-1', reason: null } }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve application' }));
    await screen.findByRole('dialog', { name: 'Approve Jane Smith’s application?' });
    await user.click(screen.getByRole('button', { name: 'Yes, approve' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'That did not work. Check your connection and try again.',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('In review')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve application' })).toBeTruthy();
  });
});
