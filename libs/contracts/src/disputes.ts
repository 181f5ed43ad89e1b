import { z } from 'zod';
import {
  ARBITRATOR_SEARCH_MAX,
  ARBITRATOR_STATUS_FILTERS,
  ARBITRATOR_VIEWS,
  DESIRED_OUTCOME_TYPES,
  DISPUTE_ACTIONS,
  DISPUTE_AGE_FILTERS,
  DISPUTE_FILE_KINDS,
  DISPUTE_LIMITS,
  DISPUTE_OUTCOMES,
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  type DisputeAgeFilter,
} from '@vouch/domain';
import { metaDataSchema } from './page-meta';

const option = z.object({ value: z.string(), label: z.string() });

/** One of the reviewer's orders at the shop, as the dispute form offers it (`source_id` is its public_id). */
export const disputeOrderSchema = z.object({
  public_id: z.string(),
  placed_at: z.string(),
  items: z.array(
    z.object({
      product_title: z.string(),
      product_image_url: z.string().nullable(),
      product_handle: z.string(),
    }),
  ),
  /** The dispute already open about this order, if one is: the form links to it instead of offering the order. */
  open_dispute_public_id: z.string().nullable(),
});
export type DisputeOrder = z.infer<typeof disputeOrderSchema>;

/** Spec §7 `GET shops/{slug}/disputes/new?format=json&redesign=true`: orders, outcome_types, dispute_types. */
export const disputeFormResponseSchema = z.object({
  meta_data: metaDataSchema,
  orders: z.array(disputeOrderSchema),
  dispute_types: z.array(option),
  outcome_types: z.array(option),
  shop: z.object({ name: z.string(), slug: z.string(), internal_path: z.string() }),
  /** The product the dispute was opened from, when it was opened from a product page. */
  product: z.object({ title: z.string(), handle: z.string() }).nullable(),
});
export type DisputeFormResponse = z.infer<typeof disputeFormResponseSchema>;

/** A file of a dispute: served only to its parties and arbitrators. */
export const disputeFileSchema = z.object({
  public_id: z.string(),
  file_name: z.string(),
  kind: z.enum(DISPUTE_FILE_KINDS),
  byte_size: z.number().int(),
  url: z.string(),
});
export type DisputeFile = z.infer<typeof disputeFileSchema>;
export const disputeFileUploadResponseSchema = z.object({ file: disputeFileSchema });
export type DisputeFileUploadResponse = z.infer<typeof disputeFileUploadResponseSchema>;

const fileIds = z
  .array(z.string().min(1).max(100))
  .max(DISPUTE_LIMITS.files, `Attach at most ${DISPUTE_LIMITS.files} files`)
  .default([]);

/** Spec §3 "Dispute payload" (files as the ids of uploaded files), plus format and redesign (§7). */
export const disputeCreateRequestSchema = z.object({
  dispute_type: z.string().max(100),
  description: z.string().max(DISPUTE_LIMITS.descriptionMax * 2),
  desired_outcome_type: z.string().max(100),
  desired_outcome_description: z
    .string()
    .max(DISPUTE_LIMITS.outcomeDescriptionMax * 2)
    .default(''),
  source_id: z.string().max(100),
  /** The product page the dispute was opened from, if any. */
  product_handle: z.string().max(300).nullable().default(null),
  file_ids: fileIds,
  format: z.string().optional(),
  redesign: z.union([z.boolean(), z.string()]).optional(),
});
export type DisputeCreateRequest = z.input<typeof disputeCreateRequestSchema>;
export const disputeCreateResponseSchema = z.object({
  dispute: z.object({ public_id: z.string(), status: z.enum(DISPUTE_STATUSES) }),
});
export type DisputeCreateResponse = z.infer<typeof disputeCreateResponseSchema>;

export const disputeIdParamsSchema = z.object({ disputeId: z.string().min(1).max(100) });

/** Who is looking at a dispute: its reviewer, a member of its shop, or an arbitrator. */
export const disputePartySchema = z.enum(['reviewer', 'shop', 'arbitrator']);
export type DisputeParty = z.infer<typeof disputePartySchema>;

export const disputeMessageSchema = z.object({
  id: z.string(),
  author_role: disputePartySchema,
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
  files: z.array(disputeFileSchema),
});
export type DisputeMessage = z.infer<typeof disputeMessageSchema>;

export const disputeStatusChangeSchema = z.object({
  from_status: z.enum(DISPUTE_STATUSES).nullable(),
  to_status: z.enum(DISPUTE_STATUSES),
  action: z.string().nullable(),
  /** Null when the clock made the move (the shop's deadline). */
  by_role: disputePartySchema.nullable(),
  by_name: z.string().nullable(),
  note: z.string(),
  created_at: z.string(),
});
export type DisputeStatusChange = z.infer<typeof disputeStatusChangeSchema>;

/** One dispute with everything its parties may see: the case, its files, the thread and the history. */
export const disputeDetailSchema = z.object({
  public_id: z.string(),
  shop: z.object({ name: z.string(), internal_path: z.string() }),
  reviewer: z.object({ name: z.string() }),
  /**
   * What the dispute is about, as its thread names it: the product it was opened from, else every
   * product of its order (none without an order).
   */
  products: z.array(z.object({ title: z.string(), internal_path: z.string() })),
  order: z.object({ public_id: z.string(), placed_at: z.string() }).nullable(),
  dispute_type: z.enum(DISPUTE_TYPES),
  description: z.string(),
  desired_outcome_type: z.enum(DESIRED_OUTCOME_TYPES),
  desired_outcome_description: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  remedy: z.string().nullable(),
  /** What the shop offered instead of what was asked, once it has offered something. */
  counter_offer: z.string().nullable(),
  decision_reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  shop_answer_due: z.string().nullable(),
  created_at: z.string(),
  arbitrator: z.object({ name: z.string(), is_viewer: z.boolean() }).nullable(),
  files: z.array(disputeFileSchema),
  messages: z.array(disputeMessageSchema),
  history: z.array(disputeStatusChangeSchema),
  viewer_role: disputePartySchema,
  allowed_actions: z.array(z.enum(DISPUTE_ACTIONS)),
});
export type DisputeDetail = z.infer<typeof disputeDetailSchema>;
export const disputePageResponseSchema = z.object({
  meta_data: metaDataSchema,
  dispute: disputeDetailSchema,
});
export type DisputePageResponse = z.infer<typeof disputePageResponseSchema>;
export const disputeResponseSchema = z.object({ dispute: disputeDetailSchema });
export type DisputeResponse = z.infer<typeof disputeResponseSchema>;

/** A message in the thread, with the ids of files uploaded for it. */
export const disputeMessageRequestSchema = z.object({
  body: z
    .string()
    .max(DISPUTE_LIMITS.messageMax * 2)
    .default(''),
  file_ids: fileIds,
});
export type DisputeMessageRequest = z.input<typeof disputeMessageRequestSchema>;

/** The moves a party makes besides writing in the thread. */
export const DISPUTE_PARTY_ACTIONS = [
  'withdraw',
  'shop_accept',
  'shop_offer',
  'accept_offer',
  'refuse_offer',
] as const;
export type DisputePartyAction = (typeof DISPUTE_PARTY_ACTIONS)[number];

/**
 * A party's move: the reviewer withdraws, accepts or refuses the shop's offer; the shop accepts what
 * the reviewer asked for, or offers something else (`offer`, what it offers).
 */
export const disputePartyActionRequestSchema = z.object({
  action: z.enum(DISPUTE_PARTY_ACTIONS, {
    error: `action is one of ${DISPUTE_PARTY_ACTIONS.join(', ')}`,
  }),
  note: z.string().max(2000).default(''),
  offer: z
    .string()
    .max(DISPUTE_LIMITS.outcomeDescriptionMax * 2)
    .default(''),
});
export type DisputePartyActionRequest = z.input<typeof disputePartyActionRequestSchema>;

/** An arbitrator's move; `decide` carries the outcome, remedy and written reason; `take_over` takes another arbitrator's case. */
export const arbitratorActionRequestSchema = z.object({
  action: z.enum(
    ['take', 'take_over', 'send_to_shop', 'ask_reviewer', 'ask_shop', 'decide', 'close'],
    { error: 'unknown action' },
  ),
  note: z.string().max(DISPUTE_LIMITS.messageMax).default(''),
  outcome: z.string().max(50).default(''),
  remedy: z.string().max(2000).default(''),
  reason: z.string().max(DISPUTE_LIMITS.messageMax).default(''),
});
export type ArbitratorActionRequest = z.input<typeof arbitratorActionRequestSchema>;

/** Spec §7 "GET arbitrator disputes list" (`total_results`), with the status and age filters, views and search. */
export const arbitratorListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(100_000)
    .default(1),
  status: z.enum(ARBITRATOR_STATUS_FILTERS, { error: 'unknown status filter' }).default('waiting'),
  age: z
    .enum(Object.keys(DISPUTE_AGE_FILTERS) as [DisputeAgeFilter, ...DisputeAgeFilter[]], {
      error: 'unknown age filter',
    })
    .default('any'),
  view: z
    .enum(ARBITRATOR_VIEWS, { error: `view is one of ${ARBITRATOR_VIEWS.join(', ')}` })
    .default('all'),
  q: z
    .string()
    .max(ARBITRATOR_SEARCH_MAX, `search with at most ${ARBITRATOR_SEARCH_MAX} characters`)
    .default('')
    .transform((q) => q.trim()),
});
export type ArbitratorListQuery = z.infer<typeof arbitratorListQuerySchema>;

export const arbitratorDisputeSchema = z.object({
  public_id: z.string(),
  shop_name: z.string(),
  reviewer_name: z.string(),
  dispute_type: z.enum(DISPUTE_TYPES),
  status: z.enum(DISPUTE_STATUSES),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  created_at: z.string(),
  shop_answer_due: z.string().nullable(),
  arbitrator_name: z.string().nullable(),
  /** The last move or message: the "waiting longest" view is oldest first by it. */
  updated_at: z.string(),
});
export type ArbitratorDispute = z.infer<typeof arbitratorDisputeSchema>;
export const arbitratorListResponseSchema = z.object({
  meta_data: metaDataSchema,
  disputes: z.array(arbitratorDisputeSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total_results: z.number().int(),
});
export type ArbitratorListResponse = z.infer<typeof arbitratorListResponseSchema>;

/** A shop's public dispute record over the last 12 months: counted from the data, no personal details. */
export const shopDisputeRecordSchema = z.object({
  months: z.number().int(),
  opened: z.number().int(),
  for_reviewer: z.number().int(),
  for_shop: z.number().int(),
  partial: z.number().int(),
  median_days_to_decision: z.number().nullable(),
  answered_in_time_percent: z.number().int().nullable(),
});
export type ShopDisputeRecord = z.infer<typeof shopDisputeRecordSchema>;

/** Spec §7 `GET /shipping_countries.json`: name and code pairs. */
export const shippingCountriesResponseSchema = z.object({
  shipping_countries: z.array(z.object({ name: z.string(), code: z.string() })),
});
export type ShippingCountriesResponse = z.infer<typeof shippingCountriesResponseSchema>;
