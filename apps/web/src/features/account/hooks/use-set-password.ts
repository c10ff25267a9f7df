/**
 * The state of the pages that set a password from an e-mailed link (spec §7 `resetPassword`,
 * `createAccountExistingCustomer`): the link's token, the new-password form (the domain's length rule here,
 * the whole rule with the strength meter and on the server), and what happens next. After a reset every
 * session is signed out (this one too), and the person signs in with the new password; an invited customer is
 * signed in at once and goes to their progress.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInputSchema } from '@stairway/domain/accounts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../lib/paths';
import { applyServerErrors, readGraphQLError } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { CoApplicantSignUpMutation } from '../graphql/coApplicantSignUp';
import { CreateAccountExistingCustomerMutation } from '../graphql/createAccountExistingCustomer';
import { ResetPasswordMutation } from '../graphql/resetPassword';

const passwordOnly = resetPasswordInputSchema.pick({ password: true });
type Form = z.input<typeof passwordOnly>;
type Values = z.output<typeof passwordOnly>;

/** What the login page is told after a reset (router state). */
export type LoginNotice = { notice: 'password-reset'; email: string };

const LINK_CODES = new Set(['TOKEN_INVALID', 'TOKEN_USED', 'TOKEN_EXPIRED']);

/**
 * @param purpose `reset` (resetPassword), `welcome` (createAccountExistingCustomer) or `co-applicant`
 *   (coApplicantSignUp: a co-applicant added by an applicant joins and goes to their dashboard)
 * @returns the link's `token` (null when the link is incomplete), the form with `password` (the typed value,
 *   for the meter), `submit`, `busy`, `formError` with `alertRef`, `linkProblem` (the server's message
 *   when the link is unknown, used or expired) and `linkReplaced` (a co-applicant's link that a newer one
 *   replaced: they never chose a password, so "Go to sign in" is not offered)
 */
export function useSetPassword(purpose: 'reset' | 'welcome' | 'co-applicant') {
  const session = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const [reset, resetState] = useMutation(ResetPasswordMutation);
  const [create, createState] = useMutation(CreateAccountExistingCustomerMutation);
  const [join, joinState] = useMutation(CoApplicantSignUpMutation);
  const [finishing, setFinishing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [linkReplaced, setLinkReplaced] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(passwordOnly),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const password = form.watch('password') ?? '';

  useEffect(() => {
    const titles = {
      reset: 'Choose a new password',
      welcome: 'Welcome to Stairway',
      'co-applicant': 'Join your joint application',
    };
    document.title = `${titles[purpose]} · Stairway`;
  }, [purpose]);
  useEffect(() => {
    if (formError || linkProblem) alertRef.current?.focus();
  }, [formError, linkProblem]);

  const submit = form.handleSubmit(async (values) => {
    if (!token) return;
    setFormError(null);
    setLinkProblem(null);
    setLinkReplaced(false);
    try {
      if (purpose === 'reset') {
        const { data } = await reset({ variables: { input: { token, password: values.password } } });
        const email = data?.resetPassword.email ?? '';
        setFinishing(true);
        // Every session was signed out, this browser's too.
        if (session.token) await session.signOut();
        navigate(paths.login, {
          replace: true,
          state: { notice: 'password-reset', email } satisfies LoginNotice,
        });
      } else if (purpose === 'co-applicant') {
        const { data } = await join({ variables: { input: { token, password: values.password } } });
        const newToken = data?.coApplicantSignUp.token;
        if (!newToken) throw new Error('Signed up without a session token');
        setFinishing(true);
        await session.signIn(newToken);
        navigate(paths.coApplicantDashboard, { replace: true });
      } else {
        const { data } = await create({ variables: { input: { token, password: values.password } } });
        const newToken = data?.createAccountExistingCustomer.token;
        if (!newToken) throw new Error('Signed up without a session token');
        setFinishing(true);
        await session.signIn(newToken);
        navigate(paths.dashboard, { replace: true });
      }
    } catch (error) {
      setFinishing(false);
      const problem = readGraphQLError(error);
      if (problem?.code && LINK_CODES.has(problem.code)) {
        setLinkProblem(problem.message);
        setLinkReplaced(problem.extensions.replaced === true);
        return;
      }
      setFormError(
        applyServerErrors(error, form.setError, ['password']) ??
          (problem ? null : "We couldn't save your password just now. Check your connection and try again."),
      );
    }
  });

  return {
    token,
    form,
    password,
    submit,
    busy: resetState.loading || createState.loading || joinState.loading || finishing,
    formError,
    linkProblem,
    linkReplaced,
    alertRef,
  };
}
