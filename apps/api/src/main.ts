import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from '@vouch/db';
import { prepareDatabase } from './prepare-database';
import { startHealthListener, type HealthListener } from './modules/health';

async function main(): Promise<void> {
  const config = configFromEnv();
  const log = (message: string) => console.log(`[vouch] ${message}`);
  if (config.database.kind === 'postgres') {
    // Migrations and the first seed may take minutes: on a connection of their own, without the requests' statement timeout.
    // Two connections: the migrations' or the seeding's advisory lock holds one while they run on the other.
    const maintenance = await openDatabase({
      ...config.database,
      poolSize: 2,
      statementTimeoutMs: 0,
    });
    await prepareDatabase(maintenance, config, log);
    await maintenance.close();
  }
  const database = await openDatabase(config.database);
  log(
    `database: ${database.engine === 'pglite' ? `PGlite in ${(config.database as { dataDir: string }).dataDir}` : 'PostgreSQL'}`,
  );
  if (database.engine === 'pglite') await prepareDatabase(database, config, log);
  const app = await buildApp({ config, database });
  let health: HealthListener | null = null;
  const shutdown = async () => {
    // Out of rotation first, while the requests in hand finish; the probes answer until the end.
    health?.stopTakingRequests();
    await app.close();
    await health?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  log(`serving http://localhost:${config.port}`);
  // After the site's port: a probe that says ready sends requests there.
  if (config.healthPort !== null) {
    health = await startHealthListener({
      port: config.healthPort,
      host: config.host,
      database,
      onFailure: (error) => console.error('[vouch] the health port stopped answering', error),
    });
    log(`health probes on port ${health.port}: /healthz, /readyz`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
