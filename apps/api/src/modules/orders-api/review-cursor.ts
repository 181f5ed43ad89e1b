/** Where a shop's reader left off: the last review's change time (to the microsecond) and id. */
export interface ReviewCursor {
  updatedAt: string;
  id: string;
}

const CURSOR_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/** The cursor as the answer's opaque `next_cursor`. */
export const reviewCursorText = (cursor: ReviewCursor) =>
  Buffer.from(`${cursor.updatedAt}|${cursor.id}`).toString('base64url');

/** The cursor a `since` names; undefined for anything not made by reviewCursorText. */
export function reviewCursorOf(since: string): ReviewCursor | undefined {
  const [updatedAt, id, ...rest] = Buffer.from(since, 'base64url').toString('utf8').split('|');
  // Exactly what reviewCursorText writes: anything else (a date Date.parse would guess at) is no cursor.
  if (
    !updatedAt ||
    !id ||
    rest.length > 0 ||
    !CURSOR_TIME.test(updatedAt) ||
    !/^\d{1,18}$/.test(id)
  )
    return undefined;
  return { updatedAt, id };
}
