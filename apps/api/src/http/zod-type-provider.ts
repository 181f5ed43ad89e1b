import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { inputError } from './input-error';

/**
 * The contracts (zod) as Fastify route schemas: `schema: { params, querystring, body, response }`
 * types the handler's request and its answer, and the input is validated before the handler runs.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * Validates route input with its zod schema (a mismatch is a 400 naming each bad field). Answers
 * are typed by their response schema and sent as plain JSON: checking them again at run time would
 * cost every request, and the API tests parse real answers with the same contracts instead.
 */
export function registerZodCompilers(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(({ schema }) => (input) => {
    const result = schema.safeParse(input ?? {});
    return result.success ? { value: result.data } : { error: inputError(result.error) };
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
