/**
 * The monthly statement's PDF (services/plans/statement-pdf.ts): it renders, is a PDF, the same statement gives the
 * same bytes, and its text says the month and the amounts. The statement is the domain's, from a worked ledger: a
 * £200,000 home, rent 91,667p and equity 16,667p a month, a deposit of 400,000p.
 */
import { execFileSync } from 'node:child_process';
import { PDFDocument } from '@cantoo/pdf-lib';
import { entryFor, type JournalEntry } from '@stairway/domain/ledger';
import { monthlyStatement } from '@stairway/domain/plan-statement';
import { describe, expect, it } from 'vitest';
import { renderStatementPdf, STATEMENT_FOOTER } from '../../src/services/plans/statement-pdf';

const base = { planId: 'plan-1' };
const due = { rentPence: 91_667, equityPence: 16_667, arrearsPence: 0 };
const header = {
  address: '12 Acacia Avenue, Southampton SO16 3AA',
  names: ['Rosalind Ashdown', 'Ben Carter'],
  planVersion: 2,
  createdAt: new Date('2026-12-01T09:00:00Z'),
};

const deposit = entryFor({
  ...base,
  id: 'dep',
  date: '2026-10-15',
  kind: 'deposit-paid',
  paymentId: 'pay-dep',
  amountPence: 400_000,
});
/** November: the collection fails on the 1st, the retry on the 8th pays the arrears and the equity. */
const november: JournalEntry[] = [
  deposit,
  entryFor({ ...base, id: 'nov', date: '2026-11-01', kind: 'collection-failed', ...due }),
  entryFor({
    ...base,
    id: 'nov-retry',
    date: '2026-11-08',
    kind: 'collection-confirmed',
    paymentId: 'pay-nov-retry',
    amountPence: 108_334,
    due: { ...due, rentPence: 0, arrearsPence: 91_667 },
  }),
];

/** Whether poppler's pdftotext is installed (the text checks need it). */
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
/** The text of a PDF, its layout kept. */
const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe('renderStatementPdf', () => {
  const statement = monthlyStatement(november, '2026-11', 200_000);

  it('renders one A4 page of PDF with the statement’s title', async () => {
    const pdf = await renderStatementPdf(statement, header);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Statement for November 2026: 12 Acacia Avenue, Southampton SO16 3AA');
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('renders the same bytes for the same statement', async () => {
    const first = await renderStatementPdf(statement, header);
    const second = await renderStatementPdf(structuredClone(statement), { ...header });
    expect(second.equals(first)).toBe(true);
  });

  it.skipIf(!hasPdftotext)('says the month, the home, the amounts and the footer', async () => {
    const text = textOf(await renderStatementPdf(statement, header));
    expect(text).toContain('Statement for November 2026');
    expect(text).toContain('12 Acacia Avenue, Southampton SO16 3AA');
    expect(text).toContain('For Rosalind Ashdown and Ben Carter · plan version 2');
    // Opening: the deposit, 400,000p of £200,000 = 2%; closing: 400,000 + 16,667 = 416,667p = 2.08%.
    expect(text).toMatch(/Equity owned at the start of the month\s+£4,000 \(2% of the price\)/);
    expect(text).toMatch(/Equity owned at the end of November 2026\s+£4,166.67 \(2.08% of the price\)/);
    // Each description wraps in its column, the amounts on its first line.
    expect(text).toMatch(
      /1 Nov 2026\s+Monthly payment failed: rent of £916.67 added to\s+–\s+–\s+\+£916.67\s+arrears/,
    );
    // The retry: 108,334p paid, 16,667p of equity added, the 91,667p of arrears paid off.
    expect(text).toMatch(
      /8 Nov 2026\s+Monthly payment collected: arrears £916.67,\s+£1,083.34\s+\+£166.67\s+-£916.67\s+equity £166.67/,
    );
    expect(text).toMatch(/Paid by you\s+£1,083.34/);
    expect(text).toMatch(/Rent for the month\s+£916.67/);
    expect(text).toContain(STATEMENT_FOOTER);
    expect(text).toContain('Page 1 of 1');
  });

  it('runs on to more pages when the month has many entries, the footer on each', async () => {
    const many: JournalEntry[] = [deposit];
    for (let day = 1; day <= 28; day += 1) {
      for (const kind of ['fail', 'retry'] as const) {
        const date = `2026-11-${String(day).padStart(2, '0')}`;
        many.push(
          kind === 'fail'
            ? entryFor({ ...base, id: `f${day}`, date, kind: 'collection-failed', ...due })
            : entryFor({
                ...base,
                id: `r${day}`,
                date,
                kind: 'collection-confirmed',
                paymentId: `pay-r${day}`,
                amountPence: 91_667,
                due: { ...due, rentPence: 0, arrearsPence: 91_667 },
              }),
        );
      }
    }
    const pdf = await renderStatementPdf(monthlyStatement(many, '2026-11', 200_000), header);
    const pages = (await PDFDocument.load(pdf)).getPageCount();
    expect(pages).toBeGreaterThan(1);
    if (!hasPdftotext) return;
    const text = textOf(pdf);
    expect(text.split(STATEMENT_FOOTER)).toHaveLength(pages + 1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Statement for November 2026 (continued)');
    // 28 retries of 91,667p = 2,566,676p paid.
    expect(text).toMatch(/Paid by you\s+£25,666.76/);
  });

  it('an empty month says so', async () => {
    const pdf = await renderStatementPdf(monthlyStatement(november, '2026-12', 200_000), header);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    if (hasPdftotext) expect(textOf(pdf)).toContain('Nothing was paid or charged this month.');
  });
});
