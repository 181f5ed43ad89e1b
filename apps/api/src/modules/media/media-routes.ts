import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/http-error';
import { generatedImageSvg, isImageVariant } from './generated-image';

const NAME = /^[a-z0-9-]{1,80}$/;

/** `GET /media/generated/{name}.svg?variant=compact|huge|retina`: the seed's pictures. */
export async function mediaModule(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string }; Querystring: { variant?: string } }>('/media/generated/:file', async (request, reply) => {
    const name = request.params.file.replace(/\.svg$/, '');
    if (!request.params.file.endsWith('.svg') || !NAME.test(name)) throw badRequest('Unknown picture name.');
    const variant = request.query.variant ?? 'default';
    if (!isImageVariant(variant)) throw badRequest('variant must be compact, huge or retina.');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml').send(generatedImageSvg(name, variant));
  });
}
