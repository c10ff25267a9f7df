/**
 * A month's plan statement as a PDF (ARCHITECTURE.md §7 "Ledger: … statements … are read from it"): the figures
 * are packages/domain plan-statement.ts's `monthlyStatement`, read from the plan's ledger; this file only draws
 * them, in the look of the plan's PDF (plan-pdf.ts), with the shared helpers of pdf-drawing.ts. One A4 page, more
 * when the month has many entries; the same statement and header render the same bytes.
 */
import type { PDFDocument, PDFFont, PDFPage } from '@cantoo/pdf-lib';
import { formatGBP } from '@stairway/domain/money';
import type { MonthlyStatement, StatementLine } from '@stairway/domain/plan-statement';
import { listInWords } from '@stairway/domain/text';
import dayjs from 'dayjs';
import {
  A4,
  BRAND,
  createStairwayPdf,
  INK,
  lineHeight,
  MARGIN,
  MUTED,
  TEXT_WIDTH,
  wrap,
  write,
  writeRight,
} from './pdf-drawing';

/** What the statement names: the home, the people and the plan version. */
export type StatementPdfHeader = {
  address: string;
  /** The customers' full names, e.g. ["Rosalind Ashdown", "Ben Carter"]. */
  names: string[];
  planVersion: number;
  /** When the statement was made: the PDF's creation and modification dates (same input, same bytes). */
  createdAt: Date;
};

/** The footer of every page. */
export const STATEMENT_FOOTER =
  "Figures from Stairway's ledger in whole pence; amounts are rounded to the penny.";

/** The table's font size, points. */
const SIZE = 9.5;
/** The lowest a table row may reach before the page breaks (room for the footer), points. */
const BOTTOM = MARGIN + 24;
/** Where each column starts (date, description) or ends (the three amounts), from the left margin, points. */
const COLUMNS = {
  date: 0,
  description: 64,
  descriptionWidth: 210,
  paid: 336,
  equity: 410,
  arrears: TEXT_WIDTH,
};

/** Pence in sterling, through the domain's money helper (`£916.67`, `£4,000`, `-£1,083.34`). */
const pounds = (pence: number) => formatGBP(pence / 100);
/** A change in pence with its sign (`+£166.67`, `-£916.67`), a dash for none. */
const change = (pence: number) => (pence === 0 ? '–' : pence > 0 ? `+${pounds(pence)}` : pounds(pence));

/** Fonts and the document being drawn. */
type Drawing = { doc: PDFDocument; regular: PDFFont; bold: PDFFont };

/** A label on the left and its value on the right, one row; returns the next row's y. */
function row(page: PDFPage, d: Drawing, label: string, value: string, y: number): number {
  page.drawText(label, { x: MARGIN, y, font: d.regular, size: 11, color: INK });
  writeRight(page, value, { right: MARGIN + TEXT_WIDTH, y, font: d.bold, size: 11 });
  return y - 20;
}

/** The table's header row; returns the first line's y. */
function tableHeader(page: PDFPage, d: Drawing, y: number): number {
  const cell = { y, font: d.bold, size: SIZE };
  page.drawText('Date', { ...cell, x: MARGIN + COLUMNS.date });
  page.drawText('What happened', { ...cell, x: MARGIN + COLUMNS.description });
  writeRight(page, 'Paid', { ...cell, right: MARGIN + COLUMNS.paid });
  writeRight(page, 'Equity', { ...cell, right: MARGIN + COLUMNS.equity });
  writeRight(page, 'Arrears', { ...cell, right: MARGIN + COLUMNS.arrears });
  const under = y - 5;
  page.drawLine({
    start: { x: MARGIN, y: under },
    end: { x: MARGIN + TEXT_WIDTH, y: under },
    thickness: 0.5,
    color: MUTED,
  });
  return under - lineHeight(SIZE);
}

/** One statement line as a table row, its description wrapped; returns the next row's y. */
function tableRow(page: PDFPage, d: Drawing, line: StatementLine, y: number): number {
  const cell = { y, font: d.regular, size: SIZE };
  page.drawText(dayjs(line.date).format('D MMM YYYY'), { ...cell, x: MARGIN + COLUMNS.date, color: INK });
  const after = write(page, line.description, {
    ...cell,
    x: MARGIN + COLUMNS.description,
    width: COLUMNS.descriptionWidth,
  });
  writeRight(page, line.paidPence === 0 ? '–' : pounds(line.paidPence), {
    ...cell,
    right: MARGIN + COLUMNS.paid,
  });
  writeRight(page, change(line.equityChangePence), { ...cell, right: MARGIN + COLUMNS.equity });
  writeRight(page, change(line.arrearsChangePence), { ...cell, right: MARGIN + COLUMNS.arrears });
  return after - 4;
}

/** The rows of a description, for the room a table row needs. */
const rowsOf = (d: Drawing, line: StatementLine) =>
  wrap(line.description, d.regular, SIZE, COLUMNS.descriptionWidth).length;

/**
 * Renders a month's statement as a PDF: the title ("Statement for November 2026"), the home and the people, the
 * equity owned (and share of the price) at the start and end of the month and the arrears, a table of the month's
 * entries (date, what happened, money paid, change in equity owned and in arrears), the month's totals and, on
 * every page, the footer and the page number.
 *
 * @param statement the month's statement (packages/domain plan-statement.ts `monthlyStatement`), pence
 * @param header the home's address, the customers' names, the plan version and when the statement was made
 * @returns the PDF's bytes, the same for the same input
 */
export async function renderStatementPdf(
  statement: MonthlyStatement,
  header: StatementPdfHeader,
): Promise<Buffer> {
  const title = `Statement for ${statement.monthLabel}`;
  const d: Drawing = await createStairwayPdf({
    title: `${title}: ${header.address}`,
    createdAt: header.createdAt,
  });
  let page = d.doc.addPage(A4);
  let y = A4[1] - MARGIN;
  y = write(page, title, { x: MARGIN, y, font: d.bold, size: 18, color: BRAND });
  y = write(page, header.address, { x: MARGIN, y: y - 4, font: d.bold, size: 12, width: TEXT_WIDTH });
  y = write(page, `For ${listInWords(header.names)} · plan version ${header.planVersion}`, {
    x: MARGIN,
    y,
    font: d.regular,
    size: 10,
    color: MUTED,
    width: TEXT_WIDTH,
  });
  y -= 10;
  const { opening, closing, monthLabel } = statement;
  const owned = (pence: number, share: number) => `${pounds(pence)} (${share}% of the price)`;
  y = row(
    page,
    d,
    'Equity owned at the start of the month',
    owned(opening.equityOwnedPence, opening.sharePercent),
    y,
  );
  y = row(
    page,
    d,
    `Equity owned at the end of ${monthLabel}`,
    owned(closing.equityOwnedPence, closing.sharePercent),
    y,
  );
  y = row(page, d, 'Arrears at the start of the month', pounds(opening.arrearsPence), y);
  y = row(page, d, `Arrears at the end of ${monthLabel}`, pounds(closing.arrearsPence), y);

  y = write(page, 'This month', { x: MARGIN, y: y - 10, font: d.bold, size: 12 });
  y = tableHeader(page, d, y - 2);
  if (statement.lines.length === 0) {
    y = write(page, 'Nothing was paid or charged this month.', {
      x: MARGIN,
      y,
      font: d.regular,
      size: SIZE,
      color: MUTED,
    });
  }
  for (const line of statement.lines) {
    if (y - (rowsOf(d, line) - 1) * lineHeight(SIZE) < BOTTOM) {
      page = d.doc.addPage(A4);
      y = write(page, `${title} (continued)`, {
        x: MARGIN,
        y: A4[1] - MARGIN,
        font: d.bold,
        size: 12,
        color: BRAND,
      });
      y = tableHeader(page, d, y - 4);
    }
    y = tableRow(page, d, line, y);
  }

  if (y - 3 * 20 - 24 < BOTTOM) {
    page = d.doc.addPage(A4);
    y = A4[1] - MARGIN;
  }
  y = write(page, 'Totals for the month', { x: MARGIN, y: y - 12, font: d.bold, size: 12 });
  y = row(page, d, 'Paid by you', pounds(statement.totals.paidPence), y);
  y = row(page, d, 'Rent for the month', pounds(statement.totals.rentPence), y);
  const added = statement.totals.equityAddedPence;
  row(page, d, 'Equity added', added === 0 ? pounds(0) : change(added), y);

  const pages = d.doc.getPages();
  pages.forEach((each, index) => {
    const at = { y: MARGIN - 20, font: d.regular, size: 8.5, color: MUTED };
    write(each, STATEMENT_FOOTER, { ...at, x: MARGIN });
    writeRight(each, `Page ${index + 1} of ${pages.length}`, { ...at, right: MARGIN + TEXT_WIDTH });
  });
  return Buffer.from(await d.doc.save({ useObjectStreams: false }));
}
