/**
 * Whether an Accept-Encoding header lets the answer be gzip: `gzip` (or `x-gzip`, or `*` when gzip
 * is not named) with a quality above 0 (RFC 9110, section 12.5.3).
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let named: boolean | null = null;
  let anyOther = false;
  for (const entry of acceptEncoding.split(',')) {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const allowed = quality === undefined || Number(quality.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') named = (named ?? false) || allowed;
    else if (coding === '*') anyOther = allowed;
  }
  return named ?? anyOther;
}
