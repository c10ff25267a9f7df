/** onFirstUse (lib/first-use.ts): made once, when first asked for, and tried again after a failure. */
import { describe, expect, it } from 'vitest';
import { onFirstUse } from '../../src/lib/first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes the thing once for every caller', async () => {
    let made = 0;
    const get = onFirstUse(async () => {
      made += 1;
      return { id: made };
    });
    expect(made).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(made).toBe(1);
  });

  it('passes a failure on, and makes it again on the next call', async () => {
    let attempts = 0;
    const get = onFirstUse(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('not reachable yet');
      return 'ready';
    });
    await expect(get()).rejects.toThrow('not reachable yet');
    await expect(get()).resolves.toBe('ready');
    await expect(get()).resolves.toBe('ready');
    expect(attempts).toBe(2);
  });
});
