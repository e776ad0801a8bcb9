import { modulesForFirstLoad } from './route-remotes';

describe('the remote modules of a first load', () => {
  it('adds the open-task strip only when the page starts with a stored login', () => {
    expect(modulesForFirstLoad('/events', false)).toEqual(['remote_public/Routes']);
    expect(modulesForFirstLoad('/events', true)).toEqual(['remote_public/Routes', 'remote_tasks/OpenTaskStrip']);
  });
});
