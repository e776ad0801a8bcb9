/**
 * A webpack loader for the shell's build, where antd runs with zeroRuntime and its styles come
 * from the static stylesheets written at build time (AntdStaticStylePlugin). In that mode a
 * component's style hook only returns class names: the hash class (none, the theme is not
 * hashed) and the cssVar key. The code that generates the styles and component tokens (each
 * component's `style/` folder, @ant-design/cssinjs-utils, stylis) still ships on every page
 * (docs/benchmarks.md), and it re-injects at run time the CSS variables the static sheet already holds.
 *
 * This loader rewrites each `antd/es/<component>/style/*.js` module so that its hooks return
 * exactly what zeroRuntime returns, from the same theme context, without the style code:
 *   - a hook made by genStyleHooks (or a default export wrapping one, as Menu's and Tooltip's
 *     do) returns [hashId, cssVar.key];
 *   - one made by genComponentStyleHook returns hashId;
 *   - a sub style component (genSubStyleComponent) renders nothing, as before;
 *   - string constants (CSS variable names a component sets inline) are kept as they are;
 *   - every other export (style generators, token preparers) is used only by other style
 *     modules and is dropped; the build fails if anything else imported one (strictExportPresence).
 * `antd/es/theme/util/genStyleUtils.js` becomes the home of those hooks; it keeps genCssVar, which
 * components use, and its three factories make the same hooks for anyone else who calls them. The look is the static stylesheet's in both cases.
 */

/** `antd/es/<component>/style/<file>.js` or `antd/es/theme/util/genStyleUtils.js`. */
export const ANTD_STYLE_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](?:[^\\/]+[\\/]style[\\/][^\\/]+|theme[\\/]util[\\/]genStyleUtils)\.js$/;

const STYLE_UTILS = /[\\/]theme[\\/]util[\\/]genStyleUtils\.js$/;

/** The replacement of theme/util/genStyleUtils.js: the zeroRuntime hooks and the untouched genCssVar. */
const zeroRuntimeStyleUtils = (source: string): string => {
  const genCssVar = /export const genCssVar = [\s\S]*?\n};/.exec(source)?.[0];
  if (!genCssVar) throw new Error('antd-zero-runtime-loader: genCssVar not found in theme/util/genStyleUtils.js');
  return `import useToken from '../useToken';
export const useZeroRuntimeStyle = () => {
  const [, , hashId, , cssVar] = useToken();
  return [hashId, cssVar?.key];
};
export const useZeroRuntimeHashId = () => useToken()[2];
export const ZeroRuntimeStyle = () => null;
export const genStyleHooks = () => useZeroRuntimeStyle;
export const genComponentStyleHook = () => useZeroRuntimeHashId;
export const genSubStyleComponent = () => ZeroRuntimeStyle;
${genCssVar}
`;
};

const HOOK_BY_FACTORY: Record<string, string> = {
  genStyleHooks: 'useZeroRuntimeStyle',
  genComponentStyleHook: 'useZeroRuntimeHashId',
  genSubStyleComponent: 'ZeroRuntimeStyle',
};

/** One component style module, reduced to what its importers outside the style folders use. */
const zeroRuntimeStyleModule = (source: string): string => {
  const exports: string[] = [];
  const used = new Set<string>();
  for (const match of source.matchAll(/^export (default|const (\w+) =) (genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/gm)) {
    const hook = HOOK_BY_FACTORY[match[3] ?? ''] ?? '';
    used.add(hook);
    exports.push(match[2] ? `export const ${match[2]} = ${hook};` : `export default ${hook};`);
  }
  // A default export that wraps genStyleHooks (Menu, Tooltip, TreeSelect), and config-provider's
  // re-export of the icon reset hook (its style is in the static sheet too).
  const wrapsStyleHooks = /^export default (\(|function )/m.test(source) && source.includes('genStyleHooks(');
  if (wrapsStyleHooks || /^export \{ use\w+ as default \} from '[^']+';$/m.test(source)) {
    used.add('useZeroRuntimeStyle');
    exports.push('export default useZeroRuntimeStyle;');
  }
  for (const match of source.matchAll(/^export const \w+ = '[^']*';$/gm)) exports.push(match[0]);
  const imports = used.size > 0 ? `import { ${[...used].join(', ')} } from '../../theme/util/genStyleUtils';\n` : '';
  return `${imports}${exports.join('\n')}\n`;
};

export default function antdZeroRuntimeLoader(this: { resourcePath: string }, source: string): string {
  return STYLE_UTILS.test(this.resourcePath) ? zeroRuntimeStyleUtils(source) : zeroRuntimeStyleModule(source);
}
