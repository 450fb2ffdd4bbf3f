import type { Workflow } from '@api/model';
import { describe, expect, it } from 'vitest';
import { newRequest, requestCode } from './new-request';

const definition: Workflow = {
  _id: 'be9cb09f28beb6efc8d70a45',
  kind: 'definition',
  code: 'WF-CERT',
  title: 'Solicitud de certificado de formación',
  description: 'Pide el certificado de aprovechamiento de un curso superado.',
  status: 'approved',
  currentStep: 0,
  steps: [
    { order: 2, name: 'Comprobación del expediente formativo', status: 'pending', role: 'capacitacion:admin' },
    { order: 1, name: 'Presentación de la solicitud', status: 'pending', role: 'workflow:user' },
    { order: 3, name: 'Emisión del certificado', status: 'pending' },
  ],
};
const now = new Date('2026-11-22T10:15:00.000Z');

describe('newRequest', () => {
  const request = newRequest(
    definition,
    { detail: '  Curso de contratación pública electrónica ', detailLabel: 'Detalle', personId: 'p1' },
    now,
  );

  it('files an instance of the definition, submitted now', () => {
    expect(request).toMatchObject({
      kind: 'instance',
      definitionId: definition._id,
      title: definition.title,
      description: definition.description,
      personId: 'p1',
      status: 'submitted',
      submittedAt: '2026-11-22T10:15:00.000Z',
      currentStep: 2,
    });
    expect(request).not.toHaveProperty('requesterId');
  });

  it('copies the steps in order, the first one completed at filing and the rest pending', () => {
    expect(request.steps.map((step) => [step.order, step.status])).toEqual([
      [1, 'completed'],
      [2, 'pending'],
      [3, 'pending'],
    ]);
    expect(request.steps[0]).toMatchObject({ role: 'workflow:user', completedAt: '2026-11-22T10:15:00.000Z' });
    expect(request.steps[2]).not.toHaveProperty('role');
  });

  it('keeps the trimmed detail with its label', () => {
    expect(request.data).toEqual([
      { name: 'detalle', label: 'Detalle', value: 'Curso de contratación pública electrónica' },
    ]);
  });

  it('leaves out the person of a user without one', () => {
    expect(newRequest(definition, { detail: 'x', detailLabel: 'Detalle', personId: null }, now)).not.toHaveProperty(
      'personId',
    );
  });
});

describe('requestCode', () => {
  it('is SOL-<year>-W and six base-36 characters, within the contract limit of 40', () => {
    const code = requestCode(now);
    expect(code).toMatch(/^SOL-2026-W[0-9A-Z]{6}$/);
    expect(code.length).toBeLessThanOrEqual(40);
  });

  it('differs from one second to the next', () => {
    expect(requestCode(new Date(now.getTime() + 1000))).not.toBe(requestCode(now));
  });
});
