import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findImportViolations, forbiddenReason } from './import-lint';

describe('import lint', () => {
  it('forbids antd, its icons, react-router and other parts, and allows the kits', () => {
    expect(forbiddenReason('antd')).not.toBeNull();
    expect(forbiddenReason('antd/es/button')).not.toBeNull();
    expect(forbiddenReason('@ant-design/icons/es/icons/UserOutlined')).not.toBeNull();
    expect(forbiddenReason('react-router-dom')).not.toBeNull();
    expect(forbiddenReason('@usb/remote-public')).not.toBeNull();
    expect(forbiddenReason('remote_tasks/OpenTaskStrip')).not.toBeNull();
    expect(forbiddenReason('@usb/contracts/ui/core')).toBeNull();
    expect(forbiddenReason('@usb/contracts/router')).toBeNull();
    expect(forbiddenReason('antdesign-like')).toBeNull();
  });

  it('reports the file and line of each violation, including relative imports out of the package', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lint-'));
    mkdirSync(join(dir, 'src', 'app'), { recursive: true });
    writeFileSync(
      join(dir, 'src', 'app', 'page.tsx'),
      ["import { Button } from '@usb/contracts/ui/core';", "import { Table } from 'antd';", "import x from '../../../remote-tasks/src/x';", "const y = import('./local');"].join('\n'),
    );
    expect(findImportViolations(dir)).toEqual([
      { file: join('src', 'app', 'page.tsx'), line: 2, request: 'antd', reason: 'antd is reached only through @usb/contracts/ui/*' },
      { file: join('src', 'app', 'page.tsx'), line: 3, request: '../../../remote-tasks/src/x', reason: 'a relative import may not leave the package' },
    ]);
  });
});
