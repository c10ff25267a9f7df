/**
 * The applicant's co-applicant on the Application overview (spec §7 updateCoApplicant, addCoApplicant,
 * resendPermissionEmail, removeCoApplicant; decision 015): record their name and e-mail address and send the
 * sign-up link in one go, send a new link, or remove them after the generic confirm modal.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { coApplicantInviteSchema } from '@stairway/domain/co-applicant';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { openConfirmModal } from '../../../components/confirm-modal';
import { applyServerErrors, isGraphQLError, readGraphQLError } from '../../../lib/server-errors';
import { AddCoApplicantMutation } from '../graphql/addCoApplicant';
import { RemoveCoApplicantMutation } from '../graphql/removeCoApplicant';
import { ResendPermissionEmailMutation } from '../graphql/resendPermissionEmail';
import { UpdateCoApplicantMutation } from '../graphql/updateCoApplicant';
import type { Application } from './use-application';

/** The form: the co-applicant's names and e-mail address (the domain's coApplicantInviteSchema). */
const inviteSchema = coApplicantInviteSchema;
type InviteForm = z.input<typeof inviteSchema>;
type InviteValues = z.output<typeof inviteSchema>;

/**
 * @param application the loaded application (its co-applicant, if any)
 * @returns the invitation `form` with `invite` (save and send), `resend`, `askToRemove`, `busy`, `error`
 *   and `notice` (what was just done, in words)
 */
export function useCoApplicantDetails(application: Pick<Application, 'coApplicant'>) {
  const [update, updateState] = useMutation(UpdateCoApplicantMutation);
  const [add, addState] = useMutation(AddCoApplicantMutation);
  const [resendLink, resendState] = useMutation(ResendPermissionEmailMutation);
  const [remove, removeState] = useMutation(RemoveCoApplicantMutation);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<InviteForm, unknown, InviteValues>({
    resolver: zodResolver(inviteSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: application.coApplicant?.firstName ?? '',
      lastName: application.coApplicant?.lastName ?? '',
      email: application.coApplicant?.email ?? '',
    },
  });

  const invite = form.handleSubmit(async (values) => {
    setError(null);
    setNotice(null);
    try {
      await update({ variables: { input: values } });
      await add();
      setNotice(`We’ve e-mailed ${values.firstName} a link to join your application.`);
    } catch (failure) {
      // A refused address or name shows beside its field, and only there: the alert is for what belongs to no field, or
      // for a failure the server did not answer.
      const unplaced = applyServerErrors(failure, form.setError, ['firstName', 'lastName', 'email']);
      setError(
        unplaced ??
          (isGraphQLError(failure) ? null : 'We couldn’t send the link just now. Please try again.'),
      );
    }
  });

  const resend = async () => {
    setError(null);
    setNotice(null);
    try {
      await resendLink();
      setNotice(`We’ve sent ${application.coApplicant?.firstName ?? 'them'} a new link.`);
    } catch (failure) {
      setError(readGraphQLError(failure)?.message ?? 'We couldn’t send the link just now. Please try again.');
    }
  };

  const askToRemove = () =>
    openConfirmModal({
      title: `Remove ${application.coApplicant?.firstName ?? 'your co-applicant'}?`,
      children:
        'They will no longer be able to sign in, and everything they added to your application is removed. You can add someone else afterwards.',
      confirmLabel: 'Remove',
      destructive: true,
      onConfirm: async () => {
        setError(null);
        setNotice(null);
        try {
          await remove();
          form.reset({ firstName: '', lastName: '', email: '' });
        } catch (failure) {
          setError(
            readGraphQLError(failure)?.message ?? 'We couldn’t remove them just now. Please try again.',
          );
        }
      },
    });

  return {
    form,
    invite,
    resend,
    askToRemove,
    busy: updateState.loading || addState.loading || resendState.loading || removeState.loading,
    error,
    notice,
  };
}
