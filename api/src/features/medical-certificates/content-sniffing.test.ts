import { describe, expect, it } from 'vitest';
import { certificateFileName, sniffMediaType } from './content-sniffing';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe('sniffMediaType', () => {
  it('reads a PDF, a PNG and a JPEG from their first bytes', () => {
    expect(sniffMediaType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffMediaType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(sniffMediaType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
  });

  it('refuses what only looks like one by its name or a part of the signature', () => {
    expect(sniffMediaType(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffMediaType(bytes(' %PDF-1.7'))).toBeNull();
    expect(sniffMediaType(bytes('%PDF'))).toBeNull();
    expect(sniffMediaType(bytes(0x89, 'PNG'))).toBeNull();
    expect(sniffMediaType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffMediaType(bytes('GIF89a', 0, 0))).toBeNull();
    expect(sniffMediaType(new Uint8Array())).toBeNull();
  });

  it('names a download by the type found, never by the name sent', () => {
    expect(certificateFileName('application/pdf')).toBe('certificat-medical.pdf');
    expect(certificateFileName('image/jpeg')).toBe('certificat-medical.jpg');
  });
});
