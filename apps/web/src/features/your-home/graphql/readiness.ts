import { graphql } from '../../../gql';

/** Saves the customer's own figures for "when can you buy the rest?" (decision 077). */
export const SaveReadinessFiguresMutation = graphql(`
  mutation SaveReadinessFigures($input: SaveReadinessFiguresInput!) {
    saveReadinessFigures(input: $input) {
      annualIncomePounds
      applicantIncomePounds
      coApplicantIncomePounds
      cardBalancePounds
      monthlyLoansPounds
      monthlyChildcarePounds
      monthlyMaintenancePounds
      monthlyOtherCommitmentsPounds
      figuresSavedAt
    }
  }
`);
