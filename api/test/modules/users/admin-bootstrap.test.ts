import { startApp, testConfig, TestClock } from '../../support/site';
import { createStorage, engines } from '../../support/storage';

describe.each(engines)('admin bootstrap (%s)', (engine) => {
  it('creates the admin once and follows a changed ADMIN_PASSWORD; nothing without one', async () => {
    const storage = await createStorage(engine);
    const clock = new TestClock();
    try {
      const bare = await startApp(testConfig(storage, clock));
      expect((await bare.client.post('/api/auth', { identifier: 'admin', password: 'x' })).status).toBe(403);
      await bare.close();

      const first = await startApp(testConfig(storage, clock, { adminPassword: 'foerste-adgang' }));
      const login = await first.client.post<{ user: { activated: boolean; roles: { id: number }[] } }>('/api/auth', {
        identifier: 'admin',
        password: 'foerste-adgang',
      });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ activated: true, roles: [{ id: 1 }, { id: 2 }] });
      await first.close();

      const second = await startApp(testConfig(storage, clock, { adminPassword: 'anden-adgang' }));
      expect((await second.client.post('/api/auth', { identifier: 'admin', password: 'foerste-adgang' })).status).toBe(403);
      expect((await second.client.post('/api/auth', { identifier: 'admin', password: 'anden-adgang' })).status).toBe(200);
      await second.close();
    } finally {
      await storage.dispose();
    }
  });
});
