import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract, type OpenApiDocument } from '../contract/load.ts';
import { projectRoot } from '../project-paths.ts';
import { escapeRegExp } from '../text/reg-exp.ts';
import { CONVERTED_NOTE, docsDocument } from './docs-document.ts';
import { documentAs30, Oas30Unsupported, schemaAs30 } from './docs-oas30.ts';

const minimal = (extra: Record<string, unknown> = {}): OpenApiDocument =>
  ({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {},
    components: {},
    ...extra,
  }) as OpenApiDocument;

/** The value at a path of keys in a JSON document. */
const at = (value: unknown, ...keys: (string | number)[]): unknown =>
  keys.reduce<unknown>((current, key) => (current as Record<string | number, unknown> | undefined)?.[key], value);

/** Every operation of a document as the server binds it (load.ts): method, path, operationId, parameters. */
const operationsOf = (document: OpenApiDocument): string[] =>
  listOperations(document)
    .map(({ method, path, operation, parameters }) => {
      const names = parameters.map((parameter) => `${parameter.in}:${parameter.name}`).sort();
      return `${method} ${path} ${operation.operationId} (${names.join(', ')})`;
    })
    .sort();

/** Places where a 3.1-only construct is left: type lists, the null type, const, a schema's examples list. */
function leftovers(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leftovers(item, `${path}/${index}`));
  if (typeof value !== 'object' || value === null) return [];
  const found: string[] = [];
  const node = value as Record<string, unknown>;
  if (Array.isArray(node.type) || node.type === 'null' || 'const' in node) found.push(path);
  for (const [key, item] of Object.entries(node)) {
    // Media-type and parameter examples are maps of Example objects in both versions: data, not schemas.
    if (key === 'example' || (key === 'examples' && !Array.isArray(item))) continue;
    if (key === 'examples') found.push(`${path}/examples`);
    else found.push(...leftovers(item, `${path}/${key}`));
  }
  return found;
}

describe('schemaAs30', () => {
  it('says "or null" with nullable, and several types with anyOf', () => {
    expect(schemaAs30({ type: ['string', 'null'], maxLength: 3 })).toEqual({
      type: 'string',
      maxLength: 3,
      nullable: true,
    });
    expect(schemaAs30({ type: ['number', 'string'] })).toEqual({ anyOf: [{ type: 'number' }, { type: 'string' }] });
    expect(schemaAs30({ type: ['number', 'string', 'null'] })).toEqual({
      anyOf: [{ type: 'number' }, { type: 'string' }],
      nullable: true,
    });
  });

  it('folds a null member of anyOf and oneOf into nullable, and says "only null" with a one-value enum', () => {
    expect(schemaAs30({ anyOf: [{ $ref: '#/components/schemas/Mail' }, { type: 'null' }] })).toEqual({
      anyOf: [{ $ref: '#/components/schemas/Mail' }],
      nullable: true,
    });
    expect(schemaAs30({ oneOf: [{ type: 'null' }, { type: 'integer' }] })).toEqual({
      oneOf: [{ type: 'integer' }],
      nullable: true,
    });
    // A null member that says what null does is still the null member (an optional field's "removes it").
    expect(
      schemaAs30({
        anyOf: [
          { type: 'string', maxLength: 9 },
          { type: 'null', description: 'Removes the field.' },
        ],
      }),
    ).toEqual({ anyOf: [{ type: 'string', maxLength: 9 }], nullable: true });
    // 3.0 reads nullable only beside a type; the enum says it alone.
    expect(schemaAs30({ type: 'null', description: 'Always null' })).toEqual({
      enum: [null],
      description: 'Always null',
    });
  });

  it('turns const into a one-value enum, a list of examples into its first, and a numeric bound into a flag', () => {
    expect(schemaAs30({ const: 'admin', examples: ['admin', 'web'] })).toEqual({ enum: ['admin'], example: 'admin' });
    expect(schemaAs30({ type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 10 })).toEqual({
      type: 'integer',
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 10,
      exclusiveMaximum: true,
    });
  });

  it('keeps the siblings of a $ref in force by moving the $ref into an allOf', () => {
    expect(schemaAs30({ $ref: '#/components/schemas/ObjectId', readOnly: true, description: 'The id' })).toEqual({
      allOf: [{ $ref: '#/components/schemas/ObjectId' }],
      readOnly: true,
      description: 'The id',
    });
    expect(schemaAs30({ $ref: '#/components/schemas/ObjectId' })).toEqual({ $ref: '#/components/schemas/ObjectId' });
  });

  it('converts nested schemas: properties, items, additionalProperties, allOf, not', () => {
    const converted = schemaAs30({
      type: 'object',
      properties: { tags: { type: 'array', items: { type: ['string', 'null'] } } },
      additionalProperties: { const: 1 },
      allOf: [{ not: { type: ['integer', 'null'] } }],
    });
    expect(converted).toEqual({
      type: 'object',
      properties: { tags: { type: 'array', items: { type: 'string', nullable: true } } },
      additionalProperties: { enum: [1] },
      allOf: [{ not: { type: 'integer', nullable: true } }],
    });
    expect(schemaAs30({ type: 'object', additionalProperties: false })).toEqual({
      type: 'object',
      additionalProperties: false,
    });
  });

  it('refuses what 3.0 cannot say', () => {
    for (const schema of [
      { prefixItems: [{ type: 'string' }] },
      { patternProperties: { '^x': { type: 'string' } } },
      { type: 'object', unevaluatedProperties: false },
      { anyOf: [{ type: 'null' }] },
      { const: 'a', enum: ['a', 'b'] },
      true,
    ]) {
      expect(() => schemaAs30(schema), JSON.stringify(schema)).toThrow(Oas30Unsupported);
    }
  });
});

describe('documentAs30', () => {
  it('converts the schemas of parameters, bodies, answers and components, and keeps examples and extensions', () => {
    const document = minimal({
      paths: {
        '/things/{id}': {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: ['string', 'null'] } }],
          post: {
            operationId: 'makeThing',
            'x-collection': { type: ['kept'] },
            requestBody: {
              content: {
                'application/json': {
                  schema: { const: 'a' },
                  examples: { one: { summary: 'One', value: { type: ['data', 'null'] } } },
                },
              },
            },
            responses: {
              '200': {
                description: 'ok',
                headers: { 'x-count': { schema: { type: ['integer', 'null'] } } },
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
              },
            },
          },
        },
      },
      components: {
        schemas: { Thing: { type: 'object', properties: { id: { $ref: '#/x', readOnly: true } } } },
        parameters: { q: { name: 'q', in: 'query', schema: { examples: ['abc'] } } },
      },
    });
    const converted = documentAs30(document);
    expect(converted.openapi).toBe('3.0.3');
    const path = at(converted, 'paths', '/things/{id}');
    expect(at(path, 'parameters', 0, 'schema')).toEqual({ type: 'string', nullable: true });
    expect(at(path, 'post', 'x-collection')).toEqual({ type: ['kept'] });
    const body = at(path, 'post', 'requestBody', 'content', 'application/json');
    expect(at(body, 'schema')).toEqual({ enum: ['a'] });
    expect(at(body, 'examples', 'one', 'value')).toEqual({ type: ['data', 'null'] });
    expect(at(path, 'post', 'responses', '200', 'headers', 'x-count', 'schema')).toEqual({
      type: 'integer',
      nullable: true,
    });
    expect(at(converted, 'components', 'schemas', 'Thing', 'properties', 'id')).toEqual({
      allOf: [{ $ref: '#/x' }],
      readOnly: true,
    });
    expect(at(converted, 'components', 'parameters', 'q', 'schema')).toEqual({ example: 'abc' });
  });

  it("puts a type beside every nullable, as 3.0 reads it: the members' shared type, or nullable members", () => {
    const document = minimal({
      paths: {
        '/mail': {
          get: {
            operationId: 'getMail',
            responses: {
              '200': {
                description: 'ok',
                content: {
                  'application/json': {
                    schema: { anyOf: [{ $ref: '#/components/schemas/Mail' }, { type: 'null' }] },
                  },
                },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Mail: { allOf: [{ $ref: '#/components/schemas/Base' }], description: 'A mail' },
          Base: { type: 'object' },
          Amount: { type: ['number', 'string', 'null'] },
          Either: { oneOf: [{ $ref: '#/components/schemas/Base' }, { type: 'string' }, { type: 'null' }] },
        },
      },
    });
    const converted = documentAs30(document);
    const schemas = at(converted, 'components', 'schemas');
    // Through the references: Mail is all of Base, an object.
    expect(at(converted, 'paths', '/mail', 'get', 'responses', '200', 'content', 'application/json', 'schema')).toEqual(
      { anyOf: [{ $ref: '#/components/schemas/Mail' }], nullable: true, type: 'object' },
    );
    expect(at(schemas, 'Amount')).toEqual({
      anyOf: [
        { type: 'number', nullable: true },
        { type: 'string', nullable: true },
      ],
    });
    // Members of two types in a oneOf: no 3.0 form says exactly that, so it stays as converted.
    expect(at(schemas, 'Either')).toEqual({
      oneOf: [{ $ref: '#/components/schemas/Base' }, { type: 'string' }],
      nullable: true,
    });
  });

  it('opens the description with the summary, and names a listed license by its SPDX page', () => {
    const converted = documentAs30(
      minimal({
        info: {
          title: 'T',
          version: '1',
          summary: 'Short.',
          description: 'Long.',
          license: { name: 'MIT', identifier: 'MIT' },
        },
      }),
    );
    expect(converted.info).toEqual({
      title: 'T',
      version: '1',
      description: 'Short.\n\nLong.',
      license: { name: 'MIT', url: 'https://spdx.org/licenses/MIT.html' },
    });
    const own = documentAs30(
      minimal({ info: { title: 'T', version: '1', license: { name: 'Ours', identifier: 'LicenseRef-Ours' } } }),
    );
    expect(own.info).toEqual({ title: 'T', version: '1', license: { name: 'Ours' } });
  });

  it('refuses webhooks and references with their own summary, which 3.0 would drop', () => {
    expect(() => documentAs30(minimal({ webhooks: {} }))).toThrow(Oas30Unsupported);
    const referenceWithSummary = minimal({
      paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/Ok', description: 'Mine' } } } } },
    });
    expect(() => documentAs30(referenceWithSummary)).toThrow(Oas30Unsupported);
  });
});

describe('the docs document', () => {
  const contract = loadContract();

  it('is the whole contract as valid OpenAPI 3.0, with the same operations and no 3.1 construct left', () => {
    const before = JSON.stringify(contract);
    const docs = docsDocument(contract);
    // The served contract is untouched: the docs get copies.
    expect(JSON.stringify(contract)).toBe(before);
    expect(docs.openapi).toBe('3.0.3');
    // The page says what it shows, and where the 3.1 contract is.
    expect(at(docs, 'info', 'description')).toMatch(new RegExp(`^${escapeRegExp(CONVERTED_NOTE)}\n\nMock back end`));
    expect(operationsOf(docs)).toEqual(operationsOf(contract));
    expect(leftovers(docs.paths)).toEqual([]);
    expect(leftovers(docs.components)).toEqual([]);

    // Redocly's structural rules for 3.0 (the contract's own lint, `npm run lint:api`, checks it as 3.1).
    const dir = mkdtempSync(join(tmpdir(), 'docs-oas30-'));
    try {
      const file = join(dir, 'docs.json');
      writeFileSync(file, JSON.stringify(docs));
      const cli = join(projectRoot, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
      const output = execFileSync(
        process.execPath,
        [cli, 'lint', file, '--extends=minimal', '--format=json', '--skip-rule=no-unused-components'],
        {
          cwd: dir,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          encoding: 'utf8',
          // The report is read below; its summary on stderr would only add lines to the gate's log.
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      const report = JSON.parse(output) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string }[];
      };
      const firstProblems = JSON.stringify(report.problems.slice(0, 3));
      expect(report.totals.errors, firstProblems).toBe(0);
      // Warnings too: `nullable` without a type beside it, which 3.0 ignores, was one for each "X or null".
      expect(report.totals.warnings, firstProblems).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stays OpenAPI 3.1, with its parameters resolved, when a part of it has no 3.0 equivalent', () => {
    const document = minimal({
      paths: {
        '/items': {
          get: {
            operationId: 'listItems',
            parameters: [{ $ref: '#/components/parameters/page' }],
            responses: {
              '200': { description: 'ok', content: { 'application/json': { schema: { prefixItems: [] } } } },
            },
          },
        },
      },
      components: { parameters: { page: { name: 'page', in: 'query', schema: { type: 'integer' } } } },
    });
    const docs = docsDocument(document);
    expect(docs.openapi).toBe('3.1.0');
    expect(at(docs, 'info', 'description')).toBeUndefined();
    expect(at(docs, 'paths', '/items', 'get', 'parameters')).toEqual([
      { name: 'page', in: 'query', schema: { type: 'integer' } },
    ]);
  });
});
