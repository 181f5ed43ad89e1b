/**
 * The picture a shared link shows (Open Graph, X cards). Preview consumers (Facebook, X, Slack)
 * take no SVG, so pictures are served as JPEG renditions at fixed sizes the head declares.
 */

/** The large card: 1.91:1, what Facebook and LinkedIn show whole and X's large card crops least. */
export const LINK_PREVIEW_LARGE = { width: 1200, height: 630 } as const;
/** A shop's logo: square, shown beside the text (X's summary card takes 1:1 from 144 px). */
export const LINK_PREVIEW_SQUARE = { width: 600, height: 600 } as const;

/** The site's own card, for every page without a picture of its own. */
export const SITE_LINK_PREVIEW_PATH = '/media/previews/site.jpg';
const SITE_LINK_PREVIEW_ALT = 'Vouch: honest reviews of online shops and products';

/** An `og:image` with what the head declares about it. */
export interface LinkPreviewImage {
  /** Absolute: preview consumers do not resolve relative addresses. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a page shows: a product with its picture, a shop with its logo, or the site. */
export type LinkPreviewSubject =
  | { kind: 'product'; encodedId: string; title: string; picture: string | null }
  | { kind: 'shop'; encodedId: string; name: string; logo: string | null }
  | { kind: 'site' };

// Up to 200 characters: a product picture's name carries its group, colour and whole title.
const GENERATED_FILE = /^([a-z0-9-]{1,200})\.(webp|svg)$/;
const GENERATED_PICTURE = /^\/media\/generated\/([^/?#]+)(?:\?[^#]*)?$/;

/**
 * A seeded picture's file as its route reads it: `{name}.webp`, or `.svg` as seeded before; null
 * for any other file name.
 */
export function generatedPictureFile(
  file: string,
): { name: string; extension: 'webp' | 'svg' } | null {
  const [, name, extension] = GENERATED_FILE.exec(file) ?? [];
  return name ? { name, extension: extension as 'webp' | 'svg' } : null;
}

/**
 * The name of a seeded picture (`/media/generated/{name}.webp?variant=...`, or `.svg` as seeded before), which the server can
 * draw again at any size; null for any other address (a picture elsewhere would have to be fetched).
 */
export function generatedPictureName(url: string | null): string | null {
  const file = url && GENERATED_PICTURE.exec(url)?.[1];
  return (file && generatedPictureFile(file)?.name) ?? null;
}

/** Where a product's or shop's preview picture is served, by its encoded id. */
export function linkPreviewImagePath(kind: 'product' | 'shop', encodedId: string): string {
  return `/media/previews/${kind}s/${encodeURIComponent(encodedId)}.jpg`;
}

/**
 * The page's preview picture: the product's picture on the large card, the shop's logo square,
 * and the site's card for every other page and for a product or shop without a picture the
 * server can draw.
 */
export function linkPreviewImage(subject: LinkPreviewSubject, origin: string): LinkPreviewImage {
  if (subject.kind === 'product' && generatedPictureName(subject.picture))
    return {
      url: `${origin}${linkPreviewImagePath('product', subject.encodedId)}`,
      ...LINK_PREVIEW_LARGE,
      alt: subject.title,
    };
  if (subject.kind === 'shop' && generatedPictureName(subject.logo))
    return {
      url: `${origin}${linkPreviewImagePath('shop', subject.encodedId)}`,
      ...LINK_PREVIEW_SQUARE,
      alt: `${subject.name} logo`,
    };
  return {
    url: `${origin}${SITE_LINK_PREVIEW_PATH}`,
    ...LINK_PREVIEW_LARGE,
    alt: SITE_LINK_PREVIEW_ALT,
  };
}

/**
 * `twitter:card`: the large card for a picture wide enough to fill it (at least 300 x 157, about
 * 2:1), the summary card (a small square beside the text) for any other, which the large card
 * would crop to a strip.
 */
export function twitterCardFor(image: {
  width: number;
  height: number;
}): 'summary_large_image' | 'summary' {
  return image.width >= 300 && image.height >= 157 && image.width >= 1.5 * image.height
    ? 'summary_large_image'
    : 'summary';
}

/** One `<meta>` of a page head: `property` for Open Graph, `name` for X's card tags. */
export interface HeadMetaTag {
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/** The head tags of a page's preview picture: Open Graph for most consumers, and X's card tags, which X reads before Open Graph. */
export function linkPreviewMetaTags(page: {
  title: string;
  description: string;
  image: LinkPreviewImage;
}): HeadMetaTag[] {
  const { title, description, image } = page;
  const og = (key: string, content: string): HeadMetaTag => ({
    attribute: 'property',
    key,
    content,
  });
  const twitter = (key: string, content: string): HeadMetaTag => ({
    attribute: 'name',
    key,
    content,
  });
  return [
    og('og:image', image.url),
    og('og:image:width', String(image.width)),
    og('og:image:height', String(image.height)),
    og('og:image:alt', image.alt),
    twitter('twitter:card', twitterCardFor(image)),
    twitter('twitter:title', title),
    twitter('twitter:description', description),
    twitter('twitter:image', image.url),
    twitter('twitter:image:alt', image.alt),
  ];
}
