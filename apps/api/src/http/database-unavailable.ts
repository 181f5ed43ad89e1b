/**
 * PostgreSQL's SQLSTATE codes for "not now" rather than "wrong": a statement timeout (57014), a
 * server shutting down or starting (57P01-57P03), a lost connection (class 08), too many
 * connections (53300).
 */
const UNAVAILABLE_CODES = new Set([
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** What node-postgres says when a connection breaks or none is free in time. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error/i,
  /not queryable/i,
];
const UNAVAILABLE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** True when an error means the database is slow, restarting or out of reach: worth a 503 and a retry, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Read by shape, not `instanceof Error`: a refused connection's error comes from Node's own
  // realm, which a sandbox (the test runner's) does not share.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_NETWORK_CODES.has(code))
  )
    return true;
  return (
    typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
  );
}
