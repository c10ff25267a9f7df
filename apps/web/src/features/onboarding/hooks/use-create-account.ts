/**
 * Onboarding's last step (spec §2 "/onboard/email-password"): the e-mail and password form, kept in step with
 * the draft (the password in memory only), and "Create account", which sends every answer to `onboard`. On
 * success the session starts, the draft is cleared, `onboarding_completed` is reported and the applicant
 * lands on /dashboard. A BAD_USER_INPUT error goes next to its field (on whichever step shows it); any other
 * failure says what to do next. Nothing typed is lost.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { analytics } from '../../../lib/analytics';
import { paths } from '../../../lib/paths';
import { getServerFieldErrors, isGraphQLError } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { OnboardMutation } from '../graphql/onboard';
import { toOnboardInput } from '../lib/draft';
import { type StepInput, type StepOutput, stepForField, stepSchemas } from '../lib/steps';
import { useStepNavigation, useStepSync } from '../lib/use-step';
import { useOnboarding } from '../onboarding-context';

/**
 * @returns the react-hook-form `form`, the password as typed (for its rules), `goBack`, `submit`, `busy`
 *   while the account is created, the server's errors about other steps' answers, and `formError`
 */
export function useCreateAccount() {
  const session = useSession();
  const navigate = useNavigate();
  const { draft, updateDraft, password, setPassword, serverErrors, setServerErrors, finish } =
    useOnboarding();
  const { goBack } = useStepNavigation('email-password');
  const [onboard, { loading }] = useMutation(OnboardMutation);
  const [finishing, setFinishing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<StepInput<'email-password'>, unknown, StepOutput<'email-password'>>({
    resolver: zodResolver(stepSchemas['email-password']),
    mode: 'onTouched',
    defaultValues: { email: draft.email ?? '', password },
  });
  useStepSync('email-password', form, (values) => {
    // The password stays in memory only (never in the saved draft).
    setPassword(values.password ?? '');
    return { email: values.email ?? undefined };
  });
  const typedPassword = useWatch({ control: form.control, name: 'password' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    updateDraft({ email: values.email });
    const input = toOnboardInput(draft, values);
    if (!input) {
      setServerErrors([{ field: 'depositSource', message: 'Choose where your deposit is coming from' }]);
      return;
    }
    try {
      const { data } = await onboard({ variables: { input } });
      const token = data?.onboard.token;
      if (!token) throw new Error('The account was created without a session token');
      setFinishing(true);
      setServerErrors([]);
      analytics.track('onboarding_completed', {
        jointApplication: draft.jointApplication ?? false,
        depositSource: draft.depositSource,
        preferredLocationsCount: draft.preferredLocations?.length ?? 0,
        utmSource: draft.utmSource ?? null,
      });
      finish();
      await session.signIn(token);
      navigate(paths.dashboard, { replace: true });
    } catch (error) {
      setFinishing(false);
      const fieldErrors = getServerFieldErrors(error);
      if (fieldErrors.length > 0) {
        setServerErrors(fieldErrors);
        return;
      }
      // A network error also shows the toast 'Sorry, there was a network error' (spec §8); this says what
      // to do next, next to the button.
      setFormError(
        isGraphQLError(error)
          ? "Something went wrong on our side and your account wasn't created. Please try again in a moment; your answers are kept."
          : "We couldn't reach Stairway, so your account wasn't created. Check your connection and try again; your answers are kept.",
      );
    }
  });

  return {
    form,
    typedPassword,
    goBack,
    submit,
    busy: loading || finishing,
    /** The server's errors about answers of the earlier steps. */
    otherStepErrors: serverErrors.filter((error) => stepForField(error.field)?.id !== 'email-password'),
    formError,
  };
}
