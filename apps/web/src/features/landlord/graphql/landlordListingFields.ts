import { graphql } from '../../../gql';

/** The fields of a landlord's listing that the listings page and the form show (spec §3 LandlordListing). */
export const LandlordListingFieldsFragment = graphql(`
  fragment LandlordListingFields on LandlordListing {
    id
    price
    image
    published
    bedrooms
    bathrooms
    lat
    lng
    type
    summary
    displayAddress
    images {
      id
      url
    }
    estimatedRent
    postcode
    views
    addressLine1
    addressLine2
    addressLine3
    postTown
  }
`);

/**
 * The fields of one listing that the form shows (spec §7 getLandlordListing, the detail variant without views),
 * also answered by deleteLandlordListingImage.
 */
export const LandlordListingDetailFieldsFragment = graphql(`
  fragment LandlordListingDetailFields on LandlordListingDetail {
    id
    price
    image
    published
    bedrooms
    bathrooms
    lat
    lng
    type
    summary
    displayAddress
    images {
      id
      url
    }
    estimatedRent
    postcode
    addressLine1
    addressLine2
    addressLine3
    postTown
  }
`);
