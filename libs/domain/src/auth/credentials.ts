/** Shortest password we accept at sign-up; long passphrases are welcome up to the maximum. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 80;

/** Spec §8: "Dialog e-mail check message 'Invalid email address'". */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address';

// Deliberately simple: one "@", a dot in the domain, no spaces. Delivery is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed, lower-cased e-mail: the form accounts are looked up by. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The message to show for an e-mail address, or null when it is acceptable. */
export function emailError(email: string): string | null {
  const normalized = normalizeEmail(email);
  return normalized.length <= 254 && EMAIL_PATTERN.test(normalized) ? null : INVALID_EMAIL_MESSAGE;
}

/** The message to show for a new password, or null when it is acceptable. */
export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}

/** The message to show for a display name, or null when it is acceptable. */
export function displayNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'Please enter your name';
  if (trimmed.length > NAME_MAX_LENGTH) return `Name must be at most ${NAME_MAX_LENGTH} characters`;
  return null;
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

/** Field-by-field errors of a sign-up form; empty when the form can be submitted. */
export function signUpErrors(input: SignUpInput): Partial<Record<keyof SignUpInput, string>> {
  const errors: Partial<Record<keyof SignUpInput, string>> = {};
  const name = displayNameError(input.name);
  const email = emailError(input.email);
  const password = passwordError(input.password);
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}
