/**
 * The state and handlers of the "Your data" section: the download (requestDataExport) and the delete confirm box
 * (deleteMyAccount).
 */
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { DeleteMyAccountMutation, RequestDataExportMutation } from '../../lib/graphql/your-data';
import { readGraphQLError } from '../../lib/server-errors';

/**
 * @param confirmWith how the person confirms: their password, or the e-mail address they sign in with
 * @param onDeleted signs the person out and shows the confirmation page
 * @returns the download's and the deletion's state and handlers
 */
export function useYourData(
  confirmWith: 'password' | 'email',
  onDeleted: (result: { keptUntil: string | null }) => void | Promise<void>,
) {
  const [requestExport, exportState] = useMutation(RequestDataExportMutation);
  const [deleteAccount, deleteState] = useMutation(DeleteMyAccountMutation);
  const [started, setStarted] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const download = async () => {
    setStarted(null);
    setExportError(null);
    try {
      const { data } = await requestExport();
      const link = data?.requestDataExport;
      if (!link) throw new Error('No download link');
      // The route answers the ZIP as an attachment: the browser saves it and this page stays.
      window.location.assign(link.url);
      setStarted(link.fileName);
    } catch (error) {
      setExportError(
        readGraphQLError(error)?.message ??
          'We couldn’t prepare your download just now. Check your connection and try again.',
      );
    }
  };

  const close = () => {
    if (deleteState.loading) return;
    setOpen(false);
    setValue('');
    setFieldError(null);
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    if (!value.trim()) {
      setFieldError(
        confirmWith === 'password'
          ? 'Enter your password to confirm.'
          : 'Type your e-mail address to confirm.',
      );
      return;
    }
    try {
      const input = confirmWith === 'password' ? { password: value } : { confirmation: value };
      const { data } = await deleteAccount({ variables: { input } });
      if (!data) throw new Error('Not deleted');
      await onDeleted({ keptUntil: data.deleteMyAccount.keptUntil ?? null });
    } catch (error) {
      const read = readGraphQLError(error);
      if (read?.code === 'BAD_USER_INPUT') setFieldError(read.message);
      else
        setFormError(
          read?.message ?? 'We couldn’t delete your account just now. Check your connection and try again.',
        );
    }
  };

  return {
    exportState,
    deleteState,
    started,
    exportError,
    open,
    setOpen,
    value,
    setValue,
    fieldError,
    formError,
    download,
    close,
    submit,
  };
}

/** What useYourData returns. */
export type YourDataState = ReturnType<typeof useYourData>;
