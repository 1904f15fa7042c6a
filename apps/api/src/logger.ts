import pino from "pino";

export type Logger = pino.Logger;

/** JSON logs on stdout; every request logs through a child carrying its request id. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "adstudio-api" },
    redact: { paths: ["req.headers.authorization", "req.headers['x-secret-key']", "password"], remove: true },
  });
}
