// /evaluar: a staff member walks a review model's factors for a project, the evaluation is stored with the
// scores, likelihood × impact and the model's level; a refused save shows on the factor it names and keeps
// every score entered; a draft is picked up again with its scores.

import type { Schema } from '../../server/src/contract/operation-types.ts';
import { okJson } from './contract-json.ts';
import { accounts, bearer, expect, test } from './fixtures.ts';
import { expectTextsWhole } from './layout-checks.ts';
import { method, refuseRequests } from './refusals.ts';

type ReviewSchema = Schema<'ReviewSchema'>;
type Evaluation = Schema<'RiskEvaluation'>;

test('evaluates a project through the walk and stores the weighted scores', async ({ page, signIn, api }) => {
  test.slow();
  const admin = await signIn(accounts.admin);
  const headers = bearer(admin.accessToken);
  const schemas = (await (await api.get('/api/node/reviewschemas', { headers })).json()) as ReviewSchema[];
  const schema = schemas.find((candidate) => candidate.status === 'active');
  if (!schema) throw new Error('The seed has no active review schema');
  const projects = await okJson(await api.get('/api/node/projects/search?size=1', { headers }), 'searchProjects');
  const project = projects.items[0];
  if (!project) throw new Error('The seed has no project');

  await page.goto('/evaluar');
  // The two set-up fields stand side by side with their inputs in line (each has a hint under its label).
  const [modelBox, projectBox] = await Promise.all(
    ['Modelo de revisión', 'Expediente evaluado'].map((name) => page.getByRole('combobox', { name }).boundingBox()),
  );
  expect(modelBox?.y).toBe(projectBox?.y);
  await page.getByRole('combobox', { name: 'Modelo de revisión' }).click();
  await page.getByRole('option', { name: `${schema.code} · ${schema.name}` }).click();
  await page.getByRole('combobox', { name: 'Expediente evaluado' }).fill(project.name.slice(0, 20));
  await page.getByRole('option', { name: project.name }).click();

  // Every factor scored 4: weighted score 4, likelihood 4; impact 5 → total 20, critical with any thresholds ≤ 20.
  for (let step = 1; step <= schema.factors.length; step += 1) {
    await expect(page.getByText(`Factor ${step} de ${schema.factors.length}`, { exact: true })).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Puntuación' }).getByText('4', { exact: true }).click();
    await page.getByRole('button', { name: step === schema.factors.length ? 'Ver resultado' : 'Siguiente' }).click();
  }
  await page.getByRole('radiogroup', { name: 'Impacto' }).getByText('5', { exact: true }).click();
  await expect(page.getByText('Total (probabilidad × impacto)').locator('..')).toContainText('20');
  await page.getByLabel('Observaciones').fill('Evaluación de prueba e2e');
  await page.getByRole('button', { name: 'Guardar evaluación' }).click();

  await expect(page).toHaveURL(/\/colecciones\/riskevaluations\/[0-9a-f]{24}$/);
  const id = page.url().split('/').pop() ?? '';
  const stored = (await (await api.get(`/api/node/riskevaluations/${id}`, { headers })).json()) as Evaluation;
  expect(stored).toMatchObject({
    projectId: project._id,
    evaluatorId: admin.user._id,
    reviewSchemaId: schema._id,
    scores: { likelihood: 4, impact: 5, total: 20 },
    status: 'submitted',
    comments: 'Evaluación de prueba e2e',
  });
  expect(stored.factors).toEqual(schema.factors.map((factor) => ({ ...factor, score: 4 })));
  // An evaluation is named by when it was made and its level (it has no name of its own).
  await expect(page.getByRole('heading', { name: /^\d{1,2} \S+ \d{4}, \d{1,2}:\d{2} · Crítico$/ })).toBeVisible();
});

test('a refused save names the factor and keeps every score entered', async ({ page, signIn, api }) => {
  test.slow();
  const admin = await signIn(accounts.admin);
  const headers = bearer(admin.accessToken);
  const schemas = (await (await api.get('/api/node/reviewschemas', { headers })).json()) as ReviewSchema[];
  const schema = schemas.find((candidate) => candidate.status === 'active');
  const projects = await okJson(await api.get('/api/node/projects/search?size=1', { headers }), 'searchProjects');
  if (!schema || !projects.items[0]) throw new Error('The seed has no active review schema or project');
  const before = ((await (await api.get('/api/node/riskevaluations', { headers })).json()) as Evaluation[]).length;

  // The server refuses the second factor's score once (as its validation would), then accepts.
  await refuseRequests(page, '**/api/node/riskevaluations', {
    picks: method('POST'),
    message: 'invalid',
    field: 'factors.1.score',
    once: true,
  });

  await page.goto(`/evaluar?schema=${schema._id}&project=${projects.items[0]._id}`);
  const scores = schema.factors.map((_, index) => String(index % 6));
  for (const score of scores) {
    await page.getByRole('radiogroup', { name: 'Puntuación' }).getByText(score, { exact: true }).click();
    await page.getByRole('button', { name: /^(Siguiente|Ver resultado)$/ }).click();
  }
  await page.getByRole('radiogroup', { name: 'Impacto' }).getByText('2', { exact: true }).click();
  await page.getByRole('button', { name: 'Guardar evaluación' }).click();

  // The walk goes back to the factor named, with the message, and its score still chosen.
  await expect(page.getByText(`Factor 2 de ${schema.factors.length}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'El servidor rechazó este valor.' })).toBeVisible();
  await expect(page.getByRole('radio', { name: scores[1], exact: true })).toBeChecked();
  expect(((await (await api.get('/api/node/riskevaluations', { headers })).json()) as Evaluation[]).length).toBe(
    before,
  );

  await page.getByRole('button', { name: `Factor ${schema.factors.length} de ${schema.factors.length}` }).click();
  await page.getByRole('button', { name: 'Ver resultado' }).click();
  await expect(page.getByRole('radio', { name: '2', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Guardar evaluación' }).click();
  await expect(page).toHaveURL(/\/colecciones\/riskevaluations\/[0-9a-f]{24}$/);
  const stored = (await (
    await api.get(`/api/node/riskevaluations/${page.url().split('/').pop() ?? ''}`, { headers })
  ).json()) as Evaluation;
  expect(stored.factors.map((factor) => String(factor.score))).toEqual(scores);
  expect(stored.scores.impact).toBe(2);
});

test('picks a draft up again with its scores, the notice naming its project', async ({ page, signIn, api }) => {
  const admin = await signIn(accounts.admin);
  const headers = bearer(admin.accessToken);
  const drafts = await okJson(
    await api.get('/api/node/riskevaluations/search?status=draft&sort=evaluatedAt&order=desc&size=1', { headers }),
    'searchRiskEvaluations',
  );
  const draft = drafts.items[0];
  if (!draft) throw new Error('The seed has no draft evaluation');
  const project = await okJson(await api.get(`/api/node/projects/${draft.projectId}`, { headers }), 'getProject');

  await page.goto('/evaluar');
  const draftList = page.getByRole('region', { name: 'Borradores para continuar' });
  const name = draftList.getByText(project.name, { exact: true }).first();
  await expect(name).toBeVisible();
  // The project's name is in its line's type (bold), not the body's.
  const [nameWeight, lineWeight] = await name.evaluate((element) => [
    getComputedStyle(element).fontWeight,
    getComputedStyle(element.parentElement ?? element).fontWeight,
  ]);
  expect(nameWeight).toBe(lineWeight);

  await draftList.getByRole('link', { name: 'Continuar' }).first().click();
  await expect(page).toHaveURL(new RegExp(`[?&]evaluation=${draft._id}`));
  await expect(page.getByText(/^Continuando la evaluación del /)).toContainText(project.name);
  // The walk starts from the draft's scores: as many factors scored as the draft holds.
  const schema = await okJson(
    await api.get(`/api/node/reviewschemas/${draft.reviewSchemaId}`, { headers }),
    'getReviewSchema',
  );
  const scored = draft.factors.filter((factor) => factor.score !== null).length;
  expect(scored).toBeGreaterThan(0);
  await expect(
    page.getByText(`${scored} de ${schema.factors.length} factores puntuados`, { exact: true }),
  ).toBeVisible();
  await expectTextsWhole(page, 'a draft picked up again');
});
