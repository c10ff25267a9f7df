import { describe, expect, it } from 'vitest';
import { SCRUB_MAX_DEPTH, scrubDeep } from './scrub';

const options = {
  scrubText: (text: string) => text.replace(/\S+@\S+/g, '[redacted]'),
  secretKeys: new Set(['password', 'authorization']),
  redacted: '[redacted]',
};

describe('scrubDeep', () => {
  it('scrubs strings at every depth and replaces secret keys whatever their case and value', () => {
    const data = {
      note: 'for ann@example.com',
      list: ['bob@example.com', 3, null],
      nested: { Authorization: 'Bearer abc', deeper: { password: { any: 'thing' }, kept: 42 } },
    };
    expect(scrubDeep(data, options)).toBe(data);
    expect(data).toEqual({
      note: 'for [redacted]',
      list: ['[redacted]', 3, null],
      nested: { Authorization: '[redacted]', deeper: { password: '[redacted]', kept: 42 } },
    });
    expect(scrubDeep('mail me at c@example.com', options)).toBe('mail me at [redacted]');
  });

  it(`stops ${SCRUB_MAX_DEPTH} levels down`, () => {
    let deep: Record<string, unknown> = { leaf: 'd@example.com' };
    for (let i = 0; i <= SCRUB_MAX_DEPTH; i += 1) deep = { next: deep };
    scrubDeep(deep, options);
    expect(JSON.stringify(deep)).toContain('d@example.com');
  });
});
