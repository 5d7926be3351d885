import { describe, expect, it } from 'vitest';
import type { Banner } from '../schemas/banners';
import { selectBanners } from './banners';

const banner = (id: string, type: Banner['banner_type'], startsAt: string | null, endsAt: string | null) =>
  ({ _id: id, banner_type: type, startsAt, endsAt }) as unknown as Banner;

describe('live banners', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const banners = [
    banner('ended', 'hero', null, '2026-11-27T09:59:59Z'),
    banner('offer', 'offer', null, null),
    banner('live', 'hero', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
    banner('later', 'hero', '2026-11-27T10:00:01Z', null),
    banner('open', 'hero', null, null),
  ];

  it('keeps the started, not yet ended banners of the type, in the given order', () => {
    expect(selectBanners(banners, 'hero', now).map((b) => b._id)).toEqual(['live', 'open']);
    expect(selectBanners(banners, 'offer', now).map((b) => b._id)).toEqual(['offer']);
  });

  it('counts a banner as ended at its end instant', () => {
    expect(selectBanners([banner('edge', 'hero', null, '2026-11-27T10:00:00Z')], 'hero', now)).toEqual([]);
  });
});
