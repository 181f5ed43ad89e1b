import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configFromEnv } from './config';

describe('load limits from the environment', () => {
  it('judges the event loop on PostgreSQL, where the database runs elsewhere, with the documented defaults and a way to turn each off', () => {
    const postgres = configFromEnv({ DATABASE_URL: 'postgres://db.example/vouch' });
    expect([postgres.maxEventLoopDelayMs, postgres.maxEventLoopUtilization]).toEqual([40, 0.98]);
    const tuned = configFromEnv({
      DATABASE_URL: 'postgres://db.example/vouch',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      MAX_EVENT_LOOP_UTILIZATION: '0.9',
    });
    expect([tuned.maxEventLoopDelayMs, tuned.maxEventLoopUtilization]).toEqual([0, 0.9]);
    const garbled = configFromEnv({
      DATABASE_URL: 'postgres://db.example/vouch',
      MAX_EVENT_LOOP_DELAY_MS: 'soon',
    });
    expect(garbled.maxEventLoopDelayMs).toBe(40);
  });

  it('does not judge the event loop on PGlite, whose queries run on it', () => {
    const pglite = configFromEnv({ MAX_EVENT_LOOP_DELAY_MS: '25' });
    expect([pglite.maxEventLoopDelayMs, pglite.maxEventLoopUtilization]).toEqual([0, 0]);
  });
});

describe('rendering threads from the environment', () => {
  it('renders pages on every core but the event loop’s by default, on the loop itself with 0, and ignores what is not a count', () => {
    expect(configFromEnv({}).serverRenderThreads).toBe(Math.max(1, availableParallelism() - 1));
    expect(configFromEnv({ SERVER_RENDER_THREADS: '0' }).serverRenderThreads).toBe(0);
    expect(configFromEnv({ SERVER_RENDER_THREADS: '3' }).serverRenderThreads).toBe(3);
    expect(configFromEnv({ SERVER_RENDER_THREADS: '-2' }).serverRenderThreads).toBe(0);
    expect(configFromEnv({ SERVER_RENDER_THREADS: 'many' }).serverRenderThreads).toBe(
      Math.max(1, availableParallelism() - 1),
    );
  });
});

describe('the health port from the environment', () => {
  it('has none unless HEALTH_PORT names one, and refuses what is not a port', () => {
    expect(configFromEnv({}).healthPort).toBeNull();
    expect(configFromEnv({ HEALTH_PORT: ' ' }).healthPort).toBeNull();
    expect(configFromEnv({ HEALTH_PORT: '8081' }).healthPort).toBe(8081);
    for (const wrong of ['0', '65536', '80.5', 'health'])
      expect(() => configFromEnv({ HEALTH_PORT: wrong })).toThrow(
        `HEALTH_PORT must be a port number from 1 to 65535, not "${wrong}"`,
      );
  });
});

describe('password hashing from the environment', () => {
  it('hashes at the real cost unless a test site asks otherwise, and refuses the cheap cost on HTTPS or a value it does not know', () => {
    expect(configFromEnv({}).fastTestPasswordHashing).toBe(false);
    expect(configFromEnv({ PASSWORD_HASHING: 'standard' }).fastTestPasswordHashing).toBe(false);
    expect(configFromEnv({ PASSWORD_HASHING: 'fast-for-tests' }).fastTestPasswordHashing).toBe(
      true,
    );
    for (const https of [
      { PUBLIC_ORIGIN: 'https://vouch.example' },
      { PUBLIC_ORIGIN: ' HTTPS://vouch.example' },
      { COOKIE_SECURE: 'true' },
    ])
      expect(() => configFromEnv({ PASSWORD_HASHING: 'fast-for-tests', ...https })).toThrow(
        'PASSWORD_HASHING=fast-for-tests is for test sites: it is refused where the site is served over HTTPS',
      );
    expect(() => configFromEnv({ PUBLIC_ORIGIN: 'vouch.example' })).toThrow(
      'PUBLIC_ORIGIN must be the site',
    );
    expect(() => configFromEnv({ PASSWORD_HASHING: 'fast' })).toThrow(
      'PASSWORD_HASHING must be "standard" or "fast-for-tests", not "fast"',
    );
  });
});

describe('served over HTTPS', () => {
  it('is what the address says, whatever its case, or what COOKIE_SECURE says', () => {
    expect(configFromEnv({}).servedOverHttps).toBe(false);
    expect(configFromEnv({ PUBLIC_ORIGIN: 'HTTPS://vouch.example' }).servedOverHttps).toBe(true);
    expect(
      configFromEnv({ PUBLIC_ORIGIN: 'http://vouch.example', COOKIE_SECURE: 'true' })
        .servedOverHttps,
    ).toBe(true);
  });
});

describe('the search index snapshot from the environment', () => {
  it('keeps it beside the data (DATA_DIR) in production, nowhere elsewhere or with none, and where SEARCH_INDEX_DIR says', () => {
    expect(configFromEnv({ NODE_ENV: 'production', DATA_DIR: '/srv/vouch' }).searchIndexDir).toBe(
      path.resolve('/srv/vouch/search-index'),
    );
    expect(configFromEnv({ DATA_DIR: '/srv/vouch' }).searchIndexDir).toBeNull();
    expect(
      configFromEnv({ NODE_ENV: 'production', SEARCH_INDEX_DIR: 'none' }).searchIndexDir,
    ).toBeNull();
    expect(configFromEnv({ SEARCH_INDEX_DIR: ' /var/cache/vouch ' }).searchIndexDir).toBe(
      path.resolve('/var/cache/vouch'),
    );
    expect(
      configFromEnv({ NODE_ENV: 'production', SEARCH_INDEX_DIR: '', DATA_DIR: '/d' })
        .searchIndexDir,
    ).toBe(path.resolve('/d/search-index'));
  });
});

describe('mail and the outside from the environment', () => {
  it('lets tests fetch their loopback origins, normalised, and refuses that on HTTPS', () => {
    expect(configFromEnv({}).outboundAllowOrigins).toEqual([]);
    expect(
      configFromEnv({ OUTBOUND_ALLOW_ORIGINS: 'http://127.0.0.1:4312/, http://127.0.0.1:4313' })
        .outboundAllowOrigins,
    ).toEqual(['http://127.0.0.1:4312', 'http://127.0.0.1:4313']);
    expect(() =>
      configFromEnv({
        OUTBOUND_ALLOW_ORIGINS: 'http://127.0.0.1:4312',
        PUBLIC_ORIGIN: 'https://vouch.example',
      }),
    ).toThrow('OUTBOUND_ALLOW_ORIGINS lets the server fetch loopback and private addresses');
  });

  it('sends over SMTP only with an smtp:// or smtps:// address', () => {
    expect(configFromEnv({}).smtpUrl).toBeNull();
    expect(configFromEnv({ SMTP_URL: 'smtps://u:p@mail.example:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example:465',
    );
    expect(() => configFromEnv({ SMTP_URL: 'http://mail.example' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// address',
    );
  });
});
