import { describe, expect, it } from 'vitest';
import {
  allowedPurchaseCaseMoves,
  checkPurchaseCaseMove,
  formatPurchaseCaseDate,
  PURCHASE_CASE_STATE_LABELS,
  PURCHASE_STAGES,
  type PurchaseCaseState,
} from './purchase-case';
import { describeWaitingOn, getPurchaseTimeline, PURCHASE_NEXT_STEPS } from './purchase-case-progress';

describe('purchase case stages (ARCHITECTURE.md §7)', () => {
  it('lists the seven stages in the order a purchase goes, with British English labels', () => {
    expect(PURCHASE_STAGES.map((stage) => PURCHASE_CASE_STATE_LABELS[stage])).toEqual([
      'Offer made',
      'Offer accepted',
      'Valuation and survey',
      'Legal work',
      'Exchange',
      'Completion',
      'Moved in',
    ]);
    expect(PURCHASE_CASE_STATE_LABELS.FallenThrough).toBe('Fallen through');
    expect(PURCHASE_CASE_STATE_LABELS.Opened).toBe('Home approved');
  });

  it('moves forward one stage at a time, and falls through only before completion', () => {
    expect(allowedPurchaseCaseMoves('Opened')).toEqual(['OfferMade', 'FallenThrough']);
    expect(allowedPurchaseCaseMoves('OfferMade')).toEqual(['OfferAccepted', 'FallenThrough']);
    expect(allowedPurchaseCaseMoves('LegalWork')).toEqual(['Exchange', 'FallenThrough']);
    expect(allowedPurchaseCaseMoves('Exchange')).toEqual(['Completion', 'FallenThrough']);
    expect(allowedPurchaseCaseMoves('Completion')).toEqual(['MovedIn']);
    expect(allowedPurchaseCaseMoves('MovedIn')).toEqual([]);
    expect(allowedPurchaseCaseMoves('FallenThrough')).toEqual([]);
  });
});

describe('checking a move', () => {
  it('accepts the next stage with its date and a trimmed note', () => {
    expect(
      checkPurchaseCaseMove(
        'OfferMade',
        { to: 'OfferAccepted', date: '2026-11-20', note: '  Agreed at £212,500  ' },
        '2026-11-18',
      ),
    ).toEqual({
      ok: true,
      move: {
        from: 'OfferMade',
        to: 'OfferAccepted',
        date: '2026-11-20',
        reason: null,
        note: 'Agreed at £212,500',
      },
    });
  });

  it('refuses a skipped stage and names what is allowed', () => {
    expect(checkPurchaseCaseMove('Exchange', { to: 'MovedIn', date: '2026-12-01' })).toEqual({
      ok: false,
      error: 'A case at Exchange can move to Completion or Fallen through, not Moved in',
      field: 'to',
      allowed: ['Completion', 'FallenThrough'],
    });
    const backwards = checkPurchaseCaseMove('LegalWork', { to: 'OfferMade', date: '2026-12-01' });
    expect(backwards.ok).toBe(false);
    if (!backwards.ok)
      expect(backwards.error).toBe(
        'A case at Legal work can move to Exchange or Fallen through, not Offer made',
      );
  });

  it('refuses any move of a closed case', () => {
    const after = checkPurchaseCaseMove('MovedIn', {
      to: 'FallenThrough',
      date: '2026-12-01',
      reason: 'x',
    });
    expect(after).toEqual({
      ok: false,
      error: 'The applicant has moved in, so the case is closed: it cannot move to Fallen through',
      field: 'to',
      allowed: [],
    });
    const fallen = checkPurchaseCaseMove('FallenThrough', { to: 'OfferAccepted', date: '2026-12-01' });
    expect(fallen.ok).toBe(false);
    if (!fallen.ok)
      expect(fallen.error).toBe(
        'The purchase has fallen through, so the case is closed: it cannot move to Offer accepted',
      );
  });

  it('refuses falling through after completion: the home is bought', () => {
    const result = checkPurchaseCaseMove('Completion', {
      to: 'FallenThrough',
      date: '2026-12-01',
      reason: 'x',
    });
    expect(result).toMatchObject({ ok: false, allowed: ['MovedIn'] });
  });

  it('requires a reason to fall through, and only then', () => {
    expect(
      checkPurchaseCaseMove('ValuationAndSurvey', {
        to: 'FallenThrough',
        date: '2026-12-01',
        reason: '  ',
      }),
    ).toMatchObject({
      ok: false,
      error: 'Say why the purchase fell through: a reason is required',
      field: 'reason',
    });
    expect(
      checkPurchaseCaseMove('ValuationAndSurvey', {
        to: 'FallenThrough',
        date: '2026-12-01',
        reason: 'Down-valued by £15,000 ',
      }),
    ).toMatchObject({
      ok: true,
      move: { to: 'FallenThrough', reason: 'Down-valued by £15,000', note: null },
    });
    expect(
      checkPurchaseCaseMove('ValuationAndSurvey', {
        to: 'LegalWork',
        date: '2026-12-01',
        reason: 'Survey fine',
      }),
    ).toMatchObject({
      ok: false,
      error: 'A reason is only given when a purchase falls through: write it as a note instead',
    });
  });

  it('checks the date: a real calendar date, not before the current stage was reached', () => {
    expect(checkPurchaseCaseMove('OfferMade', { to: 'OfferAccepted', date: '2026-02-30' })).toMatchObject({
      ok: false,
      error: 'Give the date as a real date, YYYY-MM-DD',
      field: 'date',
    });
    expect(checkPurchaseCaseMove('OfferMade', { to: 'OfferAccepted', date: '01/12/2026' }).ok).toBe(false);
    expect(
      checkPurchaseCaseMove('Exchange', { to: 'Completion', date: '2026-11-30' }, '2026-12-01'),
    ).toMatchObject({
      ok: false,
      error: 'The date cannot be before 1 December 2026, when the case reached Exchange',
    });
    expect(
      checkPurchaseCaseMove('Exchange', { to: 'Completion', date: '2026-12-02' }, '2026-11-20', '2026-12-01'),
    ).toMatchObject({
      ok: false,
      error: 'The date cannot be after today (1 December 2026): record a stage once it has happened',
    });
    // The same day is fine: exchange and completion can happen together.
    expect(checkPurchaseCaseMove('Exchange', { to: 'Completion', date: '2026-12-01' }, '2026-12-01').ok).toBe(
      true,
    );
  });

  it('refuses an unknown stage and a note over 1,000 characters', () => {
    const unknown = checkPurchaseCaseMove('OfferMade', {
      to: 'surveyed' as PurchaseCaseState,
      date: '2026-12-01',
    });
    expect(unknown).toMatchObject({
      ok: false,
      error: 'Unknown stage "surveyed": choose Offer accepted or Fallen through',
    });
    const long = checkPurchaseCaseMove('OfferMade', {
      to: 'OfferAccepted',
      date: '2026-12-01',
      note: 'a'.repeat(1001),
    });
    expect(long).toMatchObject({ ok: false, error: 'The note must be at most 1000 characters' });
  });
});

describe('what happens next', () => {
  it('says who each stage waits on', () => {
    expect(PURCHASE_NEXT_STEPS.Opened.waitingOn).toEqual(['stairway']);
    expect(PURCHASE_NEXT_STEPS.OfferMade.waitingOn).toEqual(['seller']);
    expect(PURCHASE_NEXT_STEPS.ValuationAndSurvey.waitingOn).toEqual(['surveyor']);
    expect(PURCHASE_NEXT_STEPS.LegalWork.waitingOn).toContain('solicitors');
    expect(PURCHASE_NEXT_STEPS.MovedIn.waitingOn).toEqual([]);
    expect(PURCHASE_NEXT_STEPS.FallenThrough.next).toContain('choose another home');
  });

  it('shows the timeline of a case in progress, a moved-in case and a fallen-through one', () => {
    const statuses = (rows: ReturnType<typeof getPurchaseTimeline>) => rows.map((row) => row.status);
    expect(statuses(getPurchaseTimeline('ValuationAndSurvey'))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(statuses(getPurchaseTimeline('MovedIn'))).toEqual(Array(7).fill('done'));
    expect(statuses(getPurchaseTimeline('FallenThrough', 'LegalWork'))).toEqual([
      'done',
      'done',
      'done',
      'fell-through',
      'not-reached',
      'not-reached',
      'not-reached',
    ]);
    expect(statuses(getPurchaseTimeline('Opened'))).toEqual(Array(7).fill('upcoming'));
    expect(statuses(getPurchaseTimeline('FallenThrough', null))).toEqual(Array(7).fill('not-reached'));
    expect(getPurchaseTimeline('OfferMade')[0]).toEqual({
      stage: 'OfferMade',
      label: 'Offer made',
      status: 'current',
    });
  });
});

describe('dates and parties in words', () => {
  it('writes a case date as people read it', () => {
    expect(formatPurchaseCaseDate('2026-12-01')).toBe('1 December 2026');
    expect(formatPurchaseCaseDate('not a date')).toBe('not a date');
  });

  it('names who a stage waits on in one phrase', () => {
    expect(describeWaitingOn('OfferMade')).toBe('The seller');
    expect(describeWaitingOn('LegalWork')).toBe('The solicitors and the seller');
    expect(describeWaitingOn('OfferAccepted')).toBe('Stairway and you');
    expect(describeWaitingOn('MovedIn')).toBe('');
  });
});
