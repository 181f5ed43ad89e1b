import { appendToJourney, clickTrackingAllowed, cookieConsentFrom } from '@vouch/domain';

const JOURNEY_KEY = 'vouch.journey';
const FIRST_VISIT_KEY = 'vouch.firstVisit';

interface FirstVisit {
  referrer: string | null;
  landingPageParams: Record<string, string>;
}

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled: the journey is simply not kept.
  }
}

/** The visitor's cookie choice: true, false or not asked yet (null). */
export const cookieConsent = (): boolean | null => cookieConsentFrom(document.cookie);

/** Spec §3 click tracking record: the journey of visited paths, kept in local storage. */
export const journeyStorage = {
  /** Records a visited path; the first visit also keeps its referrer and query. Nothing without consent. */
  visit(path: string, search: string): void {
    if (!clickTrackingAllowed(cookieConsent())) return;
    if (!read<FirstVisit>(FIRST_VISIT_KEY)) {
      write(FIRST_VISIT_KEY, { referrer: document.referrer || null, landingPageParams: Object.fromEntries(new URLSearchParams(search)) });
    }
    write(JOURNEY_KEY, appendToJourney(read<string[]>(JOURNEY_KEY) ?? [], path));
  },
  journey: (): string[] => read<string[]>(JOURNEY_KEY) ?? [],
  /** Drops what was kept, when the visitor declines cookies. */
  forget(): void {
    try {
      window.localStorage.removeItem(JOURNEY_KEY);
      window.localStorage.removeItem(FIRST_VISIT_KEY);
    } catch {
      // Nothing was kept.
    }
  },
  firstVisit: (): FirstVisit | null => read<FirstVisit>(FIRST_VISIT_KEY),
};
