import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  openReviewRequestResponseSchema,
  openReviewRequestSchema,
  reviewRequestOptOutQuerySchema,
  reviewRequestOptOutRequestSchema,
  reviewRequestOptOutResponseSchema,
} from '@vouch/contracts';
import type { Database } from '@vouch/db';
import { pagePath } from '@vouch/domain';
import { acceptFormPosts, postedAsForm, postedFromAnotherSite } from '../../http/form-posts';
import { badRequest, forbidden, gone, notFound } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import {
  mailedLinkTokenHash,
  sessionRepository,
  setSessionCookie,
  userRepository,
  type ViewerOptions,
} from '../auth';
import { verifiedOptOut } from './opt-out-token';
import { reviewRequestsRepository } from './review-requests-repository';

export interface ReviewRequestsModuleOptions {
  db: Kysely<Database>;
  viewer: ViewerOptions;
  /** Checks unsubscribe links (the app secret they were signed with). */
  secret: string;
}

/** The buyer's account, made now (no password: claimed later by a reset) when they have none. */
async function buyerAccount(
  trx: Transaction<Database>,
  email: string,
  name: string | null,
): Promise<string> {
  const users = userRepository(trx);
  const existing = await users.findNameByEmail(email);
  if (existing) return String(existing.id);
  const made = await users.createReviewer({
    name: name ?? email.split('@')[0]!,
    email,
    passwordHash: null,
  });
  // Null only when another request made it a moment ago.
  return made ?? String((await users.findNameByEmail(email))!.id);
}

/**
 * Issue #55 item 4: a buyer follows the link of a review request. Opening it (a POST, so a mail
 * scanner's GET of the link spends nothing) uses the link once, makes their account if they have
 * none, gives it their orders at the shop, and signs them in for that order's review only. The
 * unsubscribe links stop one shop's requests, or every e-mail but account mail; a mail program's
 * one-click POST (RFC 8058) goes to the page's own address. Both are authorised by the token they
 * carry, not by a CSRF token: a form without script and a mail program have none.
 */
export async function reviewRequestsModule(
  app: FastifyInstance,
  options: ReviewRequestsModuleOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const requests = reviewRequestsRepository(options.db);
  const sessions = sessionRepository(options.db);
  const page = pagePath('reviewRequest');
  acceptFormPosts(app);

  /** A page form without script goes back to a page with what happened; a script gets JSON. */
  const answerForm = (reply: FastifyReply, location: string) => reply.redirect(location, 303);

  routes.post(
    `${page}/open`,
    {
      config: { csrfExempt: true },
      schema: { body: openReviewRequestSchema, response: { 200: openReviewRequestResponseSchema } },
    },
    async (request, reply) => {
      // Opening signs the browser in: another site's form could sign a visitor in to an account of its making.
      if (postedFromAnotherSite(request))
        throw forbidden(
          'cross_site',
          'Open the link from your e-mail, then press the button there.',
        );
      const opened = await options.db.transaction().execute(async (trx) => {
        const spent = await requests.spendLink(trx, mailedLinkTokenHash(request.body.token));
        if (!spent) return null;
        const userId = await buyerAccount(trx, spent.email, spent.customer_name);
        await requests.giveOrdersTo(trx, userId, spent.shop_id, spent.email);
        return { userId, orderId: spent.order_id };
      });
      if (!opened) {
        if (postedAsForm(request)) return answerForm(reply, `${page}?link=spent`);
        throw gone(
          'This link was used already or has expired. Sign in to Vouch with your e-mail address to review your order.',
        );
      }
      // Signed in to that account already: its full session stays.
      if (request.viewer.user?.id !== opened.userId) {
        const token = await sessions.create(
          opened.userId,
          request.headers['user-agent'],
          opened.orderId,
        );
        setSessionCookie(request, reply, token, options.viewer);
      }
      const redirectTo = pagePath('writeReview');
      if (postedAsForm(request)) return answerForm(reply, redirectTo);
      return { redirect_to: redirectTo };
    },
  );

  const optOutSchema = {
    querystring: reviewRequestOptOutQuerySchema,
    body: reviewRequestOptOutRequestSchema,
    response: { 200: reviewRequestOptOutResponseSchema },
  };
  for (const path of [page, `${page}/unsubscribe`])
    routes.post(
      path,
      { config: { csrfExempt: true }, schema: optOutSchema },
      async (request, reply) => {
        const presented = request.body?.unsubscribe ?? request.query.unsubscribe;
        const scope = request.body?.scope ?? request.query.scope;
        if (!presented)
          throw badRequest('This link is incomplete. Open it again from the e-mail we sent you.');
        const optOut = verifiedOptOut(options.secret, presented);
        if (!optOut)
          throw badRequest(
            'This unsubscribe link is not one of ours or was cut short. Open it again from the e-mail we sent you.',
          );
        const shop = await requests.shopByEncodedId(optOut.shopEncodedId);
        if (!shop) throw notFound('The shop this link was for is no longer on Vouch.');
        await requests.optOut(optOut.email, scope === 'shop' ? shop.id : null);
        const message =
          scope === 'shop'
            ? `${optOut.email} gets no more review requests from ${shop.name}.`
            : `${optOut.email} gets no more e-mail from Vouch but what an account needs (sign-in links and the like).`;
        // The page's own form without script (a mail program's one-click POST carries no `unsubscribe` field).
        if (postedAsForm(request) && request.body?.unsubscribe)
          return answerForm(reply, `${page}?stopped=${scope}`);
        return { message };
      },
    );
}
