import type { Workflow } from '@api/model';
import { describe, expect, it } from 'vitest';
import { isTrainingDefinition, trainingRecords } from './training-records';

const step = (order: number, role?: string) => ({ order, name: `Paso ${order}`, status: 'pending' as const, role });
const certificate: Workflow = {
  _id: 'd1',
  kind: 'definition',
  code: 'WF-CERT',
  title: 'Solicitud de certificado de formación',
  status: 'approved',
  steps: [step(1, 'workflow:user'), step(2, 'capacitacion:admin')],
};
const question: Workflow = {
  _id: 'd2',
  kind: 'definition',
  code: 'WF-CONSULTA',
  title: 'Consulta sobre un procedimiento de contratación',
  status: 'approved',
  steps: [step(1, 'workflow:user'), step(2, 'workflow:admin'), step(3)],
};
const instance = (id: string, definitionId: string, submittedAt: string | undefined, curso?: string): Workflow => ({
  _id: id,
  kind: 'instance',
  definitionId,
  code: `SOL-${id}`,
  title: 'Título de la solicitud',
  status: 'submitted',
  steps: [],
  submittedAt,
  createdAt: '2026-01-01T00:00:00.000Z',
  data: curso ? [{ name: 'curso', label: 'Curso', value: curso }] : [],
});

describe('isTrainingDefinition', () => {
  it('recognises procedures with a step of the capacitacion module', () => {
    expect(isTrainingDefinition(certificate)).toBe(true);
    expect(isTrainingDefinition(question)).toBe(false);
  });
});

describe('trainingRecords', () => {
  const records = trainingRecords(
    [certificate, question],
    [
      instance('a', 'd1', '2026-03-01T10:00:00.000Z', 'Contratos menores'),
      instance('b', 'd2', '2026-04-01T10:00:00.000Z'),
      instance('c', 'd1', undefined),
      instance('d', 'd1', '2026-05-01T10:00:00.000Z', 'Compra pública verde'),
    ],
  );

  it('keeps only requests of training procedures, newest first (drafts by creation date)', () => {
    expect(records.map((record) => record.id)).toEqual(['d', 'a', 'c']);
  });

  it('names the course of the request, or the request title without one', () => {
    expect(records.map((record) => record.course)).toEqual([
      'Compra pública verde',
      'Contratos menores',
      'Título de la solicitud',
    ]);
    expect(records[0]).toMatchObject({ procedure: certificate.title, code: 'SOL-d', status: 'submitted' });
  });

  it('tells filed requests from drafts, which only have a creation date', () => {
    expect(records.map((record) => [record.id, record.isFiled])).toEqual([
      ['d', true],
      ['a', true],
      ['c', false],
    ]);
    expect(records[2]?.date).toBe('2026-01-01T00:00:00.000Z');
  });
});
