import { describe, expect, it } from 'vitest';
import { PROMOTION_TERMS_ROUTE, promotionTermsPath, setPromotionActiveInputSchema } from './promotions';

describe('promotionTermsPath (a promotion’s terms are a page of the app)', () => {
  it('is the terms route with the promotion’s id', () => {
    expect(PROMOTION_TERMS_ROUTE).toBe('/promotions/:promotionId/terms');
    expect(promotionTermsPath('free-call-with-the-team')).toBe('/promotions/free-call-with-the-team/terms');
  });

  it('keeps an id with other characters inside one path segment', () => {
    expect(promotionTermsPath('a/b c')).toBe('/promotions/a%2Fb%20c/terms');
  });
});

describe('setPromotionActiveInputSchema', () => {
  it('refuses a NUL byte in the promotion id, naming promoId (the database would fail on it)', () => {
    const result = setPromotionActiveInputSchema.safeParse({ promoId: 'free-call\u0000', active: true });
    expect(result.error?.issues[0]?.path).toEqual(['promoId']);
    expect(setPromotionActiveInputSchema.parse({ promoId: ' free-call ', active: false })).toEqual({
      promoId: 'free-call',
      active: false,
    });
  });
});
