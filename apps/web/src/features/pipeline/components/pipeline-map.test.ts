/**
 * The pipeline map places homes at their postcode district's centre (the API never sends a home's own position) and
 * spreads the homes of one district in a small ring so that each can be chosen.
 */
import { describe, expect, it } from 'vitest';
import { spreadInDistrict } from './pipeline-map';

const home = (id: string, lat: number, lng: number) => ({
  id,
  applicationId: 'a',
  lat,
  lng,
  askingPrice: 200_000,
  postcode: 'SO16',
});

describe('spreadInDistrict', () => {
  it('keeps a home alone in its district at the centre', () => {
    expect(spreadInDistrict([home('1', 50.93, -1.43)])).toEqual([home('1', 50.93, -1.43)]);
  });
  it('spreads homes sharing a centre apart, within about 300 metres of it', () => {
    const spread = spreadInDistrict([
      home('1', 50.93, -1.43),
      home('2', 50.93, -1.43),
      home('3', 50.93, -1.43),
    ]);
    const positions = new Set(spread.map((h) => `${h.lat.toFixed(6)},${h.lng.toFixed(6)}`));
    expect(positions.size).toBe(3);
    for (const h of spread) {
      expect(Math.abs(h.lat - 50.93)).toBeLessThanOrEqual(0.003 + 1e-9);
      expect(Math.abs(h.lng + 1.43)).toBeLessThanOrEqual(0.005);
    }
    expect(spread.map((h) => h.id)).toEqual(['1', '2', '3']);
  });
});
