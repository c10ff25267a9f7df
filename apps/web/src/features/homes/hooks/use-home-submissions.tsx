/**
 * The applicant's home submissions (spec §7 getUserHomeSubmissions, network-only) and the two actions of the
 * homes pages: submitting a listing (the confirm home submit modal, then createHomeSubmissionWithListing;
 * 'Home submitted!' and on to /dashboard, spec §8) and deleting a submission (the delete home submission
 * modal, then deleteHomeSubmission). The refetches are spec §7's: after a submission getHomeSubmissions,
 * the application (Me) and getFavourites; after a deletion getHomeSubmissions and the application.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { formatGBP } from '@stairway/domain/money';
import { IconCheck } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { openConfirmModal } from '../../../components/confirm-modal';
import type { GetUserHomeSubmissionsQuery as Result } from '../../../gql/graphql';
import { paths } from '../../../lib/paths';
import { readGraphQLError } from '../../../lib/server-errors';
import { CreateHomeSubmissionWithListingMutation } from '../graphql/createHomeSubmissionWithListing';
import { DeleteHomeSubmissionMutation } from '../graphql/deleteHomeSubmission';
import { GetUserHomeSubmissionsQuery } from '../graphql/getUserHomeSubmissions';
import type { Home } from '../lib/types';

/** One of the applicant's home submissions. */
export type HomeSubmission = Result['getUserHomeSubmissions'][number];

/** The message shown after a home is submitted (spec §8). */
export const HOME_SUBMITTED_MESSAGE = 'Home submitted!';

/** Shows the server's message for a refused call (e.g. the spec §8 messages), for 4 seconds. */
function showRefusal(error: unknown) {
  const problem = readGraphQLError(error);
  if (!problem) return; // a network error already has its toast (spec §8)
  notifications.show({ message: problem.message, color: 'red', autoClose: TOAST_DURATION_MS });
}

/**
 * The applicant's submissions and the submit / delete actions.
 * @returns the submissions, whether they are loading or failed, `refetch`, whether a submission is under way,
 *   and the two confirm-then-act functions, `confirmSubmitListing` and `confirmDelete`
 */
export function useHomeSubmissions() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(GetUserHomeSubmissionsQuery, {
    fetchPolicy: 'network-only',
  });
  const [createWithListing, { loading: submitting }] = useMutation(CreateHomeSubmissionWithListingMutation, {
    refetchQueries: ['GetUserHomeSubmissions', 'Me', 'GetFavourites'],
    awaitRefetchQueries: true,
  });
  const [deleteSubmission] = useMutation(DeleteHomeSubmissionMutation, {
    refetchQueries: ['GetUserHomeSubmissions', 'Me'],
    awaitRefetchQueries: true,
  });

  /**
   * Opens the confirm home submit modal for a listing; on confirmation submits it, the modal's button loading
   * until the call settles. A refusal's message goes to `onRefused` when given (shown beside the button, where a toast
   * would cover the details panel's title), otherwise to a toast.
   */
  const confirmSubmitListing = useCallback(
    (home: Home, onRefused?: (message: string | null) => void) => {
      onRefused?.(null);
      openConfirmModal({
        title: 'Submit this home?',
        confirmLabel: 'Submit home',
        children: (
          <Text fz="sm">
            We’ll review {home.address} ({formatGBP(home.askingPrice)}) for your plan. You can have one home
            under review at a time; we’ll be in touch by e-mail.
          </Text>
        ),
        onConfirm: async () => {
          try {
            await createWithListing({ variables: { input: { listingId: home.id } } });
            notifications.show({
              message: HOME_SUBMITTED_MESSAGE,
              color: 'stairway',
              autoClose: TOAST_DURATION_MS,
              icon: <IconCheck size={18} aria-hidden="true" />,
            });
            void navigate(paths.dashboard);
          } catch (caught) {
            const problem = onRefused ? readGraphQLError(caught) : null;
            if (problem && onRefused) onRefused(problem.message);
            else showRefusal(caught);
          }
        },
      });
    },
    [createWithListing, navigate],
  );

  /** Opens the delete home submission modal; on confirmation deletes it. */
  const confirmDelete = useCallback(
    (submission: HomeSubmission, name: string) => {
      openConfirmModal({
        title: 'Delete this home?',
        confirmLabel: 'Delete home',
        destructive: true,
        children: (
          <Text fz="sm">
            {name} will be removed from your homes
            {submission.submitted && !submission.rejected ? ', and our team will stop reviewing it' : ''}.
            This can’t be undone.
          </Text>
        ),
        onConfirm: async () => {
          try {
            await deleteSubmission({ variables: { input: { homeSubmissionId: submission.id } } });
            notifications.show({ message: 'Home deleted.', autoClose: TOAST_DURATION_MS });
          } catch (caught) {
            showRefusal(caught);
          }
        },
      });
    },
    [deleteSubmission],
  );

  return {
    submissions: data?.getUserHomeSubmissions ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
    refetch: () => void refetch(),
    submitting,
    confirmSubmitListing,
    confirmDelete,
  };
}
