/**
 * The sign-in form's state (spec §2 "/login"; §6 "signs in with e-mail and password and receives a token"):
 * the form (validated with the domain's signInInputSchema), `signIn`, starting the session and going to the
 * `next` path when it is on this site (else /dashboard), and what went wrong, in words fit to show.
 *
 * The form is @mantine/form's, not react-hook-form's as elsewhere: /login must load at most 150 KB of
 * JavaScript before it shows, and @mantine/form is about a third of react-hook-form's size there (decision record 020).
 * It validates with the same domain schema, through Standard Schema.
 */
import { schemaResolver, useForm } from '@mantine/form';
import type { signInInputSchema } from '@stairway/domain/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { loadApolloClient } from '../../../lib/apollo-client';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { safeNextPath } from '../components/safe-next-path';
import { readSignInFailure, SIGN_IN_MISMATCH_MESSAGE } from './sign-in-failure';

/**
 * Apollo Client and the `signIn` document, loaded after the page shows (not in the JavaScript /login loads before it
 * shows), and again on submit if that load failed.
 */
const loadSignIn = () =>
  Promise.all([loadApolloClient(), import('../graphql/signIn').then((m) => m.SignInMutation)]);

/**
 * The domain's sign-in schema (zod and the domain's schemas are about 40 KB gzip), loaded after the page shows
 * and kept; a failed load is tried again on the next validation.
 */
let schema: Promise<typeof signInInputSchema> | undefined;
const loadSchema = () => {
  schema ??= import('@stairway/domain/validation')
    .then((m) => m.signInInputSchema)
    .catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
  return schema;
};

/** Where a co-applicant goes after signing in: `next` when it is one of their pages, else their dashboard. */
function homeOfCoApplicant(next: string): string {
  return next.startsWith(paths.coApplicantDashboard) || next.includes('/co-applicant-')
    ? next
    : paths.coApplicantDashboard;
}

type SignInForm = z.input<typeof signInInputSchema>;
type SignInValues = z.output<typeof signInInputSchema>;

/** Shown when the e-mail address and password do not match an account (sign-in-failure.ts). */
export { SIGN_IN_MISMATCH_MESSAGE };

/**
 * @returns the @mantine/form `form` and its `submit`, `busy` while signing in, `formError` (a problem that
 *   belongs to no field) with `alertRef` (focused when it appears), `next` (where to go), and
 *   `notice` (after a password reset), and `alreadySignedIn` (a visitor who arrived signed in, who is sent on
 *   at once)
 */
export function useSignIn() {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  // After a password reset (use-set-password.ts): say so, and fill in the address.
  const resetState = useLocation().state as { notice?: string; email?: string } | null;
  const notice =
    resetState?.notice === 'password-reset'
      ? 'Your password has been changed and you have been signed out everywhere. Sign in with your new password.'
      : null;
  const [loading, setLoading] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // True from a successful sign-in here until the page is left, so the signed-in redirect does not race it.
  const signedInHere = useRef(false);

  const form = useForm<SignInForm, (values: SignInForm) => SignInValues>({
    initialValues: { email: resetState?.email ?? '', password: '' },
    // As react-hook-form's onTouched elsewhere: a field is checked when it is left, then as it changes.
    validateInputOnBlur: true,
    validate: async (values) => schemaResolver(await loadSchema())(values),
  });

  useEffect(() => {
    document.title = 'Sign in · Stairway';
  }, []);

  // Fetched while the visitor types, so that signing in does not wait for them; started when the form is
  // first focused rather than when the page shows, so that evaluating Apollo Client and zod (long tasks on a
  // phone) does not block the page as it first shows (Lighthouse's Total Blocking Time).
  const preloaded = useRef(false);
  const preload = useCallback(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    loadSignIn().catch(() => undefined);
    loadSchema().catch(() => undefined);
    // The page's alerts, so that a problem shows at once (login-page.tsx loads them lazily).
    import('../components/alert').catch(() => undefined);
  }, []);

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  const submit = form.onSubmit(async (raw) => {
    setFormError(null);
    setLoading(true);
    try {
      // The values as the schema gives them (the address trimmed), as react-hook-form's resolver did.
      const values = (await loadSchema()).parse(raw);
      const [client, SignInMutation] = await loadSignIn();
      const { data } = await client.mutate({ mutation: SignInMutation, variables: { input: values } });
      const token = data?.signIn.token;
      if (!token) throw new Error('Signed in without a session token');
      setFinishing(true);
      signedInHere.current = true;
      await session.signIn(token);
      // Each role has its own home (decision 015): a co-applicant goes to their dashboard.
      navigate(data.signIn.role === 'CoApplicant' ? homeOfCoApplicant(next) : next, { replace: true });
    } catch (error) {
      setLoading(false);
      setFinishing(false);
      signedInHere.current = false;
      const failure = await readSignInFailure(error);
      if (failure.field) {
        form.setFieldError(failure.field, failure.message);
        form.getInputNode(failure.field)?.focus();
        return;
      }
      setFormError(failure.message);
    }
  });

  return {
    form,
    submit,
    /** Starts loading what signing in needs; give it to the form's onFocus. */
    preload,
    busy: loading || finishing,
    formError,
    alertRef,
    next,
    notice,
    alreadySignedIn: Boolean(session.token) && !signedInHere.current,
    /** Where a visitor who arrived signed in goes: their role's home when `next` is another role's. */
    alreadySignedInTo: session.role === 'coApplicant' ? homeOfCoApplicant(next) : next,
  };
}
