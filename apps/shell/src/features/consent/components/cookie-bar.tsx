import { useContext, useState, useSyncExternalStore, type MouseEvent } from 'react';
import styled from 'styled-components';
import { cookieConsent, journeyStorage } from '@vouch/api-client';
import { consentCookie, COOKIE_CONSENT_FORM_PATH, pagePath } from '@vouch/domain';
import { useLocation } from 'react-router';
import { Button } from '@vouch/design-system';
import { ServerHintsContext } from '../../../app/server-hints';

const Bar = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 50;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  p {
    flex: 1 1 320px;
    margin: 0;
  }
  a {
    color: inherit;
  }
`;

// The bar lays out the form's words and buttons itself.
const ChoiceForm = styled.form`
  display: contents;
`;

// The cookie changes only through this bar, which then hides itself.
const noSubscription = () => () => undefined;

function saveConsent(accepted: boolean) {
  document.cookie = consentCookie(accepted);
}

/**
 * Spec §4 "Cookie bar: hides after acceptance"; the choice lasts 365 days (spec §9). A form: without
 * script, or clicked before the script starts, it posts the choice and the server sets the cookie.
 */
export function CookieBar() {
  const { pathname, search } = useLocation();
  // The visitor's cookie decides: the server read it from the request, the browser reads it itself.
  const { cookieConsentAnswered } = useContext(ServerHintsContext);
  const answered = useSyncExternalStore(
    noSubscription,
    () => cookieConsent() !== null,
    () => cookieConsentAnswered,
  );
  const [asked, setAsked] = useState(false);
  if (answered || asked) return null;
  const choose = (event: MouseEvent, accepted: boolean) => {
    event.preventDefault();
    saveConsent(accepted);
    if (!accepted) journeyStorage.forget();
    setAsked(true);
  };
  return (
    <Bar aria-label="Cookie consent">
      <ChoiceForm method="post" action={COOKIE_CONSENT_FORM_PATH}>
        <input type="hidden" name="return_to" value={`${pathname}${search}`} />
        <p>
          We use cookies to keep you signed in and, with your consent, to understand which pages
          lead shoppers to stores. <a href={pagePath('trust', {}, { hash: 'privacy' })}>Privacy</a>
        </p>
        <Button
          type="submit"
          name="choice"
          value="necessary"
          $variant="secondary"
          onClick={(event) => choose(event, false)}
        >
          Only necessary
        </Button>
        <Button type="submit" name="choice" value="accept" onClick={(event) => choose(event, true)}>
          Accept cookies
        </Button>
      </ChoiceForm>
    </Bar>
  );
}
