import { parseRegistryDocument } from './registry-document';

describe('/remotes.json document', () => {
  it('keeps the well-formed entries and drops the others', () => {
    const integrity = { 'mf-manifest.json': 'sha384-m', 'remoteEntry.js': 'sha384-e' };
    const staff = { entry: '/remotes/remote-staff/1.0.0-abc/mf-manifest.json', version: '1.0.0-abc', contracts: '1.0.0', integrity };
    const mgmt = { entry: '/remotes/remote-mgmt/1.0.0-def/mf-manifest.json', version: '1.0.0-def', contracts: null, integrity };
    expect(
      parseRegistryDocument({
        remote_staff: staff,
        remote_mgmt: mgmt,
        remote_public: '/remotes/remote-public/1.0.0/mf-manifest.json',
        remote_tasks: { entry: '/x', version: 3, contracts: '1.0.0' },
        remote_other: { entry: '/y', version: '1' },
        remote_unsigned: { entry: '/z', version: '1', contracts: '1.0.0' },
        remote_odd: { entry: '/z', version: '1', contracts: '1.0.0', integrity: { 'mf-manifest.json': 1 } },
      }),
    ).toEqual({ remote_staff: staff, remote_mgmt: mgmt });
  });

  it('keeps a well-formed canary and preview expiry, and leaves out malformed ones without dropping the active version', () => {
    const integrity = { 'mf-manifest.json': 'sha384-m' };
    const active = { entry: '/remotes/remote-staff/1.0.0-a/mf-manifest.json', version: '1.0.0-a', contracts: '4.9.0', integrity };
    const canary = { entry: '/remotes/remote-staff/1.1.0-b/mf-manifest.json', version: '1.1.0-b', contracts: '4.9.0', integrity, percent: 10 };
    expect(
      parseRegistryDocument({
        remote_staff: { ...active, canary },
        remote_public: { ...active, previewExpiresAt: '2026-11-28T13:00:00.000Z' },
        remote_mgmt: { ...active, canary: { ...canary, percent: '10' }, previewExpiresAt: 1 },
        remote_tasks: { ...active, canary: { version: '1.1.0-b', percent: 10 } },
      }),
    ).toEqual({
      remote_staff: { ...active, canary },
      remote_public: { ...active, previewExpiresAt: '2026-11-28T13:00:00.000Z' },
      remote_mgmt: active,
      remote_tasks: active,
    });
  });

  it('reads anything but an object as an empty registry', () => {
    expect(parseRegistryDocument(null)).toEqual({});
    expect(parseRegistryDocument('remotes')).toEqual({});
    expect(parseRegistryDocument([{ entry: '/x', version: '1', contracts: null }])).toEqual({});
  });
});
