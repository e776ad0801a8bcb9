import { CONTRACTS_VERSION } from '@usb/contracts/version';
import { isCompatible, majorOf } from './contracts-compatibility';

describe('contracts compatibility', () => {
  it('reads the major of a version, with or without a pre-release', () => {
    expect(majorOf('1.4.2')).toBe(1);
    expect(majorOf('12.0.0-rc.1')).toBe(12);
    expect(majorOf('1.4')).toBeNull();
    expect(majorOf('v1.0.0')).toBeNull();
  });

  it('accepts a remote built against any version of the same major', () => {
    expect(isCompatible('1.0.0', '1.3.0')).toBe(true);
    expect(isCompatible('1.7.2', '1.3.0')).toBe(true);
    expect(isCompatible('1.0.0-0', '1.0.0')).toBe(true);
  });

  it('refuses another major, a version it cannot read, and a remote that does not state one', () => {
    expect(isCompatible('0.9.0', '1.0.0')).toBe(false);
    expect(isCompatible('2.0.0', '1.9.0')).toBe(false);
    expect(isCompatible('latest', '1.0.0')).toBe(false);
    expect(isCompatible(null, '1.0.0')).toBe(false);
  });

  it("compares with the shell's own contracts version, taken from the package it was built with", () => {
    expect(CONTRACTS_VERSION).toBe(jest.requireActual<{ version: string }>('@usb/contracts/package.json').version);
    expect(isCompatible(CONTRACTS_VERSION)).toBe(true);
    expect(isCompatible(`${(majorOf(CONTRACTS_VERSION) ?? 0) + 1}.0.0`)).toBe(false);
  });
});
