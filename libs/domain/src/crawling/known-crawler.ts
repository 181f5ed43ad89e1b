/**
 * The names search engines' crawlers and link-preview fetchers give in their user agent. Named
 * one by one, not `bot` or `spider` alone: those letters sit in phones' model names too (a
 * Cubot's user agent), and a visitor taken for a crawler would get a 503 where a browser could
 * have rendered the page itself.
 */
const KNOWN_CRAWLERS = [
  // Search engines.
  'Googlebot',
  'Google-InspectionTool',
  'Storebot-Google',
  'AdsBot-Google',
  'bingbot',
  'BingPreview',
  'DuckDuckBot',
  'DuckAssistBot',
  'YandexBot',
  'YandexMobileBot',
  'Baiduspider',
  'Applebot',
  'Yahoo! Slurp',
  'SeznamBot',
  'Qwantbot',
  'PetalBot',
  'Sogou web spider',
  'Amazonbot',
  // Link previews.
  'facebookexternalhit',
  'Facebot',
  'meta-externalagent',
  'Twitterbot',
  'LinkedInBot',
  'Slackbot',
  'Discordbot',
  'WhatsApp',
  'TelegramBot',
  'Pinterestbot',
  'redditbot',
  'SkypeUriPreview',
  'Embedly',
  'Iframely',
  'vkShare',
  'Mastodon',
];

// The names hold no pattern characters. A name starts a word: `Facebot` is not inside another name.
const KNOWN_CRAWLER = new RegExp(`(^|[^a-z])(${KNOWN_CRAWLERS.join('|')})`, 'i');

/**
 * Whether a user agent is a known crawler or link-preview fetcher: a client that reads the HTML as
 * it arrives, runs no script (or little) and does not come back at once. Such a client must never
 * be given the page for the browser to render: to it that page is empty (issue #58).
 */
export function isKnownCrawler(userAgent: string | undefined): boolean {
  return userAgent !== undefined && KNOWN_CRAWLER.test(userAgent);
}
