/** The server's configuration, read from the environment and checked once at start. */
export interface ServerConfig {
  host: string;
  port: number;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST?.trim() || '127.0.0.1';
  const portText = env.PORT?.trim() || '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535, not "${env.PORT}".`);
  }
  return { host, port };
}
