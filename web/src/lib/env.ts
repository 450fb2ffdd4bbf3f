// Web configuration, read from import.meta.env once at start-up; no other module reads import.meta.env.
import { isLayoutName, type LayoutName } from './layout-name';

export interface AppConfig {
  /** Layout used when neither the route nor the `layout` search parameter chooses one. */
  defaultLayout: LayoutName;
  /** Site of the parent body, target of the training bar's INICIO link. */
  parentSiteUrl: string;
  /** Product version and source revision shown in the company layouts' footer. */
  version: string;
  revision: string;
}

type RawEnv = Readonly<Record<string, unknown>>;

function readString(env: RawEnv, key: string, fallback: string): string {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export function readConfig(env: RawEnv): AppConfig {
  const layout = readString(env, 'VITE_DEFAULT_LAYOUT', 'classy');
  return {
    defaultLayout: isLayoutName(layout) ? layout : 'classy',
    parentSiteUrl: readString(env, 'VITE_PARENT_SITE_URL', 'https://www.example.org/'),
    version: readString(env, 'VITE_APP_VERSION', '0.0.0'),
    revision: readString(env, 'VITE_APP_REVISION', 'dev'),
  };
}

export const config: AppConfig = readConfig(import.meta.env);
