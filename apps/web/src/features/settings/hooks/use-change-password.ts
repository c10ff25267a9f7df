/**
 * The change-password form's state (spec §7 `saveNewPassword`): the current password and a new one (the
 * domain's saveNewPasswordInputSchema; the whole rule with the strength meter and on the server). The
 * answer's new token replaces this browser's, since every other session is signed out.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { saveNewPasswordInputSchema } from '@stairway/domain/accounts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, readGraphQLError } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { SaveNewPasswordMutation } from '../graphql/saveNewPassword';

type Form = z.input<typeof saveNewPasswordInputSchema>;
type Values = z.output<typeof saveNewPasswordInputSchema>;

/**
 * @returns the form, `newPassword` (typed, for the meter), `submit`, `busy`, `formError` and `saved` (true
 *   after a change, until the form is used again), each with a ref focused when it appears
 */
export function useChangePassword() {
  const session = useSession();
  const [save, { loading }] = useMutation(SaveNewPasswordMutation);
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(saveNewPasswordInputSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const newPassword = form.watch('newPassword') ?? '';

  useEffect(() => {
    if (formError || saved) alertRef.current?.focus();
  }, [formError, saved]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      const { data } = await save({ variables: { input: values } });
      const token = data?.saveNewPassword.token;
      if (!token) throw new Error('Saved without a session token');
      session.replaceToken(token);
      form.reset({ currentPassword: '', newPassword: '' });
      setSaved(true);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, ['currentPassword', 'newPassword']) ??
          (readGraphQLError(error)
            ? null
            : "We couldn't change your password just now. Check your connection and try again."),
      );
    }
  });

  return { form, newPassword, submit, busy: loading, formError, saved, alertRef };
}
