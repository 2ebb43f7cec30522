import { describe, expect, it } from 'vitest';
import { AppError } from '@platform/errors';
import { attachmentDisposition } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('tour.mp4')).toBe(
      `attachment; filename="tour.mp4"; filename*=UTF-8''tour.mp4`,
    );
    expect(attachmentDisposition('Café "final" (2).mp4')).toBe(
      `attachment; filename="Cafe final (2).mp4"; filename*=UTF-8''Caf%C3%A9%20%22final%22%20%282%29.mp4`,
    );
  });

  it('replaces path separators and falls back when nothing printable is left', () => {
    expect(attachmentDisposition('../etc/passwd')).toContain('filename=".._etc_passwd"');
    expect(attachmentDisposition('日本.png')).toContain('filename=".png"');
    expect(attachmentDisposition('日本')).toContain('filename="download"');
  });

  it('rejects empty names and control characters', () => {
    expect(() => attachmentDisposition('  ')).toThrow(AppError);
    expect(() => attachmentDisposition('a\r\nSet-Cookie: x')).toThrow(AppError);
    expect(() => attachmentDisposition('x'.repeat(201))).toThrow(AppError);
  });

  it('counts the name limit in characters: 200 emoji pass, 201 are refused', () => {
    expect(attachmentDisposition('😀'.repeat(200))).toContain("filename*=UTF-8''");
    expect(() => attachmentDisposition('😀'.repeat(201))).toThrow(AppError);
  });
});
