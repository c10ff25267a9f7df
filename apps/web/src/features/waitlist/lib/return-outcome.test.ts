import { describe, expect, it } from 'vitest';
import { describeReturn } from './return-outcome';

describe('describeReturn', () => {
  it('says what happened at the checkout, and nothing once paid', () => {
    expect(describeReturn('Paid')).toBeNull();
    expect(describeReturn('Failed')).toMatchObject({ tone: 'error', title: 'Your payment was declined' });
    expect(describeReturn('Left')).toMatchObject({ title: 'You left the checkout' });
    expect(describeReturn('Cancelled')).toEqual(describeReturn('Left'));
    expect(describeReturn('Pending')?.text).toMatch(/don’t need to pay again/);
    expect(describeReturn('Expired')?.tone).toBe('warning');
  });
});
