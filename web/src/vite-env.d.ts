// Variables the web app reads from import.meta.env (only in src/lib/env.ts), and the types of virtual modules.
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

/** The icon sprites of the Feather and Material sets (web/build/icon-sprites.ts). */
declare module 'virtual:icon-sprites' {
  /** The sets drawn from a sprite, by their API name (`feather`, `material-solid` ...). */
  export const spriteSets: readonly string[];
  /** `<use href>` of an icon of a sprite set; undefined for a set without a sprite. */
  export function spriteHref(set: string, name: string): string | undefined;
}
