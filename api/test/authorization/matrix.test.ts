/**
 * Who may call what (docs/authorization.md), checked for every operation of the schema: each
 * Query and Mutation field of every namespace is called as an anonymous visitor, a plain user, a
 * patrol member, staff of another battle, staff of the battle and an admin, and each answer is
 * compared with its row in the matrix. An operation without a row fails the test, so a new
 * operation cannot ship without its rule written down here.
 */
import { buildSchema, getNamedType, isCompositeType, type GraphQLField } from 'graphql';
import { loadSchemaSDL } from '@usb/schema/graphql/schema';
import { defaultRateLimit } from '../../src/config';
import { codeOf } from '../support/api-client';
import { useSite } from '../support/site';
import { engines } from '../support/storage';
import { ACTORS, createFixture, type ActorName, type Fixture } from './matrix-fixture';
import { galleryMutationRows, galleryQueryRows } from './matrix-gallery';
import { mutationRows } from './matrix-mutations';
import { queryRows } from './matrix-queries';

interface Operation {
  key: string;
  kind: 'query' | 'mutation';
  namespace: string;
  field: GraphQLField<unknown, unknown>;
}

function operationsOf(): Operation[] {
  const schema = buildSchema(loadSchemaSDL());
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).flatMap((namespace) => {
      const type = getNamedType(namespace.type);
      const fields = 'getFields' in type ? Object.values(type.getFields()) : [];
      return fields.map((field) => ({
        key: `${namespace.name}.${field.name}`,
        kind,
        namespace: namespace.name,
        field: field as GraphQLField<unknown, unknown>,
      }));
    }),
  );
}

/** Every argument as a variable; an object result selects only __typename (the rule is the operation's, not its fields'). */
function documentOf({ kind, namespace, field }: Operation): string {
  const definitions = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind}${definitions ? ` (${definitions})` : ''} { ${namespace} { ${field.name}${args ? `(${args})` : ''}${selection} } }`;
}

const operations = operationsOf();
const rows = { ...queryRows, ...mutationRows, ...galleryQueryRows, ...galleryMutationRows };
const HOUR = 60 * 60 * 1000;
// The matrix makes many users, orders and joins from one address; rate limits are tested elsewhere.
const generous = { max: 10_000, windowMs: HOUR };
const rateLimit = { ...defaultRateLimit, signup: generous, order: generous, joinPatrol: generous, renewInvite: generous, activationMail: generous };

describe.each(engines)('authorization matrix (%s)', (engine) => {
  const site = useSite(engine, { battle: 'USB Matrix', config: { rateLimit } });
  let fx: Fixture;

  beforeAll(async () => {
    fx = await createFixture(site);
  });

  it('has a row for every operation of the schema and none for an operation it lacks', () => {
    const keys = operations.map((operation) => operation.key);
    expect(keys.filter((key) => !(key in rows))).toEqual([]);
    expect(Object.keys(rows).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it.each(operations.map((operation) => [operation.key, operation] as const))('%s', async (key, operation) => {
    const row = rows[key];
    if (!row) throw new Error(`no row for ${key}`);
    const document = documentOf(operation);
    // Anything but the expected outcomes (a validation message, another code) shows up as itself in the diff.
    const outcomes = {} as Record<ActorName, string>;
    for (const actor of ACTORS) {
      const answer = await site.client.graphql(document, await row.vars({ fx, actor }), fx.tokens[actor]);
      outcomes[actor] = answer.errors ? (codeOf(answer) ?? answer.errors[0]?.message ?? 'error') : 'ok';
    }
    expect(outcomes).toEqual(row.expect);
  });
});
