import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CurrentReviewer } from '@vouch/contracts';
import { Button, useBodyScrollLock } from '@vouch/design-system';
import { useHydrated } from '../../hooks/use-hydrated';
import { useSignInPath } from '../../hooks/use-sign-in-path';
import { CurrencySelector } from '../../features/locale/components/currency-selector';
import { SiteMenuLinks } from '../../features/menus/components/site-menu-links';
import { UserMenuItems } from '../../features/menus/components/user-menu-items';
import { MobileMenuDisclosure } from './mobile-menu-disclosure';
import { Overlay, Panel, Top } from './mobile-menu.styles';

interface MobileMenuProps {
  reviewer: CurrentReviewer | null;
  redesign: boolean;
  /** Spec §4's no-overlay option: the page stays visible, scrollable and usable beside the menu. */
  overlay?: boolean;
  /** Spec §4: "on an outside click (unless outside-click closing is disabled)". */
  closeOnOutsideClick?: boolean;
}

/**
 * The mobile slide-out menu (spec §2, §4): user and general menu items and 'Show prices in'.
 * Opening adds an overlay and locks scroll unless no-overlay is set; it closes on the close
 * button, a link click, a click outside (unless that is turned off), Escape, or a currency change.
 * Until the page's script runs, the server's menu stands in for it (issue #58).
 */
export function MobileMenu({
  reviewer,
  redesign,
  overlay = true,
  closeOnOutsideClick = true,
}: MobileMenuProps) {
  const live = useHydrated();
  const [open, setOpen] = useState(false);
  const signInPath = useSignInPath();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open && overlay);
  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);

  // Opened before the script took over (the server's menu, see MobileMenuDisclosure): it stays open.
  useEffect(() => {
    if (disclosure.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  // With no overlay to click, a press anywhere outside the panel (and its trigger) is the outside click.
  useEffect(() => {
    if (!open || overlay || !closeOnOutsideClick) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, overlay, closeOnOutsideClick, close]);

  if (!live)
    return <MobileMenuDisclosure ref={disclosure} reviewer={reviewer} redesign={redesign} />;
  return (
    <>
      <Button
        ref={trigger}
        $variant="secondary"
        aria-expanded={open}
        aria-label="Open menu"
        onClick={() => setOpen(true)}
      >
        ☰
      </Button>
      {open ? (
        <>
          {overlay ? (
            <Overlay
              data-testid="mobile-menu-overlay"
              onClick={closeOnOutsideClick ? close : undefined}
            />
          ) : null}
          <Panel ref={panel} role="dialog" aria-modal={overlay} aria-label="Menu">
            <Top>
              <Button
                ref={closeButton}
                $variant="secondary"
                aria-label="Close menu"
                onClick={close}
              >
                ×
              </Button>
            </Top>
            <nav aria-label="Account">
              <ul>
                {reviewer ? (
                  <UserMenuItems slug={reviewer.slug} onChoose={close} />
                ) : (
                  <li>
                    <Link to={signInPath} onClick={close}>
                      Sign In
                    </Link>
                  </li>
                )}
              </ul>
            </nav>
            <SiteMenuLinks
              signedIn={reviewer !== null}
              redesign={redesign}
              mobile
              onChoose={close}
            />
            <CurrencySelector onChosen={close} />
          </Panel>
        </>
      ) : null}
    </>
  );
}
