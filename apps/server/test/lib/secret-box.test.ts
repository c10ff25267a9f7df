/**
 * lib/secret-box.ts (decision 054): an access token encrypted with AES-256-GCM comes back as it was, and a
 * changed box or another key is refused rather than opened.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from '../../src/lib/secret-box';

const key = randomBytes(32).toString('base64');
const token = 'access-sandbox-de3ce8ef-33f8-452c-a685-8671031fc0f6';

describe('secret box', () => {
  it('round-trips a secret, with a new IV each time', () => {
    const a = encryptSecret(token, key);
    const b = encryptSecret(token, key);
    expect(a).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(token);
    expect(decryptSecret(a, key)).toBe(token);
    expect(decryptSecret(b, key)).toBe(token);
    expect(decryptSecret(encryptSecret('£ ünïcode', key), key)).toBe('£ ünïcode');
  });

  it('refuses a changed ciphertext, IV or tag', () => {
    const boxed = encryptSecret(token, key);
    const [v, iv, tag, data] = boxed.split(':') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString('base64');
    };
    expect(() => decryptSecret([v, iv, tag, flip(data)].join(':'), key)).toThrow(/could not be opened/);
    expect(() => decryptSecret([v, flip(iv), tag, data].join(':'), key)).toThrow(/could not be opened/);
    expect(() => decryptSecret([v, iv, flip(tag), data].join(':'), key)).toThrow(/could not be opened/);
    expect(() => decryptSecret(['v2', iv, tag, data].join(':'), key)).toThrow(/Not a v1/);
    expect(() => decryptSecret('plain text', key)).toThrow(/Not a v1/);
  });

  it('refuses another key, and a key that is not 32 bytes', () => {
    const boxed = encryptSecret(token, key);
    expect(() => decryptSecret(boxed, randomBytes(32).toString('base64'))).toThrow(/could not be opened/);
    expect(() => encryptSecret(token, randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
