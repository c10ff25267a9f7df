/**
 * Postcode districts (outcodes) the service knows, as the district queries answer them.
 */
import { builder } from '../../builder';
import type { PostcodeDistrictRow } from '../../db/rows';

/** A postcode district (searchPostcodeDistricts, getPostcodeDistricts). */
export const PostcodeDistrictRef = builder.objectRef<PostcodeDistrictRow>('PostcodeDistrict').implement({
  description: 'A postcode district (outcode) the service knows.',
  fields: (t) => ({
    outcode: t.exposeString('outcode', { description: 'The district, e.g. SO16.' }),
    town: t.exposeString('town', { nullable: true, description: 'Main town, when known.' }),
    region: t.exposeString('region', { nullable: true, description: 'Region (ITL1), when known.' }),
    homesCount: t.exposeInt('listingCount', { description: 'Homes for sale in the district.' }),
  }),
});

/** A postcode district near others (getNearbyPostcodeDistricts). */
export const NearbyPostcodeDistrictRef = builder
  .objectRef<PostcodeDistrictRow & { distanceKm: number }>('NearbyPostcodeDistrict')
  .implement({
    description: 'A postcode district with homes near one of the given districts.',
    fields: (t) => ({
      outcode: t.exposeString('outcode', { description: 'The district, e.g. SO14.' }),
      town: t.exposeString('town', { nullable: true, description: 'Main town, when known.' }),
      homesCount: t.exposeInt('listingCount', {
        description: 'Homes for sale in the district (at least 1).',
      }),
      distanceKm: t.exposeFloat('distanceKm', {
        description:
          'Kilometres, to one decimal, between its centre and the centre of the nearest given district ' +
          '(great-circle distance between OS Code-Point Open derived centroids).',
      }),
    }),
  });
