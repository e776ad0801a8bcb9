// The surface check's rules (node --test scripts/, part of the package's npm test): the
// classification on texts, and the texts themselves made from small declaration files.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { classifySymbol, compareSurfaces, neededVersion, parseReport, renderReport, verdict } from './api-surface-compare.mjs';
import { createSurfaceProgram, surfaceOf } from './api-surface-extract.mjs';

const dir = mkdtempSync(join(tmpdir(), 'api-surface-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** The surface of one declaration file with this text. */
function surface(text, { literalTexts = true } = {}) {
  const file = join(dir, `entry${files++}.d.ts`);
  writeFileSync(file, text);
  return surfaceOf(createSurfaceProgram([file]), file, { packageDir: dir, packageName: '@usb/fixture', literalTexts });
}

/** The level of the change from one declaration file's text to another's. */
function levelOf(before, after, options) {
  const key = (s) => Object.fromEntries(Object.entries(s).map(([name, text]) => [`.#${name}`, text]));
  return compareSurfaces(key(surface(before, options)), key(surface(after, options))).level;
}

describe('classifySymbol', () => {
  it('finds nothing in the same text', () => assert.equal(classifySymbol('a', 'a'), 'none'));
  it('calls an added symbol minor', () => assert.equal(classifySymbol(undefined, 'a'), 'minor'));
  it('calls a removed symbol major', () => assert.equal(classifySymbol('a', undefined), 'major'));
  it('calls lines only added minor', () =>
    assert.equal(classifySymbol('interface A {\n    x: string;\n}', 'interface A {\n    x: string;\n    y?: number;\n}'), 'minor'));
  it('calls a changed line major', () => assert.equal(classifySymbol('interface A {\n    x: string;\n}', 'interface A {\n    x: number;\n}'), 'major'));
  it('counts repeated lines', () => assert.equal(classifySymbol('{\n}\n{\n}', '{\n}'), 'major'));
});

describe('the surface of declarations', () => {
  it('finds nothing when only comments and export forms differ', () => {
    assert.equal(
      levelOf('/** One. */\nexport declare function f(a: string): void;', 'declare function f(a: string): void;\n// the only one\nexport { f };'),
      'none',
    );
  });

  it('calls a removed export major', () => {
    assert.equal(levelOf('export declare const a: number;\nexport declare const b: number;', 'export declare const a: number;'), 'major');
  });

  it('calls an added export minor', () => {
    assert.equal(levelOf('export declare const a: number;', 'export declare const a: number;\nexport declare const b: number;'), 'minor');
  });

  it('calls a member added to an interface minor', () => {
    assert.equal(levelOf('export interface A {\n  x: string;\n}', 'export interface A {\n  x: string;\n  y?: number;\n}'), 'minor');
  });

  it("calls a function's changed signature major", () => {
    assert.equal(levelOf('export declare function f(a: string): void;', 'export declare function f(a: number): void;'), 'major');
  });

  it('calls a removed member major', () => {
    assert.equal(levelOf('export type A = {\n  x: string;\n  y: string;\n};', 'export type A = {\n  x: string;\n};'), 'major');
  });

  it('calls an error code added minor and one removed major', () => {
    const codes = (list) =>
      `export declare const codes: readonly [${list.map((c) => `"${c}"`).join(', ')}];\nexport type Code = ${list.map((c) => `'${c}'`).join(' | ')};`;
    assert.equal(levelOf(codes(['A', 'B']), codes(['A', 'B', 'C'])), 'minor');
    assert.equal(levelOf(codes(['A', 'B', 'C']), codes(['A', 'C'])), 'major');
    assert.equal(levelOf(codes(['A', 'B']), codes(['A', 'X'])), 'major');
  });

  it('keeps literal types exact outside the message catalogues', () => {
    assert.equal(levelOf("export declare const t: {\n  readonly a: 'Gem';\n};", "export declare const t: {\n  readonly a: 'Gem nu';\n};"), 'major');
  });

  describe('in a message catalogue', () => {
    const catalogue = (texts) =>
      `export declare const messages: {\n  readonly site: {\n${Object.entries(texts)
        .map(([key, text]) => `    readonly ${key}: ${JSON.stringify(text)};`)
        .join('\n')}\n  };\n};`;
    const options = { literalTexts: false };

    it('finds nothing when a text changed', () => {
      assert.equal(levelOf(catalogue({ save: 'Gem', retry: 'Prøv igen' }), catalogue({ save: 'Gem ændringer', retry: 'Prøv igen' }), options), 'none');
    });

    it('calls a removed key major', () => {
      assert.equal(levelOf(catalogue({ save: 'Gem', retry: 'Prøv igen' }), catalogue({ save: 'Gem' }), options), 'major');
    });

    it('calls an added key minor', () => {
      assert.equal(levelOf(catalogue({ save: 'Gem' }), catalogue({ save: 'Gem', retry: 'Prøv igen' }), options), 'minor');
    });

    it('keeps a literal union that is not a text exact', () => {
      const f = (union) => `export declare function textFor(area: ${union}): string;`;
      assert.equal(levelOf(f("'staff' | 'mgmt'"), f("'staff' | 'admin'"), options), 'major');
    });
  });

  it('records a re-export from another package as the re-export', () => {
    const s = surface("export { default as Alert } from 'antd/es/alert';\nexport type { ThemeConfig } from 'antd/es/config-provider';");
    assert.deepEqual(s, {
      Alert: "export { default as Alert } from 'antd/es/alert';",
      ThemeConfig: "export type { ThemeConfig } from 'antd/es/config-provider';",
    });
  });
});

describe('the version needed', () => {
  const base = { name: '@usb/contracts', recordedVersion: '4.9.0', updateCommand: 'npm run surface -w @usb/contracts' };
  const recorded = { './rest#A': 'interface A {\n    x: string;\n}', './rest#B': 'type B = string;' };

  it('bumps by the level', () => {
    assert.equal(neededVersion('4.9.0', 'none'), '4.9.0');
    assert.equal(neededVersion('4.9.0', 'minor'), '4.10.0');
    assert.equal(neededVersion('4.9.0', 'major'), '5.0.0');
  });

  it('passes the recorded surface at any version', () => {
    assert.equal(verdict({ ...base, packageVersion: '4.9.0', recorded, current: recorded }).ok, true);
    assert.equal(verdict({ ...base, packageVersion: '4.9.1', recorded, current: recorded }).ok, true);
  });

  it('names the symbols and the version needed when the bump is too small', () => {
    const result = verdict({ ...base, packageVersion: '4.9.1', recorded, current: { './rest#A': 'interface A {\n    x: number;\n}' } });
    assert.equal(result.ok, false);
    assert.match(
      result.message,
      /the surface changed since 4\.9\.0 \(removed: \.\/rest#B; changed: \.\/rest#A\): that needs 5\.0\.0, package\.json says 4\.9\.1/,
    );
  });

  it('asks for the report when the version is enough', () => {
    const current = { ...recorded, './rest#C': 'type C = number;' };
    assert.equal(verdict({ ...base, packageVersion: '4.9.0', recorded, current }).ok, false);
    const result = verdict({ ...base, packageVersion: '4.10.0', recorded, current });
    assert.equal(result.ok, false);
    assert.match(result.message, /run npm run surface -w @usb\/contracts/);
  });
});

describe('the report', () => {
  it('reads back what it wrote', () => {
    const s = {
      './rest#A': 'interface A {\n    x: string;\n}',
      './messages#messages': 'const messages: {\n    readonly a: string;\n}',
      './x#T': 'type T = `a```b`;',
    };
    const parsed = parseReport(renderReport('@usb/contracts', '4.9.0', s));
    assert.equal(parsed.version, '4.9.0');
    assert.deepEqual(parsed.surface, s);
  });
});
