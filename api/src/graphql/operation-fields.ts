/**
 * What a GraphQL operation calls, for the metrics: each top-level field with the fields it
 * selects, as `namespace.field` (`users.getCurrent`, `answers.answerQuestion`), since every
 * operation of the schema sits one level under a namespace. Names come from the validated
 * document, so they are bounded by the schema, never by what a client calls its operation.
 */
import { Kind, type DocumentNode, type FieldNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

function fieldsOf(selectionSet: SelectionSetNode | undefined): FieldNode[] {
  return (selectionSet?.selections ?? []).filter((selection): selection is FieldNode => selection.kind === Kind.FIELD);
}

/** The operation that runs: the one named, or the document's only one. */
function operationOf(document: DocumentNode, operationName: string | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  if (operationName === undefined) return operations.length === 1 ? operations[0] : undefined;
  return operations.find((operation) => operation.name?.value === operationName);
}

export function operationFields(document: DocumentNode, operationName: string | undefined): { type: string; fields: string[] } | null {
  const operation = operationOf(document, operationName);
  if (!operation) return null;
  const fields = fieldsOf(operation.selectionSet).flatMap((root) => {
    const nested = fieldsOf(root.selectionSet);
    return nested.length === 0 ? [root.name.value] : nested.map((field) => `${root.name.value}.${field.name.value}`);
  });
  return { type: operation.operation, fields: [...new Set(fields)] };
}
