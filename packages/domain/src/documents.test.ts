import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  areBankStatementsComplete,
  BANK_STATEMENT_MONTHS,
  checkDocumentFile,
  cleanFileName,
  DOCUMENT_ACCEPT,
  DOCUMENT_TYPE_LABELS,
  deleteDocumentInputSchema,
  detectDocumentContentType,
  displayNameFromFileName,
  FILE_NAME_MAX_LENGTH,
  formatFileSize,
  getBankStatementsNeeded,
  isDocumentContentType,
  uploadDocumentInputSchema,
} from './documents';
import { startVerificationInputSchema } from './verification';

/** The issues of a failed parse as `field: message`, or [] when it succeeds. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const key = 'abcdefghijklmnopqrstuv.ABCDEFGHIJKLMNOPQRSTU_';

/** 20 MB, the largest document (ARCHITECTURE.md §5 "documents: PDF and images up to 20 MB"): 20 x 1,024 x 1,024. */
const TWENTY_MB = 20_971_520;

describe('limits (ARCHITECTURE.md §5)', () => {
  it('offers PDF, JPEG, PNG and WebP in the file picker, by media type and extension', () => {
    expect(DOCUMENT_ACCEPT).toBe(
      'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp',
    );
  });

  it('accepts a document of exactly 20 MB and refuses one byte more', () => {
    expect(checkDocumentFile({ name: 'a.pdf', size: TWENTY_MB, type: 'application/pdf' })).toBeNull();
    expect(checkDocumentFile({ name: 'a.pdf', size: TWENTY_MB + 1, type: 'application/pdf' })?.reason).toBe(
      'size',
    );
  });

  it('names each document type of spec §3 in words', () => {
    // Spec §3 "Document types: BankStatement, Contract, Other, Payslip, Tax".
    const labels = ['BankStatement', 'Contract', 'Other', 'Payslip', 'Tax'].map(
      (type) => DOCUMENT_TYPE_LABELS[type as keyof typeof DOCUMENT_TYPE_LABELS],
    );
    expect(labels).toEqual(['Bank statement', 'Contract', 'Other document', 'Payslip', 'Tax document']);
  });
});

describe('detectDocumentContentType', () => {
  it('recognises the four kinds by their first bytes', () => {
    expect(detectDocumentContentType(ascii('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
    expect(detectDocumentContentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(detectDocumentContentType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(detectDocumentContentType(ascii('RIFF\u0024\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, including a renamed file and too few bytes', () => {
    expect(detectDocumentContentType(ascii('<html><script>'))).toBeNull();
    expect(detectDocumentContentType(ascii('PK\u0003\u0004 zip'))).toBeNull();
    expect(detectDocumentContentType(ascii('RIFF\u0024\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(detectDocumentContentType(ascii('%PD'))).toBeNull();
    expect(detectDocumentContentType(bytes())).toBeNull();
  });
});

describe('isDocumentContentType', () => {
  it('ignores case and parameters', () => {
    expect(isDocumentContentType('Application/PDF; charset=binary')).toBe(true);
    expect(isDocumentContentType('image/gif')).toBe(false);
    expect(isDocumentContentType(null)).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('writes bytes, KB and MB in en-GB', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(820)).toBe('820 bytes');
    expect(formatFileSize(14_336)).toBe('14 KB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
    expect(formatFileSize(TWENTY_MB)).toBe('20 MB');
  });
});

describe('checkDocumentFile', () => {
  it('accepts a PDF or image up to 20 MB', () => {
    expect(checkDocumentFile({ name: 'march.pdf', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(checkDocumentFile({ name: 'scan.JPG', size: TWENTY_MB, type: '' })).toBeNull();
  });

  it('names the file and what is allowed when the type is wrong', () => {
    expect(checkDocumentFile({ name: 'statement.docx', size: 1000, type: 'application/msword' })).toEqual({
      reason: 'type',
      message: '“statement.docx” can’t be uploaded: choose a PDF, JPEG, PNG or WebP file.',
    });
    expect(checkDocumentFile({ name: 'notes', size: 10, type: '' })?.reason).toBe('type');
  });

  it('names the size and the limit when the file is too big, and refuses an empty file', () => {
    expect(checkDocumentFile({ name: 'big.pdf', size: TWENTY_MB + 1, type: 'application/pdf' })).toEqual({
      reason: 'size',
      message: '“big.pdf” is 20 MB: files can be up to 20 MB. Try a smaller scan or split it into parts.',
    });
    expect(
      checkDocumentFile({ name: 'huge.pdf', size: 31_457_280, type: 'application/pdf' })?.message,
    ).toMatch(/is 30 MB/);
    expect(checkDocumentFile({ name: 'empty.pdf', size: 0, type: 'application/pdf' })?.reason).toBe('empty');
  });
});

describe('file names', () => {
  it('keeps only the last part of a path, without control characters or quotes', () => {
    expect(cleanFileName('C:\\Users\\amelia\\March "final".pdf')).toBe('March final.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanFileName('  /  ')).toBe('document');
  });

  it('cuts long names, keeping the extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(cleaned).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });

  it('makes a display name from a file name', () => {
    expect(displayNameFromFileName('march_2026-statement.pdf')).toBe('march 2026 statement');
    expect(displayNameFromFileName('.pdf')).toBe('Document');
  });
});

describe('uploadDocumentInputSchema', () => {
  it('accepts a key from getPreSignedUploadUrl, a file name and a document type', () => {
    expect(
      uploadDocumentInputSchema.parse({ key, fileName: ' dir/March.pdf ', documentType: 'BankStatement' }),
    ).toEqual({ key, fileName: 'March.pdf', documentType: 'BankStatement' });
  });

  it('names the field and what is allowed', () => {
    expect(
      issues(uploadDocumentInputSchema, { key: '../../etc/passwd', fileName: 'a.pdf', documentType: 'Tax' }),
    ).toEqual(['key: The upload didn’t finish: choose the file again']);
    expect(issues(uploadDocumentInputSchema, { key, fileName: '', documentType: 'Tax' })).toEqual([
      'fileName: The file has no name: choose the file again',
    ]);
    expect(issues(uploadDocumentInputSchema, { key, fileName: 'a.pdf', documentType: 'Passport' })).toEqual([
      'documentType: Choose what kind of document this is',
    ]);
    expect(
      issues(uploadDocumentInputSchema, {
        key,
        fileName: 'a.pdf',
        documentType: 'Tax',
        displayName: 'x'.repeat(101),
      }),
    ).toEqual(['displayName: The document’s name must be 100 characters or fewer']);
  });

  it('accepts only a uuid to delete', () => {
    expect(issues(deleteDocumentInputSchema, { id: 'abc' })).toEqual([
      'id: We couldn’t find that document: reload the page and try again',
    ]);
  });
});

describe('startVerificationInputSchema', () => {
  it('accepts a path on this site only', () => {
    expect(startVerificationInputSchema.parse({ returnPath: '/your-application' })).toEqual({
      returnPath: '/your-application',
    });
    expect(startVerificationInputSchema.parse({})).toEqual({});
    for (const returnPath of ['https://evil.example', '//evil.example', '/a?b=c', 'your-application']) {
      expect(issues(startVerificationInputSchema, { returnPath })).toEqual([
        'returnPath: The page to come back to must be a page of Stairway: start again from your application',
      ]);
    }
  });
});

describe('bank statements that complete the step', () => {
  it('needs one statement for each of the last 3 months', () => {
    expect(BANK_STATEMENT_MONTHS).toBe(3);
    expect(areBankStatementsComplete(0)).toBe(false);
    expect(areBankStatementsComplete(1)).toBe(false);
    expect(areBankStatementsComplete(2)).toBe(false);
    expect(areBankStatementsComplete(3)).toBe(true);
    expect(areBankStatementsComplete(5)).toBe(true);
  });

  it('counts how many are still needed', () => {
    expect(getBankStatementsNeeded(0)).toBe(3);
    expect(getBankStatementsNeeded(1)).toBe(2);
    expect(getBankStatementsNeeded(3)).toBe(0);
    expect(getBankStatementsNeeded(7)).toBe(0);
  });
});
