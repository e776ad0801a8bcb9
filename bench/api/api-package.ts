/**
 * The api package's folder (its package.json, its built dist/), found through the workspace link
 * as every import of `@usb/api/...` is, so the benches and the fault tests start the same build.
 */
import { dirname } from 'node:path';

export const API_DIR = dirname(require.resolve('@usb/api/package.json'));
