import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  avatarResponseSchema,
  emailChangeRequestSchema,
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
import { AVATAR_MAX_BYTES, AVATAR_SIZES, normalizeCountryCode, normalizeCurrencyCode, normalizeEmail, PRIVATE_LIST_PAGE_SIZE } from '@vouch/domain';
import type { Database } from '@vouch/db';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized, type HttpError } from '../../http/http-error';
import { pagingOf } from '../../http/paging-of';
import { sendCacheable } from '../../http/send-cacheable';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { commonPasswordError } from '../auth/common-passwords';
import { hashPassword, verifyPassword } from '../auth/password-hashing';
import { LOGIN_WINDOW_MINUTES, loginAttemptRepository } from '../auth/user-repository';
import type { MediaStorage } from '../media/media-storage';
import type { ExchangeRatesSource } from '../me/exchange-rate-repository';
import { readUpload } from '../media/read-upload';
import { resizePicture } from '../media/picture-resizer';
import { gravatarHashOf } from './gravatar-hash';
import { profileRepository } from './profile-repository';
import { profileSettingsRepository } from './profile-settings-repository';
import type { PublicProfileFiguresCache } from './public-profile-figures';

export interface ProfileModuleOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  exchangeRates: ExchangeRatesSource;
  profileFigures: PublicProfileFiguresCache;
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
export async function profileModule(app: FastifyInstance, options: ProfileModuleOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const profiles = profileRepository(options.db);
  const settings = profileSettingsRepository(options.db);
  const attempts = loginAttemptRepository(options.db);

  routes.get(
    '/reviews/profile/:slug/recommendations',
    { schema: { params: slugParamsSchema, querystring: recommendationsQuerySchema, response: { 200: recommendationsResponseSchema } } },
    async (request, reply) => {
      const reviewer = await profiles.reviewerBySlug(request.params.slug);
      if (!reviewer) throw notFound('We could not find that reviewer.');
      const { page, per_page } = request.query;
      const { items, total } = await profiles.recommendations(reviewer.id, page, per_page);
      const body: RecommendationsResponse = { items, ...pagingOf(page, per_page, total) };
      return sendCacheable(request, reply, body, PROFILE_CACHE_SECONDS);
    },
  );

  routes.get('/reviews/reviewer/rewards', { schema: { querystring: pageQuerySchema, response: { 200: rewardsResponseSchema } } }, async (request, reply) => {
    const { user } = signedIn(request, 'see your rewards');
    const { page } = request.query;
    const [items, counts] = await Promise.all([profiles.rewards(user.id, page), profiles.privateCounts(user.id)]);
    const body: RewardsResponse = { items, ...pagingOf(page, PRIVATE_LIST_PAGE_SIZE, counts.rewards) };
    return sendCacheable(request, reply, body, PROFILE_CACHE_SECONDS, 'private');
  });

  routes.get(
    '/reviews/reviewer/disputes',
    { schema: { querystring: reviewerDisputesQuerySchema, response: { 200: reviewerDisputesResponseSchema } } },
    async (request, reply) => {
      const { user } = signedIn(request, 'see your disputes');
      const { page, side } = request.query;
      const { items, total } = await profiles.disputes(user.id, page, side);
      const body: ReviewerDisputesResponse = { items, ...pagingOf(page, PRIVATE_LIST_PAGE_SIZE, total) };
      return sendCacheable(request, reply, body, PROFILE_CACHE_SECONDS, 'private');
    },
  );

  // Spec §7 `PUT update-profile` (the subscribe prompt's answer) and the edit page's fields.
  routes.put('/reviews/profile/update', { schema: { body: profileUpdateRequestSchema, response: { 200: profileUpdateResponseSchema } } }, async (request) => {
    const { user } = signedIn(request, 'change your profile');
    const { country, currency, show_gravatar, ...rest } = request.body.reviewer;
    const changes = { ...rest } as Parameters<typeof settings.update>[1];
    if (show_gravatar !== undefined) {
      const email = show_gravatar ? (await settings.passwordHashOf(user.id))?.email : null;
      if (show_gravatar && !email) throw badRequest('Add a sign-in e-mail address before showing its Gravatar.', { 'reviewer.show_gravatar': 'No e-mail' });
      changes.gravatar_hash = email ? gravatarHashOf(email) : null;
    }
    if (country !== undefined) {
      const code = country === null ? null : normalizeCountryCode(country);
      if (country !== null && !code) throw badRequest('Choose a country from the list.', { 'reviewer.country': 'Unknown country' });
      changes.country = code;
    }
    if (currency !== undefined) {
      const code = normalizeCurrencyCode(currency);
      if (code !== '*' && (code === null || !(code in (await options.exchangeRates()))))
        throw badRequest(`We cannot show prices in "${currency}". Choose a currency from the list.`, { 'reviewer.currency': 'Unknown currency' });
      changes.currency = code;
    }
    await settings.update(user.id, changes);
    options.profileFigures.drop(user.id);
    const reviewer = (await profiles.reviewerBySlug(user.slug))!;
    return { basic_data: reviewer.privateData };
  });

  routes.post('/reviews/profile/avatar', { schema: { response: { 200: avatarResponseSchema } } }, async (request) => {
    const { user } = signedIn(request, 'change your picture');
    const upload = await readUpload(request, AVATAR_MAX_BYTES);
    const sizes = await resizePicture(upload.bytes, AVATAR_SIZES, 'cover');
    if (!sizes) throw badRequest(`"${upload.filename}" is not a JPEG, PNG, WebP or HEIC picture.`, { avatar: 'Not a picture' });
    const name = `${user.encoded_id}-${randomBytes(8).toString('base64url')}`;
    const keys = { normal: `${AVATAR_FOLDER}/${name}-normal.webp`, retina: `${AVATAR_FOLDER}/${name}-retina.webp` };
    await Promise.all([options.storage.put(keys.normal, sizes.normal), options.storage.put(keys.retina, sizes.retina)]);
    const avatar = { normal: `/media/files/${keys.normal}`, retina: `/media/files/${keys.retina}` };
    const previous = await settings.setAvatar(user.id, avatar);
    options.profileFigures.drop(user.id);
    // The old files go once nothing points at them; seeded pictures are not files.
    for (const url of [previous.avatar_url, previous.avatar_retina_url]) {
      const key = url && STORED_AVATAR.exec(url)?.[1];
      if (key) await options.storage.remove(key);
    }
    return { avatar_image_url: avatar };
  });

  /** The current password, checked under the sign-in limit so a borrowed session cannot guess it. */
  async function checkCurrentPassword(request: FastifyRequest, userId: string, password: string): Promise<HttpError | null> {
    const account = await settings.passwordHashOf(userId);
    if (!account?.password_hash || !account.email) return badRequest('This account has no password to check.');
    const attemptId = await attempts.reserve(account.email, request.ip);
    if (!attemptId) return tooManyRequests(`Too many wrong passwords. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`);
    if (!(await verifyPassword(password, account.password_hash)))
      return badRequest('Your current password is not right.', { current_password: 'Your current password is not right' });
    await attempts.succeeded(attemptId);
    return null;
  }

  routes.put('/reviews/profile/email', { schema: { body: emailChangeRequestSchema } }, async (request) => {
    const { user } = signedIn(request, 'change your e-mail address');
    const refused = await checkCurrentPassword(request, user.id, request.body.current_password);
    if (refused) throw refused;
    const email = normalizeEmail(request.body.email);
    if (!(await settings.changeEmail(user.id, email, gravatarHashOf(email))))
      throw conflict('Another account uses that e-mail address.', { email: 'Already in use' });
    return { email };
  });

  routes.put('/reviews/profile/password', { schema: { body: passwordChangeRequestSchema } }, async (request) => {
    const { user, sessionToken } = signedIn(request, 'change your password');
    const refused = await checkCurrentPassword(request, user.id, request.body.current_password);
    if (refused) throw refused;
    const common = commonPasswordError(request.body.new_password);
    if (common) throw badRequest(`${common}.`, { new_password: common });
    await settings.changePassword(user.id, await hashPassword(request.body.new_password), sessionToken);
    return { signed_out_elsewhere: true };
  });
}
