/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'graphql';
import webpack, { type Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { REMOTE_NEEDS_FILE, RemoteNeedsPlugin, SHELL_SHARED_EXPORTS_FILE, SharedExportsPlugin } from './remote-needs-plugin';

const patrols = parse('query GetPatrols { patrols { ...PatrolFields } } fragment PatrolFields on Patrol { id name }');
const battles = parse('query GetBattles { battles { id } }');

/** A folder with stand-ins of @usb/ui (a shared kit module) and @usb/schema (generated GraphQL documents in its ES-module and CommonJS builds). */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'usb-remote-needs-plugin-'));
  const files: Record<string, string> = {
    'node_modules/@usb/ui/package.json': JSON.stringify({
      name: '@usb/ui',
      version: '1.0.0',
      sideEffects: false,
      exports: { './forms': { import: './dist/esm/forms.js' } },
    }),
    'node_modules/@usb/ui/dist/esm/forms.js':
      'export const Form = "form";\nexport const InputText = "text";\nexport { InputText as TextInput };\nexport default "kit";\n',
    'node_modules/@usb/schema/package.json': JSON.stringify({
      name: '@usb/schema',
      version: '1.0.0',
      sideEffects: false,
      exports: { './graphql': { import: './dist/esm/graphql/index.js', require: './dist/cjs/graphql/index.js' } },
    }),
    'node_modules/cjs-kit/package.json': JSON.stringify({ name: 'cjs-kit', version: '1.0.0', main: 'index.js' }),
    'node_modules/cjs-kit/index.js': 'exports.one = 1;\nexports.two = 2;\n',
    'node_modules/@usb/schema/dist/esm/graphql/index.js': "export * from './generated/graphql.js';\n",
    'node_modules/@usb/schema/dist/esm/graphql/generated/graphql.js': `export const GetPatrolsDocument = ${JSON.stringify(patrols)};\nexport const GetBattlesDocument = ${JSON.stringify(battles)};\n`,
    'node_modules/@usb/schema/dist/cjs/graphql/index.js': `exports.GetPatrolsDocument = ${JSON.stringify(patrols)};\nexports.GetBattlesDocument = ${JSON.stringify(battles)};\n`,
    'remote.js': [
      "import kit, { Form } from '@usb/ui/forms';",
      "import * as forms from '@usb/ui/forms';",
      "import { GetPatrolsDocument } from '@usb/schema/graphql';",
      'export const page = [kit, Form, forms.InputNumber, GetPatrolsDocument];',
      "export const whole = import('@usb/ui/forms');",
      '',
    ].join('\n'),
    'shell.js': 'export const shell = 1;\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** A production build; the named JSON file it wrote (undefined when none), or the build's errors. */
function build(config: Configuration, file: string): Promise<{ written?: unknown; errors: string[] }> {
  const compiler = webpack({ mode: 'production', devtool: false, ...config });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return resolve({ errors: [error.message] });
        if (!stats) return reject(new Error('webpack gave no stats'));
        const written = join(config.output?.path ?? '', file);
        resolve({
          written: existsSync(written) ? (JSON.parse(readFileSync(written, 'utf8')) as unknown) : undefined,
          errors: stats.compilation.errors.map((each) => each.message),
        });
      });
    });
  });
}

jest.setTimeout(120_000);

describe('the build steps writing what a remote needs and what the shell shares', () => {
  let dir: string;
  beforeAll(() => {
    dir = workspace();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("records a remote's imports from the shared modules and the operations it bundles", async () => {
    const result = await build(
      {
        context: dir,
        entry: './remote.js',
        output: { path: join(dir, 'remote-dist'), publicPath: 'auto' },
        plugins: [
          new ModuleFederationPlugin({
            name: 'remote_test',
            filename: 'remoteEntry.js',
            exposes: { './Page': './remote.js' },
            shared: { '@usb/ui/forms': { singleton: true, import: false, requiredVersion: '^1.0.0' } },
            dts: false,
          }),
          new RemoteNeedsPlugin(),
        ],
      },
      REMOTE_NEEDS_FILE,
    );
    expect(result.errors).toEqual([]);
    expect(result.written).toEqual({
      sharedImports: { '@usb/ui/forms': ['*', 'Form', 'InputNumber', 'default'] },
      graphqlDocuments: { GetPatrols: 'query GetPatrols {\n  patrols {\n    ...PatrolFields\n  }\n}\n\nfragment PatrolFields on Patrol {\n  id\n  name\n}' },
    });
  });

  it('records the export names of every module the shell shares', async () => {
    const result = await build(
      {
        context: dir,
        entry: './shell.js',
        output: { path: join(dir, 'shell-dist'), publicPath: '/' },
        plugins: [
          new ModuleFederationPlugin({
            name: 'shell_test',
            shared: {
              '@usb/ui/forms': {
                singleton: true,
                import: join(dir, 'node_modules/@usb/ui/dist/esm/forms.js'),
                version: '4.9.0',
                requiredVersion: '^1.0.0',
              },
              'cjs-kit': { singleton: true, import: join(dir, 'node_modules/cjs-kit/index.js'), version: '1.0.0', requiredVersion: '^1.0.0' },
            },
            dts: false,
          }),
          new SharedExportsPlugin(),
        ],
      },
      SHELL_SHARED_EXPORTS_FILE,
    );
    expect(result.errors).toEqual([]);
    expect(result.written).toEqual({
      sharedExports: { '@usb/ui/forms': ['Form', 'InputText', 'TextInput', 'default'], 'cjs-kit': ['*', 'one', 'two'] },
    });
  });
});
