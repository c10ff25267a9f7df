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
