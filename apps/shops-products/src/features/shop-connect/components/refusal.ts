import { errorMessageOf, fieldErrorsOf } from '@vouch/api-client';

/** What a form shows for a failed send: the server's message, and its words for each field. */
export interface Refusal {
  message: string | null;
  fields: Record<string, string>;
}

export const NO_REFUSAL: Refusal = { message: null, fields: {} };

/** The refusal of a failed request (an RTK Query error), for a form whose fields are the server's. */
export function refusalOf(failure: unknown): Refusal {
  return { message: errorMessageOf(failure), fields: fieldErrorsOf(failure) };
}
