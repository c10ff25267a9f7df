/**
 * Regions of postcode districts and the gross yields assumed there. Expected regions are the ONS region of
 * each district's main towns (named beside each); expected yields are Zoopla's published figures, written
 * here from the report, not read from regions.ts:
 * - Zoopla Rental Market Report, September 2023 (data to July 2023), average gross yield by region: North
 *   East 7.2%, Scotland 7.1%, North West 6.3%, Northern Ireland 6.2%, Yorkshire and The Humber 6.1%, Wales
 *   6.0%, West Midlands 5.6%, East Midlands 5.5%, South West, East of England and South East 5.0%, London
 *   4.7%. https://www.zoopla.co.uk/discover/property-news/best-buy-to-let-locations/ (as tabled in
 *   docs/domain-research.md §2.6)
 * - Zoopla, September 2025: UK average gross yield 5.8%, the default where no region is known
 *   (docs/architecture.md §4 step 4).
 *   https://www.parachutelaw.co.uk/news/the-highest-yielding-areas-for-buy-to-let-property-in-the-uk-september-2025
 */
import { describe, expect, it } from 'vitest';
import {
  DISTRICT_REGION_OVERRIDES,
  getGrossYieldPercent,
  getRegionForOutcode,
  isScottishPostcode,
  POSTCODE_AREA_REGIONS,
} from './regions';

/** The 121 postcode areas of the UK (Royal Mail; the Crown dependencies GY, JE and IM are not in the UK). */
const UK_POSTCODE_AREAS =
  'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE'.split(
    ' ',
  );

describe('the yield of a district in each region (Zoopla, September 2023)', () => {
  it.each([
    ['NE1', 'Newcastle upon Tyne', 7.2],
    ['EH1', 'Edinburgh', 7.1],
    ['M1', 'Manchester', 6.3],
    ['BT7', 'Belfast', 6.2],
    ['LS6', 'Leeds', 6.1],
    ['CF10', 'Cardiff', 6.0],
    ['B12', 'Birmingham', 5.6],
    ['NG1', 'Nottingham', 5.5],
    ['BS1', 'Bristol', 5.0],
    ['CB1', 'Cambridge', 5.0],
    ['SO16', 'Southampton', 5.0],
    ['SW1A', 'Westminster', 4.7],
  ])('%s (%s) is assumed to yield %s per cent', (district, _town, percent) => {
    expect(getGrossYieldPercent([district])).toBe(percent);
  });

  it('assumes the UK average of 5.8% where no region is known', () => {
    expect(getGrossYieldPercent(['IM1'])).toBe(5.8); // Isle of Man: a Crown dependency
    expect(getGrossYieldPercent([])).toBe(5.8);
  });
});

describe('postcode area → region table', () => {
  it('places a district of every one of the 121 UK postcode areas in a region', () => {
    expect(UK_POSTCODE_AREAS).toHaveLength(121);
    const unplaced = UK_POSTCODE_AREAS.filter((area) => getRegionForOutcode(`${area}1`) === null);
    expect(unplaced).toEqual([]);
  });

  it('only overrides well-formed districts of known areas', () => {
    for (const district of Object.keys(DISTRICT_REGION_OVERRIDES)) {
      const area = /^[A-Z]+/.exec(district)?.[0] ?? '';
      expect(POSTCODE_AREA_REGIONS[area], district).toBeDefined();
      expect(DISTRICT_REGION_OVERRIDES[district]).not.toBe(POSTCODE_AREA_REGIONS[area]);
    }
  });
});

describe('getRegionForOutcode', () => {
  it('maps districts by their area', () => {
    expect(getRegionForOutcode('SO16')).toBe('South East');
    expect(getRegionForOutcode('m1')).toBe('North West');
    expect(getRegionForOutcode('EC1V')).toBe('London');
    expect(getRegionForOutcode('B12')).toBe('West Midlands');
    expect(getRegionForOutcode('EH1')).toBe('Scotland');
    expect(getRegionForOutcode('BT7')).toBe('Northern Ireland');
    expect(getRegionForOutcode('CF10')).toBe('Wales');
    expect(getRegionForOutcode('NE1')).toBe('North East');
    expect(getRegionForOutcode('LS1')).toBe('Yorkshire and The Humber');
    expect(getRegionForOutcode('NG1')).toBe('East Midlands');
    expect(getRegionForOutcode('CB1')).toBe('East of England');
    expect(getRegionForOutcode('BS1')).toBe('South West');
  });

  it('accepts a full postcode', () => {
    expect(getRegionForOutcode('so16 3ab')).toBe('South East');
  });

  it('applies the cross-border district overrides', () => {
    expect(getRegionForOutcode('CH1')).toBe('North West'); // Chester
    expect(getRegionForOutcode('CH4')).toBe('North West'); // straddles: area region kept
    expect(getRegionForOutcode('CH5')).toBe('Wales');
    expect(getRegionForOutcode('CH8')).toBe('Wales');
    expect(getRegionForOutcode('CH41')).toBe('North West'); // Birkenhead
    expect(getRegionForOutcode('SY1')).toBe('West Midlands'); // Shrewsbury
    expect(getRegionForOutcode('SY14')).toBe('North West'); // Malpas
    expect(getRegionForOutcode('SY15')).toBe('Wales');
    expect(getRegionForOutcode('SY23')).toBe('Wales'); // Aberystwyth
    expect(getRegionForOutcode('SY25')).toBe('Wales');
    expect(getRegionForOutcode('LD1')).toBe('Wales');
    expect(getRegionForOutcode('NP20')).toBe('Wales');
    expect(getRegionForOutcode('LL11')).toBe('Wales');
    expect(getRegionForOutcode('TD1')).toBe('Scotland');
    expect(getRegionForOutcode('TD12')).toBe('North East');
    expect(getRegionForOutcode('TD15')).toBe('North East');
    expect(getRegionForOutcode('DG16')).toBe('Scotland');
    expect(getRegionForOutcode('CA1')).toBe('North West');
    expect(getRegionForOutcode('HR3')).toBe('West Midlands');
    expect(getRegionForOutcode('GL56')).toBe('South West');
  });

  it('splits the Sheffield area between South Yorkshire and Derbyshire', () => {
    expect(getRegionForOutcode('S1')).toBe('Yorkshire and The Humber');
    expect(getRegionForOutcode('S17')).toBe('Yorkshire and The Humber');
    expect(getRegionForOutcode('S18')).toBe('East Midlands'); // Dronfield
    expect(getRegionForOutcode('S21')).toBe('East Midlands'); // Eckington
    expect(getRegionForOutcode('S32')).toBe('East Midlands');
    expect(getRegionForOutcode('S33')).toBe('East Midlands');
    expect(getRegionForOutcode('S35')).toBe('Yorkshire and The Humber');
    expect(getRegionForOutcode('S40')).toBe('East Midlands'); // Chesterfield
    expect(getRegionForOutcode('S45')).toBe('East Midlands');
    expect(getRegionForOutcode('S60')).toBe('Yorkshire and The Humber'); // Rotherham
    expect(getRegionForOutcode('S70')).toBe('Yorkshire and The Humber'); // Barnsley
    expect(getRegionForOutcode('S80')).toBe('East Midlands'); // Worksop
  });

  it('places London boroughs and Home Counties districts', () => {
    expect(getRegionForOutcode('DA1')).toBe('South East'); // Dartford
    expect(getRegionForOutcode('DA5')).toBe('London'); // Bexley
    expect(getRegionForOutcode('DA14')).toBe('London'); // Sidcup
    expect(getRegionForOutcode('EN1')).toBe('London'); // Enfield
    expect(getRegionForOutcode('EN6')).toBe('East of England'); // Potters Bar
    expect(getRegionForOutcode('KT1')).toBe('London'); // Kingston
    expect(getRegionForOutcode('KT10')).toBe('South East'); // Esher
    expect(getRegionForOutcode('TW1')).toBe('London'); // Twickenham
    expect(getRegionForOutcode('TW18')).toBe('South East'); // Staines
    expect(getRegionForOutcode('RM1')).toBe('London'); // Romford
    expect(getRegionForOutcode('RM17')).toBe('East of England'); // Grays
    expect(getRegionForOutcode('IG1')).toBe('London');
    expect(getRegionForOutcode('IG10')).toBe('East of England'); // Loughton
    expect(getRegionForOutcode('BR8')).toBe('South East');
    expect(getRegionForOutcode('HP2')).toBe('East of England'); // Hemel Hempstead
    expect(getRegionForOutcode('HP11')).toBe('South East'); // High Wycombe
    expect(getRegionForOutcode('MK40')).toBe('East of England'); // Bedford
    expect(getRegionForOutcode('MK9')).toBe('South East'); // Milton Keynes
  });

  it('places other cross-border districts', () => {
    expect(getRegionForOutcode('DE14')).toBe('West Midlands'); // Burton upon Trent
    expect(getRegionForOutcode('DE1')).toBe('East Midlands');
    expect(getRegionForOutcode('DL1')).toBe('North East');
    expect(getRegionForOutcode('DL7')).toBe('Yorkshire and The Humber'); // Northallerton
    expect(getRegionForOutcode('DN1')).toBe('Yorkshire and The Humber');
    expect(getRegionForOutcode('DN21')).toBe('East Midlands'); // Gainsborough
    expect(getRegionForOutcode('DN22')).toBe('East Midlands'); // Retford
    expect(getRegionForOutcode('SK1')).toBe('North West');
    expect(getRegionForOutcode('SK17')).toBe('East Midlands'); // Buxton
    expect(getRegionForOutcode('PE1')).toBe('East of England');
    expect(getRegionForOutcode('PE21')).toBe('East Midlands'); // Boston
    expect(getRegionForOutcode('OL14')).toBe('Yorkshire and The Humber'); // Todmorden
    expect(getRegionForOutcode('BH1')).toBe('South West');
    expect(getRegionForOutcode('BH24')).toBe('South East'); // Ringwood
    expect(getRegionForOutcode('SP10')).toBe('South East'); // Andover
    expect(getRegionForOutcode('TS9')).toBe('Yorkshire and The Humber'); // Stokesley
    expect(getRegionForOutcode('CV1')).toBe('West Midlands');
    expect(getRegionForOutcode('CV13')).toBe('East Midlands'); // Market Bosworth
  });

  it('gives null for Crown dependencies, unknown areas and invalid input', () => {
    expect(getRegionForOutcode('GY1')).toBeNull();
    expect(getRegionForOutcode('JE2')).toBeNull();
    expect(getRegionForOutcode('IM1')).toBeNull();
    expect(getRegionForOutcode('ZX99')).toBeNull();
    expect(getRegionForOutcode('XX1')).toBeNull();
    expect(getRegionForOutcode('')).toBeNull();
  });
});

describe('getGrossYieldPercent of several districts', () => {
  it('averages them, unknown ones counting as national', () => {
    expect(getGrossYieldPercent(['SO16', 'NE1'])).toBe(6.1); // (5.0 + 7.2) / 2
    expect(getGrossYieldPercent(['SW1A', 'M1', 'GY1'])).toBe(5.6); // (4.7 + 6.3 + 5.8) / 3
    expect(getGrossYieldPercent(['SW1A', 'M1', 'EH1'])).toBe(6.03); // 18.1 / 3 = 6.0333
  });
});

describe('isScottishPostcode (tax region, ARCHITECTURE §4 step 2)', () => {
  it('is true for Scottish postcodes and districts', () => {
    expect(isScottishPostcode('EH1 1YZ')).toBe(true);
    expect(isScottishPostcode('G1')).toBe(true);
    expect(isScottishPostcode('ZE1 0AA')).toBe(true);
    expect(isScottishPostcode('DG16 5AA')).toBe(true);
  });

  it('is false elsewhere and for invalid input', () => {
    expect(isScottishPostcode('TD15 1AA')).toBe(false); // Berwick-upon-Tweed
    expect(isScottishPostcode('CA1 1AA')).toBe(false);
    expect(isScottishPostcode('SW1A 1AA')).toBe(false);
    expect(isScottishPostcode('BT1 1AA')).toBe(false);
    expect(isScottishPostcode('nonsense')).toBe(false);
  });
});
