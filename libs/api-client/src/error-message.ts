import type { ErrorResponse } from '@vouch/contracts';

const NETWORK_MESSAGE = 'We could not reach Vouch. Check your connection and try again.';

function isErrorResponse(data: unknown): data is ErrorResponse {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as ErrorResponse).error?.message === 'string'
  );
}

/** The message to show for a failed request: the server's `{error:{message}}`, or a plain fallback. */
export function errorMessageOf(error: unknown): string {
  const data = (error as { data?: unknown } | undefined)?.data;
  if (isErrorResponse(data)) return data.error.message;
  return NETWORK_MESSAGE;
}

/** Per-field messages of a 400 answer, keyed by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = (error as { data?: unknown } | undefined)?.data;
  return isErrorResponse(data) ? (data.error.fields ?? {}) : {};
}
