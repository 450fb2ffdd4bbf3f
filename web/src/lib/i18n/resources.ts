// Translation resources per language and namespace; Spanish (es) is the source of every key.
import enAcademy from '../../locales/en/academy.json';
import enAccount from '../../locales/en/account.json';
import enActivities from '../../locales/en/activities.json';
import enAuth from '../../locales/en/auth.json';
import enBackoffice from '../../locales/en/backoffice.json';
import enChat from '../../locales/en/chat.json';
import enCollections from '../../locales/en/collections.json';
import enCommon from '../../locales/en/common.json';
import enContacts from '../../locales/en/contacts.json';
import enDashboards from '../../locales/en/dashboards.json';
import enFileManager from '../../locales/en/fileManager.json';
import enHelpCenter from '../../locales/en/helpCenter.json';
import enIcons from '../../locales/en/icons.json';
import enInventory from '../../locales/en/inventory.json';
import enLayout from '../../locales/en/layout.json';
import enMailbox from '../../locales/en/mailbox.json';
import enNav from '../../locales/en/nav.json';
import enNotes from '../../locales/en/notes.json';
import enPerson from '../../locales/en/person.json';
import enRisk from '../../locales/en/risk.json';
import enScrumboard from '../../locales/en/scrumboard.json';
import enSpace from '../../locales/en/space.json';
import enTasks from '../../locales/en/tasks.json';
import enTemplateDashboards from '../../locales/en/templateDashboards.json';
import enWelcome from '../../locales/en/welcome.json';
import esAcademy from '../../locales/es/academy.json';
import esAccount from '../../locales/es/account.json';
import esActivities from '../../locales/es/activities.json';
import esAuth from '../../locales/es/auth.json';
import esBackoffice from '../../locales/es/backoffice.json';
import esChat from '../../locales/es/chat.json';
import esCollections from '../../locales/es/collections.json';
import esCommon from '../../locales/es/common.json';
import esContacts from '../../locales/es/contacts.json';
import esDashboards from '../../locales/es/dashboards.json';
import esFileManager from '../../locales/es/fileManager.json';
import esHelpCenter from '../../locales/es/helpCenter.json';
import esIcons from '../../locales/es/icons.json';
import esInventory from '../../locales/es/inventory.json';
import esLayout from '../../locales/es/layout.json';
import esMailbox from '../../locales/es/mailbox.json';
import esNav from '../../locales/es/nav.json';
import esNotes from '../../locales/es/notes.json';
import esPerson from '../../locales/es/person.json';
import esRisk from '../../locales/es/risk.json';
import esScrumboard from '../../locales/es/scrumboard.json';
import esSpace from '../../locales/es/space.json';
import esTasks from '../../locales/es/tasks.json';
import esTemplateDashboards from '../../locales/es/templateDashboards.json';
import esWelcome from '../../locales/es/welcome.json';
import type { Language } from './languages';

const es = {
  auth: esAuth,
  backoffice: esBackoffice,
  collections: esCollections,
  common: esCommon,
  dashboards: esDashboards,
  layout: esLayout,
  nav: esNav,
  person: esPerson,
  space: esSpace,
  templateDashboards: esTemplateDashboards,
  academy: esAcademy,
  account: esAccount,
  activities: esActivities,
  helpCenter: esHelpCenter,
  icons: esIcons,
  inventory: esInventory,
  welcome: esWelcome,
  chat: esChat,
  contacts: esContacts,
  mailbox: esMailbox,
  fileManager: esFileManager,
  notes: esNotes,
  risk: esRisk,
  scrumboard: esScrumboard,
  tasks: esTasks,
};

export type Namespaces = typeof es;
export type Namespace = keyof Namespaces;

// `satisfies` keeps English from gaining or losing a namespace; the locales test checks the keys inside.
export const resources = {
  es,
  en: {
    auth: enAuth,
    backoffice: enBackoffice,
    collections: enCollections,
    common: enCommon,
    dashboards: enDashboards,
    layout: enLayout,
    nav: enNav,
    person: enPerson,
    space: enSpace,
    templateDashboards: enTemplateDashboards,
    academy: enAcademy,
    account: enAccount,
    activities: enActivities,
    helpCenter: enHelpCenter,
    icons: enIcons,
    inventory: enInventory,
    welcome: enWelcome,
    chat: enChat,
    contacts: enContacts,
    mailbox: enMailbox,
    fileManager: enFileManager,
    notes: enNotes,
    risk: enRisk,
    scrumboard: enScrumboard,
    tasks: enTasks,
  },
} satisfies Record<Language, Record<keyof Namespaces, unknown>>;
