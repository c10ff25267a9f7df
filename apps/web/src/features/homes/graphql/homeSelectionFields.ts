import { graphql } from '../../../gql';

/** The fields of a home that the cards, the map and the detail panel show (spec §3, HomeSelection). */
export const HomeSelectionFieldsFragment = graphql(`
  fragment HomeSelectionFields on HomeSelection {
    id
    type
    address
    postcode
    outcode
    askingPrice
    bedrooms
    bathrooms
    rent
    imageUrl
    description
    link
    lat
    lng
    locationApproximate
    images
    listedAt
    featured
    withinBudget
    available
    lastSeenAt
  }
`);
