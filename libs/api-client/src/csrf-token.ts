/**
 * The CSRF token of the viewer's session (spec §7: "read from a page meta tag"). Signing in or
 * out starts a new session, so the token in the tag is replaced with the one the server answers.
 */
export function readCsrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

export function replaceCsrfToken(token: string): void {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'csrf-token';
    document.head.append(tag);
  }
  tag.content = token;
}
