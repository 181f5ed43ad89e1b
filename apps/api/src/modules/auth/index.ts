export { authModule } from './auth-routes';
export { avatarImageOf } from './avatar-image';
export { commonPasswordError } from './common-passwords';
export { csrfTokenFor, csrfTokenMatches } from './csrf-token';
export { currentReviewerFrom } from './current-reviewer';
export { mailedLinkTokenHash, newMailedLinkToken } from './mailed-link-token';
export { endMailedSignInLinks } from './mailed-sign-in-repository';
export {
  configuredPasswordHashing,
  FAST_TEST_PASSWORD_COST,
  type PasswordHashing,
  passwordHashing,
} from './password-hashing';
export {
  SESSION_TTL_DAYS,
  sessionIdOf,
  sessionRepository,
  type SessionRepository,
  type SessionUser,
} from './session-repository';
export { LOGIN_WINDOW_MINUTES, loginAttemptRepository, userRepository } from './user-repository';
export {
  clearSessionCookie,
  csrfTokenForViewer,
  registerViewer,
  setSessionCookie,
  type ViewerOptions,
} from './viewer';
