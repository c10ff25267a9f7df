/** The outbox e-mail provider writes a real .eml file and logs the links. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger';
import { createOutboxEmailProvider } from '../../src/providers/email/email-provider';

describe('outbox e-mail provider', () => {
  it('writes each message as an .eml file with both parts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-outbox-'));
    const provider = createOutboxEmailProvider(
      dir,
      'Stairway <hello@stairway.example>',
      createLogger('silent'),
    );
    const file = await provider.send({
      to: 'amelia@example.com',
      subject: 'Confirm your e-mail address',
      html: '<p>Hello <a href="http://localhost/verify-email?token=abc">confirm</a></p>',
      text: 'Hello http://localhost/verify-email?token=abc',
      links: ['http://localhost/verify-email?token=abc'],
    });
    const eml = fs.readFileSync(file, 'utf8');
    expect(path.dirname(file)).toBe(dir);
    expect(eml).toContain('To: amelia@example.com');
    expect(eml).toContain('Subject: Confirm your e-mail address');
    expect(eml).toContain('text/plain');
    expect(eml).toContain('text/html');
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
