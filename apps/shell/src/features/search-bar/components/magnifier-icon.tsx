/**
 * The search button's magnifier, drawn rather than typed: the '⌕' character it replaces is in few
 * fonts, and looking for one sent a fresh browser's first layout of every page through the system's
 * whole font fallback (on the CI machine that layout took about twice as long: issue #27's
 * blocking time). Where a device had no such font it showed an empty box.
 */
export function MagnifierIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="1.25em"
      height="1.25em"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="8.5" cy="8.5" r="5.5" />
      <path d="M12.5 12.5 17 17" />
    </svg>
  );
}
