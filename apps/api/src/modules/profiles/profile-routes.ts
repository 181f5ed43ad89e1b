import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  avatarResponseSchema,
  emailChangeConfirmResponseSchema,
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  emailChangeTokenRequestSchema,
  emailChangeUndoResponseSchema,
  pageQuerySchema,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
  profileUpdateResponseSchema,
  recommendationsQuerySchema,
  recommendationsResponseSchema,
  reviewerDisputesQuerySchema,
  reviewerDisputesResponseSchema,
  rewardsResponseSchema,
  slugParamsSchema,
  type RecommendationsResponse,
  type ReviewerDisputesResponse,
  type RewardsResponse,
} from '@vouch/contracts';
import {
  AVATAR_MAX_BYTES,
  AVATAR_SIZES,
  EMAIL_CHANGES_PER_DAY,
  emailChangeExpiries,
  normalizeCountryCode,
  normalizeCurrencyCode,
  normalizeEmail,
  PRIVATE_LIST_PAGE_SIZE,
  RECOMMENDATIONS_PER_PAGE,
} from '@vouch/domain';
import type { Database } from '@vouch/db';
import {
  badRequest,
  DAY_SECONDS,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../http/http-error';
import { pagingOf } from '../../http/paging-of';
import { sendCacheable } from '../../http/send-cacheable';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { Mailer } from '../../mail/mailer';
import {
  clearSessionCookie,
  csrfTokenForViewer,
  type ViewerOptions,
  commonPasswordError,
  mailedLinkTokenHash,
  newMailedLinkToken,
  type PasswordHashing,
  userRepository,
} from '../auth';
import { type MediaStorage, readUpload, uploadAllowance, resizePicture } from '../media';
import type { ExchangeRatesSource } from '../currency';
import {
  confirmEmailChangeMail,
  emailChangeNoticeMail,
  emailChangeSentMessage,
  emailInUseMail,
} from './email-change-mail';
import { emailChangeRepository } from './email-change-repository';
import { emailLinkRefused } from './email-change-refusal';
import { currentPasswordCheck } from './current-password-check';
import { gravatarHashOf } from './gravatar-hash';
import { profileRepository } from './profile-repository';
import { profileSettingsRepository } from './profile-settings-repository';
import type { PublicProfileFiguresCache } from './public-profile-figures';

export interface ProfileModuleOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  exchangeRates: ExchangeRatesSource;
  profileFigures: PublicProfileFiguresCache;
  viewer: ViewerOptions;
  mailer: Mailer;
  /** The site's address, for links in e-mail. */
  publicOrigin: string;
  passwords: PasswordHashing;
}

/** Spec §9: "Profile ... responses cached 60 s"; the owner's lists by their browser alone. */
const PROFILE_CACHE_SECONDS = 60;
const AVATAR_FOLDER = 'avatars';
const STORED_AVATAR = /^\/media\/files\/(avatars\/[A-Za-z0-9_-]+\.webp)$/;

function signedIn(request: FastifyRequest, action: string) {
  const { user, sessionToken } = request.viewer;
  if (!user || !sessionToken) throw unauthorized(`Sign in to ${action}.`);
  return { user, sessionToken };
}

/**
 * The profile's own calls: recommendations (public), the private tabs' lists (rewards,
 * disputes), and the signed-in reviewer's settings: update-profile (spec §7), avatar, e-mail and
 * password. No route names a user: each reads or writes the signed-in reviewer's own rows.
 */
export async function profileModule(
  app: FastifyInstance,
  options: ProfileModuleOptions,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const profiles = profileRepository(options.db);
  const settings = profileSettingsRepository(options.db);
  const uploads = uploadAllowance(options.db);
  const checkCurrentPassword = currentPasswordCheck(options.db, options.passwords);
  const users = userRepository(options.db);
  const emailChanges = emailChangeRepository(options.db);

  routes.get(
    '/reviews/profile/:slug/recommendations',
    {
      schema: {
        params: slugParamsSchema,
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsResponseSchema },
      },
    },
    async (request, reply) => {
      const reviewer = await profiles.reviewerBySlug(request.params.slug);
      if (!reviewer) throw notFound('We could not find that reviewer.');
      const { page, per_page } = request.query;
      const { items, total } = await profiles.recommendations(reviewer.id, page, per_page);
      const body: RecommendationsResponse = { items, ...pagingOf(page, per_page, total) };
      return sendCacheable(request, reply, body, PROFILE_CACHE_SECONDS);
    },
  );

  // Spec §7 lists profile/recommendations.json but nothing calls it: the signed-in reviewer's own, 20 a page (spec §9).
  routes.get(
    '/reviews/profile/recommendations.json',
    { schema: { querystring: pageQuerySchema, response: { 200: recommendationsResponseSchema } } },
    async (request, reply) => {
      const { user } = signedIn(request, 'see your recommendations');
      const { page } = request.query;
      const { items, total } = await profiles.recommendations(
        user.id,
        page,
        RECOMMENDATIONS_PER_PAGE.private,
      );
      const body: RecommendationsResponse = {
        items,
        ...pagingOf(page, RECOMMENDATIONS_PER_PAGE.private, total),
      };
      return sendCacheable(request, reply, body, PROFILE_CACHE_SECONDS, 'private');
    },
  );

  routes.get(
    '/reviews/reviewer/rewards',
    { schema: { querystring: pageQuerySchema, response: { 200: rewardsResponseSchema } } },
    async (request, reply) => {
      const { user } = signedIn(request, 'see your rewards');
      const { page } = request.query;
      const [items, counts] = await Promise.all([
        profiles.rewards(user.id, page),
        profiles.privateCounts(user.id),
      ]);
      const body: RewardsResponse = {
        items,
        ...pagingOf(page, PRIVATE_LIST_PAGE_SIZE, counts.rewards),
      };
      return sendCacheable(request, reply, body, PROFILE_CACHE_SECONDS, 'private');
    },
  );

  routes.get(
    '/reviews/reviewer/disputes',
    {
      schema: {
        querystring: reviewerDisputesQuerySchema,
        response: { 200: reviewerDisputesResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request, 'see your disputes');
      const { page, side } = request.query;
      const { items, total } = await profiles.disputes(user.id, page, side);
      const body: ReviewerDisputesResponse = {
        items,
        ...pagingOf(page, PRIVATE_LIST_PAGE_SIZE, total),
      };
      return sendCacheable(request, reply, body, PROFILE_CACHE_SECONDS, 'private');
    },
  );

  // Spec §7 `PUT update-profile` (the subscribe prompt's answer) and the edit page's fields.
  routes.put(
    '/reviews/profile/update',
    {
      schema: { body: profileUpdateRequestSchema, response: { 200: profileUpdateResponseSchema } },
    },
    async (request) => {
      const { user } = signedIn(request, 'change your profile');
      // Issue #58: a profile is a reviewer's; an arbitrator's update was saved, then answered 500.
      if (user.role !== 'reviewer')
        throw forbidden(
          'not_a_reviewer',
          'Arbitrators have no reviewer profile to change: sign in with a reviewer account.',
        );
      const { country, currency, show_gravatar, ...rest } = request.body.reviewer;
      const changes = { ...rest } as Parameters<typeof settings.update>[1];
      if (show_gravatar !== undefined) {
        const email = show_gravatar ? (await settings.passwordHashOf(user.id))?.email : null;
        if (show_gravatar && !email)
          throw badRequest('Add a sign-in e-mail address before showing its Gravatar.', {
            'reviewer.show_gravatar': 'No e-mail',
          });
        changes.gravatar_hash = email ? gravatarHashOf(email) : null;
      }
      if (country !== undefined) {
        const code = country === null ? null : normalizeCountryCode(country);
        if (country !== null && !code)
          throw badRequest('Choose a country from the list.', {
            'reviewer.country': 'Unknown country',
          });
        changes.country = code;
      }
      if (currency !== undefined) {
        const code = normalizeCurrencyCode(currency);
        if (code !== '*' && (code === null || !(code in (await options.exchangeRates()))))
          throw badRequest(
            `We cannot show prices in "${currency}". Choose a currency from the list.`,
            { 'reviewer.currency': 'Unknown currency' },
          );
        changes.currency = code;
      }
      await settings.update(user.id, changes);
      options.profileFigures.drop(user.id);
      const reviewer = (await profiles.reviewerBySlug(user.slug))!;
      return { basic_data: reviewer.privateData };
    },
  );

  routes.post(
    '/reviews/profile/avatar',
    { schema: { response: { 200: avatarResponseSchema } } },
    async (request) => {
      const { user } = signedIn(request, 'change your picture');
      const upload = await uploads.counted(user.id, () => readUpload(request, AVATAR_MAX_BYTES));
      const sizes = await resizePicture(upload.bytes, AVATAR_SIZES, 'cover');
      if (!sizes)
        throw badRequest(`"${upload.filename}" is not a JPEG, PNG, WebP or HEIC picture.`, {
          avatar: 'Not a picture',
        });
      const name = `${user.encoded_id}-${randomBytes(8).toString('base64url')}`;
      const keys = {
        normal: `${AVATAR_FOLDER}/${name}-normal.webp`,
        retina: `${AVATAR_FOLDER}/${name}-retina.webp`,
      };
      await Promise.all([
        options.storage.put(keys.normal, sizes.normal),
        options.storage.put(keys.retina, sizes.retina),
      ]);
      const avatar = {
        normal: `/media/files/${keys.normal}`,
        retina: `/media/files/${keys.retina}`,
      };
      const previous = await settings.setAvatar(user.id, avatar);
      options.profileFigures.drop(user.id);
      // The old files go once nothing points at them; seeded pictures are not files.
      for (const url of [previous.avatar_url, previous.avatar_retina_url]) {
        const key = url && STORED_AVATAR.exec(url)?.[1];
        if (key) await options.storage.remove(key);
      }
      return { avatar_image_url: avatar };
    },
  );

  // Issue #28, item 2: the address changes only when the link mailed to it is opened (by the account
  // that asked), and the old address is told, with a link that undoes it. The answer is the same
  // whether or not the new address has an account: its owner gets a note instead of a link.
  routes.put(
    '/reviews/profile/email',
    { schema: { body: emailChangeRequestSchema, response: { 202: emailChangeResponseSchema } } },
    async (request, reply) => {
      const { user } = signedIn(request, 'change your e-mail address');
      const refused = await checkCurrentPassword(request, user.id, request.body.current_password);
      if (refused) throw refused;
      const oldEmail = (await settings.passwordHashOf(user.id))!.email!;
      const email = normalizeEmail(request.body.email);
      if (email === oldEmail)
        throw badRequest('That is already your sign-in e-mail address.', {
          email: 'Already your address',
        });
      if (
        (await emailChanges.countSince(user.id, new Date(Date.now() - 86_400_000))) >=
        EMAIL_CHANGES_PER_DAY
      )
        throw tooManyRequests(
          `You asked for ${EMAIL_CHANGES_PER_DAY} e-mail changes today. Please open a link we sent, or try again tomorrow.`,
          DAY_SECONDS,
        );
      const confirmToken = newMailedLinkToken();
      const undoToken = newMailedLinkToken();
      // A taken address gets a request too, whose confirm link goes nowhere: the old address's notice
      // and the page's "waiting for" line must not tell the two apart.
      await emailChanges.create({
        userId: user.id,
        oldEmail,
        newEmail: email,
        confirmTokenHash: mailedLinkTokenHash(confirmToken),
        undoTokenHash: mailedLinkTokenHash(undoToken),
        ...emailChangeExpiries(new Date()),
      });
      const taken = await users.findCredentialsByEmail(email);
      await options.mailer.send(
        taken
          ? emailInUseMail(email, options.publicOrigin)
          : confirmEmailChangeMail(email, user.name, confirmToken, options.publicOrigin),
      );
      await options.mailer.send(
        emailChangeNoticeMail(oldEmail, email, undoToken, options.publicOrigin),
      );
      reply.status(202);
      return { message: emailChangeSentMessage(email), pending_email: email };
    },
  );

  routes.post(
    '/reviews/profile/email/confirm',
    {
      schema: {
        body: emailChangeTokenRequestSchema,
        response: { 200: emailChangeConfirmResponseSchema },
      },
    },
    async (request) => {
      // The link proves the mailbox; the session proves the account, so whoever owns a mistyped
      // address cannot take the account over by opening the link.
      const { user } = signedIn(request, 'confirm your new e-mail address');
      const outcome = await emailChanges.confirm(mailedLinkTokenHash(request.body.token), user.id);
      if (!outcome.ok) throw emailLinkRefused('confirm', outcome.refusal);
      options.profileFigures.drop(user.id);
      return {
        message: `Your e-mail address is changed: you now sign in with ${outcome.newEmail}.`,
        email: outcome.newEmail,
      };
    },
  );

  routes.post(
    '/reviews/profile/email/undo',
    {
      schema: {
        body: emailChangeTokenRequestSchema,
        response: { 200: emailChangeUndoResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await emailChanges.undo(mailedLinkTokenHash(request.body.token));
      if (!outcome.ok) throw emailLinkRefused('undo', outcome.refusal);
      options.profileFigures.drop(outcome.userId);
      // This browser's session, if it was one of the account's, ended with the others.
      if (request.viewer.user?.id === outcome.userId) {
        clearSessionCookie(request, reply, options.viewer);
        request.viewer = {
          user: null,
          sessionToken: null,
          anonymousId: request.viewer.anonymousId,
        };
      }
      return {
        message:
          `Your sign-in e-mail address is ${outcome.oldEmail}, and every device signed in to your account is signed out. ` +
          `If you did not ask for the change, sign in and change your password: whoever asked knew it.`,
        email: outcome.oldEmail,
        csrf_token: csrfTokenForViewer(request, reply, options.viewer),
      };
    },
  );

  routes.put(
    '/reviews/profile/password',
    { schema: { body: passwordChangeRequestSchema } },
    async (request) => {
      const { user, sessionToken } = signedIn(request, 'change your password');
      const refused = await checkCurrentPassword(request, user.id, request.body.current_password);
      if (refused) throw refused;
      const email = (await settings.passwordHashOf(user.id))?.email ?? undefined;
      const common = commonPasswordError(request.body.new_password, { name: user.name, email });
      if (common) throw badRequest(`${common}.`, { new_password: common });
      await settings.changePassword(
        user.id,
        await options.passwords.hash(request.body.new_password),
        sessionToken,
      );
      return { signed_out_elsewhere: true };
    },
  );
}
