/**
 * The forgotten-password form's state (spec §7 `resetPasswordRequest`): the e-mail field (the domain's
 * resetPasswordRequestInputSchema), the request, and then the answer, which is the same whether or not the address has
 * an account.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordRequestInputSchema } from '@stairway/domain/accounts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { applyServerErrors, isGraphQLError } from '../../../lib/server-errors';
import { ResetPasswordRequestMutation } from '../graphql/resetPasswordRequest';

type Form = z.input<typeof resetPasswordRequestInputSchema>;
type Values = z.output<typeof resetPasswordRequestInputSchema>;

/**
 * @returns the form and its `submit`, `busy`, `formError` (with `alertRef`, focused when it appears),
 *   `sentTo` (the address once the request is made) with `titleRef` (focused then), and `again()` to ask
 *   for another link
 */
export function useForgotPassword() {
  const [searchParams] = useSearchParams();
  const [request, { loading }] = useMutation(ResetPasswordRequestMutation);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(resetPasswordRequestInputSchema),
    mode: 'onTouched',
    defaultValues: { email: searchParams.get('email') ?? '' },
  });

  useEffect(() => {
    document.title = 'Forgotten your password? · Stairway';
  }, []);
  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);
  useEffect(() => {
    if (sentTo) titleRef.current?.focus();
  }, [sentTo]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request({ variables: { input: values } });
      setSentTo(values.email);
    } catch (error) {
      // An address the server refuses is said beside the field only, not with "couldn't send" too; the alert is for a
      // failure the server did not answer.
      setFormError(
        applyServerErrors(error, form.setError, ['email']) ??
          (isGraphQLError(error)
            ? null
            : "We couldn't send the link just now. Check your connection and try again."),
      );
    }
  });

  return { form, submit, busy: loading, formError, alertRef, sentTo, titleRef, again: () => setSentTo(null) };
}
