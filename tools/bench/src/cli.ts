// `npm run bench`: bundle sizes measured in a real browser, HTTP figures for named endpoints and the
// other suites of tools/bench/src/suites, written to docs/BENCHMARKS.md. `npm run bench -- --help`
// lists the suites and options.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  startSiteServer,
  stopSiteServer,
  workspaceRoot,
  type SiteServer,
} from '@vouch/site-runner';
import { describeMachine } from './machine';
import { SUITES } from './suites';
import type { BenchContext } from './suites/suite';

function usage(): string {
  const width = Math.max(...SUITES.map((suite) => suite.name.length));
  const inAll = SUITES.filter((suite) => suite.inAll).map((suite) => suite.name);
  return [
    'npm run bench -- [--suite NAME] [--database-url URL] [--data LABEL] [--seconds N] [--products N,M] [--orders N]',
    '',
    `  --suite NAME         what to measure (default all: ${inAll.join(', ')}):`,
    ...SUITES.map(
      (suite) =>
        `    ${suite.name.padEnd(width)}  ${suite.description}${suite.inAll ? '' : '; not in all'}`,
    ),
    '  --database-url URL   measure against this PostgreSQL server (already seeded with `npm run seed`),',
    '                       labelled with --data (default large); without it: PGlite, default data',
    '  --seconds N          seconds per measurement (default 10)',
    '  --products N,M       catalogue sizes for index-scale (default 1000000,10000000)',
    '  --orders N           orders the orders suite sends, and review requests it sends (default 10000)',
  ].join('\n');
}

/** The production build, once, before the first suite that needs it. */
function build(): void {
  const nx = path.join(workspaceRoot, 'node_modules/.bin/nx');
  const result = spawnSync(
    nx,
    ['run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'],
    { cwd: workspaceRoot, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the production build failed');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      suite: { type: 'string', default: 'all' },
      'database-url': { type: 'string' },
      data: { type: 'string', default: 'large' },
      seconds: { type: 'string', default: '10' },
      products: { type: 'string' },
      orders: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(usage());
  const chosen =
    values.suite === 'all'
      ? SUITES.filter((suite) => suite.inAll)
      : SUITES.filter((suite) => suite.name === values.suite);
  if (chosen.length === 0) throw new Error(`no suite named ${values.suite}\n\n${usage()}`);
  const databaseUrl = values['database-url'];
  const postgresOnly = chosen.find((suite) => suite.postgresOnly);
  if (postgresOnly && !databaseUrl)
    throw new Error(
      `the ${postgresOnly.name} runs on PostgreSQL: pass --database-url (seeded with npm run seed)`,
    );

  const context: BenchContext = {
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    machine: describeMachine(),
    measuredAt: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    port: 8600 + Math.floor(Math.random() * 100),
    seconds: Number(values.seconds),
    databaseUrl,
    data: values.data,
    products: values.products?.split(',').map(Number),
    orders: values.orders ? Number(values.orders) : undefined,
  };
  let built = false;
  let site: SiteServer | undefined;
  try {
    for (const suite of chosen) {
      if (suite.needs !== 'nothing' && !built) {
        build();
        built = true;
      }
      if (suite.needs === 'site') {
        site ??= await startSiteServer(
          databaseUrl
            ? { port: context.port, healthPort: context.port + 1, databaseUrl }
            : { port: context.port, healthPort: context.port + 1, seed: 'default' },
        );
        await suite.run({ ...context, site });
      } else {
        await suite.run(context);
      }
    }
  } finally {
    if (site) await stopSiteServer(site);
  }
}

// process.exit() keeps the exit code a suite set (a failed fuzz run).
main().then(
  () => process.exit(),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
