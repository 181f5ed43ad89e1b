import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import {
  generatedPictureFile,
  generatedPictureName,
  isGeneratedPictureVariant,
  NAMED_PICTURE_VARIANTS,
  SITE_LINK_PREVIEW_PATH,
  UPLOAD_SWEEP_INTERVAL_MS,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { badRequest, notFound } from '../../http/http-error';
import { flagImages } from './flag-images';
import { generatedImageSvg } from './generated-image';
import { generatedPictureRenditions } from './generated-picture-renditions';
import { linkPreviewImages } from './link-preview-images';
import { linkPreviewRepository } from './link-preview-repository';
import { DISPUTE_FILES_FOLDER, type MediaStorage } from './media-storage';
import { sweepUnattachedUploads } from './upload-sweep';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** One `bytes=start-end` range within a file of `size` bytes; null for none, 'unsatisfiable' when it falls outside. */
function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return null;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end && start < size ? { start, end } : 'unsatisfiable';
}

const FLAG_FILE = /^([a-z]{3})\.(svg|png)$/;
const PREVIEW_FILE = /^([A-Za-z0-9_-]{1,64})\.jpg$/;
/** A week: a flag changes only with the flag set (a new release), a preview when its product's picture or shop's logo does. */
const WEEK_CACHE = 'public, max-age=604800';

/**
 * `GET /media/generated/{name}.webp|svg?variant=compact|huge|retina|avatar|avatar_retina`: the seed's pictures (WebP as the seed links them, SVG for data seeded before);
 * `GET /media/flags/{currency}.svg|png`: a currency's flag (spec §7 names the PNG);
 * `GET /media/previews/{products|shops}/{encodedId}.jpg` and `/media/previews/site.jpg`: the pictures shared links show; and
 * `GET /media/files/{folder}/{name}`: uploaded pictures and videos, with range requests for video players.
 * Sweeps uploads that nothing claimed (issue #28, item 6) every UPLOAD_SWEEP_INTERVAL_MS.
 */
export async function mediaModule(
  app: FastifyInstance,
  options: { db: Kysely<Database>; storage: MediaStorage },
): Promise<void> {
  // Uploads nothing claimed within a day go; every process sweeps (the deletes are idempotent).
  const sweep = setInterval(() => {
    sweepUnattachedUploads(options.db, options.storage, new Date()).then(
      (swept) => app.log.info(swept, 'swept unattached uploads'),
      (error: unknown) => app.log.warn({ err: error }, 'sweeping unattached uploads failed'),
    );
  }, UPLOAD_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  const flags = flagImages();
  app.get<{ Params: { file: string } }>('/media/flags/:file', async (request, reply) => {
    const [, currency, extension] = FLAG_FILE.exec(request.params.file) ?? [];
    const flag =
      currency &&
      (extension === 'png' ? await flags.pngFor(currency) : await flags.svgFor(currency));
    if (!flag) throw notFound('There is no flag for that currency.');
    return reply
      .header('cache-control', WEEK_CACHE)
      .type(extension === 'png' ? 'image/png' : 'image/svg+xml')
      .send(flag);
  });

  const previews = linkPreviewImages();
  const previewSources = linkPreviewRepository(options.db);
  /** A product's picture or a shop's logo as its page's head declares it; null for an unknown id or a picture the server cannot draw. */
  async function previewPicture(kind: string, file: string): Promise<Buffer | null> {
    const encodedId = PREVIEW_FILE.exec(file)?.[1];
    if (!encodedId || (kind !== 'products' && kind !== 'shops')) return null;
    const name = generatedPictureName(
      kind === 'products'
        ? await previewSources.productPicture(encodedId)
        : await previewSources.shopLogo(encodedId),
    );
    if (!name) return null;
    return kind === 'products' ? previews.product(name) : previews.shop(name);
  }
  const sendPreview = (reply: FastifyReply, picture: Buffer) =>
    reply.header('cache-control', WEEK_CACHE).type('image/jpeg').send(picture);
  app.get(SITE_LINK_PREVIEW_PATH, async (_request, reply) =>
    sendPreview(reply, await previews.site()),
  );
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/previews/:kind/:file',
    async (request, reply) => {
      const picture = await previewPicture(request.params.kind, request.params.file);
      if (!picture) throw notFound('There is no preview picture here.');
      return sendPreview(reply, picture);
    },
  );

  const renditions = generatedPictureRenditions();
  app.get<{ Params: { file: string }; Querystring: { variant?: string } }>(
    '/media/generated/:file',
    async (request, reply) => {
      const file = generatedPictureFile(request.params.file);
      if (!file) throw badRequest('Unknown picture name.');
      const { name, extension } = file;
      const variant = request.query.variant ?? 'default';
      if (!isGeneratedPictureVariant(variant))
        throw badRequest(`variant must be one of ${NAMED_PICTURE_VARIANTS.join(', ')}.`);
      // Drawn first: a refusal (503 when many are being drawn) must not be kept for a year.
      const [type, picture] =
        extension === 'webp'
          ? ['image/webp', await renditions(name, variant)]
          : ['image/svg+xml', generatedImageSvg(name, variant)];
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(type)
        .send(picture);
    },
  );

  app.get<{ Params: { folder: string; name: string } }>(
    '/media/files/:folder/:name',
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.name}`;
      const media =
        request.params.folder === DISPUTE_FILES_FOLDER ? null : await options.storage.open(key);
      const type = CONTENT_TYPES[key.split('.').pop()!];
      if (!media || !type) throw notFound('There is no such picture or video.');
      // Stored names are random and never reused: a file never changes.
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('accept-ranges', 'bytes')
        .type(type);
      const range = byteRange(request.headers.range, media.size);
      if (range === 'unsatisfiable')
        return reply.status(416).header('content-range', `bytes */${media.size}`).send();
      if (!range) return reply.header('content-length', media.size).send(media.stream());
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${media.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(media.stream(range));
    },
  );
}
