import { FormattedTexts } from '../intl/formatted-texts';
import { calendarDate, calendarMoment, calendarMonth } from './calendar-date';
import { DEFAULT_DATE_LOCALE, dateLocaleFrom } from './date-locale';

describe('calendarDate', () => {
  it("writes day, short month and year in the visitor's locale, from a Date or an ISO string", () => {
    expect(calendarDate('2026-11-25T12:00:00Z', 'en-GB')).toBe('25 Nov 2026');
    expect(calendarDate(new Date('2026-11-25T12:00:00Z'), 'en-US')).toBe('Nov 25, 2026');
    expect(calendarDate('2026-11-25T12:00:00Z', 'de-DE')).toBe('25. Nov. 2026');
  });

  it('takes the day in UTC, so the server and a browser in any time zone write the same day', () => {
    // These tests run in New York (jest.config.js), where 00:30 UTC is still the 24th.
    expect(calendarDate('2026-11-25T00:30:00Z', 'en-GB')).toBe('25 Nov 2026');
    expect(calendarDate('2026-11-25T23:30:00Z', 'en-GB')).toBe('25 Nov 2026');
  });

  it('writes down what a server render writes and hands it to the browser, which asks Intl for none of it', () => {
    const server = new FormattedTexts({}, true);
    expect(calendarDate('2026-11-25T12:00:00Z', 'en-GB', server)).toBe('25 Nov 2026');
    expect(calendarMonth('2025-11-01T00:00:00Z', 'en-GB', server)).toBe('November 2025');
    const handed = JSON.parse(JSON.stringify(server)) as Record<string, string>;
    expect(Object.values(handed)).toEqual(['25 Nov 2026', 'November 2025']);
    // Marked, to tell the handed texts from Intl's.
    const browser = new FormattedTexts(
      Object.fromEntries(Object.entries(handed).map(([key, text]) => [key, `${text} (server)`])),
    );
    expect(calendarDate(new Date('2026-11-25T12:00:00Z'), 'en-GB', browser)).toBe(
      '25 Nov 2026 (server)',
    );
    expect(calendarMonth('2025-11-01T00:00:00Z', 'en-GB', browser)).toBe('November 2025 (server)');
    // Another day, or the same day in another locale, is Intl's to write.
    expect(calendarDate('2026-11-26T12:00:00Z', 'en-GB', browser)).toBe('26 Nov 2026');
    expect(calendarDate('2026-11-25T12:00:00Z', 'en-US', browser)).toBe('Nov 25, 2026');
  });

  it('counts years and digits the Gregorian, Latin way in every locale', () => {
    expect(calendarDate('2026-11-25T12:00:00Z', 'th')).toContain('2026');
    expect(calendarDate('2026-11-25T12:00:00Z', 'fa')).toContain('2026');
  });
});

describe('calendarMoment', () => {
  it("writes the date and the time of day in the visitor's own time zone (New York here, see jest.config.js)", () => {
    expect(calendarMoment('2026-12-03T03:00:00Z', 'en-GB')).toBe('2 Dec 2026, 22:00');
  });
});

describe('calendarMonth', () => {
  it("writes a month and its year in the visitor's locale", () => {
    expect(calendarMonth('2025-11-01T00:00:00Z', 'en-GB')).toBe('November 2025');
    expect(calendarMonth('2025-11-01T00:00:00Z', 'fr')).toBe('novembre 2025');
  });
});

describe("dateLocaleFrom (issue #29 item 8: one date format site-wide, in the visitor's locale)", () => {
  it("takes an Accept-Language header's first language, weights aside", () => {
    expect(dateLocaleFrom('en-US,en;q=0.9,fr;q=0.8')).toBe('en-US');
    expect(dateLocaleFrom('fr;q=0.9')).toBe('fr');
    expect(dateLocaleFrom('DE-de')).toBe('de-DE');
  });

  it("takes the browser's languages in order", () => {
    expect(dateLocaleFrom(['nl-NL', 'en-GB'])).toBe('nl-NL');
  });

  it('takes a locale already found known (the server’s) without asking Intl, and asks for any other', () => {
    const asked = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      expect(dateLocaleFrom(['sv-FI', 'en-GB'], 'sv-FI')).toBe('sv-FI');
      expect(asked).not.toHaveBeenCalled();
      expect(dateLocaleFrom(['da-DK', 'sv-FI'], 'sv-FI')).toBe('da-DK');
      expect(asked).toHaveBeenCalledWith('da-DK');
    } finally {
      asked.mockRestore();
    }
  });

  it("falls back to the site's own locale for none, a wildcard, or a tag that is not a plain language", () => {
    for (const none of [
      undefined,
      '',
      '*',
      'x'.repeat(500),
      'en-US-u-ca-buddhist',
      '../../etc',
      [],
    ])
      expect(dateLocaleFrom(none)).toBe(DEFAULT_DATE_LOCALE);
    expect(dateLocaleFrom('*, en-GB-oxendict, es-ES')).toBe('es-ES');
  });
});
