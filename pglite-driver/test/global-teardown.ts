import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

/** Removes the empty database the global set-up made (test/global-setup.ts). */
export default function globalTeardown(): void {
  const directory = process.env.USB_TEST_PGLITE_TEMPLATE;
  if (directory) rmSync(dirname(directory), { recursive: true, force: true });
}
