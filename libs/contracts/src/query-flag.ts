import { z } from 'zod';

/** A boolean query-string parameter: true/1 or false/0. */
export const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'use true or false' })
  .transform((value) => value === 'true' || value === '1');
