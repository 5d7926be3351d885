import { z } from 'zod';

/** POST /api/admin/media: one picture as the request body (its bytes, any image type header). */
export const ADMIN_MEDIA_MESSAGES = {
  tooLarge: 'Pictures can be at most 10 MB',
  wrongType: 'Pictures must be JPEG, PNG or WebP',
  unreadable: 'This picture could not be read: it may be damaged',
  tooSmall: 'Pictures must be at least 300 pixels on their shorter side',
  uploaded: 'Picture uploaded',
} as const;

/** The picture as the store serves it: `url` for a product's images (the 600 px square), `sizes` for the rest. */
export const adminMediaSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizes: z.array(z.number().int()),
});
export type AdminMedia = z.infer<typeof adminMediaSchema>;
