import { describe, expect, it } from 'vitest';
import { cleanHtml } from './clean-html';

describe('cleanHtml', () => {
  it('keeps the structure of an article', () => {
    const html = '<h2>Care</h2><p>Store <strong>gold</strong> <em>apart</em>.</p><ul><li>Dry</li></ul><ol><li>Wipe</li></ol><blockquote>Old advice</blockquote>';
    expect(cleanHtml(html)).toBe(html);
  });

  it('drops scripts with their content, inline handlers and styles', () => {
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="/media/art/ring-gold-none-1.svg" alt="Ring" onerror="alert(2)"><style>p{}</style><iframe src="https://evil.example"></iframe>';
    const clean = cleanHtml(dirty);
    expect(clean).toBe('<p>Hi</p><img src="/media/art/ring-gold-none-1.svg" alt="Ring" loading="lazy" />');
    expect(clean).not.toMatch(/script|onerror|onclick|iframe|style/i);
  });

  it('removes javascript: and data: URLs however they are written, and keeps store and web links', () => {
    expect(cleanHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(cleanHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(cleanHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(cleanHtml('<img src="data:text/html;base64,PHNjcmlwdD4=" alt="">')).toBe('<img alt="" loading="lazy" />');
    expect(cleanHtml('<a href="/faq">FAQ</a>')).toBe('<a href="/faq">FAQ</a>');
    expect(cleanHtml('<a href="https://www.bis.gov.in">BIS</a>')).toBe('<a href="https://www.bis.gov.in" target="_blank" rel="noopener noreferrer">BIS</a>');
    expect(cleanHtml('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    const once = cleanHtml('<p>A <a href="https://example.in">link</a><img src="/a.svg" alt="a"></p>');
    expect(cleanHtml(once)).toBe(once);
  });
});
