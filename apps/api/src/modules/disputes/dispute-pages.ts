import type { Kysely } from 'kysely';
import type {
  ArbitratorListQuery,
  ArbitratorListResponse,
  DisputeFormResponse,
  DisputePageResponse,
} from '@vouch/contracts';
import {
  ARBITRATOR_PAGE_SIZE,
  DESIRED_OUTCOME_LABELS,
  DESIRED_OUTCOME_TYPES,
  DISPUTE_TYPE_LABELS,
  DISPUTE_TYPES,
  pagePath,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import type { SessionUser } from '../auth';
import type { StaticMeta } from '../page-meta';
import type { LoadedPage, PageData } from '../site';
import { disputeAccess } from './dispute-access';
import { arbitratorListRepository } from './arbitrator-list-repository';
import { disputeRepository } from './dispute-repository';
import { disputeWorkflow } from './dispute-workflow';

const DISPUTE_TYPE_OPTIONS = DISPUTE_TYPES.map((value) => ({
  value,
  label: DISPUTE_TYPE_LABELS[value],
}));
const OUTCOME_TYPE_OPTIONS = DESIRED_OUTCOME_TYPES.map((value) => ({
  value,
  label: DESIRED_OUTCOME_LABELS[value],
}));

/** The `?format=json` of the dispute pages: the form's data, a party's dispute, the arbitrator's list and dispute. */
export function disputePages(db: Kysely<Database>) {
  const disputes = disputeRepository(db);
  const lists = arbitratorListRepository(db);
  const workflow = disputeWorkflow(db);
  const access = disputeAccess(db);

  return {
    /** Spec §7 `GET shops/{slug}/disputes/new`: the reviewer's orders there, dispute and outcome types; null for an unknown shop or product. */
    async form(
      viewer: SessionUser | null,
      shopSlug: string,
      productHandle: string | null,
      meta: StaticMeta,
    ): Promise<LoadedPage<PageData<DisputeFormResponse>> | null> {
      const user = access.signedIn(viewer);
      const shop = await db
        .selectFrom('shops')
        .select(['id', 'name', 'slug'])
        .where('slug', '=', shopSlug)
        .executeTakeFirst();
      const product =
        shop && productHandle
          ? await db
              .selectFrom('products')
              .select(['title', 'handle'])
              .where('shop_id', '=', shop.id)
              .where('handle', '=', productHandle)
              .executeTakeFirst()
          : null;
      if (!shop || (productHandle && !product)) return null;
      const data: PageData<DisputeFormResponse> = {
        orders: await disputes.ordersAtShop(user.id, shop.id, product?.handle ?? null),
        dispute_types: DISPUTE_TYPE_OPTIONS,
        outcome_types: OUTCOME_TYPE_OPTIONS,
        shop: {
          name: shop.name,
          slug: shop.slug,
          internal_path: pagePath('shop', { shopSlug: shop.slug }),
        },
        product: product ?? null,
      };
      return { meta, data, structuredData: null, cache: 'private' };
    },

    async partyDispute(
      viewer: SessionUser | null,
      publicId: string,
      meta: StaticMeta,
    ): Promise<LoadedPage<PageData<DisputePageResponse>>> {
      const { user, parties, role } = await access.asParty(viewer, publicId);
      const data: PageData<DisputePageResponse> = {
        dispute: await disputes.detail(parties, role, user.id),
      };
      return { meta, data, structuredData: null, cache: 'private' };
    },

    async arbitratorDispute(
      viewer: SessionUser | null,
      publicId: string,
      meta: StaticMeta,
    ): Promise<LoadedPage<PageData<DisputePageResponse>>> {
      const { user, parties } = await access.asArbitrator(viewer, publicId);
      const data: PageData<DisputePageResponse> = {
        dispute: await disputes.detail(parties, 'arbitrator', user.id),
      };
      return { meta, data, structuredData: null, cache: 'private' };
    },

    async arbitratorList(
      viewer: SessionUser | null,
      query: ArbitratorListQuery,
      meta: StaticMeta,
    ): Promise<LoadedPage<PageData<ArbitratorListResponse>>> {
      const user = access.arbitrator(viewer);
      await workflow.expireShopDeadlines();
      const { disputes: page, total } = await lists.arbitratorList(query, String(user.id));
      const data: PageData<ArbitratorListResponse> = {
        disputes: page,
        page: query.page,
        per_page: ARBITRATOR_PAGE_SIZE,
        total_results: total,
      };
      return { meta, data, structuredData: null, cache: 'private' };
    },
  };
}
