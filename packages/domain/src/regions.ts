/**
 * UK regions of postcode districts and their gross rental yields (domain-research §2.6; ARCHITECTURE.md §4
 * step 4 "the local yield of the preferred postcodes (regional table by postcode area, national 5.8%
 * default)"; step 2 "Scottish bands when the current address is in Scotland").
 */

import { roundToPence } from './money';
import { getPostcodeArea, normaliseOutcode } from './postcode';

/** The twelve UK regions and nations (ONS International Territorial Level 1, ITL1). */
export type RegionName =
  | 'North East'
  | 'North West'
  | 'Yorkshire and The Humber'
  | 'East Midlands'
  | 'West Midlands'
  | 'East of England'
  | 'London'
  | 'South East'
  | 'South West'
  | 'Wales'
  | 'Scotland'
  | 'Northern Ireland';

/** Every {@link RegionName}, in ONS order. */
export const REGION_NAMES: readonly RegionName[] = [
  'North East',
  'North West',
  'Yorkshire and The Humber',
  'East Midlands',
  'West Midlands',
  'East of England',
  'London',
  'South East',
  'South West',
  'Wales',
  'Scotland',
  'Northern Ireland',
];

/**
 * Average gross rental yield of buy-to-let property by region, in percent (annual rent ÷ price × 100).
 * Source: Zoopla Rental Market Report, September 2023 (data to July 2023), as tabled in domain-research
 * §2.6: https://www.zoopla.co.uk/discover/property-news/best-buy-to-let-locations/ and
 * https://www.teo-property.com/news-and-updates/the-highest-yielding-areas-for-buy-to-let-property-in-the-uk/
 */
export const REGION_GROSS_YIELDS: Record<RegionName, number> = {
  'North East': 7.2,
  Scotland: 7.1,
  'North West': 6.3,
  'Northern Ireland': 6.2,
  'Yorkshire and The Humber': 6.1,
  Wales: 6.0,
  'West Midlands': 5.6,
  'East Midlands': 5.5,
  'South West': 5.0,
  'East of England': 5.0,
  'South East': 5.0,
  London: 4.7,
};

/**
 * The UK average gross rental yield, in percent, used where no region is known (ARCHITECTURE.md §4 step 4
 * "national 5.8% default"). Source: Zoopla, September 2025, UK average gross yield 5.8%
 * (domain-research §2.6: https://www.parachutelaw.co.uk/news/the-highest-yielding-areas-for-buy-to-let-property-in-the-uk-september-2025).
 */
export const NATIONAL_GROSS_YIELD_PERCENT = 5.8;

/**
 * The main region of every UK postcode area (121 areas; the Crown dependencies GY, JE and IM are not in
 * the UK and are left out, as are non-geographic codes such as BX and BF).
 *
 * Source and method: the ONS region (ITL1) of the area's main post towns, checked against the region
 * column of the outcode table in `shared/data/uk-outcode-centroids` (academe/UK-Postcodes, OS OpenData
 * derived). This is an APPROXIMATION by area: postcode areas do not follow region boundaries, so districts
 * that clearly lie in another region are listed in {@link DISTRICT_REGION_OVERRIDES}; districts that
 * straddle a boundary keep the area's region.
 */
export const POSTCODE_AREA_REGIONS: Readonly<Record<string, RegionName>> = {
  AB: 'Scotland',
  AL: 'East of England',
  B: 'West Midlands',
  BA: 'South West',
  BB: 'North West',
  BD: 'Yorkshire and The Humber',
  BH: 'South West',
  BL: 'North West',
  BN: 'South East',
  BR: 'London',
  BS: 'South West',
  BT: 'Northern Ireland',
  CA: 'North West',
  CB: 'East of England',
  CF: 'Wales',
  CH: 'North West',
  CM: 'East of England',
  CO: 'East of England',
  CR: 'London',
  CT: 'South East',
  CV: 'West Midlands',
  CW: 'North West',
  DA: 'South East',
  DD: 'Scotland',
  DE: 'East Midlands',
  DG: 'Scotland',
  DH: 'North East',
  DL: 'North East',
  DN: 'Yorkshire and The Humber',
  DT: 'South West',
  DY: 'West Midlands',
  E: 'London',
  EC: 'London',
  EH: 'Scotland',
  EN: 'East of England',
  EX: 'South West',
  FK: 'Scotland',
  FY: 'North West',
  G: 'Scotland',
  GL: 'South West',
  GU: 'South East',
  HA: 'London',
  HD: 'Yorkshire and The Humber',
  HG: 'Yorkshire and The Humber',
  HP: 'South East',
  HR: 'West Midlands',
  HS: 'Scotland',
  HU: 'Yorkshire and The Humber',
  HX: 'Yorkshire and The Humber',
  IG: 'London',
  IP: 'East of England',
  IV: 'Scotland',
  KA: 'Scotland',
  KT: 'South East',
  KW: 'Scotland',
  KY: 'Scotland',
  L: 'North West',
  LA: 'North West',
  LD: 'Wales',
  LE: 'East Midlands',
  LL: 'Wales',
  LN: 'East Midlands',
  LS: 'Yorkshire and The Humber',
  LU: 'East of England',
  M: 'North West',
  ME: 'South East',
  MK: 'South East',
  ML: 'Scotland',
  N: 'London',
  NE: 'North East',
  NG: 'East Midlands',
  NN: 'East Midlands',
  NP: 'Wales',
  NR: 'East of England',
  NW: 'London',
  OL: 'North West',
  OX: 'South East',
  PA: 'Scotland',
  PE: 'East of England',
  PH: 'Scotland',
  PL: 'South West',
  PO: 'South East',
  PR: 'North West',
  RG: 'South East',
  RH: 'South East',
  RM: 'London',
  S: 'Yorkshire and The Humber',
  SA: 'Wales',
  SE: 'London',
  SG: 'East of England',
  SK: 'North West',
  SL: 'South East',
  SM: 'London',
  SN: 'South West',
  SO: 'South East',
  SP: 'South West',
  SR: 'North East',
  SS: 'East of England',
  ST: 'West Midlands',
  SW: 'London',
  SY: 'West Midlands',
  TA: 'South West',
  TD: 'Scotland',
  TF: 'West Midlands',
  TN: 'South East',
  TQ: 'South West',
  TR: 'South West',
  TS: 'North East',
  TW: 'London',
  UB: 'London',
  W: 'London',
  WA: 'North West',
  WC: 'London',
  WD: 'East of England',
  WF: 'Yorkshire and The Humber',
  WN: 'North West',
  WR: 'West Midlands',
  WS: 'West Midlands',
  WV: 'West Midlands',
  YO: 'Yorkshire and The Humber',
  ZE: 'Scotland',
};

/** Districts `prefix + n` for every n from `from` to `to` inclusive. */
function districts(area: string, from: number, to: number): string[] {
  const list: string[] = [];
  for (let n = from; n <= to; n += 1) list.push(`${area}${n}`);
  return list;
}

/** Gives every listed district the region. */
function assign(region: RegionName, ...groups: string[][]): Array<[string, RegionName]> {
  return groups.flat().map((district) => [district, region]);
}

/**
 * Districts whose area's main region is wrong for them, because they lie wholly or mainly across a
 * regional (or national) boundary. Same source and method as {@link POSTCODE_AREA_REGIONS}: the local
 * authority of the district's post towns (e.g. CH5–CH8 Deeside, Flint, Mold and Holywell are in Flintshire,
 * Wales; SY15–SY25 are in Powys and Ceredigion, Wales; S18, S21, S32, S33 and S40–S45 are in Derbyshire and
 * S80–S81 in Nottinghamshire, East Midlands; TD12 Cornhill-on-Tweed and TD15 Berwick-upon-Tweed are in
 * Northumberland). Only districts that clearly belong to the other region are listed.
 */
export const DISTRICT_REGION_OVERRIDES: Readonly<Record<string, RegionName>> = Object.fromEntries([
  // Wales: Flintshire (CH), Powys and Ceredigion (SY).
  ...assign('Wales', districts('CH', 5, 8), districts('SY', 15, 25)),
  // London boroughs in areas whose main region is outside London.
  ...assign('London', ['DA5', 'DA6', 'DA7', 'DA8'], districts('DA', 14, 18), districts('EN', 1, 5)),
  ...assign('London', districts('KT', 1, 6), ['KT9']),
  // South East districts of London-led areas: Swanley (Kent), Caterham and Warlingham, Banstead (Surrey),
  // Staines, Sunbury, Shepperton, Ashford and Egham (Surrey); Ringwood and New Milton, Fordingbridge,
  // Andover (Hampshire); Faringdon (Oxfordshire).
  ...assign('South East', ['BR8', 'CR3', 'CR6', 'SM7'], districts('TW', 15, 20)),
  ...assign('South East', ['BH24', 'BH25', 'SP6', 'SP10', 'SP11', 'SN7']),
  // East of England: Chigwell, Buckhurst Hill, Loughton (Essex); Abridge and Thurrock (Essex);
  // Hemel Hempstead, Berkhamsted, Tring (Hertfordshire); Bedford and Ampthill (Bedfordshire).
  ...assign('East of England', ['IG7', 'IG9', 'IG10', 'RM4'], districts('RM', 15, 20)),
  ...assign('East of England', ['HP1', 'HP2', 'HP3', 'HP4', 'HP23'], districts('MK', 40, 45)),
  // East Midlands: Derbyshire, Nottinghamshire, Lincolnshire and Leicestershire districts.
  ...assign('East Midlands', ['S18', 'S21', 'S32', 'S33'], districts('S', 40, 45), ['S80', 'S81']),
  ...assign('East Midlands', ['SK13', 'SK17', 'SK22', 'SK23', 'DN21', 'DN22', 'CV13']),
  ...assign('East Midlands', districts('PE', 9, 12), districts('PE', 20, 25)),
  // West Midlands: Burton upon Trent (Staffordshire).
  ...assign('West Midlands', districts('DE', 13, 15)),
  // North West: Malpas (Cheshire).
  ...assign('North West', ['SY14']),
  // Yorkshire and The Humber: North Yorkshire (DL, TS) and Todmorden (Calderdale).
  ...assign('Yorkshire and The Humber', districts('DL', 6, 11), ['TS9', 'OL14']),
  // North East: Northumberland districts of the Scottish TD area.
  ...assign('North East', ['TD12', 'TD15']),
]);

/**
 * The region of a postcode district: the district override if there is one, otherwise the main region of
 * its postcode area (an approximation; see {@link POSTCODE_AREA_REGIONS}).
 *
 * @param outcode a postcode district such as `'SO16'` (a full postcode is accepted too)
 * @returns the region, or `null` for an invalid code, the Crown dependencies (GY, JE, IM) and
 *   non-geographic areas
 */
export function getRegionForOutcode(outcode: string): RegionName | null {
  const district = normaliseOutcode(outcode);
  if (!district) return null;
  const override = DISTRICT_REGION_OVERRIDES[district];
  if (override) return override;
  const area = getPostcodeArea(district);
  return (area && POSTCODE_AREA_REGIONS[area]) || null;
}

/**
 * The gross rental yield to assume for a set of postcode districts: the mean of each district's regional
 * yield ({@link REGION_GROSS_YIELDS}), where a district without a known region counts as the national
 * average (ARCHITECTURE.md §4 step 4).
 *
 * @param outcodes postcode districts, e.g. the applicant's preferred locations
 * @returns percent, rounded to 2 decimals; {@link NATIONAL_GROSS_YIELD_PERCENT} (5.8) when the list is empty
 */
export function getGrossYieldPercent(outcodes: readonly string[]): number {
  if (outcodes.length === 0) return NATIONAL_GROSS_YIELD_PERCENT;
  const total = outcodes.reduce((sum, outcode) => {
    const region = getRegionForOutcode(outcode);
    return sum + (region ? REGION_GROSS_YIELDS[region] : NATIONAL_GROSS_YIELD_PERCENT);
  }, 0);
  return roundToPence(total / outcodes.length);
}

/**
 * Whether a postcode or district is in Scotland, which decides the income-tax bands (ARCHITECTURE.md §4
 * step 2 "Scottish bands when the current address is in Scotland"). Approximated by region, see
 * {@link getRegionForOutcode}.
 *
 * @param postcodeOrOutcode a full postcode or a district
 * @returns true when its region is Scotland; false otherwise, including invalid input
 */
export function isScottishPostcode(postcodeOrOutcode: string): boolean {
  return getRegionForOutcode(postcodeOrOutcode) === 'Scotland';
}
