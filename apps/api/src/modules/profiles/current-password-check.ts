import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@vouch/db';
import { badRequest, tooManyRequests, type HttpError } from '../../http/http-error';
import { LOGIN_WINDOW_MINUTES, loginAttemptRepository, type PasswordHashing } from '../auth';
import { profileSettingsRepository } from './profile-settings-repository';

/** The current password, checked under the sign-in limit so a borrowed session cannot guess it: null when right, else the error to answer. */
export function currentPasswordCheck(db: Kysely<Database>, passwords: PasswordHashing) {
  const settings = profileSettingsRepository(db);
  const attempts = loginAttemptRepository(db);
  return async function checkCurrentPassword(
    request: FastifyRequest,
    userId: string,
    password: string,
  ): Promise<HttpError | null> {
    const account = await settings.passwordHashOf(userId);
    if (!account?.password_hash || !account.email)
      return badRequest('This account has no password to check.');
    const attemptId = await attempts.reserve(account.email, request.ip);
    if (!attemptId)
      return tooManyRequests(
        `Too many wrong passwords. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`,
        LOGIN_WINDOW_MINUTES * 60,
      );
    if (!(await passwords.verify(password, account.password_hash)))
      return badRequest('Your current password is not right.', {
        current_password: 'Your current password is not right',
      });
    await attempts.succeeded(attemptId);
    return null;
  };
}
