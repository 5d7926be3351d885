/**
 * A PDF, read from its bytes rather than its name or claimed type: a PDF opens with `%PDF-` and
 * ends with an `%%EOF` marker (a few bytes of trailing whitespace allowed, as some writers add).
 * A file cut short in the upload has no end marker and is refused.
 */
const PDF_START = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PDF_END = '%%EOF';
const END_WINDOW = 1024;

export function isPdfDocument(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || !PDF_START.every((byte, index) => bytes[index] === byte)) return false;
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - END_WINDOW)));
  return tail.includes(PDF_END);
}
