// Seed of every /api/node collection (one key per registry path), built deterministically from the
// seed context; each domain module draws from its own faker stream.
import type { StoredRecord } from '../../store/collection.ts';
import type { SeedContext } from '../faker.ts';
import { seedAgendables, seedMeetups } from './agenda.ts';
import { seedAuditLogs, seedRelations } from './audit.ts';
import { seedAuthorityRecords } from './authority.ts';
import { seedItems, seedProducts } from './catalogue.ts';
import { seedChat } from './chat.ts';
import { seedManyHooks, seedSeriales, seedUdas, seedViewSelectors } from './config.ts';
import { seedPosts } from './content.ts';
import { COURSES } from './content-catalog.ts';
import { seedDashboards } from './dashboards.ts';
import { seedDocuments } from './documents.ts';
import { seedInventory } from './inventory.ts';
import { seedPeople } from './people.ts';
import { projectDocumentPlans } from './project-documents.ts';
import { seedProjects } from './projects.ts';
import { seedEvaluations, seedFactors, seedReviewSchemas, seedReviews } from './risk.ts';
import { seedHazards, seedRiskPlans, seedRiskTokens } from './risk-register.ts';
import { seedTags } from './tags.ts';
import { seedThesauri } from './thesaurus.ts';
import { seedCosts, seedTasks } from './work.ts';
import { seedWorkflows } from './workflows.ts';

const ids = (records: readonly StoredRecord[]) => records.map((record) => record._id);
const holding = (moduleRole: string) => (record: StoredRecord) =>
  Array.isArray(record.moduleroles) &&
  record.moduleroles.some((entry) => entry === moduleRole || String(entry).startsWith(`${moduleRole}:`));

export function seedNode(context: SeedContext): Record<string, StoredRecord[]> {
  const { personas, usuarios, webusers } = seedPeople(context);
  const [admin, ...staffUsers] = usuarios;
  const [lucia, pablo] = webusers;
  if (!admin || !lucia || !pablo) throw new Error('The fixed accounts are missing from the people seed');
  const personaOf = new Map(personas.map((persona) => [persona._id, persona]));
  const staffPersonas = usuarios.flatMap((user) => personaOf.get(user.personId) ?? []);
  const activeStaff = ids(usuarios.filter((user) => user.status === 'active'));

  const tags = seedTags(context);
  const projects = seedProjects(context, activeStaff, ids(tags));
  const { posts, plans } = seedPosts(context, { authors: activeStaff, tags: ids(tags) });
  const { documents, assets } = seedDocuments(context, [...plans, ...projectDocumentPlans(projects, context.now)]);
  const products = seedProducts(context);
  const { itemheaders, itemdetails } = seedItems(context, projects, products);
  const { ialotes, iaitems } = seedInventory(context, products, activeStaff);
  const { tesauros, terminos } = seedThesauri(context);

  const c2qfactors = seedFactors(context);
  const reviewschemas = seedReviewSchemas(context, c2qfactors);
  const riskevaluations = seedEvaluations(context, projects, reviewschemas, activeStaff);
  const riskRefs = { projects, factors: c2qfactors, staff: activeStaff };

  const chatPersonas = [...staffPersonas.slice(1)];
  const usernames = new Map([...usuarios, ...webusers].map((account) => [account.personId, account.username]));
  const luciaPersona = personaOf.get(lucia.personId);
  const webPersonas = webusers
    .slice(1)
    .flatMap((user) => (user.username === 'invitado' ? [] : (personaOf.get(user.personId) ?? [])));
  if (!luciaPersona) throw new Error('Lucía has no persona');
  const chat = seedChat(context, { me: luciaPersona, web: webPersonas, staff: chatPersonas, usernames });

  const seed: Record<string, StoredRecord[]> = {
    usuarios,
    webusers,
    personas,
    posts,
    tags,
    documents,
    assets,
    projects,
    tasks: seedTasks(context, projects, activeStaff),
    costs: seedCosts(context, projects),
    products,
    itemheaders,
    itemdetails,
    workflows: seedWorkflows(context, webusers.filter(holding('workflow'))),
    ialotes,
    iaitems,
    tesauros,
    terminos,
    authorityrecord: seedAuthorityRecords(context, staffPersonas),
    c2qfactors,
    reviewschemas,
    riskevaluations,
    riskreviews: seedReviews(context, riskevaluations, activeStaff),
    risktokens: seedRiskTokens(context, riskRefs),
    hrmhzds: seedHazards(context, riskRefs),
    rbpmanagers: seedRiskPlans(context, riskRefs),
    ...chat,
    manyhooks: seedManyHooks(context, {
      chatPeople: ids([...staffPersonas, luciaPersona, ...webPersonas.slice(0, 2)]),
      analysts: ids(usuarios.filter(holding('riesgos'))),
      managers: ids(usuarios.filter(holding('proyectos:manage'))),
      boardReaders: ids(webusers.filter(holding('tablero'))),
      trainers: ids(staffUsers.slice(0, 3)),
    }),
    agendables: seedAgendables(
      context,
      projects,
      COURSES.map((course) => course.title),
      ids(staffPersonas),
    ),
    meetups: seedMeetups(context, activeStaff, ids(personas)),
    dashboards: seedDashboards(context),
    viewselectors: seedViewSelectors(context, admin._id),
    udas: seedUdas(context),
  };
  seed.seriales = seedSeriales(context, seed);
  seed.auditlogs = seedAuditLogs(context, seed);
  seed.relations = seedRelations(context, seed);
  return seed;
}
