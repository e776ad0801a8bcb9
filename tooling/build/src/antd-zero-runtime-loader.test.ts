import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import antdZeroRuntimeLoader, { ANTD_STYLE_MODULE } from './antd-zero-runtime-loader';

const antdEs = join(dirname(require.resolve('antd/package.json')), 'es');

function* jsFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* jsFiles(path);
    else if (name.endsWith('.js')) yield path;
  }
}

const allFiles = [...jsFiles(antdEs)];
const styleModules = allFiles.filter((file) => ANTD_STYLE_MODULE.test(file));
const transformed = new Map(styleModules.map((file) => [file, antdZeroRuntimeLoader.call({ resourcePath: file }, readFileSync(file, 'utf8'))]));

/** The names a transformed module exports ('default' for its default export). */
const exportedNames = (source: string): Set<string> => new Set([...source.matchAll(/^export (?:default|const (\w+))/gm)].map((match) => match[1] ?? 'default'));

/** Every import of a style module by antd code the loader leaves as it is: [importer, style module, names]. */
function importsOfStyleModules(): [string, string, string[]][] {
  const found: [string, string, string[]][] = [];
  for (const file of allFiles.filter((each) => !transformed.has(each))) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^import (\w+)?,? ?(?:\{([^}]*)\})? from '(\.[^']+)';$/gm)) {
      const target = resolve(dirname(file), match[3] ?? '');
      const module = [`${target}.js`, join(target, 'index.js')].find((candidate) => transformed.has(candidate));
      if (!module) continue;
      const named = (match[2] ?? '')
        .split(',')
        .map((part) => part.trim().split(' as ')[0] ?? '')
        .filter(Boolean);
      found.push([file, module, [...(match[1] ? ['default'] : []), ...named]]);
    }
  }
  return found;
}

describe('antd zero-runtime loader', () => {
  it('covers the style modules of every component', () => {
    expect(styleModules.length).toBeGreaterThan(100);
    expect(transformed.has(join(antdEs, 'button', 'style', 'index.js'))).toBe(true);
    expect(transformed.has(join(antdEs, 'theme', 'util', 'genStyleUtils.js'))).toBe(true);
  });

  it('keeps every export that antd code outside the style folders imports', () => {
    const imports = importsOfStyleModules();
    expect(imports.length).toBeGreaterThan(80);
    const missing = imports.flatMap(([importer, module, names]) =>
      names.filter((name) => !exportedNames(transformed.get(module) ?? '').has(name)).map((name) => `${name} of ${module} (imported by ${importer})`),
    );
    expect(missing).toEqual([]);
  });

  it('turns style hooks into the zeroRuntime class-name hooks and keeps CSS variable names', () => {
    expect(transformed.get(join(antdEs, 'button', 'style', 'index.js'))).toContain('export default useZeroRuntimeStyle;');
    expect(transformed.get(join(antdEs, 'menu', 'style', 'index.js'))).toContain('export default useZeroRuntimeStyle;');
    expect(transformed.get(join(antdEs, 'message', 'style', 'index.js'))).toContain('export const PurePanelStyle = ZeroRuntimeStyle;');
    expect(transformed.get(join(antdEs, 'progress', 'style', 'index.js'))).toContain("export const LineStrokeColorVar = '--progress-line-stroke-color';");
    const utils = transformed.get(join(antdEs, 'theme', 'util', 'genStyleUtils.js')) ?? '';
    expect(utils).toContain('export const genCssVar = ');
    expect(utils).not.toContain('cssinjs');
    for (const source of transformed.values()) expect(source).not.toMatch(/@ant-design\/cssinjs|\.\.\/\.\.\/style/);
  });
});
