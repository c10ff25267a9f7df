/**
 * The listing form (spec §2): address, the home, photos, the rent and value estimate, publishing, and Save
 * listing. Its state is usePropertyForm's and useListingPhotos'.
 */
import { Alert, Anchor, Button, Card, Group, Stack, Switch, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import type { LandlordListingDetailFieldsFragment } from '../../../gql/graphql';
import { paths } from '../../../lib/paths';
import { useListingPhotos } from '../hooks/use-listing-photos';
import { usePropertyForm } from '../hooks/use-property-form';
import { EstimateCard } from './estimate-card';
import { ListingPhotosSection } from './listing-photos-section';
import { ListingAddressSection, type ListingControl, ListingHomeSection } from './listing-sections';

/** The form for a new listing (`listing` null) or for editing one. */
export function PropertyForm({ listing }: { listing: LandlordListingDetailFieldsFragment | null }) {
  const photos = useListingPhotos(listing);
  const { form, submit, saving, problem, imagesMessage, estimateRequest, fillAddress } = usePropertyForm(
    listing,
    photos.uploads,
  );
  const uploading = photos.uploads.uploading;
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
          <ListingAddressSection control={form.control} onChoose={fillAddress} />
          <ListingHomeSection control={form.control} />
          <ListingPhotosSection photos={photos} problem={imagesMessage} />
          <EstimateCard request={estimateRequest} />
          <PublishSwitch control={form.control} />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button component={Link} to={paths.landlord.listings} variant="default" size="md">
              Cancel
            </Button>
            <Button type="submit" size="md" loading={saving} disabled={uploading}>
              {uploading ? 'Uploading photos…' : 'Save listing'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** "Publish: show it to buyers". */
function PublishSwitch({ control }: { control: ListingControl }) {
  return (
    <Card withBorder radius="lg" p="lg">
      <Controller
        control={control}
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
  );
}
