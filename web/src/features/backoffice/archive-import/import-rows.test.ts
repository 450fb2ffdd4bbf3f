import { CreateProjectBody } from '@api/zod/node-projects/node-projects.zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectionFormFields, formFields } from '../../../lib/resources/form-fields';
import { resourceDefinition } from '../../../lib/resources/resource-definition';
import { checkRows, csvTemplate, parseImport, spreadsheetReadings, templateColumns } from './import-rows';

const schema = z.object({ name: z.string().min(1), amount: z.number().optional() }).strict();

describe('parseImport', () => {
  it('reads CSV with a header row, each cell as its text, leaving empty cells out', () => {
    expect(parseImport('tags.csv', 'name,amount\nObras,12\nServicios,\n0042,\n')).toEqual([
      { name: 'Obras', amount: '12' },
      { name: 'Servicios' },
      // A name or a code of digits keeps its zeros.
      { name: '0042' },
    ]);
  });

  it("reads a dotted column as a field of the object it names (a project's budget)", () => {
    expect(parseImport('p.csv', 'code,budget.amount,budget.currency\nEXP-1,1200.5,EUR\n')).toEqual([
      { code: 'EXP-1', budget: { amount: '1200.5', currency: 'EUR' } },
    ]);
  });

  it('reads a number written with a decimal comma, as a spreadsheet in Spanish saves it, in a number column only', () => {
    const text =
      'name;amount;budget.amount;note\r\nObras;48.000,50;-12,5;1,5\r\nServicios;1.5;1200;\r\nMal;1,2,3;12.34,5;\r\n';
    const number = spreadsheetReadings(
      formFields(
        {
          entity: {
            type: 'object',
            properties: {
              amount: { type: 'number' },
              budget: { type: 'object', properties: { amount: { type: 'number' } } },
            },
          },
          createFields: ['amount', 'budget'],
          createRequired: [],
          updateFields: [],
        },
        'create',
      ),
    );
    expect(parseImport('gastos.csv', text, number)).toEqual([
      // A text column keeps its comma.
      { name: 'Obras', amount: '48000.50', budget: { amount: '-12.5' }, note: '1,5' },
      // A decimal point is the contract's own writing: kept.
      { name: 'Servicios', amount: '1.5', budget: { amount: '1200' } },
      // No number: left for the check to refuse.
      { name: 'Mal', amount: '1,2,3', budget: { amount: '12.34,5' } },
    ]);
  });

  it('reads a flag as a spreadsheet writes it (VERDADERO, FALSO, TRUE, FALSE) in a flag column only', () => {
    const products = resourceDefinition('products');
    const readings = spreadsheetReadings(collectionFormFields(products, 'create'));
    const text = 'name,active\r\nVerdadero,VERDADERO\r\nFalso,falso\r\nSí,TRUE\r\nNo,FALSE\r\nOtro,1\r\n';
    expect(parseImport('productos.csv', text, readings).map((row) => [row.name, row.active])).toEqual([
      ['Verdadero', 'true'],
      ['Falso', 'false'],
      ['Sí', 'true'],
      ['No', 'false'],
      ['Otro', '1'],
    ]);
  });

  it('keeps a column named after a prototype as a field of the row, which the check refuses, never on a prototype', () => {
    const [row = {}] = parseImport('x.csv', 'name,__proto__.polluted,constructor.prototype.polluted\r\nA,sí,sí\r\n');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(row)).toEqual(['name', '__proto__', 'constructor']);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(checkRows([row], schema)[0]?.errors).toHaveLength(1);
  });

  it('reads a JSON array or a single object', () => {
    expect(parseImport('x.json', '[{"name":"A"},{"name":"B"}]')).toHaveLength(2);
    expect(parseImport('x.JSON', '{"name":"A"}')).toEqual([{ name: 'A' }]);
  });
});

describe('checkRows', () => {
  it('names the field of each problem, row by row', () => {
    const checked = checkRows([{ name: 'Obras' }, { amount: 'mucho' }, { name: 'X', extra: 1 }], schema);
    expect(checked[0]?.errors).toEqual([]);
    expect(checked[1]?.errors.some((error) => error.startsWith('name:'))).toBe(true);
    expect(checked[1]?.errors.some((error) => error.startsWith('amount:'))).toBe(true);
    expect(checked[2]?.errors).toHaveLength(1);
  });
});

describe('the CSV template', () => {
  const projects = resourceDefinition('projects');
  const fields = collectionFormFields(projects, 'create');

  it("has a column for each field a cell holds, a nested object's dotted, and none for lists", () => {
    const columns = templateColumns(fields);
    expect(columns).toEqual(expect.arrayContaining(['code', 'name', 'status', 'budget.amount', 'budget.currency']));
    expect(columns).toContain('parentId');
    // A list (the project's tags) goes in a JSON file; server-managed fields are no column.
    expect(columns).not.toContain('tags');
    expect(columns).not.toContain('_id');
    expect(columns).not.toContain('budget');
    expect(csvTemplate(['code', 'budget.amount'])).toBe('code,budget.amount\r\n');
    expect([...spreadsheetReadings(fields).keys()]).toEqual(['budget.amount']);
  });

  it('is read back by the import: a row under its header makes a valid create body', () => {
    const columns = templateColumns(fields);
    const values: Record<string, string> = {
      code: 'EXP-2026-950',
      name: 'Suministro de mobiliario',
      procuringEntity: 'Diputación de Huesca',
      procedureType: 'abierto',
      status: 'planning',
      'budget.amount': '48000',
      'budget.currency': 'EUR',
    };
    const text = `${csvTemplate(columns)}${columns.map((column) => values[column] ?? '').join(',')}\r\n`;
    const rows = parseImport('expedientes.csv', text);
    expect(rows).toEqual([
      {
        code: 'EXP-2026-950',
        name: 'Suministro de mobiliario',
        procuringEntity: 'Diputación de Huesca',
        procedureType: 'abierto',
        status: 'planning',
        // The amount as its text: the contract takes a number as a form sends it, and the server reads it.
        budget: { amount: '48000', currency: 'EUR' },
      },
    ]);
    expect(checkRows(rows, CreateProjectBody)[0]?.errors).toEqual([]);
  });
});
