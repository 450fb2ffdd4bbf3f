// Variables the web app reads from import.meta.env (only in src/lib/env.ts).
/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEFAULT_LAYOUT?: string;
  readonly VITE_PARENT_SITE_URL?: string;
  readonly VITE_APP_VERSION?: string;
  readonly VITE_APP_REVISION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
