import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/envelope';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../plugins/auth';
import type { MyDataService } from './my-data.service';

/** GET /api/auth/my-data: the signed-in customer's data as a JSON file to keep (a download, not an envelope). */
export async function myDataRoutes(app: FastifyInstance, { myData }: { myData: MyDataService }) {
  app.get('/api/auth/my-data', { schema: { tags: ['auth'] }, preValidation: app.requireUser }, async (request, reply) => {
    const data = await myData.exportFor(request.identity!.userId, request.storeSnapshot.settings);
    if (!data) return reply.status(401).send(fail(SIGN_IN_REQUIRED_MESSAGE));
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="aabhushan-my-data-${day}.json"`)
      .send(JSON.stringify(data, null, 2));
  });
}
