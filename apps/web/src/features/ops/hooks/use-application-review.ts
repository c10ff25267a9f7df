/**
 * The review page of one application's data and decision: the application (ApplicationForReview), approve and reject
 * through the decision service (each e-mails the applicant), and the page's title.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { approveApplicationInputSchema, rejectApplicationInputSchema } from '@stairway/domain/operators';
import { useEffect } from 'react';
import { ApplicationForReviewQuery } from '../graphql/applicationForReview';
import { ApproveApplicationMutation } from '../graphql/approveApplication';
import { RejectApplicationMutation } from '../graphql/rejectApplication';
import { useReviewDecision } from './use-review-decision';

/** The reason's rules: the domain's approveApplication and rejectApplication inputs. */
const REASON_SCHEMAS = {
  approve: approveApplicationInputSchema.pick({ reason: true }),
  reject: rejectApplicationInputSchema.pick({ reason: true }),
};

/** What a decision changes: the lists of applications in review and the audit log. */
const REFETCH_QUERIES = ['ApplicationsInReview', 'AuditLog'];

/**
 * @param applicationId the application reviewed
 * @returns the query's state (data, loading, error, refetch), the application, and the decision (useReviewDecision)
 */
export function useApplicationReview(applicationId: string) {
  const { data, loading, error, refetch } = useQuery(ApplicationForReviewQuery, {
    variables: { input: { applicationId } },
    fetchPolicy: 'cache-and-network',
  });
  const [approve] = useMutation(ApproveApplicationMutation);
  const [reject] = useMutation(RejectApplicationMutation);
  const application = data?.applicationForReview;
  const name = application?.name ?? '';
  const decision = useReviewDecision({
    subject: { subject: 'application', name },
    reasonSchemas: REASON_SCHEMAS,
    approve: async (reason) => {
      const result = await approve({
        variables: { input: { applicationId, reason } },
        refetchQueries: REFETCH_QUERIES,
      });
      const warning = result.data?.approveApplication.warning;
      return `Approved. ${name} has been e-mailed.${warning ? ` ${warning}` : ''}`;
    },
    reject: async (reason) => {
      await reject({ variables: { input: { applicationId, reason } }, refetchQueries: REFETCH_QUERIES });
      return `Rejected. ${name} has been e-mailed; the reason is in the audit log.`;
    },
  });

  useEffect(() => {
    document.title = `${application?.name ?? 'Application'} · Stairway operators`;
  }, [application?.name]);

  return { data, loading, error, refetch, application, decision };
}
