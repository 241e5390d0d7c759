type ImportMetaEnv = {};

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
