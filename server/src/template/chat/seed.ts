// Seed of the chat app: 15 chats over contacts of the contacts app, each with the same 25 template messages.
import type { Faker } from '@faker-js/faker';
import type { Schema } from '../../contract/operation-types.ts';
import { type SeedContext, seededFaker } from '../../seed/faker.ts';
import { seedContacts } from '../contacts/seed.ts';
import { minutesBefore } from '../records/dates.ts';
import { seedUser } from '../user/seed.ts';
import { type ChatAttachments, chatContact, DEFAULT_ABOUT } from './contact.ts';

export type ChatMessage = Schema<'ChatMessage'>;
/** `contact` is a snapshot taken at seed time; answers prefer the live contact of the contacts app. */
export type ChatChat = Schema<'ChatChat'>;

export interface ChatState {
  chats: ChatChat[];
  profileAbout: string;
  attachments: ChatAttachments;
}

const CHAT_COUNT = 15;
const MUTED = 2;

/** The template conversation replayed in every chat: [isMine, text]. 13 of the 25 are "mine". */
const CONVERSATION: [boolean, string][] = [
  [false, 'Hola, ¿tienes un momento?'],
  [true, 'Claro, dime.'],
  [false, '¿Has podido revisar el expediente que te envié ayer?'],
  [true, 'Sí, lo revisé anoche. Está casi todo correcto.'],
  [true, 'Solo falta la memoria justificativa.'],
  [false, 'Vaya, pensaba que la había adjuntado.'],
  [false, 'Te la mando ahora mismo.'],
  [true, 'Perfecto, gracias.'],
  [false, 'Enviada. ¿Te ha llegado?'],
  [true, 'Sí, ya la tengo.'],
  [true, 'La leo y te digo algo antes de comer.'],
  [false, 'Genial. Otra cosa: ¿vienes a la reunión del jueves?'],
  [true, 'Allí estaré. ¿A qué hora empieza?'],
  [false, 'A las diez, en la sala grande.'],
  [true, 'De acuerdo, lo apunto en la agenda.'],
  [false, '¿Llevarás el informe de riesgos?'],
  [true, 'Sí, lo termino mañana.'],
  [false, 'Estupendo. La dirección quiere verlo antes del viernes.'],
  [true, 'Sin problema, llegamos a tiempo.'],
  [false, 'Por cierto, ¿sabes si han publicado ya la licitación?'],
  [true, 'Salió esta mañana en la plataforma.'],
  [false, '¡Qué rapidez! Gracias por avisar.'],
  [true, 'De nada.'],
  [true, 'Hablamos luego.'],
  [false, '¡Hasta luego!'],
];

function dayMonthYear(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

function messages(faker: Faker, now: Date, chat: Pick<ChatChat, 'id' | 'contactId'>, userId: string) {
  return CONVERSATION.map(([isMine, value], index) => ({
    id: faker.string.uuid(),
    chatId: chat.id,
    contactId: isMine ? userId : chat.contactId,
    isMine,
    value,
    // Two minutes apart, the last one a few minutes ago.
    createdAt: minutesBefore(now, 5 + (CONVERSATION.length - 1 - index) * 2),
  }));
}

export function seedChat(context: SeedContext): ChatState {
  const faker = seededFaker(context, 'chat');
  const userId = seedUser(context).id;
  const attachments: ChatAttachments = {
    media: Array.from({ length: 8 }, (_, index) => `images/cards/${String(index + 1).padStart(2, '0')}-640x480.jpg`),
    docs: [],
    links: [],
  };
  const contacts = faker.helpers.arrayElements(seedContacts(context).contacts, CHAT_COUNT);
  const muted = new Set(faker.helpers.arrayElements(contacts, MUTED).map((contact) => contact.id));
  const withoutUnreadCount = faker.number.int({ min: 0, max: CHAT_COUNT - 1 });
  const chats = contacts.map((contact, index): ChatChat => {
    const id = faker.string.uuid();
    const last = new Date(context.now.getTime() - index * 86_400_000);
    const chat: ChatChat = {
      id,
      contactId: contact.id,
      muted: muted.has(contact.id),
      lastMessage: CONVERSATION[CONVERSATION.length - 1 - (index % 5)]?.[1] ?? '',
      lastMessageAt: dayMonthYear(last),
      contact: chatContact(contact, attachments),
      messages: messages(faker, context.now, { id, contactId: contact.id }, userId),
    };
    if (index !== withoutUnreadCount) chat.unreadCount = faker.number.int({ min: 0, max: 4 });
    return chat;
  });
  return { chats, profileAbout: DEFAULT_ABOUT, attachments };
}
