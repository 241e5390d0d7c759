interface ImportMetaEnv {
  /** External contact site for the floating "Dúvidas?" link and the policy's DPO contact. */
  readonly VITE_CONTACT_URL?: string;
  /** Optional e-mail of the data protection officer (encarregado), shown in the privacy policy. */
  readonly VITE_DPO_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
