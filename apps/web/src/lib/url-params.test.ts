import { describe, expect, it } from 'vitest';
import { cutText, readQueryParam, readUrlText, readWholeNumber, URL_TEXT_MAX_LENGTH } from './url-params';

const query = (text: string) => new URLSearchParams(text);

describe('readUrlText', () => {
  it('keeps ordinary text, trimmed, in any script', () => {
    expect(readUrlText('  kundan necklace ')).toBe('kundan necklace');
    expect(readUrlText('सोने की अंगूठी')).toBe('सोने की अंगूठी');
    expect(readUrlText('💍 ring')).toBe('💍 ring');
  });

  it('drops blank, over-long, control-character and broken-Unicode text', () => {
    for (const value of [null, undefined, '', '   ', 'a\u0000b', 'a\u0001', 'a\u007f', 'tab\there', 'line\nbreak', '\ud800', 'x\udc00', '\ufffd']) {
      expect(readUrlText(value), JSON.stringify(value)).toBeUndefined();
    }
    expect(readUrlText('a'.repeat(URL_TEXT_MAX_LENGTH))).toHaveLength(URL_TEXT_MAX_LENGTH);
    expect(readUrlText('a'.repeat(URL_TEXT_MAX_LENGTH + 1))).toBeUndefined();
    expect(readUrlText('abcdef', 5)).toBeUndefined();
  });
});

describe('readQueryParam', () => {
  it('reads one value as it was decoded from the address', () => {
    expect(readQueryParam(query('coupon=DIWALI10'), 'coupon')).toBe('DIWALI10');
    expect(readQueryParam(query('search=ruby%20ring'), 'search')).toBe('ruby ring');
    expect(readQueryParam(query('__proto__=x'), '__proto__')).toBe('x');
  });

  it('drops a missing, repeated or hostile value', () => {
    expect(readQueryParam(query(''), 'page')).toBeUndefined();
    expect(readQueryParam(query('page=1&page=2'), 'page')).toBeUndefined();
    // Bad %-encoding decodes to U+FFFD; NUL, control characters and DEL stay control characters.
    for (const value of ['%E0%A4', '%ED%A0%80', '%00', '%01', '%7F', 'a%0Ab']) {
      expect(readQueryParam(query(`search=${value}`), 'search'), value).toBeUndefined();
    }
    expect(readQueryParam(query(`search=${'a'.repeat(5_000)}`), 'search')).toBeUndefined();
    expect(readQueryParam(query('token=abcdef'), 'token', 5)).toBeUndefined();
  });
});

describe('readWholeNumber', () => {
  const page = (value: string | undefined) => readWholeNumber(value, { min: 1, max: 1000 });

  it('reads plain digits within the range', () => {
    expect(page('1')).toBe(1);
    expect(page('007')).toBe(7);
    expect(page('1000')).toBe(1000);
    expect(readWholeNumber('0', { min: 0, max: 5 })).toBe(0);
  });

  it('drops anything else', () => {
    for (const value of [undefined, '', '0', '-1', '1.5', '2.0', '1e3', '0x10', 'NaN', 'Infinity', '1001', '9'.repeat(400), ' 1', '+1']) {
      expect(page(value), value).toBeUndefined();
    }
  });
});

describe('cutText', () => {
  it('keeps short text and cuts long text to the limit', () => {
    expect(cutText('ring', 10)).toBe('ring');
    expect(cutText('abcdef', 3)).toBe('abc');
  });

  it('never leaves half of a surrogate pair', () => {
    expect(cutText('ab💍', 3)).toBe('ab');
    expect(cutText('ab💍', 4)).toBe('ab💍');
  });
});
