import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { loginRequestSchema, logoutResponseSchema, type SessionResponse, sessionResponseSchema, signUpRequestSchema } from '@vouch/contracts';
import { normalizeEmail, signUpErrors } from '@vouch/domain';
import { commonPasswordError } from './common-passwords';
import type { Database } from '@vouch/db';
import { badRequest, conflict, tooManyRequests, HttpError } from '../../http/http-error';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import { csrfTokenForViewer, SESSION_COOKIE, setSessionCookie, type ViewerOptions } from '../../plugins/viewer';
import { currentReviewerFrom } from './current-reviewer';
import { hashPassword, needsRehash, verifyPassword } from './password-hashing';
import { signUpAttemptRepository } from './sign-up-attempt-repository';
import { loginAttemptRepository, LOGIN_WINDOW_MINUTES, userRepository } from './user-repository';

export interface AuthModuleOptions {
  db: Kysely<Database>;
  viewer: ViewerOptions;
}

// Compared against when the e-mail is unknown, so a miss costs as long as a wrong password.
const DUMMY_HASH_PROMISE = hashPassword('not-a-real-password');

/** Sign-up, sign-in and sign-out: `POST /signup`, `POST /login`, `POST /logout` (`GET /logout` is the shell's page with a button that posts it). */
export async function authModule(app: FastifyInstance, options: AuthModuleOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const users = userRepository(options.db);
  const attempts = loginAttemptRepository(options.db);
  const signUps = signUpAttemptRepository(options.db);
  const { sessions } = options.viewer;

  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<SessionResponse> {
    // A sign-in replaces the browser's session: a session token planted before it is worth nothing after.
    if (request.viewer.sessionToken) await sessions.destroy(request.viewer.sessionToken);
    const token = await sessions.create(userId, request.headers['user-agent']);
    setSessionCookie(request, reply, token, options.viewer);
    const user = await sessions.userForToken(token);
    if (!user) throw new Error('session vanished right after it was created');
    request.viewer = { user, sessionToken: token, anonymousId: request.viewer.anonymousId };
    return { reviewer: currentReviewerFrom(user), csrf_token: csrfTokenForViewer(request, reply, options.viewer) };
  }

  async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.viewer.sessionToken) await sessions.destroy(request.viewer.sessionToken);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    request.viewer = { user: null, sessionToken: null, anonymousId: request.viewer.anonymousId };
  }

  routes.post('/login', { schema: { body: loginRequestSchema, response: { 200: sessionResponseSchema } } }, async (request, reply) => {
    const input = request.body;
    const email = normalizeEmail(input.email);
    const attemptId = await attempts.reserve(email, request.ip);
    if (!attemptId) {
      throw tooManyRequests(`Too many sign-in attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`);
    }
    const account = await users.findCredentialsByEmail(email);
    const valid = await verifyPassword(input.password, account?.password_hash ?? (await DUMMY_HASH_PROMISE));
    if (!account?.password_hash || !valid) {
      throw new HttpError(401, 'invalid_credentials', 'That e-mail address and password do not match an account.');
    }
    await attempts.succeeded(attemptId);
    // The password is at hand only now: a hash from before today's cost is made again with it.
    if (needsRehash(account.password_hash)) {
      await users.upgradePasswordHash(String(account.id), account.password_hash, await hashPassword(input.password));
    }
    return startSession(request, reply, String(account.id));
  });

  routes.post('/signup', { schema: { body: signUpRequestSchema, response: { 201: sessionResponseSchema } } }, async (request, reply) => {
    const input = request.body;
    const errors = signUpErrors(input);
    const common = errors.password ? null : commonPasswordError(input.password);
    if (common) errors.password = common;
    if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors).join('. ') + '.', errors);
    if (!(await signUps.reserve(request.ip))) {
      throw tooManyRequests('Too many new accounts from your network. Please wait an hour and try again, or sign in to an account you have.');
    }
    const email = normalizeEmail(input.email);
    const userId = await users.createReviewer({ name: input.name.trim(), email, passwordHash: await hashPassword(input.password) });
    if (!userId) {
      throw conflict('An account with that e-mail address already exists. Sign in instead.', { email: 'Already registered' });
    }
    reply.status(201);
    return startSession(request, reply, userId);
  });

  routes.post('/logout', { schema: { response: { 200: logoutResponseSchema } } }, async (request, reply) => {
    await endSession(request, reply);
    return { csrf_token: csrfTokenForViewer(request, reply, options.viewer) };
  });
}
