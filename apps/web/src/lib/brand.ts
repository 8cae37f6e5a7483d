/** The brand's colours (the theme's palette and the logo). */
export const BRAND = {
  primary: '#4DCCC4',
  secondary: '#003A60',
  accent: '#F86624',
  alert: '#FA7274',
} as const;
