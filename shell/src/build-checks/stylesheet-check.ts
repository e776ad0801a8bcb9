import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lexer, parse, walk, type CssNode, type FunctionNode } from 'css-tree';

/** One thing a browser would throw away, with where it stands. */
export interface StylesheetProblem {
  file: string;
  line: number;
  problem: string;
  text: string;
}

/** The functions whose `+` and `-` must stand between spaces (CSS Values 4, "calc-sum"). */
const MATH_FUNCTIONS = new Set(['calc', 'min', 'max', 'clamp', 'round', 'mod', 'rem', 'abs', 'sign']);
/** A dimension whose unit swallowed the operator written right after it: `1px- 2px`. */
const UNIT_WITH_OPERATOR = /[+-]$/;

/** `+` and `-` in a math function without whitespace on both sides, and numbers whose unit ate one. */
function mathProblems(fn: FunctionNode): string[] {
  const problems: string[] = [];
  walk(fn, (node: CssNode) => {
    if (node.type === 'Operator' && /[+-]/.test(node.value) && node.value.length < 3) problems.push(`'${node.value.trim()}' without a space on each side`);
    if (node.type === 'Dimension' && UNIT_WITH_OPERATOR.test(node.unit)) problems.push(`unit '${node.unit}'`);
  });
  return problems;
}

/**
 * What a browser would drop from this stylesheet: a parse error, a declaration its property's
 * grammar does not match (checked where no var() defers the check to run time) and a math
 * function that is invalid, also inside a custom property, where the browser only finds out
 * when a var() substitutes it (and then drops the declaration that uses it).
 */
export function stylesheetProblems(file: string, css: string): StylesheetProblem[] {
  const problems: StylesheetProblem[] = [];
  const report = (line: number, problem: string, text: string) => problems.push({ file, line, problem, text: text.slice(0, 160) });
  const ast = parse(css, { positions: true, parseCustomProperty: true, onParseError: (error) => report(error.line, error.message, error.sourceFragment(0)) });
  walk(ast, {
    visit: 'Declaration',
    enter(declaration) {
      const line = declaration.loc?.start.line ?? 0;
      const text = declaration.loc ? css.slice(declaration.loc.start.offset, declaration.loc.end.offset) : declaration.property;
      walk(declaration.value, (node: CssNode) => {
        if (node.type === 'Function' && MATH_FUNCTIONS.has(node.name.toLowerCase()))
          for (const problem of mathProblems(node)) report(line, `${node.name}(): ${problem}`, text);
      });
      if (declaration.property.startsWith('--')) return;
      const { error } = lexer.matchDeclaration(declaration);
      if (error && !/var\(\)/.test(error.message)) report(line, error.message.split('\n')[0] ?? error.name, text);
    },
  });
  return problems;
}

/** Every `.css` file under a folder, at any depth. */
export function stylesheetsUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(folder, name))
    .sort();
}

/** The problems of one built stylesheet on disk. */
export const builtStylesheetProblems = (file: string): StylesheetProblem[] => stylesheetProblems(file, readFileSync(file, 'utf8'));
