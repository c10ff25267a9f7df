/**
 * The draft of a home found elsewhere that a flow page edits (spec §7 createHomeSubmission,
 * updateHomeSubmission, updateSubmission, submitHomeSubmission; getUserHomeSubmissions), and whether spec §5
 * lets the applicant submit a home now (the domain's getHomeSubmissionRefusal, from the maintenance flag, the
 * application's submitted and rejected flags and the applicant's submissions: the server checks the same).
 *
 * The draft is named by `?home=ID`; without it the pages pick up the newest draft not yet submitted, so that
 * an applicant who comes back carries on where they stopped. Refetches are spec §7's: after a create,
 * getHomeSubmissions, getApplication (Me) and getFavourites; after a submit, getHomeSubmissions and Me.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import {
  getHomeSubmissionRefusal,
  HOME_SUBMISSION_REFUSAL_MESSAGES,
  type HomeAdditionalInfoFormOutput,
  type HomeBasicInfoFormOutput,
  type HomeSubmissionRefusal,
} from '@stairway/domain/home-submissions';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { CreateHomeSubmissionMutation } from '../graphql/createHomeSubmission';
import { GetMaintenanceModeQuery } from '../graphql/getMaintenanceMode';
import { GetUserHomeSubmissionsQuery } from '../graphql/getUserHomeSubmissions';
import { SubmitHomeSubmissionMutation } from '../graphql/submitHomeSubmission';
import { UpdateHomeSubmissionMutation } from '../graphql/updateHomeSubmission';
import { UpdateSubmissionMutation } from '../graphql/updateSubmission';
import { findDraft, HOME_ID_PARAM } from '../lib/home-flow';
import type { HomeSubmission } from './use-home-submissions';

/** Why a home can't be submitted now, with the message to show; null when it can. */
export type HomeRefusal = { reason: HomeSubmissionRefusal; message: string } | null;

/**
 * @returns `draft` (null for a new home), `loading`, `failed`, `retry` (loads the submissions again after a
 *   failure), `refusal` (spec §5, once the flag and the
 *   submissions are known), and `saveBasicInfo`, `saveAdditionalInfo`, `submit`, each resolving to the saved
 *   submission and throwing the server's error
 */
export function useHomeDraft() {
  const [params] = useSearchParams();
  const homeId = params.get(HOME_ID_PARAM);
  const { me } = useSession();
  const submissions = useQuery(GetUserHomeSubmissionsQuery, { fetchPolicy: 'cache-and-network' });
  const maintenance = useQuery(GetMaintenanceModeQuery, { fetchPolicy: 'network-only' });
  const [create] = useMutation(CreateHomeSubmissionMutation, {
    refetchQueries: ['GetUserHomeSubmissions', 'Me', 'GetFavourites'],
    awaitRefetchQueries: true,
  });
  const [updateBasic] = useMutation(UpdateHomeSubmissionMutation);
  const [updateAdditional] = useMutation(UpdateSubmissionMutation);
  const [send] = useMutation(SubmitHomeSubmissionMutation, {
    refetchQueries: ['GetUserHomeSubmissions', 'Me'],
    awaitRefetchQueries: true,
  });

  const all = submissions.data?.getUserHomeSubmissions ?? [];
  const draft: HomeSubmission | null = findDraft(all, homeId);

  let refusal: HomeRefusal = null;
  if (maintenance.data && me && submissions.data) {
    const reason = getHomeSubmissionRefusal({
      submitHomeEnabled: maintenance.data.getMaintenanceMode.submitHomeEnabled,
      applicationSubmitted: me.application?.submitted ?? false,
      applicationRejected: me.application?.rejected ?? false,
      submissions: all,
    });
    refusal = reason ? { reason, message: HOME_SUBMISSION_REFUSAL_MESSAGES[reason] } : null;
  }

  /** Saves the basic information: a new draft, or the draft's (updateHomeSubmission). */
  const saveBasicInfo = async (values: HomeBasicInfoFormOutput): Promise<HomeSubmission> => {
    if (draft) {
      const { data } = await updateBasic({ variables: { input: { homeSubmissionId: draft.id, ...values } } });
      if (!data) throw new Error('The home was not saved');
      return data.updateHomeSubmission;
    }
    const { data } = await create({ variables: { input: values } });
    if (!data) throw new Error('The home was not saved');
    return data.createHomeSubmission;
  };

  /** Saves the additional information of the draft (updateSubmission); answers left out are kept. */
  const saveAdditionalInfo = async (
    homeSubmissionId: string,
    values: Partial<HomeAdditionalInfoFormOutput>,
  ): Promise<HomeSubmission> => {
    const { data } = await updateAdditional({ variables: { input: { homeSubmissionId, ...values } } });
    if (!data) throw new Error('The home was not saved');
    return data.updateSubmission;
  };

  /** Sends the draft for review (submitHomeSubmission). */
  const submit = async (homeSubmissionId: string): Promise<HomeSubmission> => {
    const { data } = await send({ variables: { input: { homeSubmissionId } } });
    if (!data) throw new Error('The home was not submitted');
    return data.submitHomeSubmission;
  };

  return {
    homeId,
    draft,
    loading: (submissions.loading && !submissions.data) || (maintenance.loading && !maintenance.data),
    failed: Boolean(submissions.error) && !submissions.data,
    retry: () => void submissions.refetch().catch(() => undefined),
    refusal,
    saveBasicInfo,
    saveAdditionalInfo,
    submit,
  };
}
