/** The audit log's table shows the reason or note of a decision. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { AuditTable } from './audit-table';

describe('AuditTable', () => {
  it('shows a rejection’s reason in its row, and a dash where there is none', () => {
    renderWithMantine(
      <AuditTable
        entries={[
          {
            id: 'a',
            actor: 'ops@stairway.example',
            action: 'reject-application',
            subjectId: '6f1c0000-0000-4000-8000-000000000001',
            createdAt: '2026-11-29T09:00:00.000Z',
            note: 'Income could not be confirmed',
            before: '{"state":"in-review"}',
            after: '{"state":"rejected"}',
          },
          {
            id: 'b',
            actor: 'ops@stairway.example',
            action: 'approve-home',
            subjectId: '6f1c0000-0000-4000-8000-000000000002',
            createdAt: '2026-11-29T08:00:00.000Z',
            note: null,
            before: '{"status":"UnderReview"}',
            after: '{"status":"Approved"}',
          },
        ]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Reason or note' })).toBeTruthy();
    const [, rejected, approved] = screen.getAllByRole('row');
    const reasonColumn = 4;
    expect(within(rejected as HTMLElement).getAllByRole('cell')[reasonColumn]?.textContent).toBe(
      'Income could not be confirmed',
    );
    expect(within(approved as HTMLElement).getAllByRole('cell')[reasonColumn]?.textContent).toBe('–');
  });
});
