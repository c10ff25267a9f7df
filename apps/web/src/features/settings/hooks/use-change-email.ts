/**
 * The change-of-e-mail form's state (spec §2 "/settings/email"; §7 `checkNewEmail`): the new address (the
 * domain's checkNewEmailInputSchema), and then where the confirmation link went. The account changes only
 * when the link is opened (/settings/email/confirm).
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkNewEmailInputSchema } from '@stairway/domain/accounts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors, readGraphQLError } from '../../../lib/server-errors';
import { CheckNewEmailMutation } from '../graphql/checkNewEmail';

type Form = z.input<typeof checkNewEmailInputSchema>;
type Values = z.output<typeof checkNewEmailInputSchema>;

/**
 * @returns the form, `submit`, `busy`, `formError` (with `alertRef`), `sentTo` (the new address once the
 *   link is sent; `titleRef` is focused then) and `again()` to change the address typed
 */
export function useChangeEmail() {
  const [check, { loading }] = useMutation(CheckNewEmailMutation);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<Form, unknown, Values>({
    resolver: zodResolver(checkNewEmailInputSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  useEffect(() => {
    document.title = 'Change your e-mail address · Stairway';
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
      const { data } = await check({ variables: { input: values } });
      setSentTo(data?.checkNewEmail.email ?? values.email);
    } catch (error) {
      setFormError(
        applyServerErrors(error, form.setError, ['email']) ??
          (readGraphQLError(error)
            ? null
            : "We couldn't send the link just now. Check your connection and try again."),
      );
    }
  });

  return { form, submit, busy: loading, formError, alertRef, sentTo, titleRef, again: () => setSentTo(null) };
}
