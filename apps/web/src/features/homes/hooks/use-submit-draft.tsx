/** Submitting a home found elsewhere for review (spec §7 submitHomeSubmission; spec §8 'Home submitted!'). */
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@stairway/domain/constants';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { readGraphQLError } from '../../../lib/server-errors';
import { useAsyncAction } from '../../../lib/use-async-action';
import type { useHomeDraft } from './use-home-draft';
import { HOME_SUBMITTED_MESSAGE } from './use-home-submissions';

/**
 * Sends the draft for review: 'Home submitted!' and on to the progress page, or the server's message.
 * @param draft the page's useHomeDraft()
 * @returns `submit(homeSubmissionId)` (once at a time), `submitting`, and the `problem` with `setProblem`
 */
export function useSubmitDraft(draft: ReturnType<typeof useHomeDraft>) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  // One submission at a time: a double click sends it once.
  const sending = useAsyncAction(async (homeSubmissionId: string) => {
    setProblem(null);
    try {
      await draft.submit(homeSubmissionId);
      notifications.show({
        message: HOME_SUBMITTED_MESSAGE,
        color: 'stairway',
        autoClose: TOAST_DURATION_MS,
        icon: <IconCheck size={18} aria-hidden="true" />,
      });
      void navigate(paths.dashboard);
    } catch (error) {
      setProblem(readGraphQLError(error)?.message ?? null);
    }
  });
  return { submit: sending.run, problem, setProblem, submitting: sending.running };
}
