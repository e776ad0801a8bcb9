/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { builtStylesheetProblems, stylesheetsUnder } from './stylesheet-check';

/** The built site: the shell's dist and each remote's (turbo builds them before this suite). */
const root = join(__dirname, '..', '..', '..');
const distFolders = ['shell', 'remote-public', 'remote-tasks', 'remote-staff', 'remote-mgmt'].map((workspace) => join(root, workspace, 'dist'));

describe('every built stylesheet', () => {
  it.each(distFolders)('in %s parses without a declaration the browser drops', (folder) => {
    expect(existsSync(folder)).toBe(true);
    const problems = stylesheetsUnder(folder).flatMap(builtStylesheetProblems);
    expect(problems).toEqual([]);
  });

  it("includes the shell's antd sheets", () => {
    expect(stylesheetsUnder(distFolders[0] ?? '').map((file) => file.replace(/.*[\\/]/, '').replace(/\.[0-9a-f]+\.css$/, ''))).toEqual(['antd-kits', 'antd']);
  });
});
