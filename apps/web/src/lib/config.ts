/** Build-time settings, read once. Each has a default so a plain `vite build` works. */
export const CONTACT_URL = import.meta.env.VITE_CONTACT_URL || 'https://portaldoformando.com.br/contato';
export const DPO_EMAIL = import.meta.env.VITE_DPO_EMAIL || null;
export const APP_NAME = 'Portal do Formando';
