/** Starts the site on PORT and shuts it down gracefully (in-flight requests finish, the database closes). */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { readEnv } from './env';

async function main(): Promise<void> {
  const config = readEnv();
  const app = await buildApp(config);
  closeWithGrace({ delay: 10000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: config.port, host: '0.0.0.0' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
