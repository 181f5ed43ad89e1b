import { useEffect } from 'react';
import { useMe } from './endpoints/session-api';

/**
 * Spec §4: "Whether a reviewer is logged in is a page-level flag taken from the page body": the
 * server writes it on <body data-logged-in> with the page; null where there is none (the server's
 * own render, tests).
 */
export function pageLoggedInFlag(): boolean | null {
  const flag = typeof document === 'undefined' ? undefined : document.body?.dataset.loggedIn;
  return flag === 'true' ? true : flag === 'false' ? false : null;
}

/**
 * Whether the visitor is signed in: me.json's answer once it is here (a failure is the guest case,
 * spec §8), the page's flag until then, so the header and pages need not guess while it loads; null
 * when neither says.
 */
export function useSignedIn(): boolean | null {
  const { data: me, isError } = useMe();
  if (me) return me.reviewer !== null;
  return isError ? false : pageLoggedInFlag();
}

/** Keeps the page's flag in step with me.json after a sign-in or sign-out in this page, which the server's flag predates. */
export function useLoggedInFlagSync(): void {
  const { data: me } = useMe();
  useEffect(() => {
    if (me) document.body.dataset.loggedIn = String(me.reviewer !== null);
  }, [me]);
}
