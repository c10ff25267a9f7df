/** A BLM record's description tells non-homes, as a CSV row's does. */
import { nonHomeReason } from '@stairway/domain/listing';
import { describe, expect, it } from 'vitest';
import { blmRecordToRow } from '../../src/db/seed/blm';

const record = {
  AGENT_REF: '2559_1',
  ADDRESS_1: '12 Derby Road',
  TOWN: 'Nottingham',
  POSTCODE1: 'NG7',
  POSTCODE2: '1AB',
  SUMMARY: 'A large period house. ...',
  DESCRIPTION: '<p>Let as a <b>licensed HMO</b> of seven rooms, fully let.</p>',
  STATUS_ID: '0',
  BEDROOMS: '7',
  PRICE: '450,000',
  PROP_SUB_ID: '4',
  PUBLISHED_FLAG: '1',
  TRANS_TYPE_ID: '1',
};

describe('blmRecordToRow', () => {
  it('gives the summary and description without their HTML, which nonHomeReason reads', () => {
    const mapped = blmRecordToRow(record);
    if (!('row' in mapped)) throw new Error(mapped.reason);
    expect(mapped.row.description).toBe(
      'A large period house. ... Let as a licensed HMO of seven rooms, fully let.',
    );
    expect(
      nonHomeReason({
        propertyType: mapped.row.property_type,
        bedrooms: 7,
        address: mapped.row.address ?? '',
        description: mapped.row.description,
      }),
    ).toBe('description "A large period house. ... Let as a licensed HMO of seven …" says HMO');
  });

  it('gives an empty description when the record has neither field', () => {
    const { SUMMARY: _s, DESCRIPTION: _d, ...bare } = record;
    const mapped = blmRecordToRow(bare);
    if (!('row' in mapped)) throw new Error(mapped.reason);
    expect(mapped.row.description).toBe('');
  });
});
