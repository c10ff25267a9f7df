/**
 * /ops/audit: the audit log, newest first, 25 a page. A loader while it loads, the count, the entries (the table's own
 * columns are covered by components/audit-table.test.tsx), and filtering by action, by who and by subject, each from
 * the first page; and, when it could not be loaded, an alert saying so with Try again.
 */
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answersWithErrors, failsOnTheNetwork, neverAnswers, serverError } from '../../../testing/graphql';
import { AuditLogQuery } from '../graphql/auditLog';
import { auditPage, makeAuditEntry } from '../testing/ops-data';
import { answersOnce, renderOpsPage } from '../testing/render-ops-page';
import { AuditPage } from './audit-page';

/** Renders the page at /ops/audit with the server's answers. */
function renderAudit(mocks: MockLink.MockedResponse[]) {
  renderOpsPage(<AuditPage />, { path: '/ops/audit', mocks });
}

/** AuditLog is asked for `page` with the filters given (none unless told). */
const asked = (
  page: number,
  filters: { action?: string | null; actor?: string | null; subjectId?: string | null } = {},
) => ({ input: { action: null, actor: null, subjectId: null, ...filters, page } });

describe('AuditPage', () => {
  it('shows a loader, and no entries, while the log loads', async () => {
    renderAudit([neverAnswers(AuditLogQuery)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    expect(screen.getByLabelText('Loading the audit log')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByLabelText('Loading the audit log')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Audit log entries' })).toBeNull();
    expect(document.title).toBe('Audit log · Stairway operators');
  });

  it('says there are no entries', async () => {
    renderAudit([answersOnce(AuditLogQuery, auditPage([]), asked(1))]);
    expect(await screen.findByText('0 entries')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Audit log entries' });
    expect(within(region).getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Page 2' })).toBeNull();
  });

  it('shows the entries, and pages when there are more than 25', async () => {
    const user = userEvent.setup();
    renderAudit([
      answersOnce(AuditLogQuery, auditPage([makeAuditEntry()], 30), asked(1)),
      answersOnce(
        AuditLogQuery,
        auditPage([makeAuditEntry({ id: 'audit-26', action: 'approve-home', note: null })], 30),
        asked(2),
      ),
    ]);
    expect(await screen.findByText('30 entries')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Audit log entries' });
    const [, row] = within(region).getAllByRole('row');
    expect(row?.textContent).toContain('29 Nov 2026, 09:00');
    expect(row?.textContent).toContain('ops@stairway.example');
    expect(row?.textContent).toContain('reject-application');
    expect(row?.textContent).toContain('Income could not be confirmed');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const next = await screen.findByRole('region', { name: 'Audit log entries' });
    expect(await within(next).findByText('approve-home')).toBeTruthy();
    expect(within(next).queryByText('reject-application')).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters by action, who and subject, each from the first page', async () => {
    const user = userEvent.setup();
    renderAudit([
      answersOnce(AuditLogQuery, auditPage([makeAuditEntry()], 120), asked(1)),
      answersOnce(
        AuditLogQuery,
        auditPage([makeAuditEntry()], 12),
        asked(1, { action: 'reject-application' }),
      ),
      answersOnce(
        AuditLogQuery,
        auditPage([makeAuditEntry()], 3),
        asked(1, { action: 'reject-application', actor: 'ops@' }),
      ),
      answersOnce(
        AuditLogQuery,
        auditPage([makeAuditEntry()]),
        asked(1, { action: 'reject-application', actor: 'ops@', subjectId: 'app-1' }),
      ),
    ]);
    expect(await screen.findByText('120 entries')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    // happy-dom counts the dropdown as hidden while it opens.
    fireEvent.click(await screen.findByRole('option', { name: 'reject-application', hidden: true }));
    expect(await screen.findByText('12 entries')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Who' }), 'ops@');
    expect(await screen.findByText('3 entries')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Subject id' }), ' app-1 ');
    expect(await screen.findByText('1 entry')).toBeTruthy();
  });

  it('says the audit log could not be loaded, with no entries, and Try again loads it', async () => {
    const user = userEvent.setup();
    renderAudit([
      failsOnTheNetwork(AuditLogQuery, asked(1)),
      answersOnce(AuditLogQuery, auditPage([makeAuditEntry()]), asked(1)),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The audit log could not be loaded');
    expect(screen.queryByRole('region', { name: 'Audit log entries' })).toBeNull();
    expect(screen.queryByText(/^\d+ entr(y|ies)$/)).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 entry')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Audit log entries' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the audit log could not be loaded when the server fails', async () => {
    renderAudit([answersWithErrors(AuditLogQuery, [serverError('Something broke')], asked(1))]);
    expect((await screen.findByRole('alert')).textContent).toContain('The audit log could not be loaded');
    expect(screen.queryByRole('region', { name: 'Audit log entries' })).toBeNull();
  });
});
