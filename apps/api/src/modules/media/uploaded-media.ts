import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaVariants } from '../../db/schema/index';

/** The widths the storefront draws pictures at (cards, the product page, zoom); 600 is a product image's `url`. */
export const MEDIA_WIDTHS = [300, 600, 1200] as const;
export const DEFAULT_MEDIA_WIDTH = 600;
/** Modern formats only: AVIF where the browser takes it, else WebP (every current browser). */
export type MediaFormat = 'avif' | 'webp';

export const mediaUrl = (id: string) => `/media/uploads/${id}`;

/** The stored width to send for one asked for: the nearest at or above it (the largest past them all). */
export function chooseMediaWidth(asked: number): number {
  return MEDIA_WIDTHS.find((width) => width >= asked) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
}

/** One stored variant of an uploaded picture (staff upload them: admin/media). */
export async function readMediaVariant(db: Database, id: string, width: number, format: MediaFormat): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.uploadId, id), eq(mediaVariants.width, chooseMediaWidth(width)), eq(mediaVariants.format, format)))
    .limit(1);
  return row?.bytes;
}
