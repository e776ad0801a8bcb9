import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** One import that breaks the site's boundaries. */
export interface ImportViolation {
  file: string;
  line: number;
  request: string;
  reason: string;
}

/**
 * Why a module request is not allowed in the shell or a remote, or null when it is. antd,
 * its icons and react-router-dom are reached only through the contracts' kits (one shared,
 * tree-shaken copy on the page); a remote never imports another remote, not even its types.
 */
export function forbiddenReason(request: string): string | null {
  if (/^antd(\/|$)/.test(request) || /^@ant-design\/icons(\/|$)/.test(request)) {
    return 'antd is reached only through @usb/contracts/ui/*';
  }
  if (/^react-router(-dom)?(\/|$)/.test(request)) return 'react-router is reached only through @usb/contracts/router';
  if (/^@usb\/(remote-|shell)/.test(request) || /^remote_[a-z]+(\/|$)/.test(request)) {
    return 'parts talk only through @usb/contracts';
  }
  if (request.startsWith('@usb/') && !request.startsWith('@usb/contracts')) return 'only @usb/contracts may be imported';
  return null;
}

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Checks every import under <packageDir>/src, including relative paths that leave the package. */
export function findImportViolations(packageDir: string): ImportViolation[] {
  const root = resolve(packageDir);
  const violations: ImportViolation[] = [];
  for (const file of sourceFiles(join(root, 'src'))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const match of text.matchAll(importPattern)) {
        const request = match[1] ?? '';
        let reason = forbiddenReason(request);
        if (!reason && request.startsWith('.') && !resolve(file, '..', request).startsWith(root + sep)) {
          reason = 'a relative import may not leave the package';
        }
        if (reason) violations.push({ file: relative(root, file), line: index + 1, request, reason });
      }
    });
  }
  return violations;
}

/** `npm run lint` of the shell and the remotes: prints each violation and fails when there is one. */
export function runImportLint(packageDir: string = process.cwd()): void {
  const violations = findImportViolations(packageDir);
  for (const v of violations) console.error(`${v.file}:${v.line}: '${v.request}': ${v.reason}`);
  if (violations.length > 0) {
    process.exitCode = 1;
    return;
  }
  console.log('imports ok');
}
