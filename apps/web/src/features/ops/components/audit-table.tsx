/**
 * The audit log's table: when, who, what, the subject, the reason or note the operator gave with a decision (the
 * decision pages say "the reason is in the audit log") and the state before and after.
 */
import { Code, Table, Text } from '@mantine/core';
import { formatDateTime } from '../lib/format';

/** One audit-log row as the table shows it (the AuditLog query's items). */
export interface AuditTableEntry {
  id: string;
  actor: string;
  action: string;
  subjectId?: string | null;
  createdAt: string;
  /** The reason or note given with a decision, or null. */
  note?: string | null;
  before?: string | null;
  after?: string | null;
}

/** Shows a JSON text compactly, or a dash. */
function Json({ value }: { value: string | null | undefined }) {
  if (!value) return <Text c="gray.6">–</Text>;
  return (
    <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 320 }}>
      {value}
    </Code>
  );
}

/**
 * The table of audit-log rows.
 * @param entries the rows, newest first
 * @returns the table, with a dash where a row has no subject, note or state
 */
export function AuditTable({ entries }: { entries: readonly AuditTableEntry[] }) {
  return (
    <Table.ScrollContainer
      minWidth={1000}
      // Scrolled sideways below 1000 px and holds nothing to tab to: the region itself takes the focus, so it
      // scrolls by keyboard (WCAG 2.1.1; axe scrollable-region-focusable).
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Audit log entries"
    >
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Reason or note</Table.Th>
            <Table.Th>Before</Table.Th>
            <Table.Th>After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</Table.Td>
              <Table.Td>{entry.actor}</Table.Td>
              <Table.Td>
                <Text fw={600} fz="sm">
                  {entry.action}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="xs" ff="monospace">
                  {entry.subjectId ?? '–'}
                </Text>
              </Table.Td>
              <Table.Td maw={320}>
                {entry.note ? (
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {entry.note}
                  </Text>
                ) : (
                  <Text c="gray.6">–</Text>
                )}
              </Table.Td>
              <Table.Td>
                <Json value={entry.before} />
              </Table.Td>
              <Table.Td>
                <Json value={entry.after} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
