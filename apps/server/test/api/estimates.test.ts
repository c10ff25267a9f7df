/**
 * The landlord estimate through real GraphQL requests: getEstimatedLandlordRent answers from the one
 * calibrated estimator (bundled comparables and the local authorities' figures, an 80% interval), respects
 * the type and size of the home, names the right authority, and sendValuationEmail writes the same range
 * wording to a real e-mail and to the outbox.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { estimateRequestSchema } from '@stairway/domain/estimate-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger';
import { createOutboxEmailProvider } from '../../src/providers/email/email-provider';
import { estimateRentAndValue, sendValuationEmail } from '../../src/services/estimates';
import { createTestEnv, drivers, errorOf, landlordToken, outboxOver, type TestEnv } from '../helpers';

const ESTIMATE = `query ($input: GetEstimatedLandlordRentInput!) { getEstimatedLandlordRent(input: $input) {
  estimatedRent estimatedValue rentLow rentHigh rentRangeLevel valueLow valueHigh rentComparables
  rentComparablesRadiusKm valueComparables valueComparablesRadiusKm rentBasis valueBasis outcode localAuthority } }`;
const VALUATION = `mutation ($input: SendValuationEmailInput!) { sendValuationEmail(input: $input) {
  email estimate { estimatedRent rentLow rentHigh } } }`;

type Estimate = {
  estimatedRent: number;
  estimatedValue: number;
  rentLow: number;
  rentHigh: number;
  rentRangeLevel: number | null;
  valueLow: number;
  valueHigh: number;
  rentComparables: number;
  rentComparablesRadiusKm: number | null;
  valueComparables: number;
  valueComparablesRadiusKm: number | null;
  rentBasis: string;
  valueBasis: string;
  outcode: string;
  localAuthority: string | null;
};

/** Every figure lies in its own 80% interval, and the rent's interval is labelled 8 in 10. */
function expectRangesHoldEstimates(e: Estimate) {
  expect(e.rentLow).toBeLessThanOrEqual(e.estimatedRent);
  expect(e.rentHigh).toBeGreaterThanOrEqual(e.estimatedRent);
  expect(e.rentLow).toBeLessThan(e.rentHigh);
  expect(e.rentRangeLevel).toBe(0.8);
  expect(e.rentBasis).toMatch(/^8 in 10 similar homes let for between £[\d,]+ and £[\d,]+ a month\./);
  if (e.estimatedValue > 0) {
    expect(e.valueLow).toBeLessThanOrEqual(e.estimatedValue);
    expect(e.valueHigh).toBeGreaterThanOrEqual(e.estimatedValue);
    expect(e.valueBasis).toMatch(/^8 in 10 similar homes are priced between £[\d,]+ and £[\d,]+\./);
  }
}

describe.each(drivers)('landlord estimates on %s', (driver) => {
  let env: TestEnv;
  let token: string;
  beforeAll(async () => {
    env = await createTestEnv(driver);
    token = await landlordToken(env);
  });
  afterAll(async () => env?.close());

  async function estimate(input: Record<string, unknown>): Promise<Estimate> {
    const result = await env.gql<{ getEstimatedLandlordRent: Estimate }>(ESTIMATE, { input }, token);
    expect(result.errors).toBeUndefined();
    const answer = result.data?.getEstimatedLandlordRent;
    if (!answer) throw new Error('no estimate');
    return answer;
  }

  it('tells a flat from a detached house of the same bedrooms in the same district (PO37)', async () => {
    const flat = await estimate({ postcode: 'PO37 6BU', propertyType: 'Flat', bedrooms: 2, bathrooms: 1 });
    const house = await estimate({
      postcode: 'PO37 6BU',
      propertyType: 'Detached',
      bedrooms: 2,
      bathrooms: 1,
    });
    expectRangesHoldEstimates(flat);
    expectRangesHoldEstimates(house);
    expect(flat).toMatchObject({ outcode: 'PO37', localAuthority: 'Isle of Wight' });
    expect(house.estimatedRent).not.toBe(flat.estimatedRent);
    expect(house.estimatedValue).not.toBe(flat.estimatedValue);
    expect(house.estimatedValue).toBeGreaterThan(flat.estimatedValue);
    expect(flat.estimatedRent).toBeGreaterThan(400);
    expect(flat.estimatedRent).toBeLessThan(2_000);
  });

  it('values a 6-bedroom house above a 4-bedroom one in the same district', async () => {
    const four = await estimate({ postcode: 'PO37', propertyType: 'Detached', bedrooms: 4, bathrooms: 2 });
    const six = await estimate({ postcode: 'PO37', propertyType: 'Detached', bedrooms: 6, bathrooms: 2 });
    expectRangesHoldEstimates(four);
    expectRangesHoldEstimates(six);
    expect(six.estimatedValue).toBeGreaterThan(four.estimatedValue);
    expect(six.estimatedRent).toBeGreaterThan(four.estimatedRent);
  });

  it('prices E15 with Newham’s figures and says how many comparables and how far', async () => {
    const e15 = await estimate({ postcode: 'E15 1AA', propertyType: 'Flat', bedrooms: 2, bathrooms: 1 });
    expectRangesHoldEstimates(e15);
    expect(e15.localAuthority).toBe('Newham');
    expect(e15.rentBasis).toContain('Newham');
    expect(e15.rentBasis).not.toContain('Stratford-on-Avon');
    expect(e15.rentComparables).toBeGreaterThan(0);
    expect(e15.rentComparablesRadiusKm).not.toBeNull();
    expect(e15.rentBasis).toContain(`${e15.rentComparables} homes to let`);
    expect(e15.estimatedRent).toBeGreaterThan(1_200);
    expect(e15.estimatedRent).toBeLessThan(3_500);
  });

  it('refuses a district it has no data for, naming the postcode, and bad input naming the field', async () => {
    // GY9 (Alderney and Sark): no local authority in the tables and no home sold or let within reach.
    const far = await env.gql(
      ESTIMATE,
      { input: { postcode: 'GY9 3AA', propertyType: 'Flat', bedrooms: 1, bathrooms: 1 } },
      token,
    );
    expect(errorOf(far)).toEqual({ code: 'BAD_USER_INPUT', field: 'postcode' });
    expect(far.errors?.[0]?.message).toContain('GY9');
    const tooMany = await env.gql(
      ESTIMATE,
      { input: { postcode: 'PO37', propertyType: 'Flat', bedrooms: 11, bathrooms: 1 } },
      token,
    );
    expect(errorOf(tooMany)).toEqual({ code: 'BAD_USER_INPUT', field: 'bedrooms' });
  });

  it('makes a rough rent from the value and the regional yield where there is no rent data (GY1), and says so', async () => {
    const guernsey = await estimate({ postcode: 'GY1 1AA', propertyType: 'Flat', bedrooms: 2, bathrooms: 1 });
    expect(guernsey.estimatedValue).toBeGreaterThan(0);
    expect(guernsey.rentRangeLevel).toBeNull();
    expect(guernsey.rentBasis).toContain('We have no rent data for GY1');
    expect(guernsey.rentBasis).toContain('gross rental yield');
    expect(guernsey.rentLow).toBeLessThanOrEqual(guernsey.estimatedRent);
    expect(guernsey.rentHigh).toBeGreaterThanOrEqual(guernsey.estimatedRent);
  });

  it('e-mails the estimate with its 8-in-10 range and how it was made', async () => {
    const input = { postcode: 'PO30 1AB', propertyType: 'Terraced', bedrooms: 2, bathrooms: 1 };
    const shown = await estimate(input);
    const sent = await env.gql<{
      sendValuationEmail: {
        email: string;
        estimate: { estimatedRent: number; rentLow: number; rentHigh: number };
      };
    }>(VALUATION, { input: { ...input, address: '1 High Street, Newport' } }, token);
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.sendValuationEmail.estimate).toEqual({
      estimatedRent: shown.estimatedRent,
      rentLow: shown.rentLow,
      rentHigh: shown.rentHigh,
    });
    const mail = env.emails.at(-1);
    expect(mail?.subject).toBe('Your rent and value estimate for 1 High Street, Newport');
    const money = (n: number) => `£${n.toLocaleString('en-GB')}`;
    expect(mail?.text).toContain(`${money(shown.estimatedRent)} a month`);
    expect(mail?.text).toContain(
      `8 in 10 similar homes let for between ${money(shown.rentLow)} and ${money(shown.rentHigh)} a month`,
    );
    expect(mail?.text).toContain('Isle of Wight');
    expect(mail?.text).not.toContain('Likely');
  });
});

describe('valuation e-mail in the outbox', () => {
  it('writes a real .eml with the estimate', async () => {
    const env = await createTestEnv('pglite');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stairway-valuation-'));
    try {
      const estimate = await estimateRentAndValue(
        env.db,
        estimateRequestSchema.parse({
          postcode: 'PO30',
          propertyType: 'Detached',
          bedrooms: 3,
          bathrooms: 2,
        }),
      );
      const outbox = createOutboxEmailProvider(
        dir,
        'Stairway <hello@stairway.example>',
        createLogger('silent'),
      );
      const file = await sendValuationEmail(
        { email: outboxOver(env.db, outbox) },
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
