// The template mock's state: one plain-data slice per area, seeded deterministically.
import type { SeedContext } from '../seed/faker.ts';
import { seedAcademy } from './academy/seed.ts';
import type { AcademyState } from './academy/types.ts';
import { type Activity, seedActivities } from './activities/seed.ts';
import { type ChatState, seedChat } from './chat/seed.ts';
import { type ContactsState, seedContacts } from './contacts/seed.ts';
import { type DashboardsState, seedDashboards } from './dashboards/seed.ts';
import { seedFileManager } from './file-manager/seed.ts';
import type { FileManagerState } from './file-manager/types.ts';
import { seedHelpCenter } from './help-center/seed.ts';
import type { HelpCenterState } from './help-center/types.ts';
import { seedInventory } from './inventory/seed.ts';
import type { InventoryState } from './inventory/types.ts';
import { seedMailbox } from './mailbox/seed.ts';
import type { MailboxState } from './mailbox/types.ts';
import { type MessagesMessage, seedMessages } from './messages/seed.ts';
import { seedNavigation } from './navigation/seed.ts';
import type { NavigationState } from './navigation/types.ts';
import { seedNotes } from './notes/seed.ts';
import type { NotesState } from './notes/types.ts';
import { type NotificationsNotification, seedNotifications } from './notifications/seed.ts';
import { seedScrumboard } from './scrumboard/seed.ts';
import type { ScrumboardState } from './scrumboard/types.ts';
import { type ShortcutsShortcut, seedShortcuts } from './shortcuts/seed.ts';
import { seedTasks } from './tasks/seed.ts';
import type { TasksState } from './tasks/types.ts';
import { seedUser, type UserAccount } from './user/seed.ts';

export interface TemplateSeed {
  [area: string]: unknown;
  user: UserAccount;
  navigation: NavigationState;
  messages: MessagesMessage[];
  notifications: NotificationsNotification[];
  shortcuts: ShortcutsShortcut[];
  contacts: ContactsState;
  chat: ChatState;
  mailbox: MailboxState;
  inventory: InventoryState;
  fileManager: FileManagerState;
  helpCenter: HelpCenterState;
  notes: NotesState;
  tasks: TasksState;
  scrumboard: ScrumboardState;
  dashboards: DashboardsState;
  academy: AcademyState;
  activities: Activity[];
}
export type TemplateState = TemplateSeed;

export function seedTemplate(context: SeedContext): TemplateSeed {
  return {
    user: seedUser(context),
    navigation: seedNavigation(),
    messages: seedMessages(context),
    notifications: seedNotifications(context),
    shortcuts: seedShortcuts(context),
    contacts: seedContacts(context),
    chat: seedChat(context),
    mailbox: seedMailbox(context),
    inventory: seedInventory(context),
    fileManager: seedFileManager(context),
    helpCenter: seedHelpCenter(context),
    notes: seedNotes(context),
    tasks: seedTasks(context),
    scrumboard: seedScrumboard(context),
    dashboards: seedDashboards(context),
    academy: seedAcademy(context),
    activities: seedActivities(context),
  };
}

export function createTemplateState(seed: TemplateSeed): TemplateState {
  return seed;
}
