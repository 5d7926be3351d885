import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from './preload-fonts';

const bundle = {
  'assets/index-AbC123.js': { type: 'chunk' as const, fileName: 'assets/index-AbC123.js' },
  'assets/cormorant-garamond-latin-500-normal-BsRWmXhO.woff2': {
    type: 'asset' as const,
    fileName: 'assets/cormorant-garamond-latin-500-normal-BsRWmXhO.woff2',
    names: ['cormorant-garamond-latin-500-normal.woff2'],
    originalFileNames: ['node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2'],
  },
  'assets/cormorant-garamond-latin-600-normal-Co1r35X9.woff2': {
    type: 'asset' as const,
    fileName: 'assets/cormorant-garamond-latin-600-normal-Co1r35X9.woff2',
    names: ['cormorant-garamond-latin-600-normal.woff2'],
  },
};

describe('fontPreloadTags', () => {
  it('preloads the hashed file built from the named font, in CORS mode, under the base path', () => {
    expect(fontPreloadTags(bundle, ['cormorant-garamond-latin-500-normal.woff2'], '/shop/')).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href: '/shop/assets/cormorant-garamond-latin-500-normal-BsRWmXhO.woff2',
          crossorigin: true,
        },
        injectTo: 'head',
      },
    ]);
  });

  it('fails the build when a named font is not in the bundle', () => {
    expect(() => fontPreloadTags(bundle, ['cormorant-garamond-latin-700-normal.woff2'])).toThrow(/cormorant-garamond-latin-700-normal\.woff2/);
  });
});
