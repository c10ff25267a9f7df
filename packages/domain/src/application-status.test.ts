import { describe, expect, it } from 'vitest';
import { getApplicationState, reviewDecisionRefusal } from './application-status';

describe('application state (spec §4)', () => {
  it('reads rejected, then approved, then submitted', () => {
    expect(getApplicationState({ submitted: false, approved: false, rejected: false })).toBe('not-submitted');
    expect(getApplicationState({ submitted: true, approved: false, rejected: false })).toBe('in-review');
    expect(getApplicationState({ submitted: true, approved: true, rejected: false })).toBe('approved');
    expect(getApplicationState({ submitted: true, approved: false, rejected: true })).toBe('rejected');
    expect(getApplicationState({ submitted: true, approved: true, rejected: true })).toBe('rejected');
  });

  it('lets the team decide only on an application in review', () => {
    expect(reviewDecisionRefusal('in-review')).toBeNull();
    expect(reviewDecisionRefusal('not-submitted')).toBe('The application has not been submitted yet');
    expect(reviewDecisionRefusal('approved')).toBe('The application has already been approved');
    expect(reviewDecisionRefusal('rejected')).toBe('The application has already been rejected');
  });
});
