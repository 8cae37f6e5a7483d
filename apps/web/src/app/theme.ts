/**
 * The MUI theme (docs/product/screens.md#layout): light, primary #4DCCC4, secondary #003A60, accent #F86624, alert #FA7274;
 * breakpoints mobile (up to 450), tablet (up to 900), laptop (up to 1250), desktop (above).
 *
 * Contrast (WCAG AA): white on the teal primary fails (1.9:1), so primary surfaces carry the navy secondary
 * as text (6.1:1), and teal never colours text on white: text-like uses of primary take primary.dark
 * (#00756E, 5.6:1). The alert colour is too light for text on white (2.7:1): it is error.light (fills,
 * borders) while error.main is a darker red for messages.
 */
import { createTheme } from '@mui/material/styles';
import { BRAND } from '../lib/brand.ts';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    mobile: true;
    tablet: true;
    laptop: true;
    desktop: true;
  }
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

/** A width at or below this is not a desktop (docs/product/screens.md#layout: desktop is a width above 900). */
export const DESKTOP_MIN_WIDTH_EXCLUSIVE = 900;

export const theme = createTheme({
  breakpoints: {
    // MUI breakpoints are lower bounds; the widths of docs/product/data-and-rules.md#constants are upper bounds of each class.
    // The default keys stay because MUI's own components refer to them.
    values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, mobile: 0, tablet: 451, laptop: 901, desktop: 1251 },
  },
  palette: {
    mode: 'light',
    contrastThreshold: 4.5,
    primary: { main: BRAND.primary, dark: '#00756E', contrastText: BRAND.secondary },
    secondary: { main: BRAND.secondary, contrastText: '#FFFFFF' },
    accent: { main: BRAND.accent, dark: '#A33B00', contrastText: '#000000' },
    warning: { main: BRAND.accent, dark: '#A33B00', contrastText: '#000000' },
    error: { main: '#B3261E', light: BRAND.alert, contrastText: '#FFFFFF' },
    background: { default: '#F5F7FA', paper: '#FFFFFF' },
    text: { primary: '#1B2733', secondary: '#4A5866' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 600, color: BRAND.secondary },
    h2: { fontSize: '1.5rem', fontWeight: 600, color: BRAND.secondary },
    h3: { fontSize: '1.25rem', fontWeight: 600, color: BRAND.secondary },
    button: { fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiLink: {
      defaultProps: { color: 'secondary', underline: 'always' },
    },
    MuiButton: {
      styleOverrides: {
        root: ({ ownerState, theme: t }) =>
          ownerState.color === 'primary' && ownerState.variant !== 'contained' ? { color: t.palette.primary.dark } : {},
      },
    },
    MuiTextField: { defaultProps: { color: 'secondary' } },
    MuiFormControl: { defaultProps: { color: 'secondary' } },
    MuiCheckbox: { defaultProps: { color: 'secondary' } },
    MuiRadio: { defaultProps: { color: 'secondary' } },
    MuiSwitch: { defaultProps: { color: 'secondary' } },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${BRAND.accent}`, outlineOffset: 2 },
        },
      },
    },
    MuiDialog: {
      styleOverrides: { paper: { minWidth: 'min(375px, calc(100% - 32px))', maxWidth: 800 } },
    },
  },
});
