/**
 * The landlord estimate service against a real database (issue 12 "Estimates"): estimateRentAndValue reads
 * the imported listings and the bundled tables; sendValuationEmail writes a real e-mail to the outbox.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { estimateRequestSchema } from '@stairway/domain/estimate-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../src/db/schema';
import { AppError } from '../../src/lib/app-error';
import { createLogger } from '../../src/lib/logger';
import { createOutboxEmailProvider } from '../../src/providers/email/email-provider';
import { estimateRentAndValue, sendValuationEmail } from '../../src/services/estimates';
import { createTestEnv, drivers, type TestEnv } from '../helpers';

const request = (input: Record<string, unknown>) => estimateRequestSchema.parse(input);

describe.each(drivers)('landlord estimates on %s', (driver) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv(driver);
    // Three 2-bedroom flats for sale in N7 (the seeded demo extract has none there).
    await env.db
      .insert(listings)
      .values(
        [400_000, 450_000, 520_000].map((price, i) => ({
          id: `test-estimate-n7-${driver}-${i}`,
          source: 'test',
          sourceId: `n7-${i}`,
          type: 'Flat' as const,
          address: 'Holloway Road, London',
          outcode: 'N7',
          askingPrice: price,
          bedrooms: 2,
          rent: 1_800,
          lat: 51.55,
          lng: -0.12,
        })),
      )
      .onConflictDoNothing();
  });
  afterAll(async () => env?.close());

  it('estimates from comparable rentals and for-sale listings where the district has them (N7)', async () => {
    const estimate = await estimateRentAndValue(
      env.db,
      request({ postcode: 'N7 6PA', propertyType: 'Flat', bedrooms: 2, bathrooms: 1 }),
    );
    expect(estimate.localAuthority).toBe('Islington');
    expect(estimate.value).toMatchObject({ value: 450_000, low: 425_000, high: 485_000, comparables: 3 });
    expect(estimate.estimatedValue).toBe(450_000);
    expect(estimate.rent.basis).toBe('comparables-and-local-authority');
    expect(estimate.rent.matchedOn).toBe('2 bedrooms, 1 bathroom, flats');
    expect(estimate.rent.comparables).toBeGreaterThanOrEqual(10);
    expect(estimate.estimatedRent).toBe(estimate.rent.value);
    expect(estimate.rent.low).toBeLessThanOrEqual(estimate.estimatedRent);
    expect(estimate.rent.high).toBeGreaterThanOrEqual(estimate.estimatedRent);
    expect(estimate.estimatedRent).toBeGreaterThan(1_800);
    expect(estimate.estimatedRent).toBeLessThan(3_000);
    expect(estimate.rentExplanation).toContain('homes to let in N7');
  });

  it('uses the local-authority tables where there are no comparables (Isle of Wight, PO30)', async () => {
    const estimate = await estimateRentAndValue(
      env.db,
      request({ postcode: 'PO30 1AB', propertyType: 'Terraced', bedrooms: 2, bathrooms: 1 }),
    );
    // 2019 median £655 × 1.293 (the island's own private rent index) = £846.9.
    expect(estimate).toMatchObject({
      localAuthority: 'Isle of Wight',
      estimatedRent: 847,
      rent: { low: 782, high: 909, comparables: 0, basis: 'local-authority' },
      value: { basis: 'local-authority', comparables: 0 },
    });
    expect(estimate.estimatedValue).toBeGreaterThan(150_000);
    expect(estimate.estimatedValue).toBeLessThan(300_000);
  });

  it('refuses a district it has no data for, naming the postcode', async () => {
    const failure = await estimateRentAndValue(
      env.db,
      request({ postcode: 'GY1 1AA', propertyType: 'Flat', bedrooms: 1, bathrooms: 1 }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'BAD_USER_INPUT', field: 'postcode' });
  });

  it('e-mails the estimate, its range and how it was made to the landlord', async () => {
    const estimate = await estimateRentAndValue(
      env.db,
      request({ postcode: 'PO30 1AB', propertyType: 'Terraced', bedrooms: 2, bathrooms: 1 }),
    );
    await sendValuationEmail(env, {
      to: 'landlord@example.com',
      firstName: 'Priya',
      address: '1 High Street, Newport PO30 1AB',
      estimate,
    });
    const mail = env.emails.at(-1);
    expect(mail).toMatchObject({
      to: 'landlord@example.com',
      subject: 'Your rent and value estimate for 1 High Street, Newport PO30 1AB',
    });
    expect(mail?.text).toContain('£847 a month');
    expect(mail?.text).toContain('Likely range: £782 to £909 a month');
    expect(mail?.text).toContain('Isle of Wight (ONS and Valuation Office Agency, 2019)');
    expect(mail?.html).toContain('£847');
  });
});

describe('valuation e-mail in the outbox', () => {
  it('writes a real .eml with the estimate', async () => {
    const env = await createTestEnv('pglite');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-valuation-'));
    try {
      const estimate = await estimateRentAndValue(
        env.db,
        request({ postcode: 'PO30', propertyType: 'Detached', bedrooms: 3, bathrooms: 2 }),
      );
      const outbox = createOutboxEmailProvider(
        dir,
        'Stairway <hello@stairway.example>',
        createLogger('silent'),
      );
      const file = await sendValuationEmail(
        { email: outbox },
        { to: 'landlord@example.com', firstName: 'Priya', address: 'PO30', estimate },
      );
      const eml = fs.readFileSync(file, 'utf8');
      expect(path.dirname(file)).toBe(dir);
      expect(eml).toContain('To: landlord@example.com');
      expect(eml).toContain('Subject: Your rent and value estimate for PO30');
      expect(eml).toContain('text/html');
    } finally {
      await env.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
