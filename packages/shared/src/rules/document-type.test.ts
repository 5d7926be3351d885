import { describe, expect, it } from 'vitest';
import { isPdfDocument } from './document-type';

const bytes = (text: string) => new TextEncoder().encode(text);
const pdf = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

describe('isPdfDocument', () => {
  it('takes a PDF by its opening and end markers, trailing whitespace allowed', () => {
    expect(isPdfDocument(bytes(pdf))).toBe(true);
    expect(isPdfDocument(bytes(`${pdf}\r\n  `))).toBe(true);
  });

  it('refuses a PDF cut short in the upload (no end marker)', () => {
    expect(isPdfDocument(bytes(pdf.slice(0, 40)))).toBe(false);
  });

  it('refuses other files whatever they are called: a picture, text, an HTML page pretending', () => {
    expect(isPdfDocument(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(0)]))).toBe(false);
    expect(isPdfDocument(bytes('<html><body>%PDF-1.7 %%EOF</body></html>'))).toBe(false);
    expect(isPdfDocument(bytes(''))).toBe(false);
  });
});
