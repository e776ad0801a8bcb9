#!/usr/bin/env node
/**
 * The docs check of `npm test` (CONTRIBUTING.md): every repository path a Markdown file writes in
 * backticks exists. A path is a backticked word without spaces whose first segment is a
 * top-level entry of the repository (`api/src/errors.ts`) or of the Markdown file's own package
 * (`src/db/README.md` in api/README.md); `*` matches within one segment. Routes (`/mgmt/moduler`),
 * package names (`@usb/ui/forms`) and module ids (`remote_staff/Routes`) do not start
 * with such an entry and are left alone. Prints each missing path with its file and line and
 * exits 1 when there is any.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The CHANGELOG and the recorded surface quote history and declarations, not the tree. */
const SKIPPED = new Set(['shared-contracts/CHANGELOG.md', 'shared-contracts/api-surface/contracts.api.md', 'shared-ui/api-surface/ui.api.md']);
const CODE_SPAN = /`([^`\s]+)`/g;

const markdownFiles = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !SKIPPED.has(file));

/** The entries of a folder, or none when it is not one. */
function entriesOf(folder) {
  try {
    return new Set(readdirSync(folder));
  } catch {
    return new Set();
  }
}

/** Whether the path exists under `base`, `*` matching within a segment. */
function existsUnder(base, path) {
  const segments = path.replace(/\/$/, '').split('/');
  let candidates = [base];
  for (const segment of segments) {
    if (!segment.includes('*')) {
      candidates = candidates.map((folder) => join(folder, segment)).filter((candidate) => existsSync(candidate));
      continue;
    }
    const pattern = new RegExp(
      `^${segment
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    candidates = candidates.flatMap((folder) => [...entriesOf(folder)].filter((entry) => pattern.test(entry)).map((entry) => join(folder, entry)));
  }
  return candidates.length > 0;
}

/** The folder of the nearest package.json at or above the file's folder (the repository root at last). */
function packageDirOf(file) {
  let folder = dirname(join(root, file));
  while (folder.startsWith(root) && folder !== root) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    folder = dirname(folder);
  }
  return root;
}

const rootEntries = entriesOf(root);
const missing = [];
let checked = 0;
for (const file of markdownFiles) {
  const packageDir = packageDirOf(file);
  const bases = [...new Set([root, packageDir, dirname(join(root, file))])];
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  lines.forEach((line, index) => {
    for (const [, word] of line.matchAll(CODE_SPAN)) {
      const path = word.replace(/[.,:;)]+$/, '').replace(/:\d+(-\d+)?$/, '');
      if (!path.includes('/') || /[<>{}$=]/.test(path)) continue;
      const first = path.split('/')[0];
      const relevant = bases.filter((base) => (base === root ? rootEntries : entriesOf(base)).has(first));
      if (relevant.length === 0) continue;
      checked += 1;
      if (!relevant.some((base) => existsUnder(base, path))) missing.push(`${file}:${index + 1}: \`${path}\` does not exist`);
    }
  });
}

if (missing.length > 0) {
  console.error(missing.join('\n'));
  console.error(`${missing.length} of ${checked} paths in backticks of the docs name nothing in the repository.`);
  process.exit(1);
}
console.log(`docs: the ${checked} paths in backticks of ${markdownFiles.length} Markdown files exist.`);
