import { describe, expect, it } from 'vitest';
import { storeSecurityHeaders } from '../../../store-security-headers';
import { prepareTemplate } from '../page-template';
import { EARLY_TAPS_ELEMENT, EARLY_TAPS_SCRIPT, EARLY_TAPS_SCRIPT_SOURCE } from './early-taps';

// What the script does in a page: apps/web/src/app/early-taps.test.ts; in a browser: e2e/tap-after-load.spec.ts.
describe('the early-taps script', () => {
  it('is put once in the head of a page with a drawn first view, and only there', () => {
    const template = prepareTemplate('<html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>');
    const drawn = template.render({ title: 'Ring', description: 'A ring.' }, '', { html: '<main>Drawn</main>', styles: '' });
    expect(drawn.slice(0, drawn.indexOf('</head>'))).toContain(EARLY_TAPS_ELEMENT);
    expect(drawn.split(EARLY_TAPS_SCRIPT)).toHaveLength(2);
    expect(template.render({ title: 'Cart', description: 'Your cart.' })).not.toContain(EARLY_TAPS_SCRIPT);
  });

  it('is allowed by its hash, as it is served: one line with nothing an HTML parser would end it at', () => {
    expect(EARLY_TAPS_SCRIPT).not.toMatch(/<|\n/);
    expect(EARLY_TAPS_ELEMENT).toBe(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    const { directives } = storeSecurityHeaders({}).contentSecurityPolicy as { directives: { scriptSrc: string[] } };
    expect(directives.scriptSrc).toContain(EARLY_TAPS_SCRIPT_SOURCE);
  });
});
