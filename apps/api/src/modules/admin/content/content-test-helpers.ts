import { asc, eq } from 'drizzle-orm';
import { auditEvents } from '../../../db/schema/index';
import type { TestApp } from '../../../test/create-test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls for the content tests: as staff (or as another caller), the public answers, the audit trail. */
export function contentTestCalls(t: TestApp, staffAuthorization: () => string) {
  const send = async (method: Method, url: string, payload?: object, authorization = staffAuthorization()) => {
    const answer = await t.app.inject({ method, url, payload, headers: { authorization } });
    return { status: answer.statusCode, message: answer.json().message as string, data: answer.json().data, body: answer.body };
  };
  return {
    send,
    /** `[status, message]`, the two things a refusal is judged by. */
    refusal: async (method: Method, url: string, payload?: object) => {
      const answer = await send(method, url, payload);
      return [answer.status, answer.message];
    },
    /** A public answer's data, read as a shopper would (through the answer cache). */
    publicData: async <T,>(url: string): Promise<{ status: number; data: T; cache: unknown }> => {
      const answer = await t.app.inject({ method: 'GET', url });
      return { status: answer.statusCode, data: answer.json().data as T, cache: answer.headers['x-cache'] };
    },
    auditActions: async (entityId: string) =>
      (await t.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId)).orderBy(asc(auditEvents.createdAt))).map((row) => ({
        action: row.action,
        actorId: row.actorId,
        entityType: row.entityType,
        before: row.before,
        after: row.after,
      })),
  };
}
