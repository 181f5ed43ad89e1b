import { useEffect } from 'react';
import { useCurrentPageMeta } from '@vouch/api-client';
import { linkPreviewMetaTags } from '@vouch/domain';

function setMeta(
  selector: string,
  create: () => HTMLElement,
  attribute: string,
  value: string,
): void {
  let element = document.head.querySelector(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const metaTag = (attribute: 'name' | 'property', key: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(attribute, key);
  return element;
};

/**
 * Keeps the head in step with the page's server metadata on client-side navigation: title,
 * description, canonical URL, Open Graph and X card tags (the server renders the same on first load).
 */
export function usePageHead(): void {
  const { data } = useCurrentPageMeta();
  useEffect(() => {
    if (!data) return;
    const { title, description, canonical_url: canonical, image } = data.meta_data;
    document.title = title;
    setMeta('meta[name="description"]', metaTag('name', 'description'), 'content', description);
    setMeta('meta[property="og:title"]', metaTag('property', 'og:title'), 'content', title);
    setMeta(
      'meta[property="og:description"]',
      metaTag('property', 'og:description'),
      'content',
      description,
    );
    if (canonical) {
      setMeta(
        'link[rel="canonical"]',
        () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
        'href',
        canonical,
      );
      setMeta('meta[property="og:url"]', metaTag('property', 'og:url'), 'content', canonical);
    }
    if (image) {
      for (const tag of linkPreviewMetaTags({ title, description, image }))
        setMeta(
          `meta[${tag.attribute}="${tag.key}"]`,
          metaTag(tag.attribute, tag.key),
          'content',
          tag.content,
        );
    }
  }, [data]);
}
