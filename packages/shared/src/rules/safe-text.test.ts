import { describe, expect, it } from 'vitest';
import { findUnsafeText, isMultilineField, isSafeText, MULTILINE_FIELDS } from './safe-text';

describe('findUnsafeText', () => {
  it('accepts ordinary text in every script the store speaks', () => {
    for (const text of ['Gold ring', 'सोने की अंगूठी', 'தங்க மோதிரம்', 'బంగారు ఉంగరం', '22K ₹45,000 💍', '']) {
      expect(findUnsafeText(text)).toBeUndefined();
    }
  });

  it('refuses NUL, other C0 controls and DEL', () => {
    expect(findUnsafeText('a\u0000b')).toBe('control');
    expect(findUnsafeText('\u001b[31m')).toBe('control');
    expect(findUnsafeText('x\u007f')).toBe('control');
  });

  it('allows tab and newlines only in multi-line fields', () => {
    expect(findUnsafeText('line one\nline two')).toBe('control');
    expect(findUnsafeText('line one\r\nline two\tend', { multiline: true })).toBeUndefined();
    expect(findUnsafeText('still\u0000no', { multiline: true })).toBe('control');
    expect(MULTILINE_FIELDS.has('message')).toBe(true);
    expect(MULTILINE_FIELDS.has('email')).toBe(false);
    expect(['bodyHtml', 'answerHtml', 'longDescription', 'description', 'message'].filter(isMultilineField)).toHaveLength(5);
    expect(['email', 'title', 'slug', 'htmlTitle'].filter(isMultilineField)).toEqual([]);
  });

  it('refuses lone surrogates and the replacement character, keeps proper pairs', () => {
    expect(findUnsafeText('a\ud800')).toBe('broken-unicode');
    expect(findUnsafeText('\udc00b')).toBe('broken-unicode');
    expect(findUnsafeText('bad \ufffd decode')).toBe('broken-unicode');
    expect(isSafeText('\ud83d\udc8e')).toBe(true);
  });
});
