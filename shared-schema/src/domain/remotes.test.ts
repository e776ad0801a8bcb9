import { mountedModuleFor, rolloutBucket } from './remotes';

describe('the remote mounted at a path', () => {
  it('picks the mount of the path as the router does, remote_public for everything else', () => {
    expect(mountedModuleFor('/staff')).toBe('remote_staff/Routes');
    expect(mountedModuleFor('/staff/tasks')).toBe('remote_staff/Routes');
    expect(mountedModuleFor('/mgmt/users')).toBe('remote_mgmt/Routes');
    expect(mountedModuleFor('/battles/tasks/42')).toBe('remote_tasks/Routes');
    expect(mountedModuleFor('/battles/42')).toBe('remote_public/Routes');
    expect(mountedModuleFor('/staffing')).toBe('remote_public/Routes');
    expect(mountedModuleFor('/')).toBe('remote_public/Routes');
  });
});

describe('rolloutBucket', () => {
  it('gives a browser the same bucket for a remote every time, 0-99', () => {
    expect(rolloutBucket('3f1c2b7e-0d4a-4c55-9a51-6a0e2f0b9c11', 'remote-staff')).toBe(rolloutBucket('3f1c2b7e-0d4a-4c55-9a51-6a0e2f0b9c11', 'remote-staff'));
    for (let index = 0; index < 200; index += 1) {
      const bucket = rolloutBucket(`browser-${index}`, 'remote-tasks');
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket < 100).toBe(true);
    }
  });

  it('spreads browsers over the buckets, so a 10 % canary reaches about a tenth of them', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `browser-${index}`);
    const reached = ids.filter((id) => rolloutBucket(id, 'remote-staff') < 10).length;
    expect(reached).toBeGreaterThan(140);
    expect(reached).toBeLessThan(260);
  });

  it('puts one browser in different buckets for different remotes', () => {
    const ids = Array.from({ length: 100 }, (_, index) => `browser-${index}`);
    const same = ids.filter((id) => rolloutBucket(id, 'remote-staff') === rolloutBucket(id, 'remote-tasks')).length;
    expect(same).toBeLessThan(10);
  });
});
