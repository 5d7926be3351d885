import { describe, expect, it } from 'vitest';
import { legalDocumentHtml } from './legal-html';

describe('legalDocumentHtml', () => {
  it('writes each section as a heading, its paragraphs and lists, with the text escaped', () => {
    const html = legalDocumentHtml(
      {
        sections: [
          { id: 'intro', blocks: ['We are "Aabhushan" & sons <since 1985>.'] },
          { id: 'collect', blocks: ['What we collect:', { list: ['Your name', 'Your address'] }] },
        ],
      },
      (id) => ({ intro: 'Who we are', collect: 'What we collect' })[id] ?? id,
    );
    expect(html).toBe(
      [
        '<h2>Who we are</h2>',
        '<p>We are &quot;Aabhushan&quot; &amp; sons &lt;since 1985&gt;.</p>',
        '',
        '<h2>What we collect</h2>',
        '<p>What we collect:</p>',
        '<ul>',
        '  <li>Your name</li>',
        '  <li>Your address</li>',
        '</ul>',
      ].join('\n'),
    );
  });
});
