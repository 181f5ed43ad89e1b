/**
 * `value` as one line of header text: line breaks and every other control character become a
 * space, runs of spaces one. A header's value is user text often enough (a reviewer's name in a
 * subject) that a line break in it must never start a header of its own (`\r\nBcc: ...`).
 */
export function headerText(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}
