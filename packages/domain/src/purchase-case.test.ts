import { describe, expect, it } from 'vitest';
import {
  allowedPurchaseCaseMoves,
  checkPurchaseCaseMove,
  getPurchaseTimeline,
  PURCHASE_CASE_STATE_LABELS,
  PURCHASE_NEXT_STEPS,
  PURCHASE_STAGES,
  type PurchaseCaseState,
} from './purchase-case';

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
    expect(PURCHASE_CASE_STATE_LABELS['fallen-through']).toBe('Fallen through');
  });

  it('moves forward one stage at a time, and falls through only before completion', () => {
    expect(allowedPurchaseCaseMoves('offer-made')).toEqual(['offer-accepted', 'fallen-through']);
    expect(allowedPurchaseCaseMoves('legal-work')).toEqual(['exchange', 'fallen-through']);
    expect(allowedPurchaseCaseMoves('exchange')).toEqual(['completion', 'fallen-through']);
    expect(allowedPurchaseCaseMoves('completion')).toEqual(['moved-in']);
    expect(allowedPurchaseCaseMoves('moved-in')).toEqual([]);
    expect(allowedPurchaseCaseMoves('fallen-through')).toEqual([]);
  });
});

describe('checking a move', () => {
  it('accepts the next stage with its date and a trimmed note', () => {
    expect(
      checkPurchaseCaseMove(
        'offer-made',
        { to: 'offer-accepted', date: '2026-11-20', note: '  Agreed at £212,500  ' },
        '2026-11-18',
      ),
    ).toEqual({
      ok: true,
      move: {
        from: 'offer-made',
        to: 'offer-accepted',
        date: '2026-11-20',
        reason: null,
        note: 'Agreed at £212,500',
      },
    });
  });

  it('refuses a skipped stage and names what is allowed', () => {
    expect(checkPurchaseCaseMove('exchange', { to: 'moved-in', date: '2026-12-01' })).toEqual({
      ok: false,
      error: 'A case at Exchange can move to Completion or Fallen through, not Moved in',
      allowed: ['completion', 'fallen-through'],
    });
    const backwards = checkPurchaseCaseMove('legal-work', { to: 'offer-made', date: '2026-12-01' });
    expect(backwards.ok).toBe(false);
    if (!backwards.ok)
      expect(backwards.error).toBe(
        'A case at Legal work can move to Exchange or Fallen through, not Offer made',
      );
  });

  it('refuses any move of a closed case', () => {
    const after = checkPurchaseCaseMove('moved-in', {
      to: 'fallen-through',
      date: '2026-12-01',
      reason: 'x',
    });
    expect(after).toEqual({
      ok: false,
      error: 'The applicant has moved in, so the case is closed: it cannot move to Fallen through',
      allowed: [],
    });
    const fallen = checkPurchaseCaseMove('fallen-through', { to: 'offer-accepted', date: '2026-12-01' });
    expect(fallen.ok).toBe(false);
    if (!fallen.ok)
      expect(fallen.error).toBe(
        'The purchase has fallen through, so the case is closed: it cannot move to Offer accepted',
      );
  });

  it('refuses falling through after completion: the home is bought', () => {
    const result = checkPurchaseCaseMove('completion', {
      to: 'fallen-through',
      date: '2026-12-01',
      reason: 'x',
    });
    expect(result).toMatchObject({ ok: false, allowed: ['moved-in'] });
  });

  it('requires a reason to fall through, and only then', () => {
    expect(
      checkPurchaseCaseMove('valuation-and-survey', {
        to: 'fallen-through',
        date: '2026-12-01',
        reason: '  ',
      }),
    ).toMatchObject({
      ok: false,
      error: 'Say why the purchase fell through: a reason is required',
    });
    expect(
      checkPurchaseCaseMove('valuation-and-survey', {
        to: 'fallen-through',
        date: '2026-12-01',
        reason: 'Down-valued by £15,000 ',
      }),
    ).toMatchObject({
      ok: true,
      move: { to: 'fallen-through', reason: 'Down-valued by £15,000', note: null },
    });
    expect(
      checkPurchaseCaseMove('valuation-and-survey', {
        to: 'legal-work',
        date: '2026-12-01',
        reason: 'Survey fine',
      }),
    ).toMatchObject({
      ok: false,
      error: 'A reason is only given when a purchase falls through: write it as a note instead',
    });
  });

  it('checks the date: a real calendar date, not before the current stage was reached', () => {
    expect(checkPurchaseCaseMove('offer-made', { to: 'offer-accepted', date: '2026-02-30' })).toMatchObject({
      ok: false,
      error: 'Give the date as a real date, YYYY-MM-DD',
    });
    expect(checkPurchaseCaseMove('offer-made', { to: 'offer-accepted', date: '01/12/2026' }).ok).toBe(false);
    expect(
      checkPurchaseCaseMove('exchange', { to: 'completion', date: '2026-11-30' }, '2026-12-01'),
    ).toMatchObject({
      ok: false,
      error: 'The date cannot be before 2026-12-01, when the case reached Exchange',
    });
    // The same day is fine: exchange and completion can happen together.
    expect(checkPurchaseCaseMove('exchange', { to: 'completion', date: '2026-12-01' }, '2026-12-01').ok).toBe(
      true,
    );
  });

  it('refuses an unknown stage and a note over 1,000 characters', () => {
    const unknown = checkPurchaseCaseMove('offer-made', {
      to: 'surveyed' as PurchaseCaseState,
      date: '2026-12-01',
    });
    expect(unknown).toMatchObject({
      ok: false,
      error: 'Unknown stage "surveyed": choose Offer accepted or Fallen through',
    });
    const long = checkPurchaseCaseMove('offer-made', {
      to: 'offer-accepted',
      date: '2026-12-01',
      note: 'a'.repeat(1001),
    });
    expect(long).toMatchObject({ ok: false, error: 'The note must be at most 1000 characters' });
  });
});

describe('what happens next', () => {
  it('says who each stage waits on', () => {
    expect(PURCHASE_NEXT_STEPS['offer-made'].waitingOn).toEqual(['seller']);
    expect(PURCHASE_NEXT_STEPS['valuation-and-survey'].waitingOn).toEqual(['surveyor']);
    expect(PURCHASE_NEXT_STEPS['legal-work'].waitingOn).toContain('solicitors');
    expect(PURCHASE_NEXT_STEPS['moved-in'].waitingOn).toEqual([]);
    expect(PURCHASE_NEXT_STEPS['fallen-through'].next).toContain('choose another home');
  });

  it('shows the timeline of a case in progress, a moved-in case and a fallen-through one', () => {
    const statuses = (rows: ReturnType<typeof getPurchaseTimeline>) => rows.map((row) => row.status);
    expect(statuses(getPurchaseTimeline('valuation-and-survey'))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(statuses(getPurchaseTimeline('moved-in'))).toEqual(Array(7).fill('done'));
    expect(statuses(getPurchaseTimeline('fallen-through', 'legal-work'))).toEqual([
      'done',
      'done',
      'done',
      'fell-through',
      'not-reached',
      'not-reached',
      'not-reached',
    ]);
    expect(getPurchaseTimeline('offer-made')[0]).toEqual({
      stage: 'offer-made',
      label: 'Offer made',
      status: 'current',
    });
  });
});
