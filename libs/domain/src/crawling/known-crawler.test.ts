import { isKnownCrawler } from './known-crawler';

describe('isKnownCrawler', () => {
  it.each([
    [
      'Googlebot (phone)',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    ['Googlebot (plain)', 'Googlebot/2.1 (+http://www.google.com/bot.html)'],
    ['Google Search Console', 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)'],
    [
      'Bingbot',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
    ],
    ['DuckDuckBot', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)'],
    ['YandexBot', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'],
    [
      'Baiduspider',
      'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
    ],
    [
      'Applebot',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    ],
    [
      'Facebook link preview',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    ],
    ['X link preview', 'Twitterbot/1.0'],
    [
      'LinkedIn link preview',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    ],
    ['Slack link preview', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['Discord link preview', 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)'],
    ['WhatsApp link preview', 'WhatsApp/2.23.20.0 A'],
    ['Telegram link preview', 'TelegramBot (like TwitterBot)'],
  ])('takes %s for a crawler', (_name, userAgent) => {
    expect(isKnownCrawler(userAgent)).toBe(true);
  });

  it.each([
    [
      'Chrome on a desktop',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36',
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    ],
    [
      'a Cubot phone (a model name with "bot" in it)',
      'Mozilla/5.0 (Linux; Android 12; CUBOT KINGKONG 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    ],
    [
      'the Google app',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/300.0.598994205 Mobile/15E148 Safari/604.1',
    ],
    ['no user agent', undefined],
    ['an empty user agent', ''],
  ])('takes %s for a visitor whose browser can render the page', (_name, userAgent) => {
    expect(isKnownCrawler(userAgent)).toBe(false);
  });
});
