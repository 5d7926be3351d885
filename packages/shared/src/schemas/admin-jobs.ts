import { z } from 'zod';
import { paginationQuerySchema } from './common';

/** Background jobs on the staff side (`/api/admin/jobs`): mail and payment checks that failed, and their retry. */
export const JOB_STATES = ['pending', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const ADMIN_JOB_MESSAGES = {
  status: `status must be one of ${JOB_STATES.join(', ')}`,
  notFound: 'Job not found',
  notFailed: 'Only a failed job can be retried',
  retried: 'The job will be tried again now',
  loaded: 'Jobs loaded',
} as const;

export const adminJobListQuerySchema = paginationQuerySchema(25).extend({
  status: z.enum(JOB_STATES, { error: ADMIN_JOB_MESSAGES.status }).default('failed'),
});
export type AdminJobListQuery = z.infer<typeof adminJobListQuerySchema>;

export const adminJobSchema = z.object({
  id: z.string(),
  /** 'mail', 'payment-reconcile'. */
  kind: z.string(),
  /** What it is about, readable without personal data: the mail's kind ('order placed'), an order's number. */
  about: z.string(),
  status: z.enum(JOB_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** Why the last try failed. */
  lastError: z.string().nullable(),
  runAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
