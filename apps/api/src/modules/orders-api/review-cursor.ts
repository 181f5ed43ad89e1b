/** Where a shop's reader left off: the last review's change time (to the microsecond) and id. */
export interface ReviewCursor {
  updatedAt: string;
  id: string;
}

/** The cursor as the answer's opaque `next_cursor`. */
export const reviewCursorText = (cursor: ReviewCursor) =>
  Buffer.from(`${cursor.updatedAt}|${cursor.id}`).toString('base64url');

/** The cursor a `since` names; undefined for anything not made by reviewCursorText. */
export function reviewCursorOf(since: string): ReviewCursor | undefined {
  const [updatedAt, id, ...rest] = Buffer.from(since, 'base64url').toString('utf8').split('|');
  if (
    !updatedAt ||
    !id ||
    rest.length > 0 ||
    Number.isNaN(Date.parse(updatedAt)) ||
    !/^\d{1,18}$/.test(id)
  )
    return undefined;
  return { updatedAt, id };
}
