/**
 * The surface check's judgement, as pure functions (tested in api-surface.test.mjs): how much a
 * surface changed, which version that needs, and the report file's format.
 *
 * A surface is { '<subpath>#<name>': text } (see api-surface-extract.mjs for the texts). Per symbol:
 * - removed: major;
 * - changed: minor when every line of the old text is still in the new one (members, or literals
 *   of a list, only added; lines counted with repeats), else major;
 * - added: minor;
 * - the same text: nothing.
 */
import semver from 'semver';

const levels = ['none', 'minor', 'major'];

/** 'none', 'minor' or 'major' for one symbol's old and new text (undefined: absent). */
export function classifySymbol(oldText, newText) {
  if (oldText === newText) return 'none';
  if (oldText === undefined) return 'minor';
  if (newText === undefined) return 'major';
  const left = new Map();
  for (const line of newText.split('\n')) left.set(line, (left.get(line) ?? 0) + 1);
  for (const line of oldText.split('\n')) {
    const count = left.get(line) ?? 0;
    if (count === 0) return 'major';
    left.set(line, count - 1);
  }
  return 'minor';
}

/** How the current surface differs from the recorded one: the symbols by kind and the overall level. */
export function compareSurfaces(recorded, current) {
  const result = { removed: [], changed: [], grown: [], added: [], level: 'none' };
  const names = [...new Set([...Object.keys(recorded), ...Object.keys(current)])].sort();
  for (const name of names) {
    const level = classifySymbol(recorded[name], current[name]);
    if (level === 'none') continue;
    if (!(name in current)) result.removed.push(name);
    else if (!(name in recorded)) result.added.push(name);
    else if (level === 'major') result.changed.push(name);
    else result.grown.push(name);
    if (levels.indexOf(level) > levels.indexOf(result.level)) result.level = level;
  }
  return result;
}

/** The least version a change of this level needs after the recorded one. */
export function neededVersion(recordedVersion, level) {
  return level === 'none' ? recordedVersion : semver.inc(recordedVersion, level);
}

/**
 * The check's verdict: { ok, message }.
 * @param {{ name: string, recordedVersion: string, packageVersion: string, recorded: object, current: object, updateCommand: string }} input
 */
export function verdict({ name, recordedVersion, packageVersion, recorded, current, updateCommand }) {
  const diff = compareSurfaces(recorded, current);
  if (diff.level === 'none') return { ok: true, diff, message: `${name}: the surface is the one recorded at ${recordedVersion}.` };
  const kinds = [
    ['removed', diff.removed],
    ['changed', diff.changed],
    ['members added', diff.grown],
    ['added', diff.added],
  ]
    .filter(([, list]) => list.length > 0)
    .map(([kind, list]) => `${kind}: ${list.join(', ')}`)
    .join('; ');
  const needed = neededVersion(recordedVersion, diff.level);
  if (semver.lt(packageVersion, needed)) {
    return {
      ok: false,
      diff,
      message:
        `${name}: the surface changed since ${recordedVersion} (${kinds}): that needs ${needed}, package.json says ${packageVersion}. ` +
        `Add a changeset of that level (npx changeset) and run npm run version-packages, then ${updateCommand}.`,
    };
  }
  return {
    ok: false,
    diff,
    message:
      `${name}: the surface changed since ${recordedVersion} (${kinds}), a ${diff.level} change, and package.json's ${packageVersion} is enough, ` +
      `but the report still records ${recordedVersion}: run ${updateCommand} and commit the report.`,
  };
}

const header = (name, version) => `# ${name} ${version}: public surface`;

/**
 * One report file: a heading with the version, then per entry point and symbol its text in a
 * fenced block. Wrapped in prettier-ignore, so the repo's format check leaves the texts as printed.
 */
export function renderReport(name, version, surface) {
  const lines = [
    header(name, version),
    '',
    `Written by \`npm run surface -w ${name}\` (usb-api-surface of @usb/build) from the built declarations; do not edit.`,
    `\`npm run check:surface -w ${name}\` compares the built package with it (docs/versioning.md).`,
    '',
    '<!-- prettier-ignore-start -->',
  ];
  let entry;
  for (const key of Object.keys(surface).sort(byEntryThenName)) {
    const [subpath, symbol] = splitKey(key);
    if (subpath !== entry) {
      entry = subpath;
      lines.push('', `## ${subpath}`);
    }
    const text = surface[key];
    const fence = '`'.repeat(Math.max(3, ...(text.match(/`{3,}/g) ?? []).map((f) => f.length + 1)));
    lines.push('', `### ${symbol}`, '', `${fence}ts`, text, fence);
  }
  lines.push('', '<!-- prettier-ignore-end -->', '');
  return lines.join('\n');
}

/** The version and surface a report file records. */
export function parseReport(text) {
  const first = text.split('\n', 1)[0];
  const match = /^# (\S+) (\S+): public surface$/.exec(first);
  if (!match) throw new Error(`not a surface report (first line: ${first})`);
  const surface = {};
  const lines = text.split('\n');
  let entry;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith('## ')) entry = line.slice(3);
    else if (line.startsWith('### ')) {
      const symbol = line.slice(4);
      let j = i + 1;
      while (lines[j] === '') j++;
      const fence = /^(`{3,})ts$/.exec(lines[j])?.[1];
      if (!fence) throw new Error(`line ${j + 1}: a fenced block expected after ${line}`);
      const start = j + 1;
      let end = start;
      while (end < lines.length && lines[end] !== fence) end++;
      surface[`${entry}#${symbol}`] = lines.slice(start, end).join('\n');
      i = end;
    }
  }
  return { name: match[1], version: match[2], surface };
}

function splitKey(key) {
  const at = key.lastIndexOf('#');
  return [key.slice(0, at), key.slice(at + 1)];
}

function byEntryThenName(a, b) {
  const [ea, na] = splitKey(a);
  const [eb, nb] = splitKey(b);
  if (ea !== eb) return ea < eb ? -1 : 1;
  return na < nb ? -1 : na > nb ? 1 : 0;
}
