import { appendToJourney, clickTrackingAllowed, cookieConsentFrom } from '@vouch/domain';
import { browserStorage } from '../browser-storage';

const JOURNEY_KEY = 'vouch.journey';
const FIRST_VISIT_KEY = 'vouch.firstVisit';

interface FirstVisit {
  referrer: string | null;
  landingPageParams: Record<string, string>;
}

/** The visitor's cookie choice: true, false or not asked yet (null). */
export const cookieConsent = (): boolean | null => cookieConsentFrom(document.cookie);

/** Spec §3 click tracking record: the journey of visited paths, kept in local storage. */
export const journeyStorage = {
  /** Records a visited path; the first visit also keeps its referrer and query. Nothing without consent. */
  visit(path: string, search: string): void {
    if (!clickTrackingAllowed(cookieConsent())) return;
    if (!browserStorage.read<FirstVisit>(FIRST_VISIT_KEY)) {
      browserStorage.write(FIRST_VISIT_KEY, {
        referrer: document.referrer || null,
        landingPageParams: Object.fromEntries(new URLSearchParams(search)),
      });
    }
    browserStorage.write(
      JOURNEY_KEY,
      appendToJourney(browserStorage.read<string[]>(JOURNEY_KEY) ?? [], path),
    );
  },
  journey: (): string[] => browserStorage.read<string[]>(JOURNEY_KEY) ?? [],
  /** Drops what was kept, when the visitor declines cookies. */
  forget(): void {
    browserStorage.remove(JOURNEY_KEY, FIRST_VISIT_KEY);
  },
  firstVisit: (): FirstVisit | null => browserStorage.read<FirstVisit>(FIRST_VISIT_KEY),
};
