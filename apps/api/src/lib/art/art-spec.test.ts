import { describe, expect, it } from 'vitest';
import { ART_KINDS, ART_VIEWS, GEM_KINDS, METAL_TONES, getArtUrl, parseArtFileName, type ArtSpec } from './art-spec';

describe('getArtUrl / parseArtFileName', () => {
  it('round-trips every combination', () => {
    for (const kind of ART_KINDS) {
      for (const metal of METAL_TONES) {
        for (const gem of GEM_KINDS) {
          for (const view of ART_VIEWS) {
            const spec: ArtSpec = { kind, metal, gem, view };
            const url = getArtUrl(spec);
            expect(url.startsWith('/media/art/')).toBe(true);
            expect(parseArtFileName(url.slice('/media/art/'.length))).toEqual({ ...spec, format: 'webp' });
          }
        }
      }
    }
  });

  it('handles hyphenated kinds and metals', () => {
    expect(parseArtFileName('ring-rose-gold-ruby-2.svg')).toEqual({ kind: 'ring', metal: 'rose-gold', gem: 'ruby', view: 2, format: 'svg' });
    expect(parseArtFileName('nose-pin-rose-gold-none-4.webp')).toEqual({ kind: 'nose-pin', metal: 'rose-gold', gem: 'none', view: 4, format: 'webp' });
    expect(getArtUrl({ kind: 'nose-pin', metal: 'platinum', gem: 'diamond', view: 1 })).toBe('/media/art/nose-pin-platinum-diamond-1.webp');
  });

  it('rejects anything else', () => {
    const junk = [
      '../etc.svg',
      '../ring-gold-ruby-1.svg',
      'ring-copper-ruby-1.svg',
      'ring-gold-opal-1.svg',
      'tiara-gold-ruby-1.svg',
      'ring-gold-ruby-5.svg',
      'ring-gold-ruby-0.svg',
      'ring-gold-ruby-1',
      'ring-gold-ruby-1.png',
      'ring-gold-ruby-1.svg.svg',
      'ring-gold-ruby-1.svg.webp',
      'ring-gold-ruby-1.WEBP',
      'RING-gold-ruby-1.svg',
      ' ring-gold-ruby-1.svg',
      'ring-rose-ruby-1.svg',
      'ring--gold-ruby-1.svg',
      '',
    ];
    for (const name of junk) expect(parseArtFileName(name), name).toBeNull();
  });

  it('returns a fresh object each time', () => {
    const a = parseArtFileName('ring-gold-ruby-1.svg');
    if (a) a.view = 4;
    expect(parseArtFileName('ring-gold-ruby-1.svg')?.view).toBe(1);
  });
});
