import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  mediaUploadQuerySchema,
  mediaUploadResponseSchema,
  reviewSubmitRequestSchema,
  reviewSubmitResponseSchema,
  type MediaUpload,
} from '@vouch/contracts';
import {
  checkedMp4,
  checkedWebm,
  REVIEW_LIMITS,
  REVIEW_PICTURE_SIZES,
  videoContainerOf,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { type MediaStorage, resizePicture, readUpload, uploadAllowance } from '../media';
import { type ProductWidgetCache, reviewRepository } from '../reviews';
import type { PublicProfileFiguresCache } from '../profiles';
import { reviewSubmissionRepository } from './review-submission-repository';

export interface WriteReviewModuleOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  productWidgets: ProductWidgetCache;
  profileFigures: PublicProfileFiguresCache;
}

/**
 * Writing a review (spec §7 write-review calls): `POST /reviews/reviewer/uploads?kind=picture|video`
 * for each file as it is chosen, then `POST /reviews/reviewer/reviews` with the review and its
 * uploads' ids. The form's data is the page's `?format=json` (site module).
 */
export async function writeReviewModule(
  app: FastifyInstance,
  options: WriteReviewModuleOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const submissions = reviewSubmissionRepository(options.db);
  const shownReviews = reviewRepository(options.db);
  const uploads = uploadAllowance(options.db);

  routes.post(
    '/reviews/reviewer/uploads',
    {
      schema: { querystring: mediaUploadQuerySchema, response: { 200: mediaUploadResponseSchema } },
    },
    async (request) => {
      const { user } = request.viewer;
      if (!user) throw unauthorized('Sign in to add pictures and videos.');
      const name = `${user.encoded_id}-${randomBytes(9).toString('base64url')}`;
      let upload: MediaUpload;
      const limit =
        request.query.kind === 'picture' ? REVIEW_LIMITS.pictureBytes : REVIEW_LIMITS.videoBytes;
      const file = await uploads.counted(user.id, () => readUpload(request, limit));
      if (request.query.kind === 'picture') {
        const sizes = await resizePicture(file.bytes, REVIEW_PICTURE_SIZES, 'inside');
        if (!sizes)
          throw badRequest(`"${file.filename}" is not a JPEG, PNG, WebP or HEIC picture.`, {
            file: 'Not a picture',
          });
        const keys = { compact: `reviews/${name}-compact.webp`, huge: `reviews/${name}-huge.webp` };
        await Promise.all([
          options.storage.put(keys.compact, sizes.compact),
          options.storage.put(keys.huge, sizes.huge),
        ]);
        const urls = { compact: `/media/files/${keys.compact}`, huge: `/media/files/${keys.huge}` };
        const publicId = await submissions.recordUpload(user.id, {
          kind: 'picture',
          compact_url: urls.compact,
          huge_url: urls.huge,
        });
        upload = { public_id: publicId, kind: 'picture', ...urls };
      } else {
        const container = videoContainerOf(file.bytes);
        if (!container)
          throw badRequest(`"${file.filename}" is not an MP4 or WebM video.`, {
            file: 'Not a video',
          });
        // Issue #28, item 6: an MP4 is read box by box, a WebM element by element, and either goes public without its metadata.
        const checked = container === 'mp4' ? checkedMp4(file.bytes) : checkedWebm(file.bytes);
        if (!checked.ok)
          throw badRequest(
            `"${file.filename}" ${checked.problem}. Save it again as ${container === 'mp4' ? 'an MP4' : 'a WebM or MP4'} video and choose the new file.`,
            {
              file: 'Not a video we can play',
            },
          );
        const key = `videos/${name}.${container}`;
        await options.storage.put(key, checked.bytes);
        const publicId = await submissions.recordUpload(user.id, {
          kind: 'video_platform',
          platform_url: `/media/files/${key}`,
        });
        upload = { public_id: publicId, kind: 'video_platform', url: `/media/files/${key}` };
      }
      return { upload };
    },
  );

  routes.post(
    '/reviews/reviewer/reviews',
    { schema: { body: reviewSubmitRequestSchema, response: { 200: reviewSubmitResponseSchema } } },
    async (request) => {
      const { user } = request.viewer;
      if (!user) throw unauthorized('Sign in to write a review.');
      // Spec §4 terms modal: the first review waits for the terms.
      if (!user.tos_accepted)
        throw forbidden(
          'terms_required',
          'Please accept the terms before you publish your first review.',
        );
      const result = await submissions.submit(user, {
        ...request.body,
        rating: request.body.rating!,
      });
      // Someone else's line item answers as a missing one: its existence is not the caller's business.
      if (result.kind === 'line_item_not_found')
        throw notFound('We could not find that order among yours.');
      if (result.kind === 'upload_not_found')
        throw badRequest('A picture or video of this review is no longer there. Add it again.', {
          pictures: 'Add it again',
        });
      if (result.kind === 'already_reviewed')
        throw conflict(
          'You have already reviewed this item. You can see and change your review on your profile.',
          { review_public_id: result.review_public_id },
        );
      const { id, product_id, public_id, published, held_reason, product_path } = result.review;
      // The product page shows the review and its count at once.
      options.productWidgets.drop(product_id);
      options.profileFigures.drop(user.id);
      const [shown] = await shownReviews.reviewsByIds([Number(id)]);
      return { review: { public_id, published, held_reason, product_path }, shown: shown ?? null };
    },
  );
}
