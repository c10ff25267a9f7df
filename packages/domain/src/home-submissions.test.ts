import { describe, expect, it } from 'vitest';
import {
  bedroomOptionOf,
  createHomeSubmissionWithListingInputSchema,
  getApplicantHomeStatus,
  getApprovalRisks,
  getHomeBanner,
  getHomeSubmissionFlags,
  getHomeSubmissionRefusal,
  getHomeSubmissionStatus,
  getMissingHomeDetails,
  HOME_SUBMISSION_REFUSAL_MESSAGES,
  HOME_SUBMISSION_STATUS_LABELS,
  homeBasicInfoFormSchema,
  homeSubmissionDetailsSchema,
  MIN_LEASE_YEARS,
} from './home-submissions';

const draft = { submitted: false, approved: false, rejected: false };
const inReview = { submitted: true, approved: false, rejected: false };
const approved = { submitted: true, approved: true, rejected: false };
const rejected = { submitted: true, approved: false, rejected: true };

describe('getHomeSubmissionFlags', () => {
  it('is all false without submissions', () => {
    expect(getHomeSubmissionFlags([])).toEqual({
      hasHomeSubmitted: false,
      hasHomeApproved: false,
      hasHomeRejected: false,
      hasHomeInReview: false,
    });
  });

  it('does not count a draft as submitted', () => {
    expect(getHomeSubmissionFlags([draft]).hasHomeSubmitted).toBe(false);
  });

  it('says a submitted home is in review until it is decided', () => {
    expect(getHomeSubmissionFlags([inReview])).toEqual({
      hasHomeSubmitted: true,
      hasHomeApproved: false,
      hasHomeRejected: false,
      hasHomeInReview: true,
    });
    expect(getHomeSubmissionFlags([rejected, approved])).toEqual({
      hasHomeSubmitted: true,
      hasHomeApproved: true,
      hasHomeRejected: true,
      hasHomeInReview: false,
    });
  });

  it('no longer counts an approved home whose purchase fell through, so another can be submitted', () => {
    const fallen = { ...approved, fallenThrough: true };
    expect(getHomeSubmissionFlags([fallen])).toMatchObject({
      hasHomeSubmitted: true,
      hasHomeApproved: false,
    });
    expect(getHomeSubmissionFlags([fallen, approved]).hasHomeApproved).toBe(true);
  });
});

describe('home submission status (spec §4)', () => {
  it('derives Rejected, then Approved, then Under review, then Open', () => {
    expect(getHomeSubmissionStatus({ submitted: true, approved: true, rejected: true })).toBe('Rejected');
    expect(getHomeSubmissionStatus(approved)).toBe('Approved');
    expect(getHomeSubmissionStatus(inReview)).toBe('UnderReview');
    expect(getHomeSubmissionStatus(draft)).toBe('Open');
    expect(HOME_SUBMISSION_STATUS_LABELS[getHomeSubmissionStatus(inReview)]).toBe('Under review');
  });

  it('shows a listing-based submission as Waitlisted, Rejected or Under review', () => {
    expect(getApplicantHomeStatus({ ...approved, fromListing: true })).toBe('Waitlisted');
    expect(getApplicantHomeStatus({ ...rejected, fromListing: true })).toBe('Rejected');
    expect(getApplicantHomeStatus({ ...inReview, fromListing: true })).toBe('UnderReview');
    expect(getApplicantHomeStatus({ ...draft, fromListing: true })).toBe('UnderReview');
    expect(getApplicantHomeStatus({ ...approved, fromListing: false })).toBe('Approved');
    expect(getApplicantHomeStatus({ ...draft, fromListing: false })).toBe('Open');
  });
});

describe('getHomeSubmissionRefusal (spec §5)', () => {
  const open = {
    submitHomeEnabled: true,
    applicationSubmitted: true,
    applicationRejected: false,
    submissions: [draft, rejected],
  };
  it('allows a submission when the application is in and nothing is in review or approved', () => {
    expect(getHomeSubmissionRefusal(open)).toBeNull();
  });
  it('refuses while one is under review, with the spec’s message', () => {
    const refusal = getHomeSubmissionRefusal({ ...open, submissions: [inReview] });
    expect(refusal).toBe('HomeInReview');
    expect(HOME_SUBMISSION_REFUSAL_MESSAGES.HomeInReview).toBe(
      'Bear with us, there is already a submission under review, and we are on it!',
    );
  });
  it('refuses once one is approved, before checking reviews', () => {
    expect(getHomeSubmissionRefusal({ ...open, submissions: [inReview, approved] })).toBe('HomeApproved');
    expect(HOME_SUBMISSION_REFUSAL_MESSAGES.HomeApproved).toBe('You already have a home approved!');
  });
  it('needs the application submitted first', () => {
    expect(getHomeSubmissionRefusal({ ...open, applicationSubmitted: false })).toBe(
      'ApplicationNotSubmitted',
    );
  });
  it('refuses for a rejected application and while paused', () => {
    expect(getHomeSubmissionRefusal({ ...open, applicationRejected: true })).toBe('ApplicationRejected');
    expect(getHomeSubmissionRefusal({ ...open, submitHomeEnabled: false })).toBe('Paused');
  });
});

describe('getHomeBanner (spec §4 banners)', () => {
  it('prefers approved, then under review, then rejected', () => {
    expect(getHomeBanner(getHomeSubmissionFlags([]))).toBeNull();
    expect(getHomeBanner(getHomeSubmissionFlags([draft]))).toBeNull();
    expect(getHomeBanner(getHomeSubmissionFlags([rejected]))).toBe('Rejected');
    expect(getHomeBanner(getHomeSubmissionFlags([rejected, inReview]))).toBe('UnderReview');
    expect(getHomeBanner(getHomeSubmissionFlags([inReview, approved]))).toBe('Approved');
  });
});

describe('getApprovalRisks', () => {
  it('flags a leasehold with fewer than 85 years left, not one with 85', () => {
    expect(MIN_LEASE_YEARS).toBe(85);
    expect(getApprovalRisks({ ownership: 'Leasehold', yearsLeftOnLease: 84 })).toEqual(['ShortLease']);
    expect(getApprovalRisks({ ownership: 'Leasehold', yearsLeftOnLease: 85 })).toEqual([]);
    expect(getApprovalRisks({ ownership: 'Freehold', yearsLeftOnLease: 10 })).toEqual([]);
  });
  it('flags an EPC rating of E or lower, not D or unknown', () => {
    expect(getApprovalRisks({ EPCRating: 'E' })).toEqual(['LowEpc']);
    expect(getApprovalRisks({ EPCRating: 'D' })).toEqual([]);
    expect(getApprovalRisks({ EPCRating: 'IDontKnow' })).toEqual([]);
    expect(getApprovalRisks({ ownership: 'Leasehold', yearsLeftOnLease: 60, EPCRating: 'E' })).toEqual([
      'ShortLease',
      'LowEpc',
    ]);
  });
});

describe('homeSubmissionDetailsSchema', () => {
  it('accepts the selectable answers and tidies them', () => {
    const parsed = homeSubmissionDetailsSchema.parse({
      type: 'Flat',
      bedrooms: 0,
      ownership: 'Leasehold',
      yearsLeftOnLease: 120,
      EPCRating: 'C',
      addressLine1: ' 1 High Street ',
      postcode: 'po376bu',
      askingPrice: 180000,
      link: '',
    });
    expect(parsed).toMatchObject({ addressLine1: '1 High Street', postcode: 'PO37 6BU', link: null });
  });
  it('refuses what may not be chosen: I don’t know ownership, EPC F, 5 bedrooms, a bad postcode', () => {
    expect(homeSubmissionDetailsSchema.safeParse({ ownership: 'IDontKnow' }).success).toBe(false);
    expect(homeSubmissionDetailsSchema.safeParse({ EPCRating: 'F' }).success).toBe(false);
    expect(homeSubmissionDetailsSchema.safeParse({ bedrooms: 5 }).success).toBe(false);
    expect(homeSubmissionDetailsSchema.safeParse({ postcode: 'nope' }).success).toBe(false);
    expect(homeSubmissionDetailsSchema.safeParse({ EPCRating: 'IDontKnow' }).success).toBe(true);
  });
  it('lists what is missing before submitting', () => {
    expect(getMissingHomeDetails({}).map((m) => m.field)).toEqual([
      'type',
      'bedrooms',
      'ownership',
      'EPCRating',
      'addressLine1',
      'postcode',
      'askingPrice',
    ]);
    expect(
      getMissingHomeDetails({
        type: 'Other',
        bedrooms: 0,
        ownership: 'Leasehold',
        EPCRating: 'A',
        addressLine1: 'x',
        postcode: 'PO37 6BU',
        askingPrice: 1,
      }).map((m) => m.field),
    ).toEqual(['otherType', 'yearsLeftOnLease']);
  });
});

describe('homeBasicInfoFormSchema (the basic-information page)', () => {
  const complete = {
    type: 'Flat',
    bedrooms: 'Studio',
    ownership: 'Leasehold',
    yearsLeftOnLease: 90,
    EPCRating: 'C',
    addressLine1: '1 High Street',
    postcode: 'po37 6bu',
    askingPrice: 180000,
  } as const;

  it('takes a complete home and gives the studio as 0 bedrooms and the postcode normalised', () => {
    const parsed = homeBasicInfoFormSchema.parse(complete);
    expect(parsed.bedrooms).toBe(0);
    expect(parsed.postcode).toBe('PO37 6BU');
  });

  it('names every answer that submitting needs', () => {
    const result = homeBasicInfoFormSchema.safeParse({});
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual([
      'type',
      'bedrooms',
      'ownership',
      'EPCRating',
      'addressLine1',
      'postcode',
      'askingPrice',
    ]);
  });

  it('asks for the years left on a leasehold and what an Other home is', () => {
    const result = homeBasicInfoFormSchema.safeParse({ ...complete, type: 'Other', yearsLeftOnLease: null });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['otherType', 'Say what type of home it is'],
      ['yearsLeftOnLease', 'Enter the years left on the lease'],
    ]);
  });

  it('refuses I don’t know as ownership and F as an EPC rating (spec §3: not selectable)', () => {
    expect(homeBasicInfoFormSchema.safeParse({ ...complete, ownership: 'IDontKnow' }).success).toBe(false);
    expect(homeBasicInfoFormSchema.safeParse({ ...complete, EPCRating: 'F' }).success).toBe(false);
    expect(homeBasicInfoFormSchema.safeParse({ ...complete, EPCRating: 'IDontKnow' }).success).toBe(true);
  });
});

describe('bedroomOptionOf', () => {
  it('shows 0 as Studio and 1 to 4 as themselves', () => {
    expect(bedroomOptionOf(0)).toBe('Studio');
    expect(bedroomOptionOf(3)).toBe('3');
    expect(bedroomOptionOf(null)).toBeUndefined();
    expect(bedroomOptionOf(7)).toBeUndefined();
  });
});

describe('createHomeSubmissionWithListingInputSchema', () => {
  it('reads a listing id, trimmed', () => {
    expect(createHomeSubmissionWithListingInputSchema.parse({ listingId: ' rightmove-1234 ' })).toEqual({
      listingId: 'rightmove-1234',
    });
  });

  it('refuses a NUL byte or another control character in the listing id, naming listingId', () => {
    for (const listingId of ['\u0000', 'abc\u0000', 'a\u202Eb']) {
      const result = createHomeSubmissionWithListingInputSchema.safeParse({ listingId });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['listingId']);
    }
  });
});
