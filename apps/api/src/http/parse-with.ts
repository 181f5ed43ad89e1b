import type { z } from 'zod';
import { badRequest } from './http-error';

/** Parses request input with a contract schema; a mismatch is a 400 naming each bad field. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, input: unknown): z.infer<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'request';
    fields[key] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ');
  throw badRequest(`Please check your input (${summary}).`, fields);
}
