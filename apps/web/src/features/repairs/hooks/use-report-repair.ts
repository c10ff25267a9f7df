/**
 * The "Report a repair" form: the category, the urgency and the description, checked with the domain's
 * reportRepairInputSchema (loaded on the first check); up to five photos, each checked in the browser as the
 * server will (a JPEG, PNG or WebP of at most 10 MB). On sending, each photo is uploaded to its signed URL, then
 * the report is sent with their keys. A server error naming a field is shown under it, any other above the
 * button; nothing typed is lost on an error.
 */
import { useMutation } from '@apollo/client/react';
import { checkHomeImageFile } from '@stairway/domain/home-submission-photos';
import type { RepairCategory, RepairUrgency } from '@stairway/domain/repairs';
import { type BaseSyntheticEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { formProblem } from '../../../lib/server-errors';
import { UploadError, uploadFile } from '../../../lib/upload-file';
import { GetRepairPhotoUploadUrlMutation, ReportRepairMutation } from '../graphql/reportRepair';

/** The most photos a report may carry (packages/domain repair-inputs.ts MAX_REPAIR_PHOTOS). */
export const MAX_PHOTOS = 5;

/** The form's fields as typed ('' when nothing is chosen). */
export type ReportRepairValues = {
  category: RepairCategory | '';
  urgency: RepairUrgency | '';
  description: string;
};

/** The checked report, as the server takes it without the photos. */
type Checked = { category: RepairCategory; urgency: RepairUrgency; description: string };

const FIELDS = ['category', 'urgency', 'description'] as const;
const OFFLINE = 'We couldn’t send your report: check your connection and try again.';

const resolver = lazyZodResolver(() =>
  import('@stairway/domain/repair-inputs').then((m) => m.reportRepairInputSchema.omit({ photoKeys: true })),
);

/**
 * The form's state.
 * @param onReported called after a report is recorded (the page reads the repairs again)
 */
export function useReportRepair(onReported: () => void) {
  const form = useForm<ReportRepairValues, unknown, Checked>({
    // The resolver's types are the schema's; the form's empty choices are '' until chosen.
    resolver: resolver as never,
    mode: 'onTouched',
    defaultValues: { category: '', urgency: '', description: '' },
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reported, setReported] = useState(false);
  const [getUrl] = useMutation(GetRepairPhotoUploadUrlMutation);
  const [report] = useMutation(ReportRepairMutation);

  /** Keeps the chosen photos that can be used (up to {@link MAX_PHOTOS}) and says why any other was left out. */
  const choosePhotos = (files: File[]) => {
    const problems: string[] = [];
    const usable = files.filter((file) => {
      const problem = checkHomeImageFile({ name: file.name, size: file.size, type: file.type });
      if (problem) problems.push(problem.message);
      return !problem;
    });
    if (usable.length > MAX_PHOTOS)
      problems.push(`Add up to ${MAX_PHOTOS} photos: the first ${MAX_PHOTOS} are kept.`);
    setPhotos(usable.slice(0, MAX_PHOTOS));
    setPhotoError(problems.length > 0 ? problems.join(' ') : null);
  };

  const save = form.handleSubmit(async (checked) => {
    setSending(true);
    try {
      const photoKeys: string[] = [];
      for (const file of photos) {
        const { data } = await getUrl();
        const signed = data?.getPreSignedUploadUrl;
        if (!signed) throw new UploadError('We couldn’t upload your photo: try again.');
        await uploadFile(signed.url, file, () => {});
        photoKeys.push(signed.key);
      }
      await report({ variables: { input: { ...checked, photoKeys } } });
      form.reset();
      setPhotos([]);
      setReported(true);
      onReported();
    } catch (error) {
      if (error instanceof UploadError) setPhotoError(error.message);
      else setFormError(formProblem(error, form.setError, FIELDS, OFFLINE));
    } finally {
      setSending(false);
    }
  });

  return {
    form,
    photos,
    photoError,
    choosePhotos,
    formError,
    sending,
    /** True after a report is recorded, until the next is started. */
    reported,
    submit: (event?: BaseSyntheticEvent) => {
      setFormError(null);
      setReported(false);
      return save(event);
    },
  };
}
