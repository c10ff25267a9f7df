/**
 * The sign-in form's state (spec §2 "/login"; §6 "signs in with e-mail and password and receives a token"):
 * the form (validated with the domain's signInInputSchema), `signIn`, starting the session and going to the
 * `next` path when it is on this site (else /dashboard), and what went wrong, in words fit to show.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { signInInputSchema } from '@stairway/domain/validation';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useSession } from '../../../lib/session';
import { readAccountError } from '../components/graphql-error';
import { safeNextPath } from '../components/safe-next-path';
import { SignInMutation } from '../graphql/signIn';

type SignInForm = z.input<typeof signInInputSchema>;
type SignInValues = z.output<typeof signInInputSchema>;

/** Shown when the e-mail address and password do not match an account (UNAUTHENTICATED). */
export const SIGN_IN_MISMATCH_MESSAGE = 'That e-mail and password do not match. Check them and try again.';

const FALLBACK_MESSAGE = "We couldn't sign you in just now. Please try again in a moment.";
const NETWORK_MESSAGE = "We couldn't sign you in just now. Check your connection and try again.";

/**
 * @returns the react-hook-form `form` and its `submit`, `busy` while signing in, `formError` (a problem that
 *   belongs to no field) with `alertRef` (focused when it appears), `next` (where to go), and
 *   `alreadySignedIn` (a visitor who arrived signed in, who is sent on at once)
 */
export function useSignIn() {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [signIn, { loading }] = useMutation(SignInMutation);
  const [finishing, setFinishing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // True from a successful sign-in here until the page is left, so the signed-in redirect does not race it.
  const signedInHere = useRef(false);

  const form = useForm<SignInForm, unknown, SignInValues>({
    resolver: zodResolver(signInInputSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  useEffect(() => {
    document.title = 'Sign in · Stairway';
  }, []);

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { data } = await signIn({ variables: { input: values } });
      const token = data?.signIn.token;
      if (!token) throw new Error('Signed in without a session token');
      setFinishing(true);
      signedInHere.current = true;
      await session.signIn(token);
      navigate(next, { replace: true });
    } catch (error) {
      setFinishing(false);
      signedInHere.current = false;
      const problem = readAccountError(error);
      if (!problem) {
        // A network error also shows the toast 'Sorry, there was a network error' (spec §8).
        setFormError(NETWORK_MESSAGE);
        return;
      }
      if (problem.code === 'UNAUTHENTICATED') {
        setFormError(SIGN_IN_MISMATCH_MESSAGE);
        return;
      }
      if (problem.code === 'RATE_LIMITED') {
        setFormError(problem.message);
        return;
      }
      if (problem.code === 'BAD_USER_INPUT' && (problem.field === 'email' || problem.field === 'password')) {
        form.setError(problem.field, { type: 'server', message: problem.message }, { shouldFocus: true });
        return;
      }
      setFormError(problem.code === 'BAD_USER_INPUT' ? problem.message : FALLBACK_MESSAGE);
    }
  });

  return {
    form,
    submit,
    busy: loading || finishing,
    formError,
    alertRef,
    next,
    alreadySignedIn: Boolean(session.token) && !signedInHere.current,
  };
}
