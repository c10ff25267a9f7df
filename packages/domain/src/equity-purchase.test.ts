import { describe, expect, it } from 'vitest';
import {
  buyOutQuote,
  type EquityPurchaseContext,
  equityPurchaseLimits,
  previewEquityPurchase,
} from './equity-purchase';

const context: EquityPurchaseContext = {
  valuePounds: 201_900,
  equityOwnedPence: 433_334,
  boughtInLastYearPence: 0,
  arrearsPence: 0,
  movedIn: true,
};

describe('buying more (decision 073 worked example)', () => {
  it('allows £50 up to 5% of the value a year', () => {
    expect(equityPurchaseLimits(context)).toEqual({ allowed: true, minPence: 5_000, maxPence: 1_009_500 });
  });
  it('shows the share before and after', () => {
    expect(previewEquityPurchase(context, 100_000)).toEqual({
      amountPence: 100_000,
      valuePounds: 201_900,
      shareBeforePercent: 2.15,
      shareAfterPercent: 2.64,
      equityAfterPence: 533_334,
    });
  });
  it('counts what was bought in the last 12 months', () => {
    expect(equityPurchaseLimits({ ...context, boughtInLastYearPence: 1_000_000 })).toEqual({
      allowed: true,
      minPence: 5_000,
      maxPence: 9_500,
    });
    expect(equityPurchaseLimits({ ...context, boughtInLastYearPence: 1_005_000 })).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('last 12 months'),
    });
  });
  it('stops at 40% of the value', () => {
    // 40% of £201,900 is £80,760: £160 is left below it, and then nothing (less than £50).
    expect(equityPurchaseLimits({ ...context, equityOwnedPence: 8_060_000 })).toEqual({
      allowed: true,
      minPence: 5_000,
      maxPence: 16_000,
    });
    expect(equityPurchaseLimits({ ...context, equityOwnedPence: 8_073_000 })).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('40%'),
    });
  });
  it('refuses before the move-in and while arrears are owed', () => {
    expect(equityPurchaseLimits({ ...context, movedIn: false })).toMatchObject({ allowed: false });
    expect(equityPurchaseLimits({ ...context, arrearsPence: 91_700 })).toEqual({
      allowed: false,
      reason: 'You owe £917 in missed payments: those come first.',
    });
  });
  it('names the amount and the range when it is outside the limits', () => {
    expect(() => previewEquityPurchase(context, 4_999)).toThrow(
      'The amount must be between £50 and £10,095, in pence, got 4999',
    );
    expect(() => previewEquityPurchase(context, 100.5)).toThrow(RangeError);
  });
});

describe('buyOutQuote', () => {
  it('is the latest value less the equity held, for 90 days', () => {
    expect(buyOutQuote(201_900, false, 433_334, 0, '2026-12-01')).toEqual({
      pricePounds: 201_900,
      equityHeldPence: 433_334,
      arrearsPence: 0,
      toPayPence: 19_756_666,
      validUntil: '2027-03-01',
      priceFromSurveyor: false,
    });
  });
  it('adds arrears and refuses a bad value', () => {
    expect(buyOutQuote(200_000, true, 0, 91_700, '2026-12-01').toPayPence).toBe(20_091_700);
    expect(() => buyOutQuote(0, false, 0, 0, '2026-12-01')).toThrow(/above £0/);
  });
});
