// The company chat: conversations between people (direct and group), each person's chat list
// (uchats) and the messages, all between personas that hold an account.
import type { Faker } from '@faker-js/faker';
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seededFaker } from '../faker.ts';
import { newId, pick, some } from './helpers.ts';
import { isoOfficeTimeBetween, officeTimeNotAfter } from './office-time.ts';
import type { PersonaRecord } from './people.ts';

export interface ChatPeople {
  /** The demo web user whose messages are `isMine`. */
  me: PersonaRecord;
  /** Other personas with a web account (Pablo first). */
  web: readonly PersonaRecord[];
  staff: readonly PersonaRecord[];
  /** Account username of each persona. */
  usernames: ReadonlyMap<string, string>;
}

const GROUPS: readonly [name: string, description: string][] = [
  ['Mesa de contratación – obras', 'Coordinación de las sesiones de la mesa de contratación de obras.'],
  ['Comisión de seguimiento', 'Preparación de las sesiones y actas de la comisión de seguimiento.'],
  ['Equipo de análisis de riesgos', 'Alertas, evaluaciones y revisiones de riesgos.'],
  ['Formación del segundo semestre', 'Organización de los cursos del espacio de capacitación.'],
];
const TEXTS = [
  'Buenos días, ¿has podido revisar el pliego del expediente?',
  'Sí, te envío mis comentarios antes del mediodía.',
  'La mesa se reúne el jueves a las 10:00 en la sala 2.',
  'He subido el acta al tablero de gestión.',
  '¿Quién se encarga de la evaluación de riesgos de este expediente?',
  'Solo se ha presentado una oferta; habría que revisarlo.',
  'Perfecto, muchas gracias.',
  'Recuerda que el plazo de alegaciones termina el viernes.',
  'Te paso el enlace del curso de contratación electrónica.',
  '¿Puedes confirmar tu asistencia a la comisión de seguimiento?',
  'El informe trimestral ya está publicado.',
  'Necesito las declaraciones de ausencia de conflicto de intereses firmadas.',
  'De acuerdo, lo reviso y te digo algo.',
  'He detectado una posible bandera roja en la certificación n.º 3.',
  'Mañana tengo la sesión de formación; hablamos por la tarde.',
];
const DIRECT_CHATS = 18;

const fullName = (person: PersonaRecord) => `${person.firstName} ${person.lastName}`;
const shortName = (person: PersonaRecord) => `${person.firstName} ${person.lastName.split(' ')[0]}`;

function conversations(faker: Faker, people: ChatPeople) {
  const { me, web, staff } = people;
  const pairs: [PersonaRecord, PersonaRecord][] = [
    ...staff.slice(0, 4).map((other): [PersonaRecord, PersonaRecord] => [me, other]),
    ...staff.slice(4, 6).map((other): [PersonaRecord, PersonaRecord] => [web[0] ?? me, other]),
    ...web.slice(1, 3).map((other): [PersonaRecord, PersonaRecord] => [me, other]),
  ];
  // Colleagues talk to each other too: pair staff members a fixed stride apart.
  for (let index = 0; pairs.length < DIRECT_CHATS && index < staff.length; index++) {
    const [a, b] = [staff[index], staff[(index + 7) % staff.length]];
    if (a && b && a !== b) pairs.push([a, b]);
  }
  const groups = GROUPS.map(([name, description], index) => {
    const members =
      index === 3
        ? [me, ...web.slice(0, 2), ...some(faker, staff, 2, 3)]
        : [...some(faker, staff, 4, 6), ...(index === 0 ? [me] : [])];
    return { name, description, members };
  });
  return { pairs, groups };
}

export function seedChat(context: SeedContext, people: ChatPeople) {
  const faker = seededFaker(context, 'node.chat');
  const { pairs, groups } = conversations(faker, people);
  const chats: StoredRecord[] = [];
  const uchats: StoredRecord[] = [];
  const sismessages: StoredRecord[] = [];
  const drafts = [
    ...pairs.map(([a, b]) => ({
      name: `${shortName(a)} y ${shortName(b)}`,
      description: undefined,
      members: [a, b],
      isGroup: false,
    })),
    ...groups.map((group) => ({ ...group, isGroup: true })),
  ];
  for (const draft of drafts) {
    const chatId = newId(faker);
    // Staff write during office hours: a conversation goes on over a few working days.
    let at = isoOfficeTimeBetween(faker, context.now, -20, -2);
    const messages: StoredRecord[] = [];
    const count = faker.number.int({ min: 3, max: 6 });
    for (let index = 0; index < count; index++) {
      const sender = draft.isGroup ? pick(faker, draft.members) : (draft.members[index % 2] as PersonaRecord);
      const receiver = draft.members.find((member) => member._id !== sender._id) as PersonaRecord;
      at = officeTimeNotAfter(isoOfficeTimeBetween(faker, new Date(at), 1 / (24 * 60), 1), context.now);
      messages.push({
        _id: newId(faker),
        name: draft.name,
        chatId,
        senderId: sender._id,
        receiverId: draft.isGroup ? chatId : receiver._id,
        isReceiverAGroup: draft.isGroup,
        participants: draft.isGroup ? draft.members.map((member) => member._id) : [sender._id, receiver._id],
        ts_msg: Date.parse(at),
        textdata: pick(faker, TEXTS),
        sender: fullName(sender),
        isMine: sender._id === people.me._id,
        createdAt: at,
        updatedAt: at,
      });
    }
    const last = messages[messages.length - 1] as StoredRecord;
    const firstAt = (messages[0] as StoredRecord).createdAt as string;
    chats.push({
      _id: chatId,
      name: draft.name,
      ...(draft.description ? { description: draft.description } : {}),
      isGroup: draft.isGroup,
      participants: draft.members.map((member) => member._id),
      createdById: (draft.members[0] as PersonaRecord)._id,
      ...(draft.isGroup ? { avatar: 'images/avatars/group.png' } : {}),
      lastMessageAt: last.createdAt,
      lastMessage: last.textdata,
      createdAt: firstAt,
      updatedAt: last.createdAt,
    });
    for (const owner of draft.members) {
      const contact = draft.members.find((member) => member._id !== owner._id) as PersonaRecord;
      // Unread: the messages after the owner's last own message.
      const lastOwn = messages.findLastIndex((message) => message.senderId === owner._id);
      uchats.push({
        _id: newId(faker),
        ownerId: owner._id,
        ...(draft.isGroup ? {} : { personId: contact._id }),
        chatId,
        username: draft.isGroup ? draft.name : (people.usernames.get(contact._id) ?? fullName(contact)),
        avatar: draft.isGroup ? 'images/avatars/group.png' : contact.avatar,
        isGroup: draft.isGroup,
        unreadCount: messages.length - 1 - lastOwn,
        ...(lastOwn >= 0 ? { lastReadAt: (messages[lastOwn] as StoredRecord).createdAt } : {}),
        createdAt: firstAt,
        updatedAt: last.createdAt,
      });
    }
    sismessages.push(...messages);
  }
  return { chats, uchats, sismessages };
}
