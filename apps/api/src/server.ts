import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

const main = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee the configuration table in README.md.\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Flarescope is serving on ${config.publicUrl}`);
};

main().catch((error: unknown) => {
  process.stderr.write(
    `Flarescope failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
