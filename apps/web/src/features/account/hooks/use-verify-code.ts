/**
 * The e-mail code page's state (spec §7 `verifyOtpToken`, `resendOtpCode`; decision record 013): the
 * signed-in applicant types the 6-digit code from the verification or code e-mail instead of opening the
 * link; "Send me a new code" e-mails a new one. The form uses the domain's otpCodeInputSchema, which takes
 * a pasted "123 456".
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { otpCodeInputSchema } from '@stairway/domain/accounts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, readGraphQLError } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { ResendOtpCodeMutation } from '../graphql/resendOtpCode';
import { VerifyOtpTokenMutation } from '../graphql/verifyOtpToken';

type Form = z.input<typeof otpCodeInputSchema>;
type Values = z.output<typeof otpCodeInputSchema>;

/** Where asking for a new code stands. */
export type ResendCodeState = { status: 'idle' } | { status: 'sent' } | { status: 'error'; message: string };

/**
 * @returns the session's state (`signedIn`, `loading`, `email`, `alreadyVerified`), the form with `submit`,
 *   `busy`, `formError` (with `alertRef`), `verified` (true once the code was accepted; `titleRef` is focused
 *   then), and `resend()` with `resendState` and `resending`
 */
export function useVerifyCode() {
  const session = useSession();
  const [verify, verifyState] = useMutation(VerifyOtpTokenMutation);
  const [resendCode, resendMutation] = useMutation(ResendOtpCodeMutation);
  const [verified, setVerified] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [resendState, setResendState] = useState<ResendCodeState>({ status: 'idle' });
  const alertRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(otpCodeInputSchema),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });

  useEffect(() => {
    document.title = 'Enter your code · Stairway';
  }, []);
  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);
  useEffect(() => {
    if (verified) titleRef.current?.focus();
  }, [verified]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await verify({ variables: { input: values } });
      setVerified(true);
      await session.refetch();
    } catch (error) {
      const problem = readGraphQLError(error);
      if (problem?.code?.startsWith('TOKEN_')) {
        form.setError('code', { type: 'server', message: problem.message }, { shouldFocus: true });
        return;
      }
      setFormError(
        applyServerErrors(error, form.setError, ['code']) ??
          (problem ? null : "We couldn't check your code just now. Check your connection and try again."),
      );
    }
  });

  const resend = async () => {
    setResendState({ status: 'idle' });
    try {
      const { data } = await resendCode();
      if (data?.resendOtpCode.alreadyVerified) {
        setVerified(true);
        return;
      }
      form.clearErrors('code');
      form.setValue('code', '');
      setResendState({ status: 'sent' });
    } catch (error) {
      setResendState({
        status: 'error',
        message:
          readGraphQLError(error)?.message ?? "We couldn't send a new code just now. Please try again.",
      });
    }
  };

  return {
    signedIn: Boolean(session.token),
    loading: session.loading,
    email: session.me?.user.email,
    alreadyVerified: Boolean(session.me?.user.emailVerified) && !verified,
    form,
    submit,
    busy: verifyState.loading,
    formError,
    alertRef,
    verified,
    titleRef,
    resend,
    resendState,
    resending: resendMutation.loading,
  };
}
