/**
 * The review page of one submitted home's data and decision: the home (HomeForReview), approve and reject through the
 * decision service (each e-mails the applicant), and the page's title.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { approveHomeInputSchema, rejectHomeInputSchema } from '@stairway/domain/operators';
import { useEffect } from 'react';
import { ApproveHomeMutation } from '../graphql/approveHome';
import { HomeForReviewQuery } from '../graphql/homeForReview';
import { RejectHomeMutation } from '../graphql/rejectHome';
import { useReviewDecision } from './use-review-decision';

/** The reason's rules: the domain's approveHome and rejectHome inputs. */
const REASON_SCHEMAS = {
  approve: approveHomeInputSchema.pick({ reason: true }),
  reject: rejectHomeInputSchema.pick({ reason: true }),
};

/** What a decision changes: the homes under review, this home and the audit log. */
const REFETCH_QUERIES = ['HomesInReview', 'HomeForReview', 'AuditLog'];

/**
 * @param homeSubmissionId the submitted home reviewed
 * @returns the query's state (data, loading, error, refetch), the home, and the decision (useReviewDecision)
 */
export function useHomeReview(homeSubmissionId: string) {
  const { data, loading, error, refetch } = useQuery(HomeForReviewQuery, {
    variables: { input: { homeSubmissionId } },
    fetchPolicy: 'cache-and-network',
  });
  const [approve] = useMutation(ApproveHomeMutation);
  const [reject] = useMutation(RejectHomeMutation);
  const home = data?.homeForReview;
  const name = home?.name ?? '';
  const decision = useReviewDecision({
    subject: { subject: 'home', name, address: home?.address },
    reasonSchemas: REASON_SCHEMAS,
    approve: async (reason) => {
      await approve({ variables: { input: { homeSubmissionId, reason } }, refetchQueries: REFETCH_QUERIES });
      return `Approved. ${name} has been e-mailed and their home page shows it.`;
    },
    reject: async (reason) => {
      await reject({ variables: { input: { homeSubmissionId, reason } }, refetchQueries: REFETCH_QUERIES });
      return `Rejected. ${name} has been e-mailed; the reason is in the audit log.`;
    },
  });

  useEffect(() => {
    document.title = `${home?.address || 'Home'} · Stairway operators`;
  }, [home?.address]);

  return { data, loading, error, refetch, home, decision };
}
