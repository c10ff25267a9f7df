/**
 * useReviewDecision with the decision card, as the application and home review pages use them: the reason is
 * checked with the domain's approve or reject schema for the button pressed, nothing is sent until the
 * operator confirms, the outcome is shown, a server error lands under the reason or above it, and a decision that did
 * not reach the server is said so above it, with no outcome.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { approveHomeInputSchema, rejectHomeInputSchema } from '@stairway/domain/operators';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { DecisionCard } from '../components/decision-card';
import { stubDocumentFonts } from '../testing/document-fonts';
import { type ReviewDecisionOptions, useReviewDecision } from './use-review-decision';

const REASON_SCHEMAS = {
  approve: approveHomeInputSchema.pick({ reason: true }),
  reject: rejectHomeInputSchema.pick({ reason: true }),
};

/** A GraphQL error as Apollo throws it, with `extensions.field` when given. */
function graphQLError(message: string, field?: string) {
  return new CombinedGraphQLErrors({
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } }],
  });
}

function Review(props: Pick<ReviewDecisionOptions, 'approve' | 'reject'>) {
  const decision = useReviewDecision({
    subject: { subject: 'home', name: 'Jane Smith', address: '12 High Street, PO37 6BU' },
    reasonSchemas: REASON_SCHEMAS,
    ...props,
  });
  return (
    <>
      {decision.outcome && <p role="status">{decision.outcome}</p>}
      <DecisionCard subject="home" decision={decision} footnote="Either way the applicant is e-mailed." />
    </>
  );
}

function renderReview() {
  const approve = vi.fn(async (_reason: string | null) => 'Approved. Jane Smith has been e-mailed.');
  const reject = vi.fn(async (_reason: string) => 'Rejected. Jane Smith has been e-mailed.');
  renderWithMantine(<Review approve={approve} reject={reject} />);
  return { approve, reject, reason: screen.getByLabelText(/^Reason/) as HTMLTextAreaElement };
}

describe('useReviewDecision', () => {
  beforeAll(stubDocumentFonts);

  it('asks for a reason to reject, under the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { reject, reason } = renderReview();
    await user.click(screen.getByRole('button', { name: 'Reject home' }));
    expect(await screen.findByText('Give the reason for rejecting')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reject).not.toHaveBeenCalled();
  });

  it('rejects with the reason once confirmed, shows the outcome and empties the field', async () => {
    const user = userEvent.setup();
    const { reject, reason } = renderReview();
    await user.type(reason, '  Lease too short  ');
    await user.click(screen.getByRole('button', { name: 'Reject home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Jane Smith’s home?' });
    expect(dialog.textContent).toContain('the home at 12 High Street, PO37 6BU was not approved');
    expect(reject).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, reject' }));
    await waitFor(() => expect(reject).toHaveBeenCalledWith('Lease too short'));
    expect((await screen.findByRole('status')).textContent).toBe('Rejected. Jane Smith has been e-mailed.');
    await waitFor(() => expect(reason.value).toBe(''));
  });

  it('approves without a note (null), and nothing when the dialog is cancelled', async () => {
    const user = userEvent.setup();
    const { approve } = renderReview();
    await user.click(screen.getByRole('button', { name: 'Approve home' }));
    await screen.findByRole('dialog', { name: 'Approve Jane Smith’s home?' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(approve).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Approve home' }));
    await screen.findByRole('dialog', { name: 'Approve Jane Smith’s home?' });
    await user.click(screen.getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(approve).toHaveBeenCalledWith(null));
    expect((await screen.findByRole('status')).textContent).toBe('Approved. Jane Smith has been e-mailed.');
  });

  it('checks the reason against the button pressed: a refused rejection can be approved', async () => {
    const user = userEvent.setup();
    const { approve } = renderReview();
    await user.click(screen.getByRole('button', { name: 'Reject home' }));
    await screen.findByText('Give the reason for rejecting');
    await user.click(screen.getByRole('button', { name: 'Approve home' }));
    await screen.findByRole('dialog', { name: 'Approve Jane Smith’s home?' });
    expect(screen.queryByText('Give the reason for rejecting')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(approve).toHaveBeenCalledTimes(1));
  });

  it('shows a server error naming the reason under it, and any other above the field', async () => {
    const user = userEvent.setup();
    const { reject, reason } = renderReview();
    reject.mockRejectedValueOnce(graphQLError('The reason must be plain text', 'reason'));
    await user.type(reason, 'Not affordable');
    await user.click(screen.getByRole('button', { name: 'Reject home' }));
    await screen.findByRole('dialog', { name: 'Reject Jane Smith’s home?' });
    await user.click(screen.getByRole('button', { name: 'Yes, reject' }));
    expect(await screen.findByText('The reason must be plain text')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reason.value).toBe('Not affordable');
    // The first confirmation closes (a 200 ms transition) before the operator presses Reject again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    reject.mockRejectedValueOnce(graphQLError('This home has already been decided'));
    await user.click(screen.getByRole('button', { name: 'Reject home' }));
    await screen.findByRole('dialog', { name: 'Reject Jane Smith’s home?' });
    await user.click(screen.getByRole('button', { name: 'Yes, reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This home has already been decided');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a decision that did not reach the server did not work, above the field, with no outcome', async () => {
    const user = userEvent.setup();
    const { approve, reason } = renderReview();
    approve.mockRejectedValueOnce(new Error('Failed to fetch'));
    await user.type(reason, 'Survey checked');
    await user.click(screen.getByRole('button', { name: 'Approve home' }));
    await screen.findByRole('dialog', { name: 'Approve Jane Smith’s home?' });
    await user.click(screen.getByRole('button', { name: 'Yes, approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That did not work. Check your connection and try again.',
    );
    expect(approve).toHaveBeenCalledWith('Survey checked');
    expect(screen.queryByRole('status')).toBeNull();
    expect(reason.value).toBe('Survey checked');
    expect(reason.getAttribute('aria-invalid')).not.toBe('true');
  });
});
