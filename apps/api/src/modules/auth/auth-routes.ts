import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  loginRequestSchema,
  logoutResponseSchema,
  mailedSignInRequestSchema,
  mailedSignInResponseSchema,
  passwordResetConfirmRequestSchema,
  type SessionResponse,
  sessionResponseSchema,
  signUpConfirmRequestSchema,
  signUpConfirmResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  signInLinkConfirmRequestSchema,
} from '@vouch/contracts';
import {
  emailError,
  mailedSignInExpiry,
  mailedSignInLimitMessage,
  MAILED_SIGN_IN_LINK_MINUTES,
  mailedSignInSentMessage,
  normalizeEmail,
  passwordError,
  INVALID_CREDENTIALS_MESSAGE,
  refusedSignInPath,
  safeReturnPath,
  signUpErrors,
  type MailedSignInKind,
} from '@vouch/domain';
import { commonPasswordError } from './common-passwords';
import type { Database } from '@vouch/db';
import {
  badRequest,
  conflict,
  HOUR_SECONDS,
  HttpError,
  tooManyRequests,
} from '../../http/http-error';
import type { AfterAnswer } from '../../http/after-answer';
import { acceptFormPosts, postedAsForm } from '../../http/form-posts';
import type { ZodTypeProvider } from '../../http/zod-type-provider';
import type { Mailer } from '../../mail/mailer';
import {
  clearSessionCookie,
  csrfTokenForViewer,
  setSessionCookie,
  type ViewerOptions,
} from './viewer';
import { currentReviewerFrom } from './current-reviewer';
import type { PasswordHashing } from './password-hashing';
import { mailedLinkTokenHash, newMailedLinkToken } from './mailed-link-token';
import { mailedSignInMail } from './mailed-sign-in-mail';
import { mailedSignInRepository } from './mailed-sign-in-repository';
import { signUpAttemptRepository } from './sign-up-attempt-repository';
import { signUpBrowser } from './sign-up-browser';
import {
  accountExistsMail,
  confirmSignUpMail,
  SIGN_UP_LINK_HOURS,
  signUpSentMessage,
} from './sign-up-mail';
import { signUpRequestRepository } from './sign-up-request-repository';
import { loginAttemptRepository, LOGIN_WINDOW_MINUTES, userRepository } from './user-repository';

export interface AuthModuleOptions {
  db: Kysely<Database>;
  viewer: ViewerOptions;
  mailer: Mailer;
  /** The site's address, for links in e-mail. */
  publicOrigin: string;
  /** Sign-ups one address may make an hour (MAX_SIGN_UPS_PER_IP by default). */
  signUpsPerIp?: number;
  passwords: PasswordHashing;
  /** Where a mailed link is made and mailed once the request is answered. */
  afterAnswer: AfterAnswer;
}

/** What a password reset or sign-in link answers when it is unknown, used or expired. */
const MAILED_LINK_REFUSED =
  'This link has expired or was used already. Ask for a new one on the sign-in page.';

/**
 * Sign-up, sign-in and sign-out: `POST /signup` (sends a link; `POST /signup/confirm` with its token
 * makes the account), `POST /login`, `POST /logout` (`GET /logout` is the shell's page with a button that posts it);
 * and the mailed links that sign in without the password: `POST /login/reset` (then `/login/reset/confirm`
 * with a new password) and `POST /login/link` (then `/login/link/confirm`).
 */
export async function authModule(app: FastifyInstance, options: AuthModuleOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  acceptFormPosts(app);
  const { passwords } = options;
  const users = userRepository(options.db);
  const attempts = loginAttemptRepository(options.db);
  const signUps = signUpAttemptRepository(options.db, options.signUpsPerIp);
  const signUpRequests = signUpRequestRepository(options.db);
  const mailedSignIns = mailedSignInRepository(options.db);
  const signUpBrowsers = signUpBrowser(options.viewer, SIGN_UP_LINK_HOURS * 3_600);
  const { sessions } = options.viewer;

  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: string,
  ): Promise<SessionResponse> {
    // A sign-in replaces the browser's session: a session token planted before it is worth nothing after.
    if (request.viewer.sessionToken) await sessions.destroy(request.viewer.sessionToken);
    const token = await sessions.create(userId, request.headers['user-agent']);
    setSessionCookie(request, reply, token, options.viewer);
    const user = await sessions.userForToken(token);
    if (!user) throw new Error('session vanished right after it was created');
    request.viewer = { user, sessionToken: token, anonymousId: request.viewer.anonymousId };
    return {
      reviewer: currentReviewerFrom(user),
      csrf_token: csrfTokenForViewer(request, reply, options.viewer),
    };
  }

  async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.viewer.sessionToken) await sessions.destroy(request.viewer.sessionToken);
    clearSessionCookie(request, reply, options.viewer);
    request.viewer = { user: null, sessionToken: null, anonymousId: request.viewer.anonymousId };
  }

  routes.post(
    '/login',
    {
      schema: { body: loginRequestSchema, response: { 200: sessionResponseSchema } },
      // Issue #58: the sign-in page's form works without script; a refusal goes back to it.
      config: {
        pageForm: {
          refusedAt: (request, error) => {
            const fields = (request.body ?? {}) as Record<string, unknown>;
            return refusedSignInPath({
              email: fields.email,
              returnTo: fields.return_to,
              code: error.code,
            });
          },
        },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const email = normalizeEmail(input.email);
      const attemptId = await attempts.reserve(email, request.ip);
      if (!attemptId) {
        // Issue #28: strangers' wrong passwords must not keep the owner out, and the mailbox proves the owner.
        throw tooManyRequests(
          `Too many sign-in attempts with a password. Sign in with a link we e-mail you instead, or wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`,
          LOGIN_WINDOW_MINUTES * 60,
        );
      }
      const account = await users.findCredentialsByEmail(email);
      // An unknown e-mail is checked against the decoy, so a miss costs as long as a wrong password.
      const valid = await passwords.verify(
        input.password,
        account?.password_hash ?? passwords.decoyHash,
      );
      if (!account?.password_hash || !valid) {
        throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
      }
      await attempts.succeeded(attemptId);
      // The password is at hand only now: a hash from before today's cost is made again with it.
      if (passwords.needsRehash(account.password_hash)) {
        await users.upgradePasswordHash(
          String(account.id),
          account.password_hash,
          await passwords.hash(input.password),
        );
      }
      const session = await startSession(request, reply, String(account.id));
      if (postedAsForm(request))
        return reply.redirect(safeReturnPath(input.return_to ?? null), 303);
      return session;
    },
  );

  // One answer whether or not the address has an account, so sign-up cannot tell a stranger who is
  // registered (issue #19): a new address gets a link that makes the account, a taken one a note to
  // its owner. Both pay for the password hash (the only one a sign-up makes), so neither answers
  // sooner, and both mark the browser, so neither answer's headers differ.
  routes.post(
    '/signup',
    { schema: { body: signUpRequestSchema, response: { 202: signUpResponseSchema } } },
    async (request, reply) => {
      const input = request.body;
      const errors = signUpErrors(input);
      const common = errors.password
        ? null
        : commonPasswordError(input.password, { name: input.name, email: input.email });
      if (common) errors.password = common;
      if (Object.keys(errors).length > 0)
        throw badRequest(Object.values(errors).join('. ') + '.', errors);
      if (!(await signUps.reserve(request.ip))) {
        throw tooManyRequests(
          'Too many new accounts from your network. Please wait an hour and try again, or sign in to an account you have.',
          HOUR_SECONDS,
        );
      }
      const email = normalizeEmail(input.email);
      const passwordHash = await passwords.hash(input.password);
      const token = newMailedLinkToken();
      const tokenHash = mailedLinkTokenHash(token);
      signUpBrowsers.mark(request, reply, tokenHash);
      if (await users.findCredentialsByEmail(email)) {
        await options.mailer.send(accountExistsMail(email, options.publicOrigin));
      } else {
        const name = input.name.trim();
        const expiresAt = new Date(Date.now() + SIGN_UP_LINK_HOURS * 3_600_000);
        await signUpRequests.create({
          tokenHash,
          name,
          email,
          password_hash: passwordHash,
          expiresAt,
        });
        // Only a same-site path goes into the link (safeReturnPath), so a sign-up cannot mail a link that leaves the site.
        const returnTo = input.return_to ? safeReturnPath(input.return_to) : undefined;
        await options.mailer.send(
          confirmSignUpMail(email, name, token, options.publicOrigin, returnTo),
        );
      }
      reply.status(202);
      return { message: signUpSentMessage(email) };
    },
  );

  routes.post(
    '/signup/confirm',
    {
      schema: { body: signUpConfirmRequestSchema, response: { 201: signUpConfirmResponseSchema } },
    },
    async (request, reply) => {
      const tokenHash = mailedLinkTokenHash(request.body.token);
      const pending = await signUpRequests.find(tokenHash);
      if (!pending)
        throw badRequest(
          'This link has expired or was used already. Sign up again to get a new one.',
          { token: 'Expired or used' },
        );
      // The link proves the mailbox; the password chosen at sign-up is kept only in the browser
      // that chose it, so a stranger who signed up with this address first holds nothing (see signUpBrowser).
      const passwordKept = signUpBrowsers.madeIt(request, tokenHash);
      const userId = await users.createReviewer({
        name: pending.name,
        email: pending.email,
        passwordHash: passwordKept ? pending.password_hash : null,
      });
      await signUpRequests.remove(pending.id);
      // Two links for one address: the first one opened made the account.
      if (!userId)
        throw conflict('An account with that e-mail address already exists. Sign in instead.', {
          email: 'Already registered',
        });
      signUpBrowsers.drop(request, reply, tokenHash);
      reply.status(201);
      return { ...(await startSession(request, reply, userId)), password_kept: passwordKept };
    },
  );

  /**
   * Mails a password reset or sign-in link to an account's address. The answer is the same words for
   * every address, with or without an account and past its share of links or not (issue #28); only
   * a network asking too often is told so, which says nothing about any address.
   */
  async function mailSignInLink(
    kind: MailedSignInKind,
    request: FastifyRequest,
    reply: FastifyReply,
    typedEmail: string,
  ) {
    const invalid = emailError(typedEmail);
    if (invalid) throw badRequest(`${invalid}.`, { email: invalid });
    const email = normalizeEmail(typedEmail);
    const verdict = await mailedSignIns.reserveRequest(kind, email, request.ip);
    if (verdict === 'ip_limited')
      throw tooManyRequests(
        'Too many e-mails asked for from your network. Please wait an hour and try again.',
        HOUR_SECONDS,
      );
    if (verdict === 'address_limited')
      throw tooManyRequests(mailedSignInLimitMessage(kind), MAILED_SIGN_IN_LINK_MINUTES[kind] * 60);
    // The answer does not wait for the account's link and mail: it takes as long for every
    // address, so its timing cannot tell who has an account (issue #58).
    options.afterAnswer.run('a mailed sign-in link', async () => {
      const account = await users.findNameByEmail(email);
      if (!account) return;
      const token = newMailedLinkToken();
      await mailedSignIns.create({
        userId: String(account.id),
        kind,
        tokenHash: mailedLinkTokenHash(token),
        expiresAt: mailedSignInExpiry(kind, new Date()),
      });
      await options.mailer.send(
        mailedSignInMail(kind, email, account.name, token, options.publicOrigin),
      );
    });
    reply.status(202);
    return { message: mailedSignInSentMessage(kind, email) };
  }

  const mailedLinkSchema = {
    body: mailedSignInRequestSchema,
    response: { 202: mailedSignInResponseSchema },
  };
  routes.post('/login/reset', { schema: mailedLinkSchema }, (request, reply) =>
    mailSignInLink('password_reset', request, reply, request.body.email),
  );
  routes.post('/login/link', { schema: mailedLinkSchema }, (request, reply) =>
    mailSignInLink('sign_in', request, reply, request.body.email),
  );

  routes.post(
    '/login/reset/confirm',
    {
      schema: { body: passwordResetConfirmRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const tokenHash = mailedLinkTokenHash(token);
      const owner = await mailedSignIns.resetLinkOwner(tokenHash);
      if (!owner) throw badRequest(MAILED_LINK_REFUSED, { token: 'Expired or used' });
      // Sign-up's policy with the owner's name and e-mail as context, checked before the link is used, so a refused password leaves it working.
      const refused =
        passwordError(password) ??
        commonPasswordError(password, { name: owner.name, email: owner.email ?? undefined });
      if (refused) throw badRequest(`${refused}.`, { password: refused });
      const userId = await mailedSignIns.resetPassword(tokenHash, await passwords.hash(password));
      if (!userId) throw badRequest(MAILED_LINK_REFUSED, { token: 'Expired or used' });
      return startSession(request, reply, userId);
    },
  );

  routes.post(
    '/login/link/confirm',
    { schema: { body: signInLinkConfirmRequestSchema, response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      // Not counted as a password attempt: the mailbox, not a guess, proves the owner.
      const userId = await mailedSignIns.signIn(mailedLinkTokenHash(request.body.token));
      if (!userId) throw badRequest(MAILED_LINK_REFUSED, { token: 'Expired or used' });
      return startSession(request, reply, userId);
    },
  );

  routes.post(
    '/logout',
    { schema: { response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await endSession(request, reply);
      return { csrf_token: csrfTokenForViewer(request, reply, options.viewer) };
    },
  );
}
