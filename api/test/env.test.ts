import { join, resolve } from 'node:path';
import { readEnv } from '../src/env';

const repositoryRoot = resolve(__dirname, '..', '..');

describe('configuration from the environment', () => {
  it('keeps the data in ./data of the repository by default, whatever folder the api starts in', () => {
    expect(readEnv({}).dataDir).toBe(join(repositoryRoot, 'data'));
    expect(readEnv({ DATA_DIR: '' }).dataDir).toBe(join(repositoryRoot, 'data'));
  });

  it('takes a given DATA_DIR from the working directory', () => {
    expect(readEnv({ DATA_DIR: '/srv/usb' }).dataDir).toBe('/srv/usb');
    expect(readEnv({ DATA_DIR: 'elsewhere' }).dataDir).toBe(resolve(process.cwd(), 'elsewhere'));
  });

  it('builds links on PUBLIC_URL without a trailing slash, else on localhost and PORT', () => {
    expect(readEnv({}).publicUrl).toBe('http://localhost:8080');
    expect(readEnv({ PORT: '8090' }).publicUrl).toBe('http://localhost:8090');
    expect(readEnv({ PUBLIC_URL: 'https://usb.example.dk/' }).publicUrl).toBe('https://usb.example.dk');
  });
});
