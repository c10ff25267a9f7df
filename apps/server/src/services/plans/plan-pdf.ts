/**
 * The plan's PDF (the issue: "a one-page key-facts summary … and the full year-by-year schedule … a PDF (a
 * maintained PDF library)"): page 1 the key facts and the terms in words, page 2 the schedule, drawn with pdf-lib
 * (@cantoo/pdf-lib, the maintained fork the server already uses; the page, fonts and text helpers of pdf-drawing.ts). Rendered once per plan version and kept
 * (tables/plans.ts), so its SHA-256 is the signed document's.
 */

import { formatGBP } from '@stairway/domain/money';
import { describePlanKeyFacts, type PlanKeyFacts } from '@stairway/domain/plan-key-facts';
import { A4, BRAND, createStairwayPdf, INK, MARGIN, MUTED, TEXT_WIDTH, write } from './pdf-drawing';

/** What the PDF names: the home, the people and the version. */
export type PlanPdfHeader = {
  address: string;
  /** The signers' full names, e.g. ["Rosalind Ashdown", "Ben Carter"]. */
  names: string[];
  version: number;
  /** The day the version was made, in words. */
  date: string;
  /** When the version was made: the PDF's creation date, so the same plan renders the same bytes. */
  createdAt: Date;
};

/** The fees in a sentence or two: each with its amount and when; "There are no fees." when none. */
export function describeFees(fees: PlanKeyFacts['fees']): string {
  if (fees.length === 0) return 'There are no fees.';
  const each = fees.map(
    (fee) => `${fee.name}: ${formatGBP(fee.amountPence / 100)} (${fee.when.toLowerCase()}).`,
  );
  return `${each.join(' ')} There are no other fees.`;
}

/**
 * Renders a plan version's PDF.
 * @param facts the key facts (packages/domain plan-key-facts.ts)
 * @param header the home, the people, the version and its date
 * @returns the PDF's bytes (deterministic for the same input)
 */
export async function renderPlanPdf(facts: PlanKeyFacts, header: PlanPdfHeader): Promise<Buffer> {
  const { doc, regular, bold } = await createStairwayPdf({
    title: `Your Stairway plan: ${header.address}`,
    createdAt: header.createdAt,
  });
  const width = TEXT_WIDTH;

  const first = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  y = write(first, 'Your Stairway plan: key facts', { x: MARGIN, y, font: bold, size: 18, color: BRAND });
  y = write(first, header.address, { x: MARGIN, y: y - 4, font: bold, size: 12, width });
  y = write(first, `For ${header.names.join(' and ')} · version ${header.version} · ${header.date}`, {
    x: MARGIN,
    y,
    font: regular,
    size: 10,
    color: MUTED,
    width,
  });
  y -= 10;
  for (const [label, value] of describePlanKeyFacts(facts)) {
    first.drawText(label, { x: MARGIN, y, font: regular, size: 11, color: INK });
    first.drawText(value, {
      x: A4[0] - MARGIN - bold.widthOfTextAtSize(value, 11),
      y,
      font: bold,
      size: 11,
      color: INK,
    });
    y -= 20;
  }
  const sections: Array<[string, string]> = [
    ['How and when your rent can change', facts.rentChanges],
    ['Buying the rest of your home', facts.buyingTheRest],
    ['Fees', describeFees(facts.fees)],
    ['If you leave', facts.leaving],
  ];
  for (const [title, text] of sections) {
    y = write(first, title, { x: MARGIN, y: y - 8, font: bold, size: 12 });
    y = write(first, text, { x: MARGIN, y, font: regular, size: 10.5, width });
  }

  const second = doc.addPage(A4);
  y = A4[1] - MARGIN;
  y = write(second, 'Your plan, year by year', { x: MARGIN, y, font: bold, size: 16, color: BRAND });
  y = write(second, 'At today’s rent and price: the plan does not guess at rent changes or house prices.', {
    x: MARGIN,
    y,
    font: regular,
    size: 10,
    color: MUTED,
    width,
  });
  const columns = ['Year', 'Months', 'Rent paid', 'Equity paid', 'Deposit built'];
  const x = (index: number) => MARGIN + index * (width / columns.length);
  y -= 8;
  columns.forEach((column, index) => {
    second.drawText(column, { x: x(index), y, font: bold, size: 10.5 });
  });
  for (const row of facts.schedule.years) {
    y -= 18;
    [
      String(row.year),
      String(row.months),
      formatGBP(row.rentPaid),
      formatGBP(row.equityPaid),
      formatGBP(row.depositBuilt),
    ].forEach((cell, index) => {
      second.drawText(cell, { x: x(index), y, font: regular, size: 10.5, color: INK });
    });
  }
  y -= 30;
  write(
    second,
    `After ${facts.termMonths} months your deposit is ${formatGBP(facts.schedule.finalDeposit)}, and the mortgage then needed to buy at today’s price is ${formatGBP(facts.schedule.mortgageNeeded)} (${facts.schedule.loanToValuePercent}% of the price).`,
    { x: MARGIN, y, font: regular, size: 10.5, width },
  );
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
