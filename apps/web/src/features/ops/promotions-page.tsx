/**
 * /ops/promotions: the promotions, creating one with an uploaded image, and publishing or unpublishing one
 * (issue 13; decision 025). A new promotion starts unpublished; published, it is shown once to each applicant
 * in the promotion modal (spec §2). Publishing and unpublishing call the service
 * `npm run ops -- publish-promotion | unpublish-promotion` uses; every change is audited.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Image,
  Loader,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { checkHomeImageFile } from '@stairway/domain/home-submissions';
import { createPromotionInputSchema, PROMOTION_LIMITS } from '@stairway/domain/promotions';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { readGraphQLError } from '../../lib/server-errors';
import { formatDateTime } from './format';
import {
  CreatePromotionMutation,
  GetPromotionImageUploadUrlMutation,
  PromotionsQuery,
  SetPromotionActiveMutation,
} from './graphql';

type Field = 'title' | 'text' | 'termsText' | 'imageKey';
const textSchema = createPromotionInputSchema.omit({ imageKey: true });

/** The promotions list and the create form. */
export function PromotionsPage() {
  const { data, loading } = useQuery(PromotionsQuery, { fetchPolicy: 'cache-and-network' });
  const [getUploadUrl] = useMutation(GetPromotionImageUploadUrlMutation);
  const [create] = useMutation(CreatePromotionMutation);
  const [setActive] = useMutation(SetPromotionActiveMutation);
  const [values, setValues] = useState({ title: '', text: '', termsText: '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  useEffect(() => {
    document.title = 'Promotions · Stairway operators';
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setCreated(null);
    const found: Partial<Record<Field, string>> = {};
    const parsed = textSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
    }
    const fileProblem = file
      ? checkHomeImageFile({ name: file.name, size: file.size, type: file.type })
      : { message: 'Choose an image' };
    if (fileProblem) found.imageKey = fileProblem.message;
    setErrors(found);
    if (!parsed.success || !file || fileProblem) return;
    setSaving(true);
    try {
      const upload = (await getUploadUrl()).data?.getPromotionImageUploadUrl;
      if (!upload) throw new Error('No upload URL');
      const put = await fetch(upload.url, {
        method: 'PUT',
        headers: { 'Content-Type': file.type },
        body: file,
      });
      if (!put.ok) {
        setErrors({ imageKey: 'The image was not received: choose it again.' });
        return;
      }
      const result = await create({
        variables: { input: { ...parsed.data, imageKey: upload.key } },
        refetchQueries: ['Promotions'],
      });
      setCreated(result.data?.createPromotion.title ?? parsed.data.title);
      setValues({ title: '', text: '', termsText: '' });
      setFile(null);
    } catch (error) {
      const problem = readGraphQLError(error);
      const field = problem?.extensions.field as Field | undefined;
      if (problem && field) setErrors({ [field]: problem.message });
      else setFormError(problem?.message ?? 'The promotion was not saved. Try again.');
    } finally {
      setSaving(false);
    }
  };

  const toggle = async (promoId: string, active: boolean) => {
    setListError(null);
    setChanging(promoId);
    try {
      await setActive({ variables: { input: { promoId, active } }, refetchQueries: ['Promotions'] });
    } catch (error) {
      setListError(readGraphQLError(error)?.message ?? 'That did not work. Try again.');
    } finally {
      setChanging(null);
    }
  };

  const field = (name: 'title' | 'text' | 'termsText') => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
    maxLength: PROMOTION_LIMITS[name],
  });

  return (
    <Stack gap="lg" maw={1000}>
      <Title order={1} fz="h2">
        Promotions
      </Title>
      <Text c="gray.7">
        A published promotion is shown once to each applicant with a confirmed e-mail address, in a window on
        their progress page, with a link to its terms.
      </Text>
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate aria-label="Create a promotion">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Create a promotion
            </Title>
            {formError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
                {formError}
              </Alert>
            )}
            <TextInput label="Title" {...field('title')} />
            <Textarea label="Text" autosize minRows={2} {...field('text')} />
            <Textarea
              label="Terms"
              description="Plain text; leave a blank line between paragraphs. Shown on the promotion’s terms page."
              autosize
              minRows={4}
              {...field('termsText')}
            />
            <FileInput
              label="Image"
              description="A JPEG, PNG or WebP of at most 10 MB."
              accept="image/jpeg,image/png,image/webp"
              value={file}
              onChange={setFile}
              error={errors.imageKey}
              clearable
            />
            <div>
              <Button type="submit" loading={saving}>
                Create promotion
              </Button>
            </div>
            <Text fz="sm" c="gray.7">
              It is created unpublished: publish it from the list below when it is ready.
            </Text>
          </Stack>
        </form>
        {created && (
          <Alert
            color="teal"
            variant="light"
            mt="md"
            role="status"
            icon={<IconCircleCheck aria-hidden="true" />}
          >
            “{created}” was created, unpublished.
          </Alert>
        )}
      </Card>
      {listError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          {listError}
        </Alert>
      )}
      {loading && !data ? (
        <Loader aria-label="Loading promotions" />
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped verticalSpacing="sm" aria-label="Promotions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>Image</VisuallyHidden>
                </Table.Th>
                <Table.Th>Promotion</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th miw={150}>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data?.promotions ?? []).map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td w={96}>
                    {p.imageUrl ? (
                      <Image src={p.imageUrl} alt="" w={80} h={48} fit="cover" radius="sm" />
                    ) : (
                      <Text fz="xs" c="gray.7">
                        Bundled image
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fw={600}>{p.title}</Text>
                    <Text fz="sm" c="gray.7" lineClamp={2}>
                      {p.text}
                    </Text>
                    <Anchor href={p.terms} target="_blank" rel="noreferrer" fz="sm">
                      Terms (opens in a new tab)
                    </Anchor>
                  </Table.Td>
                  <Table.Td miw={120}>{formatDateTime(p.createdAt)}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="filled"
                      color={p.active ? 'teal.9' : 'gray.7'}
                      style={{ overflow: 'visible' }}
                    >
                      {p.active ? 'Published' : 'Not published'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="filled"
                      color={p.active ? 'red.9' : undefined}
                      loading={changing === p.id}
                      onClick={() => toggle(p.id, !p.active)}
                      aria-label={`${p.active ? 'Unpublish' : 'Publish'} ${p.title}`}
                    >
                      {p.active ? 'Unpublish' : 'Publish'}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
