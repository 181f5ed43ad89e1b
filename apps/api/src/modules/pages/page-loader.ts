import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  arbitratorListQuerySchema,
  editReviewQuerySchema,
  newReviewQuerySchema,
  privateProfileQuerySchema,
  profileReviewsQuerySchema,
  writeReviewOrdersQuerySchema,
} from '@vouch/contracts';
import { pagePath, type PageRouteMatch, type PageRouteName } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { forbidden, unauthorized } from '../../http/http-error';
import { inputError } from '../../http/input-error';
import { disputePages } from '../disputes';
import { pageMetaForRoute, pageMetaRepository, STATIC_PAGE_META } from '../page-meta';
import {
  profilePages,
  type PrivateProfileRefusal,
  type PublicProfileFiguresCache,
} from '../profiles';
import { shopInbox } from '../shop-inbox';
import { shopPages } from '../shops';
import type { LoadedPage, PageLoader } from '../site';
import { writeReviewPages } from '../write-review';

/** Pages whose data is one viewer's: a dispute's parties, or an arbitrator. */
const DISPUTE_PAGES: ReadonlySet<PageRouteName> = new Set([
  'shopDisputeNew',
  'productDisputeNew',
  'profileDispute',
  'arbitrator',
  'arbitratorDispute',
]);

export interface PageLoaderOptions {
  db: Kysely<Database>;
  publicOrigin: string;
  profileFigures: PublicProfileFiguresCache;
}

/**
 * Each page route's data from the module that owns the page (shops, profiles, reviews to write,
 * disputes, the shop inbox): what the site renders heads from and answers `?format=json` with.
 */
export function pageLoader(options: PageLoaderOptions): PageLoader {
  const meta = pageMetaRepository(options.db);
  const shopsAndProducts = shopPages(options.db, options.publicOrigin);
  const profiles = profilePages(options.db, options.publicOrigin, options.profileFigures);
  const writeReview = writeReviewPages(options.db);
  const disputes = disputePages(options.db);

  function queryOf<Schema extends z.ZodType>(
    request: FastifyRequest,
    schema: Schema,
  ): z.infer<Schema> {
    const parsed = schema.safeParse(request.query);
    if (!parsed.success) throw inputError(parsed.error);
    return parsed.data;
  }

  async function privateProfile(
    request: FastifyRequest,
    slug: string,
    format: 'json' | 'html',
  ): Promise<LoadedPage | null> {
    const meta = STATIC_PAGE_META.privateProfile!;
    // The page itself is the same for everyone: the client sends a guest to sign in (spec §6).
    if (format === 'html') return { meta, data: {}, structuredData: null };
    const { user } = request.viewer;
    return ownPage(
      await profiles.privateProfile(user, slug, queryOf(request, privateProfileQuerySchema), meta),
      slug,
    );
  }

  function ownPage(page: LoadedPage | PrivateProfileRefusal, slug = ''): LoadedPage {
    if (page === 'signed_out') throw unauthorized('Sign in to see your profile.');
    if (page === 'not_yours')
      throw forbidden(
        'not_your_profile',
        `This is not your profile. Its public page is ${pagePath('publicProfile', { slug })}.`,
      );
    return page;
  }

  /** The page's head and its `?format=json` data (spec §7); null when the page names nothing that exists. */
  async function loadPage(
    request: FastifyRequest,
    match: PageRouteMatch,
    format: 'json' | 'html',
  ): Promise<LoadedPage | null> {
    const { params } = match;
    if (match.name === 'shop') return shopsAndProducts.shop(params.shopSlug!, format);
    if (match.name === 'product')
      return shopsAndProducts.product(params.shopSlug!, params.productHandle!, format);
    if (match.name === 'publicProfile')
      return profiles.publicProfile(
        params.slug!,
        queryOf(request, profileReviewsQuerySchema),
        format,
      );
    if (match.name === 'privateProfile') return privateProfile(request, params.slug!, format);
    if (match.name === 'writeReview' && format === 'json') {
      const user = request.viewer.user;
      if (!user) throw unauthorized('Sign in to see your orders.');
      return writeReview.orderList(
        user,
        queryOf(request, writeReviewOrdersQuerySchema),
        STATIC_PAGE_META.writeReview!,
      );
    }
    if (match.name === 'writeReviewNew' && format === 'json') {
      const user = request.viewer.user;
      if (!user) throw unauthorized('Sign in to write a review.');
      const { line_item_public_id } = queryOf(request, newReviewQuerySchema);
      return writeReview.newReview(user, line_item_public_id, STATIC_PAGE_META.writeReviewNew!);
    }
    if (match.name === 'shopInbox' && format === 'json') {
      const user = request.viewer.user;
      if (!user) throw unauthorized('Sign in to see what waits for your shop.');
      return {
        meta: STATIC_PAGE_META.shopInbox!,
        data: await shopInbox(options.db, user.id),
        structuredData: null,
        cache: 'private',
      };
    }
    if (match.name === 'shopConnect' && format === 'json') {
      // The page reads its claims, shops and keys from their own routes: its JSON is only its head.
      if (!request.viewer.user) throw unauthorized('Sign in to connect your shop to Vouch.');
      return {
        meta: STATIC_PAGE_META.shopConnect!,
        data: {},
        structuredData: null,
        cache: 'private',
      };
    }
    if (match.name === 'writeReviewEdit' && format === 'json') {
      const user = request.viewer.user;
      if (!user) throw unauthorized('Sign in to edit your review.');
      const { review_public_id } = queryOf(request, editReviewQuerySchema);
      return writeReview.editReview(user.id, review_public_id, STATIC_PAGE_META.writeReviewEdit!);
    }
    if (format === 'json' && DISPUTE_PAGES.has(match.name)) {
      const { user } = request.viewer;
      const pageMeta = await pageMetaForRoute(match, {}, meta);
      if (!pageMeta) return null;
      if (match.name === 'shopDisputeNew')
        return disputes.form(user, params.shopSlug!, null, pageMeta);
      if (match.name === 'productDisputeNew')
        return disputes.form(user, params.shopSlug!, params.productHandle!, pageMeta);
      if (match.name === 'profileDispute')
        return disputes.partyDispute(user, params.disputeId!, pageMeta);
      if (match.name === 'arbitrator')
        return disputes.arbitratorList(user, queryOf(request, arbitratorListQuerySchema), pageMeta);
      return disputes.arbitratorDispute(user, params.disputeId!, pageMeta);
    }
    if (match.name === 'profileEdit' && format === 'json')
      return ownPage(
        await profiles.editProfile(request.viewer.user, STATIC_PAGE_META.profileEdit!),
      );
    const found = await pageMetaForRoute(
      match,
      request.query as Record<string, string | undefined>,
      meta,
    );
    return found && { meta: found, data: {}, structuredData: null };
  }

  return { load: loadPage, forgetHeads: () => shopsAndProducts.forgetHeads() };
}
