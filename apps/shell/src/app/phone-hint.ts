import { createContext } from 'react';

/**
 * Whether the server took the visitor for a phone (their request's headers): the layout the page
 * was rendered in, which the browser's first render keeps so hydration matches. Its own screen
 * decides from then on.
 */
export const PhoneHintContext = createContext(false);
