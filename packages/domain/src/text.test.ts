import { describe, expect, it } from 'vitest';
import { listInWords } from './text';

describe('listInWords', () => {
  it('lists items with "and" before the last, as en-GB Intl.ListFormat does', () => {
    const intl = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });
    for (const items of [
      [],
      ['SO16'],
      ['SO16', 'LS6'],
      ['SO16', 'LS6', 'M1'],
      ['W2', 'E16', 'CR0', 'SW11'],
    ]) {
      expect(listInWords(items)).toBe(intl.format(items));
    }
    expect(listInWords(['SO16', 'LS6', 'M1'])).toBe('SO16, LS6 and M1');
  });
});
