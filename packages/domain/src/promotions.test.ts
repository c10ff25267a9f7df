import { describe, expect, it } from 'vitest';
import { PROMOTION_TERMS_ROUTE, promotionTermsPath } from './promotions';

describe('promotionTermsPath (a promotion’s terms are a page of the app)', () => {
  it('is the terms route with the promotion’s id', () => {
    expect(PROMOTION_TERMS_ROUTE).toBe('/promotions/:promotionId/terms');
    expect(promotionTermsPath('free-call-with-the-team')).toBe('/promotions/free-call-with-the-team/terms');
  });

  it('keeps an id with other characters inside one path segment', () => {
    expect(promotionTermsPath('a/b c')).toBe('/promotions/a%2Fb%20c/terms');
  });
});
