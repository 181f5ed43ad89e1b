import { createContext } from 'react';

/**
 * What the server read from the visitor's request and rendered with, where the browser would
 * otherwise decide from what only it knows: whether this is a phone (the header's layout) and
 * whether the visitor has answered the cookie question (the cookie bar). The browser's first
 * render keeps them so hydration matches; its own screen and cookies decide from then on.
 */
export interface ServerHints {
  phone: boolean;
  cookieConsentAnswered: boolean;
}

export const ServerHintsContext = createContext<ServerHints>({
  phone: false,
  cookieConsentAnswered: true,
});
