import { z } from 'zod';
import { paginationQuerySchema } from './common';

/** The audit trail on the staff side (`/api/admin/audit`): who changed a record, when, and what. */
export const AUDIT_ENTITY_TYPES = ['product', 'order', 'coupon', 'category', 'brand', 'banner', 'settings', 'metal-rates', 'customer', 'enquiry', 'blog-post', 'faq', 'testimonial', 'team-member', 'service', 'media', 'job', 'showroom'] as const;

export const AUDIT_MESSAGES = {
  entityType: `Record type must be one of ${AUDIT_ENTITY_TYPES.join(', ')}`,
  entityId: 'Record id is required (at most 200 characters)',
} as const;

export const auditQuerySchema = paginationQuerySchema(20).extend({
  entityType: z.enum(AUDIT_ENTITY_TYPES, { error: AUDIT_MESSAGES.entityType }),
  entityId: z.string({ error: AUDIT_MESSAGES.entityId }).trim().min(1, { error: AUDIT_MESSAGES.entityId }).max(200, { error: AUDIT_MESSAGES.entityId }),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One field a change touched, as the staff side showed it before and after. */
export const auditFieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }),
  createdAt: z.string(),
  changes: z.array(auditFieldChangeSchema),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Bookkeeping every record carries: not a change anyone made. */
const IGNORED_FIELDS = new Set(['updatedAt', 'createdAt']);

/**
 * The top-level fields that differ between a record before and after a change (every field of
 * a new record, or of a deleted one), in the after-record's order. Values compared as JSON.
 */
export function changedFields(before: unknown, after: unknown): AuditFieldChange[] {
  const asRecord = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
  if ((before !== null && typeof before !== 'object') || Array.isArray(before) || Array.isArray(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: 'value', before, after }];
  }
  const [b, a] = [asRecord(before), asRecord(after)];
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((field) => !IGNORED_FIELDS.has(field));
  return fields.filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field])).map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}
