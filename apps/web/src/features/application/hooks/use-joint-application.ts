/**
 * The joint-or-single answer on the Application overview (spec §3 `jointApplication`, set by `onboard` and
 * changed with `updateApplication`): it can be changed until the application is submitted (the server refuses it
 * afterwards). Buying with someone adds the co-applicant's steps (spec §4 step 5).
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { readGraphQLError } from '../../../lib/server-errors';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import type { Application } from './use-application';

/**
 * @param application the application's answer (false while it loads); the page holds this state, so that an
 *   answer being changed survives the card moving when the screen is turned
 * @returns `editing` with `startEditing` and `cancel`; `answer` (the choice being made) and `setAnswer`;
 *   `save()`; `saving`; `error` (the server's message, e.g. once submitted)
 */
export function useJointApplication(application: Pick<Application, 'jointApplication'>) {
  const [editing, setEditing] = useState(false);
  const [answer, setAnswer] = useState<boolean>(application.jointApplication);
  const [error, setError] = useState<string | null>(null);
  const [update, { loading: saving }] = useMutation(UpdateApplicationMutation);

  const save = async () => {
    setError(null);
    if (answer === application.jointApplication) {
      setEditing(false);
      return;
    }
    try {
      await update({ variables: { input: { jointApplication: answer } } });
      setEditing(false);
    } catch (failure) {
      setError(
        readGraphQLError(failure)?.message ?? 'We couldn’t save your answer just now. Please try again.',
      );
    }
  };

  return {
    editing,
    startEditing: () => {
      setAnswer(application.jointApplication);
      setError(null);
      setEditing(true);
    },
    cancel: () => setEditing(false),
    answer,
    setAnswer,
    save,
    saving,
    error,
  };
}
