/**
 * Onboarding's last step (spec §2 "/onboard/email-password"): the e-mail and password form, kept in step with
 * the draft (the password in memory only), and "Create account", which sends every answer to `onboard`, then
 * signs in with the chosen e-mail and password (onboard returns no session and answers the same for an
 * address that already has an account: decision 031). On success the session starts, the draft is cleared,
 * `onboarding_completed` is reported and the applicant lands on /dashboard. When the address already had an account
 * (the sign-in is refused), the page says to check that inbox, whose owner has been e-mailed. A BAD_USER_INPUT error
 * goes next to its field (on whichever step shows it); any other failure says what to do next. Nothing typed is lost.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { getServerFieldErrors, readGraphQLError } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { OnboardMutation, OnboardSignInMutation } from '../graphql/onboard';
import { toOnboardInput } from '../lib/draft';
import { type StepInput, type StepOutput, stepForField, stepSchemas } from '../lib/steps';
import { useStepNavigation, useStepSync } from '../lib/use-step';
import { useOnboarding } from '../onboarding-context';
import {
  onboardFailureMessage,
  signInFailureMessage,
  trackOnboardingCompleted,
} from './create-account-outcomes';

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
  const [signIn] = useMutation(OnboardSignInMutation);
  /** The address onboard wrote to when it already had an account (the password typed was not its). */
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
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
    let email: string;
    try {
      const { data } = await onboard({ variables: { input } });
      if (!data?.onboard.email) throw new Error('onboard answered without an address');
      email = data.onboard.email;
    } catch (error) {
      const fieldErrors = getServerFieldErrors(error);
      if (fieldErrors.length > 0) {
        setServerErrors(fieldErrors);
        return;
      }
      // A network error also shows the toast 'Sorry, there was a network error' (spec §8); this says what
      // to do next, next to the button.
      setFormError(onboardFailureMessage(error));
      return;
    }
    setServerErrors([]);
    // onboard answers the same whether or not the address already had an account: signing in with the password just
    // chosen starts the new account's session, and fails when the address was someone's already (its owner has been
    // e-mailed).
    try {
      setFinishing(true);
      const { data } = await signIn({ variables: { input: { email, password: values.password } } });
      const signedIn = data?.signIn;
      if (!signedIn?.token) throw new Error('Signed in without a session token');
      if (signedIn.role === 'Applicant') {
        trackOnboardingCompleted(draft);
      }
      finish();
      await session.signIn(signedIn.token);
      // The owner of a co-applicant's address who typed its password: their own home (decision 015).
      navigate(signedIn.role === 'CoApplicant' ? paths.coApplicantDashboard : paths.dashboard, {
        replace: true,
      });
    } catch (error) {
      setFinishing(false);
      const problem = readGraphQLError(error);
      if (problem?.code === 'UNAUTHENTICATED') {
        setCheckEmail(email);
        return;
      }
      setFormError(signInFailureMessage(problem));
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
    /**
     * The address onboard wrote to when it already belonged to an account whose password is not the one typed:
     * the page says to check that inbox (the e-mail tells the owner how to sign in); null otherwise.
     */
    checkEmail,
    /** Back to the form from the check-your-e-mail panel, to use another address. */
    editEmail: () => setCheckEmail(null),
  };
}
