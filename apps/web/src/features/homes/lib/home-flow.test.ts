/**
 * Which draft a flow page of a home found elsewhere edits (two drafts edited in parallel, each at its own URL with
 * `?home=ID`), and the URLs that carry the draft's id.
 */
import { describe, expect, it } from 'vitest';
import { findDraft, HOME_FLOWS, withHome } from './home-flow';

/** Newest first, as getUserHomeSubmissions returns them. */
const SUBMISSIONS = [
  { id: 'newer-draft', submitted: false, fromListing: false },
  { id: 'listing', submitted: false, fromListing: true },
  { id: 'older-draft', submitted: false, fromListing: false },
  { id: 'sent', submitted: true, fromListing: false },
];

describe('findDraft', () => {
  it('opens the draft the URL names, even when a newer draft exists', () => {
    expect(findDraft(SUBMISSIONS, 'older-draft')?.id).toBe('older-draft');
    expect(findDraft(SUBMISSIONS, 'newer-draft')?.id).toBe('newer-draft');
  });

  it('never falls back to another draft for an id that is not the applicant’s', () => {
    expect(findDraft(SUBMISSIONS, 'someone-elses')).toBeNull();
  });

  it('without an id, carries on with the newest home found elsewhere not yet submitted', () => {
    expect(findDraft(SUBMISSIONS, null)?.id).toBe('newer-draft');
    expect(findDraft(SUBMISSIONS.slice(1, 2), null)).toBeNull();
    expect(findDraft([], null)).toBeNull();
  });
});

describe('withHome', () => {
  it('puts the draft’s id in the query string of every page of both flows', () => {
    for (const flow of Object.values(HOME_FLOWS)) {
      for (const path of [flow.basicInfo, flow.additionalInfo, flow.images].filter((p) => p !== null)) {
        expect(withHome(path, 'a b')).toBe(`${path}?home=a%20b`);
        expect(withHome(path, null)).toBe(path);
      }
    }
  });
});
