#!/usr/bin/env node
/**
 * The public surface of a runtime package (@usb/contracts, @usb/ui), the one in the current
 * folder: every exported symbol of every entry point (each subpath of package.json "exports"
 * with a `types` file), read from the built declarations (dist/types; build first).
 *
 *   usb-api-surface            prints the report
 *   usb-api-surface --update   writes it to api-surface/<name>.api.md, headed by package.json's version
 *                              (npm run surface -w <package>)
 *   usb-api-surface --check    compares the built surface with the recorded one and fails when
 *                              package.json's version is smaller than the change needs, or when
 *                              the change is released but not recorded (npm run check:surface -w <package>)
 *
 * What counts as which change: api-surface-compare.mjs; how the texts are made: api-surface-extract.mjs;
 * the release steps: docs/versioning.md.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseReport, renderReport, verdict } from './api-surface-compare.mjs';
import { createSurfaceProgram, declarationFilesUnder, entryPointsOf, surfaceOf } from './api-surface-extract.mjs';

const packageDir = process.cwd();
const packageName = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).name;
const reportFile = join(packageDir, 'api-surface', `${packageName.replace(/^@usb\//, '')}.api.md`);
const updateCommand = `npm run surface -w ${packageName}`;

/** The entries whose string literal property types are Danish texts, not API (see api-surface-extract.mjs). */
const isMessageCatalogue = (subpath) => subpath === './messages' || subpath.startsWith('./messages/');

function currentSurface(packageJson) {
  const typesDir = join(packageDir, 'dist', 'types');
  const entries = entryPointsOf(packageJson, packageDir);
  const missing = entries.filter(([, file]) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `${packageJson.name}: no built declarations for ${missing.map(([subpath]) => subpath).join(', ')}; build first: npx turbo run build --filter=${packageJson.name}`,
    );
  }
  const program = createSurfaceProgram(declarationFilesUnder(typesDir));
  const surface = {};
  for (const [subpath, file] of entries) {
    const symbols = surfaceOf(program, file, { packageDir, packageName, literalTexts: !isMessageCatalogue(subpath) });
    for (const [name, text] of Object.entries(symbols)) surface[`${subpath}#${name}`] = text;
  }
  return surface;
}

function main(args) {
  const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const surface = currentSurface(packageJson);
  const shown = relative(process.cwd(), reportFile) || reportFile;

  if (args.includes('--update')) {
    mkdirSync(dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, renderReport(packageJson.name, packageJson.version, surface));
    console.log(`${packageJson.name}: recorded ${Object.keys(surface).length} symbols at ${packageJson.version} in ${shown}`);
    return 0;
  }
  if (args.includes('--check')) {
    if (!existsSync(reportFile)) {
      console.error(`${packageJson.name}: no recorded surface (${shown}); run ${updateCommand}`);
      return 1;
    }
    const recorded = parseReport(readFileSync(reportFile, 'utf8'));
    const result = verdict({
      name: packageJson.name,
      recordedVersion: recorded.version,
      packageVersion: packageJson.version,
      recorded: recorded.surface,
      current: surface,
      updateCommand,
    });
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  }
  process.stdout.write(renderReport(packageJson.name, packageJson.version, surface));
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
