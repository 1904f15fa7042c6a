import { serve } from "@hono/node-server";
import { createApp, serverFor } from "./app.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import { type EmbeddedServer, leaveSignalsToCaller, startEmbeddedPostgres } from "./db/embedded.js";
import { superviseEmbedded } from "./db/embedded-supervisor.js";
import { type SeedResult, SUPERADMIN_USERNAME } from "./db/seed.js";
import { createDeps } from "./deps.js";
import { reportFigures } from "./features/report-schedule/figures.js";
import { ReportScheduler } from "./features/report-schedule/scheduler.js";
import { createLogger } from "./logger.js";
import { seedDemoAds } from "./seed/demo-ads.js";
import { seedDemoTemplate } from "./seed/demo-templates.js";
import { createShutdown } from "./shutdown.js";

/** Starts the whole product: database (embedded unless DATABASE_URL), migrations, seed, HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);

  const embedded: EmbeddedServer | undefined = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, logger);
  const databaseUrl = config.databaseUrl ?? embedded?.url ?? "";
  const { deps, seedResult } = await createDeps(config, logger, databaseUrl).catch(async (error) => {
    await embedded?.stop();
    throw error;
  });

  if (config.demoAds) {
    // Before listening, so the first page already shows them; a failure only costs the demo. Their tags
    // name no host: each is served absolute on ADSTUDIO_PUBLIC_URL, else on the host that reads it.
    await seedDemoAds(deps)
      .then(async (count) => {
        if (count === 0) return;
        logger.info({ ads: count }, "demo company seeded with sample ads");
        // Only with a new demo company: a template the user deleted later does not come back.
        const templates = await seedDemoTemplate(deps);
        if (templates > 0) logger.info({ templates }, "demo company seeded with HTML5 templates");
      })
      .catch((error) => logger.error({ err: error }, "seeding the demo ads failed"));
  }

  const app = createApp(deps);
  // Scheduled reports go out by mail: without SMTP_URL they are kept but not sent. Every replica runs
  // one; a due report is claimed by exactly one of them.
  const reports = deps.mailer
    ? new ReportScheduler({
        database: deps.database,
        mailer: deps.mailer,
        mailFrom: config.mailFrom,
        logger,
        figures: reportFigures(deps.database),
        intervalMs: config.reportCheckSeconds * 1000,
      })
    : undefined;
  reports?.start();
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, createServer: serverFor(deps) },
    () => {
      printBanner(config, seedResult);
    },
  );
  // Idle keep-alive sockets outlive a client's or proxy's own idle limit (60 s is common), so nobody sends
  // a request down a socket the server is closing that very moment (an e2e POST met ECONNRESET after
  // 5 s idle, Node's default). SIGTERM still cuts idle sockets at once (shutdown.ts).
  const http = server as import("node:http").Server;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;

  const shutdown = createShutdown({ server, deps, reports, embedded, logger });
  // Without a listener an error would end the process at once, with a stack trace and the embedded
  // PostgreSQL left running. A port already taken is an operator's everyday mistake: say which, and stop
  // cleanly. Once listening, an error (a refused connection when out of file descriptors) is logged and
  // the server goes on.
  http.on("error", (error: NodeJS.ErrnoException) => {
    if (http.listening) {
      logger.error({ err: error }, "the HTTP server reported an error");
      return;
    }
    process.stderr.write(`${listenFailure(error, config)}\n`);
    void shutdown("cannot listen", 1);
  });
  leaveSignalsToCaller();
  process.on("SIGTERM", () => void shutdown("SIGTERM", 0));
  process.on("SIGINT", () => void shutdown("SIGINT", 0));
  if (embedded) {
    // A dead postmaster is restarted (a few times); past that the process exits non-zero, so the
    // supervisor that runs it (systemd, Kubernetes, docker --restart) acts instead of a server that
    // answers 503 for ever.
    superviseEmbedded(embedded, {
      logger,
      onGiveUp: (reason) => {
        logger.fatal({ reason }, "embedded PostgreSQL cannot be kept running; exiting");
        void shutdown("database lost", 1);
      },
    });
  }
}

/** One line for an operator: what could not be listened on and what to change. */
function listenFailure(error: NodeJS.ErrnoException, config: Pick<Config, "host" | "port">): string {
  const address = `${config.host}:${config.port}`;
  if (error.code === "EADDRINUSE") {
    return `Adstudio cannot listen on ${address}: the port is in use by another program (set PORT to a free one).`;
  }
  if (error.code === "EACCES") {
    return `Adstudio cannot listen on ${address}: permission denied (ports below 1024 need privileges; set PORT to 1024 or above).`;
  }
  if (error.code === "EADDRNOTAVAIL") {
    return `Adstudio cannot listen on ${address}: this machine has no such address (set HOST to one of its addresses).`;
  }
  return `Adstudio cannot listen on ${address}: ${error.message}`;
}

function printBanner(config: Config, seedResult: SeedResult): void {
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const password = seedResult.generatedPassword
    ? `password: ${seedResult.generatedPassword}   (generated now and shown only once: note it)`
    : config.adminPassword
      ? "password: the value of ADSTUDIO_ADMIN_PASSWORD"
      : "password: the one printed at first start (set ADSTUDIO_ADMIN_PASSWORD to reset it)";
  const lines = [
    "",
    `  Adstudio is running at ${url}`,
    `  Sign in at ${url}/login as ${SUPERADMIN_USERNAME} (${config.adminEmail})`,
    `  ${password}`,
    "",
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  process.stderr.write(
    `Adstudio failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
