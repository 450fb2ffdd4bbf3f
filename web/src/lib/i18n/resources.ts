// Translation resources per language and namespace; Spanish (es) is the source of every key.
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enDashboards from '../../locales/en/dashboards.json';
import enLayout from '../../locales/en/layout.json';
import enNav from '../../locales/en/nav.json';
import enPerson from '../../locales/en/person.json';
import enSpace from '../../locales/en/space.json';
import enWelcome from '../../locales/en/welcome.json';
import esAuth from '../../locales/es/auth.json';
import esCommon from '../../locales/es/common.json';
import esDashboards from '../../locales/es/dashboards.json';
import esLayout from '../../locales/es/layout.json';
import esNav from '../../locales/es/nav.json';
import esPerson from '../../locales/es/person.json';
import esSpace from '../../locales/es/space.json';
import esWelcome from '../../locales/es/welcome.json';
import type { Language } from './languages';

export const defaultNamespace = 'common';

const es = {
  auth: esAuth,
  common: esCommon,
  dashboards: esDashboards,
  layout: esLayout,
  nav: esNav,
  person: esPerson,
  space: esSpace,
  welcome: esWelcome,
};

export type Namespaces = typeof es;

// `satisfies` keeps English from gaining or losing a namespace; the locales test checks the keys inside.
export const resources = {
  es,
  en: {
    auth: enAuth,
    common: enCommon,
    dashboards: enDashboards,
    layout: enLayout,
    nav: enNav,
    person: enPerson,
    space: enSpace,
    welcome: enWelcome,
  },
} satisfies Record<Language, Record<keyof Namespaces, unknown>>;
