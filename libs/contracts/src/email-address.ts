import { z } from 'zod';
import { emailError, INVALID_EMAIL_MESSAGE } from '@vouch/domain';

/** An e-mail address as the site takes one anywhere (trimmed, at most 254 characters, the domain's rule). */
export const emailAddressSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .max(254, INVALID_EMAIL_MESSAGE)
  .refine((email) => emailError(email) === null, INVALID_EMAIL_MESSAGE);
