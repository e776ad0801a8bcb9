import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folder of the schema's .graphql files; the package ships src/ for this. */
export const schemaDirectory = join(__dirname, '..', '..', '..', 'src', 'graphql', 'schema');

/** The whole schema as one SDL string, for the api to serve. */
export function loadSchemaSDL(): string {
  return readdirSync(schemaDirectory)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(schemaDirectory, file), 'utf8'))
    .join('\n');
}
