/** Where users write for help (HELP > Email us, user menu > Support). Set VITE_SUPPORT_EMAIL at build time. */
const configured = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined)?.trim();

export const SUPPORT_EMAIL = configured || 'support@rentfile.example';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('RentFile NJ support')}`;
