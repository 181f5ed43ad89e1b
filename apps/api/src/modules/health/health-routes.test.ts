import {
  errorResponseSchema,
  healthResponseSchema,
  readinessResponseSchema,
} from '@vouch/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // A route that fails the way a bug would, to see what the client is told.
  testApp.app.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db');
  });
});
afterAll(() => testApp.close());

describe('health and errors', () => {
  it('answers /healthz and /readyz', async () => {
    expect(healthResponseSchema.parse((await testApp.app.inject('/healthz')).json())).toEqual({
      status: 'ok',
    });
    const ready = await testApp.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(readinessResponseSchema.parse(ready.json())).toEqual({
      status: 'ready',
      database: 'up',
    });
  });

  it('hides the details of a 500 and tags every answer with a request id', async () => {
    const response = await testApp.app.inject('/boom');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('internal_error');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes a request id the caller sent', async () => {
    const response = await testApp.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-123');
  });

  it('answers JSON requests for unknown paths with a JSON 404', async () => {
    const response = await testApp.app.inject('/no/such/page?format=json');
    expect(response.statusCode).toBe(404);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('not_found');
  });
});
