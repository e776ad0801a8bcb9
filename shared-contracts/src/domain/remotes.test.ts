import { mountedModuleFor } from './remotes';

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
