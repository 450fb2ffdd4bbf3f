// Navigation items with accept/reject conditions, filtered by the signed-in staff user's moduleroles.
import { okJson } from './contract-json.ts';
import { accounts, bearer, expect, test } from './fixtures.ts';

test('shows accept items only to holders of the module or the exact module:role pair', async ({
  page,
  signIn,
  api,
}) => {
  const admin = await signIn(accounts.admin);
  await page.goto('/welcome/home');
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });

  // accept "dashboards" and "usuarios:admin": the seeded admin holds dashboards:admin and usuarios:admin.
  await expect(navigation.getByRole('link', { name: 'Tableros de control' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await expect(navigation.getByText('Riesgos', { exact: true }).first()).toBeVisible();

  // In this test's own server state, the admin loses the dashboards module, the users admin role and the
  // risk module (keeping usuarios:view, which is not the pair usuarios:admin).
  const roles = admin.user.moduleroles
    .filter((role) => !['dashboards:admin', 'usuarios:admin', 'riesgos:admin'].includes(role))
    .concat('usuarios:view');
  const update = await api.put(`/api/node/usuarios/${admin.user._id}`, {
    headers: bearer(admin.accessToken),
    data: { moduleroles: roles },
  });
  expect(update.ok()).toBe(true);
  await page.reload();

  await expect(navigation.getByRole('link', { name: 'Tableros de control' })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
  await expect(navigation.getByText('Riesgos', { exact: true })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Personas' })).toBeVisible();
});

// A screen reader speaks up when a page loads, and a single-page app changes screens without loading one: a status
// region reads the title of the screen a link leads to, once it has loaded, and nothing on the first screen.
test('a screen reader hears the title of each screen a menu entry leads to', async ({ page, signIn }) => {
  await signIn(accounts.admin);
  await page.goto('/welcome/home');
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(navigation.getByRole('link', { name: 'Usuarios' })).toBeVisible();
  const announcer = page.getByRole('status').and(page.locator('[data-route-announcer]'));
  await expect(announcer).toHaveText('');

  await navigation.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  await expect(announcer).toHaveText('Usuarios');
  await navigation.getByRole('link', { name: 'Tableros de control' }).click();
  await expect(announcer).toHaveText('Tableros de control');
});

// A record's screen is titled by its record (WCAG 2.4.2): every product's page was "Productos · …" in the tab and
// in the history, and a screen reader heard "Productos". The announcement waits for the record's name.
test("a record's screen is titled and announced by the record's name", async ({ page, signIn, api }) => {
  const { accessToken } = await signIn(accounts.admin);
  const [product] = await okJson(await api.get('/api/node/products', { headers: bearer(accessToken) }), 'listProducts');
  const [course] = await okJson(await api.get('/api/apps/academy/courses'), 'academyListCourses');
  if (!product || !course) throw new Error('the seed has a product and a course');
  await page.goto('/productos');
  await expect(page).toHaveTitle('Productos · Control de Contrataciones');
  const announcer = page.getByRole('status').and(page.locator('[data-route-announcer]'));

  await page.getByRole('main').getByRole('cell', { name: product.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} · Productos · Control de Contrataciones`);
  await expect(announcer).toHaveText(`${product.name}, Productos`);
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveTitle(`Editar: ${product.name} · Productos · Control de Contrataciones`);
  await expect(announcer).toHaveText(`Editar: ${product.name}, Productos`);

  // A template screen too, and back to a list: the record's name goes with its screen.
  await page.goto(`/apps/academy/${course.id}/${course.slug}`);
  await expect(page).toHaveTitle(`${course.title} · Academia · Control de Contrataciones`);
  await page.getByRole('main').getByRole('link', { name: 'Academia' }).click();
  await expect(page).toHaveTitle('Academia · Control de Contrataciones');
  await expect(announcer).toHaveText('Academia');

  // A folder is the file manager's record.
  const { folders } = await okJson(await api.get('/api/apps/file-manager'), 'fileManagerListItems');
  const [folder] = folders;
  if (!folder) throw new Error('the seed has a folder at the root');
  await page.goto(`/apps/file-manager/${folder.id}`);
  await expect(page).toHaveTitle(`${folder.name} · Gestor de archivos · Control de Contrataciones`);

  // Records in records: a mail open in a folder is named first, then its folder.
  await page.goto('/apps/mailbox/folder/inbox');
  await expect(page).toHaveTitle('Bandeja de entrada · Correo · Control de Contrataciones');
  const mail = page.getByRole('list', { name: 'Mensajes de Bandeja de entrada' }).getByRole('link').first();
  await mail.click();
  const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect(heading).toBeVisible();
  const opened = (await heading.textContent()) ?? '';
  await expect(page).toHaveTitle(`${opened} · Bandeja de entrada · Correo · Control de Contrataciones`);
  await expect(announcer).toHaveText(`${opened}, Bandeja de entrada, Correo`);
});
