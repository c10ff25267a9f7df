/**
 * UK income tax, National Insurance and dividend tax for 2025/26, tested against HMRC's published rates and
 * worked by hand (the arithmetic is written beside each expected figure; none is computed with tax.ts):
 *
 * - Income tax, rest of the UK: Personal Allowance £12,570, less £1 for every £2 of income over £100,000;
 *   20% on the first £37,700 of taxable income, 40% to £125,140, 45% above.
 *   https://www.gov.uk/income-tax-rates and https://www.gov.uk/income-tax-rates/income-over-100000
 * - Income tax, Scotland: 19% £12,571–£15,397, 20% to £27,491, 21% to £43,662, 42% to £75,000, 45% to
 *   £125,140, 48% above. https://www.gov.uk/scottish-income-tax (rates set by the Scottish Government)
 * - Employee Class 1 NI: 8% between £12,570 and £50,270 a year, 2% above.
 *   https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026
 * - Self-employed Class 4 NI: 6% of profits between £12,570 and £50,270, 2% above.
 *   https://www.gov.uk/self-employed-national-insurance-rates
 * - Dividends: £500 allowance, then 8.75% / 33.75% / 39.35% by the band the dividends fall in, on top of
 *   other income. https://www.gov.uk/tax-on-dividends
 *
 * The same figures, with sources, are in docs/domain-research.md §2.5.
 */
import { describe, expect, it } from 'vitest';
import {
  calculateClass1NI,
  calculateClass4NI,
  calculateDividendTax,
  calculateIncomeTax,
  calculatePersonalAllowance,
  calculateTakeHomePay,
} from './tax';

describe('calculatePersonalAllowance (£12,570, £1 off per £2 over £100,000)', () => {
  it('is the full allowance up to £100,000', () => {
    expect(calculatePersonalAllowance(0)).toBe(12_570);
    expect(calculatePersonalAllowance(40_000)).toBe(12_570);
    expect(calculatePersonalAllowance(100_000)).toBe(12_570);
    expect(calculatePersonalAllowance(100_001)).toBe(12_570); // less than £2 over
  });

  it('tapers by £1 for every £2 over £100,000', () => {
    expect(calculatePersonalAllowance(100_002)).toBe(12_569); // 12,570 − 2 / 2
    expect(calculatePersonalAllowance(110_000)).toBe(7_570); // 12,570 − 10,000 / 2
    expect(calculatePersonalAllowance(125_139)).toBe(1); // 12,570 − floor(25,139 / 2) = 12,570 − 12,569
  });

  it('is nil from £125,140', () => {
    expect(calculatePersonalAllowance(125_140)).toBe(0);
    expect(calculatePersonalAllowance(200_000)).toBe(0);
  });
});

describe('calculateIncomeTax', () => {
  it('charges nothing up to the allowance', () => {
    expect(calculateIncomeTax(12_570, 'rUK')).toBe(0);
    expect(calculateIncomeTax(12_570, 'Scotland')).toBe(0);
    expect(calculateIncomeTax(-5, 'rUK')).toBe(0);
  });

  it('applies the rUK bands 20/40/45', () => {
    // gov.uk's example: £35,000 with the standard allowance pays 20% on £22,430 (35,000 − 12,570) = 4,486.
    expect(calculateIncomeTax(35_000, 'rUK')).toBe(4_486);
    expect(calculateIncomeTax(30_000, 'rUK')).toBe(3_486); // (30,000 − 12,570) x 20%
    expect(calculateIncomeTax(50_270, 'rUK')).toBe(7_540); // top of the basic band: 37,700 x 20%
    expect(calculateIncomeTax(60_000, 'rUK')).toBe(11_432); // 7,540 + (60,000 − 50,270) x 40% = 7,540 + 3,892
  });

  it('applies the Scottish bands 19/20/21/42/45/48', () => {
    expect(calculateIncomeTax(15_397, 'Scotland')).toBe(537.13); // top of starter: 2,827 x 19%
    expect(calculateIncomeTax(27_491, 'Scotland')).toBe(2_955.93); // + 12,094 x 20%
    expect(calculateIncomeTax(43_662, 'Scotland')).toBe(6_351.84); // + 16,171 x 21%
    expect(calculateIncomeTax(75_000, 'Scotland')).toBe(19_513.8); // + 31,338 x 42%
    // £80,000: 19,513.80 + 5,000 x 45% = 21,763.80
    expect(calculateIncomeTax(80_000, 'Scotland')).toBe(21_763.8);
    // £130,000, no allowance: 19,513.80 + 62,710 x 45% (28,219.50) + 4,860 x 48% (2,332.80) = 50,066.10
    expect(calculateIncomeTax(130_000, 'Scotland')).toBe(50_066.1);
  });

  it('uses a given allowance', () => {
    // 37,700 x 20% = 7,540 + 2,300 x 40% = 920
    expect(calculateIncomeTax(40_000, 'rUK', { personalAllowance: 0 })).toBe(8_460);
  });
});

describe('National Insurance', () => {
  it('charges Class 1 at 8% between £12,570 and £50,270 and 2% above', () => {
    expect(calculateClass1NI(12_570)).toBe(0);
    expect(calculateClass1NI(10_000)).toBe(0);
    expect(calculateClass1NI(30_000)).toBe(1_394.4); // (30,000 − 12,570) x 8% = 17,430 x 8%
    expect(calculateClass1NI(50_270)).toBe(3_016); // 37,700 x 8%
    expect(calculateClass1NI(60_000)).toBe(3_210.6); // 3,016 + (60,000 − 50,270) x 2% = 3,016 + 194.60
  });

  it('charges Class 4 at 6% between £12,570 and £50,270 and 2% above', () => {
    expect(calculateClass4NI(12_570)).toBe(0);
    expect(calculateClass4NI(30_000)).toBe(1_045.8); // 17,430 x 6%
    expect(calculateClass4NI(60_000)).toBe(2_456.6); // 37,700 x 6% = 2,262 + 9,730 x 2% = 194.60
    expect(calculateClass4NI(-100)).toBe(0);
  });
});

describe('calculateDividendTax (£500 allowance, 8.75/33.75/39.35, on top of other income)', () => {
  it('works out gov.uk’s example: £3,000 of dividends on wages of £29,570', () => {
    // Total income 32,570, less the allowance 12,570: 20,000 taxable, all in the basic band. The first £500
    // of dividends is covered by the dividend allowance; 8.75% on the other 2,500 = 218.75.
    expect(calculateDividendTax(3_000, 29_570, 'rUK')).toBe(218.75);
  });

  it('taxes dividends above a salary at the allowance', () => {
    // 0–500 free, 500–37,700 at 8.75% (3,255), 37,700–40,000 at 33.75% (776.25)
    expect(calculateDividendTax(40_000, 12_570, 'rUK')).toBe(4_031.25);
  });

  it('lets the unused personal allowance cover dividends first', () => {
    // 12,570 covered by the allowance, 500 free, 6,930 x 8.75% = 606.375
    expect(calculateDividendTax(20_000, 0, 'rUK')).toBe(606.38);
  });

  it('charges nothing within the dividend allowance', () => {
    expect(calculateDividendTax(500, 30_000, 'rUK')).toBe(0);
    expect(calculateDividendTax(0, 30_000, 'rUK')).toBe(0);
  });

  it('uses the higher rate when other income fills the basic band', () => {
    // start at 47,430 taxable, 500 free, 9,500 x 33.75%
    expect(calculateDividendTax(10_000, 60_000, 'rUK')).toBe(3_206.25);
  });

  it('uses the additional rate above £125,140 of taxable income', () => {
    // PA nil. Other taxable 130,000; 500 free; 9,500 x 39.35% = 3,738.25
    expect(calculateDividendTax(10_000, 130_000, 'rUK')).toBe(3_738.25);
  });

  it('uses the UK rates and bands for Scottish taxpayers', () => {
    expect(calculateDividendTax(40_000, 12_570, 'Scotland')).toBe(4_031.25);
  });
});

describe('calculateTakeHomePay: worked examples of domain-research §2.5', () => {
  // Employed, standard allowance, no pension or student loan. Income tax and NI as above:
  // £30,000 rUK: tax 17,430 x 20% = 3,486; NI 17,430 x 8% = 1,394.40; net 25,119.60 (2,093.30 a month).
  // £40,000 rUK: tax 27,430 x 20% = 5,486; NI 27,430 x 8% = 2,194.40; net 32,319.60 (2,693.30 a month).
  // £40,000 Scotland: 2,827 x 19% = 537.13 + 12,094 x 20% = 2,418.80 + 12,509 x 21% = 2,626.89
  //   → tax 5,582.82; NI 2,194.40; net 32,222.78 (2,685.23 a month).
  // £60,000 rUK: tax 7,540 + 9,730 x 40% = 11,432; NI 3,016 + 9,730 x 2% = 3,210.60; net 45,357.40.
  // £60,000 Scotland: 537.13 + 2,418.80 + 16,171 x 21% (3,395.91) + 16,338 x 42% (6,861.96) = 13,213.80;
  //   NI 3,210.60; net 43,575.60 (3,631.30 a month).
  it.each([
    [30_000, 'rUK', 3_486, 1_394.4, 25_119.6, 2_093.3],
    [40_000, 'rUK', 5_486, 2_194.4, 32_319.6, 2_693.3],
    [40_000, 'Scotland', 5_582.82, 2_194.4, 32_222.78, 2_685.23],
    [60_000, 'rUK', 11_432, 3_210.6, 45_357.4, 3_779.78],
    [60_000, 'Scotland', 13_213.8, 3_210.6, 43_575.6, 3_631.3],
  ] as const)('£%i %s → tax %d, NI %d, net %d (%d a month)', (gross, region, tax, ni, net, monthly) => {
    const result = calculateTakeHomePay({ employmentIncome: gross, region });
    expect(result).toEqual({
      grossIncome: gross,
      incomeTax: tax,
      nationalInsurance: ni,
      dividendTax: 0,
      netAnnual: net,
      netMonthly: monthly,
    });
  });

  it('tapers the allowance at £110,000 (rUK)', () => {
    // Allowance 12,570 − 10,000/2 = 7,570; taxable 102,430.
    // Tax: 37,700 x 20% = 7,540 + 64,730 x 40% = 25,892 → 33,432.
    // NI: 37,700 x 8% = 3,016 + 59,730 x 2% = 1,194.60 → 4,210.60.
    // Net: 110,000 − 33,432 − 4,210.60 = 72,357.40.
    expect(calculateTakeHomePay({ employmentIncome: 110_000, region: 'rUK' })).toMatchObject({
      incomeTax: 33_432,
      nationalInsurance: 4_210.6,
      netAnnual: 72_357.4,
      netMonthly: 6_029.78,
    });
  });

  it('removes the allowance and reaches the additional rate at £130,000 (rUK)', () => {
    // Allowance nil; taxable 130,000.
    // Tax: 7,540 + (125,140 − 37,700) x 40% = 34,976 + (130,000 − 125,140) x 45% = 2,187 → 44,703.
    // NI: 3,016 + 79,730 x 2% = 1,594.60 → 4,610.60.
    // Net: 130,000 − 44,703 − 4,610.60 = 80,686.40.
    expect(calculateTakeHomePay({ employmentIncome: 130_000, region: 'rUK' })).toMatchObject({
      incomeTax: 44_703,
      nationalInsurance: 4_610.6,
      netAnnual: 80_686.4,
    });
  });
});

describe('calculateTakeHomePay: other kinds of income', () => {
  it('charges a sole trader income tax and Class 4 NI', () => {
    // Tax 17,430 x 20% = 3,486; Class 4 17,430 x 6% = 1,045.80; net 30,000 − 4,531.80 = 25,468.20.
    expect(calculateTakeHomePay({ selfEmploymentProfits: 30_000, region: 'rUK' })).toMatchObject({
      incomeTax: 3_486,
      nationalInsurance: 1_045.8,
      netAnnual: 25_468.2,
    });
  });

  it('charges a director on salary and dividends', () => {
    // The salary uses the whole allowance (no tax, no NI at the threshold); dividends 4,031.25 as above;
    // net 52,570 − 4,031.25 = 48,538.75, 4,044.90 a month.
    expect(calculateTakeHomePay({ employmentIncome: 12_570, dividends: 40_000, region: 'rUK' })).toEqual({
      grossIncome: 52_570,
      incomeTax: 0,
      nationalInsurance: 0,
      dividendTax: 4_031.25,
      netAnnual: 48_538.75,
      netMonthly: 4_044.9,
    });
  });

  it('tapers the allowance on salary plus dividends', () => {
    // Income 120,000 → allowance 2,570. Salary tax: 7,540 + 59,730 x 40% = 31,432.
    // Dividends from 97,430: 500 free, 19,500 x 33.75% = 6,581.25.
    expect(
      calculateTakeHomePay({ employmentIncome: 100_000, dividends: 20_000, region: 'rUK' }),
    ).toMatchObject({
      incomeTax: 31_432,
      dividendTax: 6_581.25,
    });
  });

  it('adds employment and self-employment before the bands but charges NI on each', () => {
    // Tax on 40,000: 5,486. Class 1 on 20,000: 594.40. Class 4 on 20,000: 445.80.
    expect(
      calculateTakeHomePay({ employmentIncome: 20_000, selfEmploymentProfits: 20_000, region: 'rUK' }),
    ).toMatchObject({ incomeTax: 5_486, nationalInsurance: 1_040.2, netAnnual: 33_473.8 });
  });

  it('does not tax untaxed income such as benefits', () => {
    expect(calculateTakeHomePay({ untaxedIncome: 12_000, region: 'rUK' })).toEqual({
      grossIncome: 12_000,
      incomeTax: 0,
      nationalInsurance: 0,
      dividendTax: 0,
      netAnnual: 12_000,
      netMonthly: 1_000,
    });
  });

  it('gives zeros for no income', () => {
    expect(calculateTakeHomePay({ region: 'Scotland' }).netAnnual).toBe(0);
  });
});
