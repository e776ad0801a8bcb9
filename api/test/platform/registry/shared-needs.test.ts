/**
 * What a remote asks of the shell's shared modules (shared-needs.ts), read from a manifest as
 * Module Federation writes it: a module with a copy of its own needs nothing of the shell.
 */
import { sharedNeedsOf, unmetNeeds } from '../../../src/platform/registry/shared-needs';

const noAssets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };

describe('shared needs of a remote build', () => {
  const needs = sharedNeedsOf({
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true, assets: noAssets },
      { name: '@usb/ui/forms', version: '4.8.0', requiredVersion: '^4.8.0', singleton: true, assets: noAssets },
      { name: 'chart-kit', version: '2.0.0', requiredVersion: '^2.0.0', assets: { ...noAssets, js: { sync: ['chart.js'], async: [] } } },
      { name: 'dayjs', version: '1.11.23', requiredVersion: false, assets: noAssets },
      { version: '1.0.0' },
    ],
  });

  it('reads each named module with its range and whether the build carries a copy', () => {
    expect(needs).toEqual([
      { name: 'react', requiredVersion: '19.3.1', ownCopy: false },
      { name: '@usb/ui/forms', requiredVersion: '^4.8.0', ownCopy: false },
      { name: 'chart-kit', requiredVersion: '^2.0.0', ownCopy: true },
      { name: 'dayjs', requiredVersion: null, ownCopy: false },
    ]);
  });

  it('names what an older shell cannot give, and nothing a later minor can', () => {
    expect(unmetNeeds(needs, { react: '19.3.1', '@usb/ui/forms': '4.7.0' })).toEqual([
      '@usb/ui/forms ^4.8.0, and the shell has 4.7.0',
      'dayjs, which the shell does not share',
    ]);
    expect(unmetNeeds(needs, { react: '19.3.1', '@usb/ui/forms': '4.9.2', dayjs: '1.11.23' })).toEqual([]);
  });
});
