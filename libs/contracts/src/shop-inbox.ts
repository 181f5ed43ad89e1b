import { z } from 'zod';
import {
  DESIRED_OUTCOME_TYPES,
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  REVIEW_REPORT_REASONS,
  REVIEW_REPORT_STATUSES,
} from '@vouch/domain';
import { metaDataSchema } from './page-meta';
import { questionSchema } from './questions';
import { reviewWithSubjectSchema } from './reviews';

/** A shop the viewer answers for, as the inbox names it. */
const inboxShopSchema = z.object({ encoded_id: z.string(), name: z.string() });

/** A dispute waiting for the shop: who opened it, about what, why, what they ask for, and until when the shop may answer. */
export const inboxDisputeSchema = z.object({
  public_id: z.string(),
  shop: inboxShopSchema,
  reviewer_name: z.string(),
  /** The product it was opened from, else its order's products ("Canvas tote, Wool hat"); null for an order without any. */
  product_title: z.string().nullable(),
  dispute_type: z.enum(DISPUTE_TYPES),
  desired_outcome_type: z.enum(DESIRED_OUTCOME_TYPES),
  desired_outcome_description: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  created_at: z.string(),
  shop_answer_due: z.string().nullable(),
});
export type InboxDispute = z.infer<typeof inboxDisputeSchema>;

/** A question no one at its shop has answered, with what it is about. */
export const inboxQuestionSchema = z.object({
  question: questionSchema,
  shop: inboxShopSchema,
  product_title: z.string().nullable(),
});
export type InboxQuestion = z.infer<typeof inboxQuestionSchema>;

/** How a shop's review requests went (issue #55): waiting to go, sent, opened, and reviewed. */
export const inboxReviewRequestsSchema = z.object({
  shop: inboxShopSchema,
  scheduled: z.number().int().min(0),
  sent: z.number().int().min(0),
  opened: z.number().int().min(0),
  reviewed: z.number().int().min(0),
});
export type InboxReviewRequests = z.infer<typeof inboxReviewRequestsSchema>;

/** One list of the inbox: the newest (or most urgent) items, and how many wait in all. */
const inboxList = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), total: z.number().int().min(0) });

/**
 * `GET /reviews/shop/inbox?format=json`: what waits for the shops the viewer answers for — reviews
 * without a reply, questions without the shop's answer, disputes waiting for the shop.
 */
export const shopInboxResponseSchema = z.object({
  meta_data: metaDataSchema,
  /** With their slugs: each shop's reports are read from its own address. */
  shops: z.array(inboxShopSchema.extend({ slug: z.string() })),
  reviews: inboxList(reviewWithSubjectSchema),
  questions: inboxList(inboxQuestionSchema),
  disputes: inboxList(inboxDisputeSchema),
  /** One row a shop that has asked buyers for reviews. */
  review_requests: z.array(inboxReviewRequestsSchema),
});
export type ShopInboxResponse = z.infer<typeof shopInboxResponseSchema>;

/**
 * A report a reader filed about one of the shop's reviews, as the shop's team reads it: why, when,
 * and where it stands. Never who filed it, nor their words: those are for the arbitrators.
 */
export const shopReviewReportSchema = z.object({
  public_id: z.string(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  status: z.enum(REVIEW_REPORT_STATUSES),
  created_at: z.string(),
  review: z.object({
    public_id: z.string(),
    title: z.string(),
    rating: z.number().int(),
    author_name: z.string(),
    /** Null for a review of the shop itself. */
    product_title: z.string().nullable(),
  }),
});
export type ShopReviewReport = z.infer<typeof shopReviewReportSchema>;

/** `GET /reviews/shop/{shop}/review_reports`: the newest reports about the shop's reviews, and how many there are; its team only. */
export const shopReviewReportsResponseSchema = inboxList(shopReviewReportSchema);
export type ShopReviewReportsResponse = z.infer<typeof shopReviewReportsResponseSchema>;
