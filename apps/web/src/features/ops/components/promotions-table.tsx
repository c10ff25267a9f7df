/**
 * The list of promotions on /ops/promotions (decision 025): each one's image, title, text, a link to its terms, when it
 * was created, whether it is published, and the Publish or Unpublish button.
 */
import { Anchor, Badge, Button, Image, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PromotionsQuery } from '../../../gql/graphql';
import { formatDateTime } from '../lib/format';

/** One promotion as the Promotions query returns it. */
export type PromotionRow = PromotionsQuery['promotions'][number];

/**
 * The promotions table.
 * @param promotions the promotions, newest first
 * @param changing the id of the promotion being published or unpublished (its button shows it), or null
 * @param onSetActive publishes (true) or unpublishes (false) a promotion
 * @returns the table in its sideways-scrolling container
 */
export function PromotionsTable({
  promotions,
  changing,
  onSetActive,
}: {
  promotions: readonly PromotionRow[];
  changing: string | null;
  onSetActive: (promoId: string, active: boolean) => void;
}) {
  return (
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
          {promotions.map((p) => (
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
                  onClick={() => onSetActive(p.id, !p.active)}
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
  );
}
