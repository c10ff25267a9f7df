/**
 * The create-a-promotion form (decision 025): the title, text and terms checked with the domain's
 * createPromotionInputSchema, and the image with checkHomeImageFile (a JPEG, PNG or WebP of at most 10 MB), all at
 * once; then the image is uploaded to a signed URL and the promotion created, unpublished. A server error naming a
 * field is shown under it; any other error above the form.
 */
import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { checkHomeImageFile } from '@stairway/domain/home-submissions';
import { createPromotionInputSchema } from '@stairway/domain/promotions';
import { type BaseSyntheticEvent, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { readGraphQLError } from '../../../lib/server-errors';
import { CreatePromotionMutation } from '../graphql/createPromotion';
import { GetPromotionImageUploadUrlMutation } from '../graphql/getPromotionImageUploadUrl';

/** The create form's fields as typed: the words, and the image chosen (null before one is). */
export type PromotionFormValues = { title: string; text: string; termsText: string; image: File | null };

/** The create form's fields once checked. */
export type CheckedPromotion = { title: string; text: string; termsText: string; image: File };

type Field = keyof PromotionFormValues;

const EMPTY: PromotionFormValues = { title: '', text: '', termsText: '', image: null };

/** The server's field names, with the form's field each is shown under (the image's key under the image). */
const FORM_FIELDS: Record<string, Field> = {
  title: 'title',
  text: 'text',
  termsText: 'termsText',
  imageKey: 'image',
};

const textResolver = zodResolver(createPromotionInputSchema.omit({ imageKey: true }));

/**
 * Checks the words with the domain's schema and the image with checkHomeImageFile, reporting every problem
 * together (the same as the server's checks, before the image is uploaded).
 */
export const promotionResolver: Resolver<PromotionFormValues, unknown, CheckedPromotion> = async (
  values,
  context,
  options,
) => {
  // The words' resolver reads only its own fields of the options (the image is checked below).
  const wordsOptions = options as unknown as Parameters<typeof textResolver>[2];
  const words = await textResolver(values, context, wordsOptions);
  const { image } = values;
  const problem = image
    ? checkHomeImageFile({ name: image.name, size: image.size, type: image.type })
    : { message: 'Choose an image' };
  const errors: FieldErrors<PromotionFormValues> = { ...words.errors };
  if (problem) errors.image = { type: 'validate', message: problem.message };
  if (!image || Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { ...(words.values as Omit<CheckedPromotion, 'image'>), image }, errors: {} };
};

/**
 * The create form's state.
 * @returns the react-hook-form `form`, `submit` for the `<form>`, `saving` while the image is uploaded and the
 *   promotion created, `formError` (a problem that belongs to no field) and `created` (the title of the
 *   promotion just created, or null)
 */
export function useCreatePromotion() {
  const [getUploadUrl] = useMutation(GetPromotionImageUploadUrlMutation);
  const [create] = useMutation(CreatePromotionMutation);
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<PromotionFormValues, unknown, CheckedPromotion>({
    resolver: promotionResolver,
    defaultValues: EMPTY,
  });

  const save = form.handleSubmit(async ({ image, ...words }) => {
    try {
      const upload = (await getUploadUrl()).data?.getPromotionImageUploadUrl;
      if (!upload) throw new Error('No upload URL');
      const put = await fetch(upload.url, {
        method: 'PUT',
        headers: { 'Content-Type': image.type },
        body: image,
      });
      if (!put.ok) {
        form.setError('image', { type: 'server', message: 'The image was not received: choose it again.' });
        return;
      }
      const result = await create({
        variables: { input: { ...words, imageKey: upload.key } },
        refetchQueries: ['Promotions'],
      });
      setCreated(result.data?.createPromotion.title ?? words.title);
      form.reset(EMPTY);
    } catch (error) {
      const problem = readGraphQLError(error);
      const field = problem?.extensions.field;
      const formField = typeof field === 'string' ? FORM_FIELDS[field] : undefined;
      if (problem && formField) form.setError(formField, { type: 'server', message: problem.message });
      else setFormError(problem?.message ?? 'The promotion was not saved. Try again.');
    }
  });

  return {
    form,
    /** Checks every field, then uploads the image and creates the promotion. */
    submit: (event?: BaseSyntheticEvent) => {
      setFormError(null);
      setCreated(null);
      return save(event);
    },
    saving: form.formState.isSubmitting,
    formError,
    created,
  };
}
