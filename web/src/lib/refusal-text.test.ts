import { HttpError } from '@http-client';
import { describe, expect, it } from 'vitest';
import { refusalText } from './refusal-text';

const refusal = (status: number, field?: string) =>
  new HttpError(status, {
    statusCode: status,
    code: 'VALIDATION_FAILED',
    error: 'Bad Request',
    message: 'body note.title must NOT have more than 500 characters',
    ...(field ? { field } : {}),
  });

describe('refusalText', () => {
  it('names the field the server refused by the label the screen gives it, never in the server words', () => {
    const labels = { title: 'Título', 'tasks.content': 'Lista de tareas' };
    expect(refusalText(refusal(400, 'note.title'), labels)).toBe('El servidor no aceptó el valor de «Título».');
    expect(refusalText(refusal(400, 'updatedNote.tasks.2.content'), labels)).toBe(
      'El servidor no aceptó el valor de «Lista de tareas».',
    );
    // A field the screen has no label for, or none named: the refusal without a name.
    expect(refusalText(refusal(400, 'note.colour'), labels)).toBe('El servidor no aceptó uno de los valores.');
    expect(refusalText(refusal(400))).toBe('El servidor no aceptó uno de los valores.');
  });

  it('says an outage, a lost connection and the other refusals in the interface language', () => {
    expect(refusalText(refusal(503))).toMatch(/^El servidor no está disponible/);
    expect(refusalText(new HttpError(0, null))).toMatch(/^No hay conexión con el servidor/);
    expect(refusalText(refusal(403))).toBe('No tiene permiso para esta acción.');
    expect(refusalText(refusal(404))).toBe('Lo que se quería cambiar ya no existe.');
    expect(refusalText(refusal(413))).toBe('El contenido es demasiado grande.');
    expect(refusalText(refusal(412))).toBe(
      'Otra persona cambió este registro mientras tanto: no se ha cambiado nada y ya se muestra como está ahora.',
    );
    expect(refusalText(refusal(429))).toMatch(/^Demasiadas solicitudes/);
    expect(refusalText(new TypeError('x is undefined'))).toBe(
      'No se pudo completar la operación. Vuelva a intentarlo.',
    );
  });

  it('reads the codes the record forms know, as they do: a duplicate clashes, a missing reference names its field', () => {
    const coded = (status: number, code: string, field?: string) =>
      new HttpError(status, { statusCode: status, code, error: 'x', message: 'x', ...(field ? { field } : {}) });
    expect(refusalText(coded(409, 'DUPLICATE', 'name'))).toBe('Choca con otro dato ya guardado.');
    expect(refusalText(coded(400, 'REFERENCE_NOT_FOUND', 'body.projectId'), { projectId: 'Expediente' })).toBe(
      'El servidor no aceptó el valor de «Expediente».',
    );
  });
});
