/** Text for a LIKE pattern with its wildcards (and the escape character) taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
