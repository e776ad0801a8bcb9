/**
 * GraphQL request limits: every operation our front ends send stays within them, while the
 * attacker's documents (1,000 aliases, deep nesting, fragment fan-out) are refused as
 * QUERY_TOO_COMPLEX before graphql-js validates them, in far less than 100 ms of CPU.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, Kind, parse, type DefinitionNode, type DocumentNode } from 'graphql';
import { loadSchemaSDL } from '@usb/schema/graphql/schema';
import { QUERY_LIMITS, measureDocument } from '../../src/graphql/query-limits';
import { codeOf } from '../support/api-client';
import { useSite } from '../support/site';
import { engines } from '../support/storage';

const operationsDir = join(__dirname, '..', '..', '..', 'shared-schema', 'src', 'graphql', 'operations');

function clientOperations(): { name: string; document: DocumentNode }[] {
  const definitions: DefinitionNode[] = readdirSync(operationsDir)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(readFileSync(join(operationsDir, file), 'utf8')).definitions);
  const fragments = definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  return definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? [{ name: definition.name?.value ?? 'anonymous', document: { kind: Kind.DOCUMENT, definitions: [definition, ...fragments] } }]
      : [],
  );
}

describe('the limits and our own operations', () => {
  const schema = buildSchema(loadSchemaSDL());

  it.each(clientOperations().map(({ name, document }) => [name, document] as const))('%s is within every limit', (_name, document) => {
    const measured = measureDocument(schema, document);
    expect(measured.depth).toBeLessThanOrEqual(QUERY_LIMITS.maxDepth);
    expect(measured.fields).toBeLessThanOrEqual(QUERY_LIMITS.maxFields);
    expect(measured.operationFields).toBeLessThanOrEqual(QUERY_LIMITS.maxOperationFields);
    expect(measured.aliases).toBeLessThanOrEqual(QUERY_LIMITS.maxAliases);
    expect(measured.cost).toBeLessThanOrEqual(QUERY_LIMITS.maxCost);
  });
});

describe.each(engines)('GraphQL request limits (%s)', (engine) => {
  const site = useSite(engine);

  /** The answer's error code and the CPU time the whole round trip took in this process (client and server). */
  async function cpuOf(query: string): Promise<{ code: string | undefined; cpuMs: number }> {
    const before = process.cpuUsage();
    const answer = await site.client.graphql(query);
    const used = process.cpuUsage(before);
    return { code: codeOf(answer), cpuMs: (used.user + used.system) / 1000 };
  }

  it('refuses an anonymous query with 1,000 aliases quickly', async () => {
    const aliases = Array.from({ length: 1000 }, (_, index) => `a${index}: getOverview { path name }`).join(' ');
    const { code, cpuMs } = await cpuOf(`{ results { ${aliases} } }`);
    expect(code).toBe('QUERY_TOO_COMPLEX');
    expect(cpuMs).toBeLessThan(100);
  });

  it('refuses deep nesting and fragment fan-out', async () => {
    const deep = await cpuOf(`{ ${'results { '.repeat(12)} path ${'} '.repeat(12)}}`);
    expect(deep.code).toBe('QUERY_TOO_COMPLEX');
    const fragments = Array.from(
      { length: 8 },
      (_, level) => `fragment F${level} on ResultsQuery { ${'...F' + (level + 1) + ' '}${'getOverview { path } '.repeat(3)} }`,
    ).join(' ');
    const fanOut = await cpuOf(`{ results { ...F0 } } ${fragments} fragment F8 on ResultsQuery { getOverview { path } }`);
    expect(fanOut.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('refuses a document of more than 3,000 tokens without parsing it all', async () => {
    const { code, cpuMs } = await cpuOf(`{ results { getOverview { ${'path '.repeat(5000)} } } }`);
    expect(code).toBe('QUERY_TOO_COMPLEX');
    expect(cpuMs).toBeLessThan(100);
  });

  it('answers a batch (an array body) without running it', async () => {
    const answer = await site.client.post('/graphql', [{ query: '{ results { getOverview { path } } }' }]);
    expect(answer.status).toBeLessThan(500);
    expect(JSON.stringify(answer.body)).not.toContain('getOverview":[');
  });
});
