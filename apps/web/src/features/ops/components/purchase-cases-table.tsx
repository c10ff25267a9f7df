/**
 * The table of purchase cases on /ops/purchases: each case's home (a link to the case), applicant, state and the day
 * it reached it. It scrolls sideways inside itself on a phone, as the console's other tables do.
 */
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { formatPurchaseCaseDate } from '@stairway/domain/purchase-case';
import { Link } from 'react-router';
import type { PurchaseCasesQuery } from '../../../gql/graphql';
import { purchaseStateColour } from '../lib/format';
import { opsPaths } from '../lib/paths';

/** A case as the list has it. */
export type PurchaseCaseRow = PurchaseCasesQuery['purchaseCases'][number];

/** One case's row. */
function PurchaseCaseTableRow({ row }: { row: PurchaseCaseRow }) {
  const { purchaseCase } = row;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={opsPaths.purchase(purchaseCase.id)} fw={600}>
          {purchaseCase.address || 'No address given'}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {row.name}
        <Text fz="sm" c="gray.7">
          {row.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="filled" color={purchaseStateColour(purchaseCase.state)}>
          {purchaseCase.stateLabel}
        </Badge>
      </Table.Td>
      <Table.Td>{formatPurchaseCaseDate(purchaseCase.stateDate)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The cases' table.
 * @param cases the cases to list, in the server's order (longest at their state first)
 */
export function PurchaseCasesTable({ cases }: { cases: readonly PurchaseCaseRow[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={220}>Home</Table.Th>
            <Table.Th>Applicant</Table.Th>
            <Table.Th>Stage</Table.Th>
            <Table.Th>Since</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cases.map((row) => (
            <PurchaseCaseTableRow key={row.purchaseCase.id} row={row} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
