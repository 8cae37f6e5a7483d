import { describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS, documentKindLabel, formatFileSize, sniffDocumentFormat } from '../src/documents.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('sniffDocumentFormat', () => {
  it('knows PDF, JPEG, PNG and HEIC by their first bytes', () => {
    expect(sniffDocumentFormat(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffDocumentFormat(bytes('\r\n\r\n%PDF-1.4'))).toBe('pdf');
    expect(sniffDocumentFormat(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(sniffDocumentFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffDocumentFormat(bytes([0, 0, 0, 24], 'ftypheic', [0, 0, 0, 0]))).toBe('heic');
    expect(sniffDocumentFormat(bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0]))).toBe('heic');
  });

  it('refuses what only the name would call a document', () => {
    expect(sniffDocumentFormat(bytes('This is the lease, typed as text.'))).toBeNull();
    expect(sniffDocumentFormat(bytes([0, 0, 0, 24], 'ftypisom', [0, 0, 0, 0]))).toBeNull();
    expect(sniffDocumentFormat(bytes('GIF89a'))).toBeNull();
    expect(sniffDocumentFormat(new Uint8Array())).toBeNull();
    expect(sniffDocumentFormat(bytes(' '.repeat(1100), '%PDF-1.4'))).toBeNull();
  });
});

describe('documentKindLabel', () => {
  it('labels every kind in words', () => {
    for (const kind of DOCUMENT_KINDS) expect(documentKindLabel(kind)).toMatch(/^[A-Z]/);
    expect(documentKindLabel('registration')).toBe('Landlord registration statement');
  });
});

describe('formatFileSize', () => {
  it('shows bytes, whole KB and MB to one decimal', () => {
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(1536)).toBe('2 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });
});
