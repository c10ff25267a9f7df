/**
 * The About you form's state (spec §2 About you): the names, date of birth, phone number, nationality, National
 * Insurance number and other names, started from the saved user and application, validated with the domain's
 * aboutYouSchema (a date of birth on which the applicant is 18 or over) and saved with `updateApplication`; then the
 * session is refetched (the name shows elsewhere) and the next page opens.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AboutYouValues, aboutYouSchema, formatNin } from '@stairway/domain/application-validation';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../../lib/paths';
import { applyServerErrors } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import type { Application, ApplicationUser } from './use-application';
import { useGoToNextPage } from './use-save-and-continue';
import { useUnsavedChanges } from './use-unsaved-changes';

const PATH = paths.application.steps['about-you'];
/** The form's fields, for placing the server's field errors. */
const FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'phoneNumber',
  'nationality',
  'nin',
  'otherFirstName',
  'otherMiddleName',
  'otherLastName',
] as const;

/**
 * @param application the loaded application
 * @param user the signed-in user (names and phone number)
 * @returns the react-hook-form `form`, today's date (the latest date of birth allowed), `onSubmit`, `saving`
 *   and `pageError` (a problem that belongs to no field)
 */
export function useAboutYouForm(application: Application, user: ApplicationUser) {
  const today = dayjs().format('YYYY-MM-DD');
  const schema = useMemo(() => aboutYouSchema(today), [today]);
  const session = useSession();
  const goNext = useGoToNextPage(PATH, application.jointApplication);
  const [save, { loading }] = useMutation(UpdateApplicationMutation);
  const [pageError, setPageError] = useState<string | null>(null);
  const hasOtherNames = Boolean(application.otherFirstName || application.otherLastName);
  const form = useForm<AboutYouValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      firstName: user.firstName,
      middleName: user.middleName ?? '',
      lastName: user.lastName,
      dateOfBirth: application.dateOfBirth ?? '',
      phoneNumber: user.phoneNumber ?? '',
      nationality: application.nationality ?? '',
      nin: formatNin(application.nin),
      hasOtherNames,
      otherFirstName: application.otherFirstName ?? '',
      otherMiddleName: application.otherMiddleName ?? '',
      otherLastName: application.otherLastName ?? '',
    },
  });

  // What is typed is kept in the tab until saved.
  useUnsavedChanges(form, `${application.id}.about-you`);

  const onSubmit = form.handleSubmit(async (input) => {
    setPageError(null);
    try {
      await save({ variables: { input } });
      void session.refetch();
      goNext();
    } catch (failure) {
      setPageError(applyServerErrors(failure, form.setError, FIELDS));
    }
  });

  return { form, today, onSubmit, saving: loading, pageError };
}
