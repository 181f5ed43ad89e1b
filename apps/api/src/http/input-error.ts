import type { z } from 'zod';
import { badRequest, type HttpError } from './http-error';

/** The 400 for input that does not match its contract: each bad field named, with its message. */
export function inputError(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'request';
    fields[key] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  return badRequest(`Please check your input (${summary}).`, fields);
}
