/**
 * /landlord/property/new and /landlord/property/:listingId (spec §2; §7 getLandlordAddressSearch,
 * getLandlordPreSignedUploadUrl, deleteLandlordListingImage, createUpdateLandlordListing, getLandlordListing):
 * the address found by postcode or typed in, type, bedrooms, bathrooms, asking price, summary, photos (upload
 * progress, previews, delete, Move earlier / Move later through reorderLandlordListingImages; the first is the
 * main photo), publishing, and the rent and value estimate.
 */
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  FileButton,
  Group,
  Loader,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, TOAST_DURATION_MS } from '@stairway/domain/constants';
import {
  LANDLORD_IMAGE_ACCEPT,
  LANDLORD_SUMMARY_MAX_LENGTH,
  type LandlordListingInput,
  type LandlordListingParsed,
  landlordListingInputSchema,
  movedBy,
} from '@stairway/domain/landlord';
import { formatCount } from '@stairway/domain/money';
import { normalisePostcode } from '@stairway/domain/postcode';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { openConfirmModal } from '../../components/confirm-modal';
import { MoneyField } from '../../components/form/money-field';
import { TextField } from '../../components/form/text-field';
import { WholeNumberField } from '../../components/form/whole-number-field';
import type { LandlordListingDetailFieldsFragment } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { readGraphQLError } from '../../lib/server-errors';
import { useSession } from '../../lib/session';
import { EstimateCard } from './components/estimate-card';
import { CreateUpdateLandlordListingMutation } from './graphql/createUpdateLandlordListing';
import { DeleteLandlordListingImageMutation } from './graphql/deleteLandlordListingImage';
import { GetLandlordAddressSearchQuery } from './graphql/getLandlordAddressSearch';
import { GetLandlordListingQuery } from './graphql/getLandlordListing';
import { GetLandlordListingsQuery } from './graphql/getLandlordListings';
import { ReorderLandlordListingImagesMutation } from './graphql/reorderLandlordListingImages';
import { usePhotoUploads } from './hooks/use-photo-uploads';
import { formProblem } from './lib/form-problem';

type Listing = LandlordListingDetailFieldsFragment;

const FIELDS = [
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'postTown',
  'postcode',
  'type',
  'bedrooms',
  'bathrooms',
  'price',
  'summary',
] as const;

const blank: LandlordListingInput = {
  addressLine1: '',
  addressLine2: '',
  addressLine3: '',
  postTown: '',
  postcode: '',
  // The form starts empty; the resolver asks for each.
  type: undefined as unknown as LandlordListingInput['type'],
  bedrooms: undefined as unknown as number,
  bathrooms: undefined as unknown as number,
  price: undefined as unknown as number,
  summary: '',
  published: false,
};

const valuesOf = (listing: Listing): LandlordListingInput => ({
  addressLine1: listing.addressLine1,
  addressLine2: listing.addressLine2 ?? '',
  addressLine3: listing.addressLine3 ?? '',
  postTown: listing.postTown,
  postcode: listing.postcode,
  type: listing.type,
  bedrooms: listing.bedrooms,
  bathrooms: listing.bathrooms,
  price: listing.price,
  summary: listing.summary,
  published: listing.published,
});

/** The page: a new listing, or one of the landlord's listings by its id. */
export function PropertyPage() {
  const session = useSession();
  const { listingId } = useParams();
  const { data, loading, error } = useQuery(GetLandlordListingQuery, {
    variables: { input: { listingId: listingId ?? '' } },
    skip: !listingId || !session.landlordToken,
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    document.title = `${listingId ? 'Edit your listing' : 'List a property'} · Stairway`;
  }, [listingId]);

  if (!session.landlordToken) return <Navigate to={paths.landlord.listings} replace />;
  if (listingId && loading && !data) {
    return (
      <Center mih={240}>
        <Loader aria-label="Loading your listing" />
      </Center>
    );
  }
  if (listingId && (error || !data)) {
    return (
      <Stack maw={720} mx="auto">
        <Alert color="red" role="alert" title="We couldn't find that listing">
          {readGraphQLError(error)?.message ?? 'Check your connection and try again.'}
        </Alert>
        <Anchor component={Link} to={paths.landlord.listings}>
          Back to your listings
        </Anchor>
      </Stack>
    );
  }
  return <PropertyForm key={listingId ?? 'new'} listing={data?.getLandlordListing ?? null} />;
}

function PropertyForm({ listing }: { listing: Listing | null }) {
  const navigate = useNavigate();
  const photos = usePhotoUploads();
  const [save, saving] = useMutation(CreateUpdateLandlordListingMutation, {
    refetchQueries: [GetLandlordListingsQuery],
  });
  const [deleteImage] = useMutation(DeleteLandlordListingImageMutation);
  const [reorderImages, reordering] = useMutation(ReorderLandlordListingImagesMutation);
  /** What the last move did, read out by screen readers (an aria-live region). */
  const [moveAnnouncement, setMoveAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LandlordListingInput, unknown, LandlordListingParsed>({
    resolver: zodResolver(landlordListingInputSchema),
    mode: 'onTouched',
    defaultValues: listing ? valuesOf(listing) : blank,
  });
  const saved = listing?.images ?? [];
  const [postcode, type, bedrooms, bathrooms, addressLine1, postTown] = form.watch([
    'postcode',
    'type',
    'bedrooms',
    'bathrooms',
    'addressLine1',
    'postTown',
  ]);
  const normalised = normalisePostcode(postcode ?? '');
  const estimateRequest =
    normalised && type && typeof bedrooms === 'number' && typeof bathrooms === 'number'
      ? {
          postcode: normalised,
          propertyType: type,
          bedrooms,
          bathrooms,
          address: [addressLine1, postTown].filter(Boolean).join(', ') || null,
        }
      : null;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save({
        variables: {
          input: {
            id: listing?.id,
            addressLine1: values.addressLine1,
            addressLine2: values.addressLine2,
            addressLine3: values.addressLine3,
            postTown: values.postTown,
            postcode: values.postcode,
            type: values.type,
            bedrooms: values.bedrooms,
            bathrooms: values.bathrooms,
            price: values.price,
            summary: values.summary,
            images: photos.keys,
            published: values.published ?? false,
          },
        },
      });
      photos.clear();
      notifications.show({
        color: 'stairway',
        message: values.published ? 'Your listing is saved and published' : 'Your listing is saved',
        autoClose: TOAST_DURATION_MS,
      });
      navigate(paths.landlord.listings);
    } catch (error) {
      setProblem(
        formProblem(
          error,
          form.setError,
          [...FIELDS, 'images'],
          "We couldn't save your listing just now. Check your connection and try again.",
        ),
      );
    }
  });

  /** Moves a saved photo one place and saves the order at once; focus stays on the photo's buttons. */
  const moveSaved = async (imageId: string, index: number, step: -1 | 1) => {
    // One move at a time (the buttons stay enabled, so that the keyboard focus is not lost meanwhile).
    if (!listing || reordering.loading) return;
    const imageIds = movedBy(
      saved.map((image) => image.id),
      index,
      step,
    );
    try {
      await reorderImages({ variables: { input: { listingId: listing.id, imageIds } } });
      const position = index + step + 1;
      setMoveAnnouncement(
        position === 1
          ? `Photo moved to the first place: it is now the main photo.`
          : `Photo moved to place ${position} of ${saved.length}.`,
      );
      keepFocus(imageId, step);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: "We couldn't move the photo",
        message: readGraphQLError(error)?.message ?? 'Please try again.',
        autoClose: TOAST_DURATION_MS,
      });
    }
  };

  /** Moves a photo not yet saved one place among the new ones (it is saved in this order). */
  const moveNew = (uploadId: string, index: number, step: -1 | 1) => {
    photos.move(uploadId, step);
    const position = index + step + 1;
    setMoveAnnouncement(`New photo moved to place ${position} of ${photos.uploads.length} new photos.`);
    keepFocus(uploadId, step);
  };

  const confirmDeleteSaved = (imageId: string, index: number) =>
    openConfirmModal({
      title: 'Delete this photo?',
      children:
        index === 0 && saved.length > 1
          ? 'The next photo becomes the main photo.'
          : 'It will be removed from your listing.',
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: async () => {
        if (!listing) return;
        try {
          await deleteImage({ variables: { input: { listingId: listing.id, imageId } } });
        } catch (error) {
          notifications.show({
            color: 'red',
            title: "We couldn't delete the photo",
            message: readGraphQLError(error)?.message ?? 'Please try again.',
            autoClose: TOAST_DURATION_MS,
          });
        }
      },
    });

  const imagesError = form.formState.errors.images;
  const imagesMessage =
    imagesError?.message ??
    (Array.isArray(imagesError) ? imagesError.find((e) => e?.message)?.message : undefined);

  return (
    <Stack maw={760} mx="auto" gap="lg">
      <Anchor component={Link} to={paths.landlord.listings} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          Your listings
        </Group>
      </Anchor>
      <Title order={1}>{listing ? 'Edit your listing' : 'List a property'}</Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="xl">
          <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="address-title">
            <Stack gap="md">
              <Title order={2} fz="h4" id="address-title">
                Address
              </Title>
              <AddressFinder
                onChoose={(address) => {
                  const options = { shouldValidate: true, shouldDirty: true };
                  form.setValue('addressLine1', address.addressLine1, options);
                  form.setValue('addressLine2', address.addressLine2 ?? '', options);
                  form.setValue('addressLine3', address.addressLine3 ?? '', options);
                  form.setValue('postTown', address.postTown ?? '', options);
                  form.setValue('postcode', address.postcode, options);
                }}
              />
              <TextField
                control={form.control}
                name="addressLine1"
                label="Address line 1"
                autoComplete="address-line1"
              />
              <TextField
                control={form.control}
                name="addressLine2"
                label="Address line 2"
                optional
                autoComplete="address-line2"
              />
              <TextField
                control={form.control}
                name="addressLine3"
                label="Address line 3"
                optional
                autoComplete="address-line3"
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <TextField
                  control={form.control}
                  name="postTown"
                  label="Town or city"
                  autoComplete="address-level2"
                />
                <TextField
                  control={form.control}
                  name="postcode"
                  label="Postcode"
                  autoComplete="postal-code"
                />
              </SimpleGrid>
              <Text fz="sm" c="dimmed">
                Buyers see the street, the town and the postcode district, never your door number.
              </Text>
            </Stack>
          </Card>

          <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="home-title">
            <Stack gap="md">
              <Title order={2} fz="h4" id="home-title">
                The home
              </Title>
              <Controller
                control={form.control}
                name="type"
                render={({ field, fieldState }) => (
                  <Select
                    label="Type of property"
                    placeholder="Choose a type"
                    data={PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] }))}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value ?? undefined)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldState.error?.message}
                    allowDeselect={false}
                    data-testid="field-type"
                  />
                )}
              />
              <SimpleGrid cols={{ base: 2 }}>
                <WholeNumberField
                  control={form.control}
                  name="bedrooms"
                  label="Bedrooms"
                  description="0 for a studio"
                  min={0}
                  max={10}
                />
                <WholeNumberField
                  control={form.control}
                  name="bathrooms"
                  label="Bathrooms"
                  min={0}
                  max={10}
                />
              </SimpleGrid>
              <MoneyField control={form.control} name="price" label="Asking price" />
              <Controller
                control={form.control}
                name="summary"
                render={({ field, fieldState }) => (
                  <Textarea
                    label="Summary"
                    description={`What buyers should know: up to ${formatCount(LANDLORD_SUMMARY_MAX_LENGTH)} characters.`}
                    autosize
                    minRows={4}
                    maxRows={10}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.currentTarget.value)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldState.error?.message}
                    data-testid="field-summary"
                  />
                )}
              />
            </Stack>
          </Card>

          <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="photos-title">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} fz="h4" id="photos-title">
                  Photos
                </Title>
                <FileButton
                  onChange={(files) => void photos.add(files)}
                  accept={LANDLORD_IMAGE_ACCEPT}
                  multiple
                >
                  {(props) => (
                    <Button
                      {...props}
                      variant="light"
                      leftSection={<IconPhotoPlus size={18} aria-hidden="true" />}
                    >
                      Add photos
                    </Button>
                  )}
                </FileButton>
              </Group>
              <Text fz="sm" c="dimmed">
                JPEG, PNG or WebP, up to 10 MB each. The first photo is the main one: move photos earlier or
                later to choose it.
                {saved.length > 0 && photos.uploads.length > 0
                  ? ' New photos go after the saved ones until you save.'
                  : ''}
              </Text>
              <VisuallyHidden role="status" aria-live="polite">
                {moveAnnouncement}
              </VisuallyHidden>
              {imagesMessage && (
                <Alert color="red" role="alert">
                  {imagesMessage}
                </Alert>
              )}
              {saved.length + photos.uploads.length === 0 ? (
                <Text fz="sm">No photos yet.</Text>
              ) : (
                <SimpleGrid cols={{ base: 2, sm: 3 }} data-testid="photo-grid">
                  {saved.map((image, index) => (
                    <Photo
                      key={image.id}
                      id={image.id}
                      src={image.url}
                      main={index === 0}
                      label={`Photo ${index + 1}`}
                      onDelete={() => confirmDeleteSaved(image.id, index)}
                      onMove={
                        saved.length > 1
                          ? {
                              earlier: index > 0,
                              later: index < saved.length - 1,
                              move: (step) => void moveSaved(image.id, index, step),
                            }
                          : undefined
                      }
                    />
                  ))}
                  {photos.uploads.map((upload, index) => (
                    <Photo
                      key={upload.id}
                      id={upload.id}
                      src={upload.previewUrl}
                      main={saved.length === 0 && index === 0}
                      label={upload.name}
                      progress={upload.key ? null : upload.progress}
                      error={upload.error}
                      onDelete={() => photos.remove(upload.id)}
                      onMove={
                        photos.uploads.length > 1
                          ? {
                              earlier: index > 0,
                              later: index < photos.uploads.length - 1,
                              move: (step) => moveNew(upload.id, index, step),
                            }
                          : undefined
                      }
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Card>

          <EstimateCard request={estimateRequest} />

          <Card withBorder radius="lg" p="lg">
            <Controller
              control={form.control}
              name="published"
              render={({ field }) => (
                <Switch
                  label="Publish: show it to buyers"
                  description="Published homes are featured first to people looking in its postcode district. You can change this at any time."
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  size="md"
                />
              )}
            />
          </Card>

          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button component={Link} to={paths.landlord.listings} variant="default" size="md">
              Cancel
            </Button>
            <Button type="submit" size="md" loading={saving.loading} disabled={photos.uploading}>
              {photos.uploading ? 'Uploading photos…' : 'Save listing'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * Puts the keyboard focus back on a photo's move buttons after it moved (React keeps the element, but the
 * button pressed may now be disabled at the end of the list): the same direction if it can still move that way,
 * else the other.
 */
function keepFocus(photoId: string, step: -1 | 1) {
  requestAnimationFrame(() => {
    const buttons = document.querySelectorAll<HTMLButtonElement>(
      `[data-photo-id="${CSS.escape(photoId)}"] button[data-move]`,
    );
    const wanted = [...buttons].find((b) => b.dataset.move === String(step) && !b.disabled);
    (wanted ?? [...buttons].find((b) => !b.disabled))?.focus();
  });
}

/**
 * One photo: its preview, "Main photo" on the first, upload progress or a problem, delete, and Move earlier /
 * Move later when there is more than one.
 */
function Photo(props: {
  id: string;
  src: string;
  main: boolean;
  label: string;
  progress?: number | null;
  error?: string | null;
  onDelete: () => void;
  onMove?: { earlier: boolean; later: boolean; move: (step: -1 | 1) => void } | undefined;
}) {
  const { onMove } = props;
  return (
    <Stack gap={4} data-photo-id={props.id}>
      <Box pos="relative" style={{ aspectRatio: '4 / 3', borderRadius: 8, overflow: 'hidden' }} bg="gray.1">
        <img
          src={props.src}
          alt={props.label}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
        {props.main && !props.error && (
          <Badge pos="absolute" top={8} left={8} color="stairway" tt="none">
            Main photo
          </Badge>
        )}
        <ActionIcon
          pos="absolute"
          top={6}
          right={6}
          size={36}
          variant="white"
          color="red.9"
          aria-label={`Delete ${props.label}`}
          onClick={props.onDelete}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Box>
      {onMove && (
        <Group gap="xs" justify="center">
          <ActionIcon
            size={36}
            variant="default"
            data-move="-1"
            aria-label={`Move ${props.label} earlier`}
            title="Move earlier"
            disabled={!onMove.earlier}
            onClick={() => onMove.move(-1)}
          >
            <IconArrowLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            size={36}
            variant="default"
            data-move="1"
            aria-label={`Move ${props.label} later`}
            title="Move later"
            disabled={!onMove.later}
            onClick={() => onMove.move(1)}
          >
            <IconArrowRight size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      )}
      {typeof props.progress === 'number' && !props.error && (
        <Progress value={props.progress * 100} size="sm" aria-label={`Uploading ${props.label}`} animated />
      )}
      {props.error && (
        <Text fz="xs" c="red.9" role="alert">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}

type FoundAddress = {
  addressLine1: string;
  addressLine2?: string | null;
  addressLine3?: string | null;
  postTown?: string | null;
  postcode: string;
  displayAddress: string;
};

/** Finds the addresses of a postcode (getLandlordAddressSearch); choosing one fills the address fields. */
function AddressFinder({ onChoose }: { onChoose: (address: FoundAddress) => void }) {
  const [postcode, setPostcode] = useState('');
  const [search, { data, loading, error, called }] = useLazyQuery(GetLandlordAddressSearchQuery, {
    fetchPolicy: 'network-only',
  });
  const found = data?.getLandlordAddressSearch ?? [];
  const label = (a: FoundAddress) =>
    [a.addressLine1, a.addressLine2, a.addressLine3, a.postTown].filter(Boolean).join(', ');
  const find = () => void search({ variables: { input: { postcode } } });
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label="Find the address by postcode"
          placeholder="For example PO37 6BU"
          value={postcode}
          onChange={(event) => setPostcode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              find();
            }
          }}
          autoComplete="postal-code"
          style={{ flex: 1 }}
          error={readGraphQLError(error)?.message}
          data-testid="address-search-postcode"
        />
        <Button
          variant="light"
          onClick={find}
          loading={loading}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
        >
          Find
        </Button>
      </Group>
      {called && !loading && !error && found.length === 0 && (
        <Text fz="sm">We don't know the addresses of this postcode: type the address in below.</Text>
      )}
      {found.length > 0 && (
        <Select
          label="Choose the address"
          placeholder={`${found.length} addresses found`}
          data={found.map((address, index) => ({ value: String(index), label: label(address) }))}
          onChange={(value) => {
            const chosen = value === null ? undefined : found[Number(value)];
            if (chosen) onChoose(chosen);
          }}
          searchable
          data-testid="address-choice"
        />
      )}
    </Stack>
  );
}
