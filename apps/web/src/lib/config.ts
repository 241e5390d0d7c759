/** The portal's name on every page. The producer's values (contact, store, DPO…) are settings (decision 49). */
export const APP_NAME = 'Portal do Formando';
