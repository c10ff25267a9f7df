import { graphql } from '../../../gql';

/**
 * How many homes in the applicant's districts fit their budget and rent budget, and what does when none do
 * (the dashboard's honest rent budget; the server's getBudgetMatches).
 */
export const GetBudgetMatchesQuery = graphql(`
  query GetBudgetMatches {
    getBudgetMatches {
      areas
      budget
      rentBudget
      homesInAreas
      homesWithinBudget
      matchingHomes
      cheapestRentInAreas
      nearbyAreas {
        outcode
        town
        distanceKm
        matchingHomes
      }
      priceBand {
        minPrice
        maxPrice
        minRent
        maxRent
        homes
      }
      budgetKeptAsSubmitted
    }
  }
`);
