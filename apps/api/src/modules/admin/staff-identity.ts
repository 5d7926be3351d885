import type { FastifyRequest } from 'fastify';

/** The signed-in staff member's id; only for routes behind the admin guard (admin.module.ts). */
export function staffIdOf(request: FastifyRequest): string {
  if (request.identity?.roleType !== 'admin') throw new Error('An admin route ran without the admin guard');
  return request.identity.userId;
}
