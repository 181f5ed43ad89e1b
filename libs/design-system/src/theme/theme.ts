/** The one theme every app and remote reads through styled-components' ThemeProvider. */
export const theme = {
  name: 'vouch',
  colors: {
    brand: '#0b6e4f',
    brandStrong: '#08543c',
    brandSoft: '#e6f4ee',
    text: '#1c2321',
    textMuted: '#4f5b57',
    surface: '#ffffff',
    background: '#f5f7f6',
    border: '#d5dcd9',
    danger: '#b3261e',
    dangerSoft: '#fdecea',
    focus: '#1a73e8',
    star: '#f5a623',
    /** Medal tiers (spec §9), by tier key. */
    medal: {
      diamond: '#4fb3d9',
      platinum: '#8c98a4',
      gold: '#d4a017',
      silver: '#a8a9ad',
      bronze: '#cd7f32',
    },
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '28px', xxl: '36px' },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  /** Spec §9: mobile up to 767 px, tablet 768 to 991 px, desktop 992 px and up. */
  breakpoints: { tabletMin: 768, desktopMin: 992 },
  /** Spec §9: header height 70 (mobile) or 90; search sub-header 70. */
  layout: { headerHeightMobile: 70, headerHeight: 90, searchSubHeader: 70, contentMaxWidth: 1200 },
  /**
   * Stacking: the search page's filter bar sits under the header that slides over it (spec §2);
   * the phone menu's panel over the page it dims, and its close button over the panel.
   */
  layers: { stickyBar: 10, stickyHeader: 20, menuOverlay: 60, menuPanel: 61, menuClose: 62 },
  shadows: {
    card: '0 1px 3px rgba(16, 24, 20, 0.12)',
    popover: '0 8px 24px rgba(16, 24, 20, 0.18)',
  },
} as const;

export type Theme = typeof theme;

/** Media queries from the spec's breakpoints. */
export const media = {
  mobile: `@media (max-width: ${theme.breakpoints.tabletMin - 1}px)`,
  tabletUp: `@media (min-width: ${theme.breakpoints.tabletMin}px)`,
  desktop: `@media (min-width: ${theme.breakpoints.desktopMin}px)`,
};
