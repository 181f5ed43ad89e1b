import { configFromEnv } from './config';

describe('load limits from the environment', () => {
  it('judges the event loop on PostgreSQL, where the database runs elsewhere, with the documented defaults and a way to turn each off', () => {
    const postgres = configFromEnv({ DATABASE_URL: 'postgres://db.example/vouch' });
    expect([postgres.maxEventLoopDelayMs, postgres.maxEventLoopUtilization]).toEqual([40, 0.98]);
    const tuned = configFromEnv({ DATABASE_URL: 'postgres://db.example/vouch', MAX_EVENT_LOOP_DELAY_MS: '0', MAX_EVENT_LOOP_UTILIZATION: '0.9' });
    expect([tuned.maxEventLoopDelayMs, tuned.maxEventLoopUtilization]).toEqual([0, 0.9]);
    const garbled = configFromEnv({ DATABASE_URL: 'postgres://db.example/vouch', MAX_EVENT_LOOP_DELAY_MS: 'soon' });
    expect(garbled.maxEventLoopDelayMs).toBe(40);
  });

  it('does not judge the event loop on PGlite, whose queries run on it', () => {
    const pglite = configFromEnv({ MAX_EVENT_LOOP_DELAY_MS: '25' });
    expect([pglite.maxEventLoopDelayMs, pglite.maxEventLoopUtilization]).toEqual([0, 0]);
  });
});
