/**
 * One engine's run: fresh storage made the way the api tests make it (a temp DATA_DIR for
 * PGlite; a new database on the PostgreSQL at 127.0.0.1:5432, dropped afterwards), the api
 * forked and seeded over it, the load, and everything taken down again, also on failure.
 */
import { createStorage, type Engine } from '../test/support/storage';
import type { EventNightPace } from './event-night-pace';
import { launchApi } from './launch-api';
import { runLoad, type LoadResult } from './run-load';
import type { BenchSettings } from './settings';

export interface EngineResult extends LoadResult {
  engine: Engine;
  seedSeconds: number;
}

export async function benchEngine(engine: Engine, settings: BenchSettings, pace: EventNightPace): Promise<EngineResult> {
  const storage = await createStorage(engine);
  try {
    const api = await launchApi(storage, settings.patrols);
    try {
      const load = await runLoad(api.url, api.fixture, settings, pace);
      return { engine, seedSeconds: api.seedMs / 1000, ...load };
    } finally {
      await api.stop();
    }
  } finally {
    await storage.dispose();
  }
}
