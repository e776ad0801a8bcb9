/**
 * A change of the api's schema must not break the GraphQL operations of a remote in use: the
 * documents are not shared, each remote build carries those of the contracts version it was
 * built against. So every operation of the contracts (shared-schema/src/graphql/operations,
 * each with the fragments it spreads) and every operation of the remote builds on disk (their
 * remote-needs.json, the builds `npm start` deploys) must validate against the api's schema.
 * The remotes are built before the api's tests run; finding no build fails here rather than
 * passing with nothing checked.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, validate, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, visit } from 'graphql';
import { remoteNames } from '@usb/schema/domain';
import { apiSchema } from '../../../src/platform/registry/api-schema';
import { invalidDocuments, isRemoteNeeds, REMOTE_NEEDS_FILE } from '../../../src/platform/registry/remote-needs';

const workspaceDir = join(__dirname, '..', '..', '..', '..');
const operationsDir = join(workspaceDir, 'shared-schema', 'src', 'graphql', 'operations');

/** Each operation of the contracts with the fragments it spreads, directly or through other fragments. */
function contractsOperations(): { name: string; document: DocumentNode }[] {
  const definitions: DefinitionNode[] = readdirSync(operationsDir)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(readFileSync(join(operationsDir, file), 'utf8')).definitions);
  const fragments = new Map(
    definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((each) => [each.name.value, each]),
  );
  const spreads = (node: DefinitionNode): string[] => {
    const names: string[] = [];
    visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
    return names;
  };
  return definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const used = new Map<string, FragmentDefinitionNode>();
      const queue = spreads(operation);
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        const fragment = fragments.get(name);
        if (!fragment || used.has(name)) continue;
        used.set(name, fragment);
        queue.push(...spreads(fragment));
      }
      return { name: operation.name?.value ?? 'anonymous', document: { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] } };
    });
}

/** The remote builds on disk (<remote>/dist/<version>/remote-needs.json) with their operations. */
function builtRemotes(): { label: string; name: (typeof remoteNames)[number]; documents: Record<string, string> }[] {
  return remoteNames.flatMap((name) => {
    const distDir = join(workspaceDir, name, 'dist');
    if (!existsSync(distDir)) return [];
    return readdirSync(distDir).flatMap((version) => {
      const file = join(distDir, version, REMOTE_NEEDS_FILE);
      if (!existsSync(file)) return [];
      const needs: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (!isRemoteNeeds(needs)) throw new Error(`${file} is not a remote-needs document`);
      return [{ label: `${name} ${version}`, name, documents: needs.graphqlDocuments }];
    });
  });
}

describe("the api's schema and the operations sent to it", () => {
  const schema = apiSchema();

  it.each(contractsOperations().map(({ name, document }) => [name, document] as const))('the contracts operation %s validates', (_name, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });

  it('every remote build on disk sends only operations the api accepts', () => {
    const builds = builtRemotes();
    if (builds.length === 0) {
      throw new Error(
        `no remote build with ${REMOTE_NEEDS_FILE} under ${remoteNames.map((name) => `${name}/dist/*/`).join(', ')}: build the remotes (npx turbo run build) before the api's tests`,
      );
    }
    expect(builds.flatMap(({ name, label, documents }) => invalidDocuments(name, documents, schema).map((problem) => `${label}: ${problem}`))).toEqual([]);
    // Not vacuous: the builds carry operations (every remote sends some).
    expect(builds.filter(({ documents }) => Object.keys(documents).length === 0).map(({ label }) => label)).toEqual([]);
  });
});
