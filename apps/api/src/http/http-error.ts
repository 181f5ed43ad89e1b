/** An error meant for the client: its status, a stable code and a message a user can act on. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After: when asking again can succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'unauthorized', message);
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
export const notFound = (message = 'We could not find that page.') =>
  new HttpError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, 'conflict', message, fields);
export const gone = (message: string, fields?: Record<string, string>) =>
  new HttpError(410, 'gone', message, fields);
/** Retry-After for limits counted over an hour or a day. */
export const HOUR_SECONDS = 3600;
export const DAY_SECONDS = 86_400;

/** A 429 always says when asking again can succeed (Retry-After): a client that retries at once only meets the limit again. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(
    429,
    'too_many_requests',
    message,
    undefined,
    Math.max(1, Math.ceil(retryAfterSeconds)),
  );
