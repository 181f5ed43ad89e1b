import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '@vouch/db';

/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers too). */
export async function healthModule(
  app: FastifyInstance,
  options: { database: AppDatabase },
): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' as const }));
  app.get('/readyz', async (_request, reply) => {
    const up = await options.database.isUp();
    reply.status(up ? 200 : 503);
    return {
      status: up ? ('ready' as const) : ('not_ready' as const),
      database: up ? ('up' as const) : ('down' as const),
    };
  });
}
