import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { CliError, EXIT, usageError } from "./exit-codes.js";

/** What `adstudio login` saves: the studio's address and the user's secret key. */
export interface SavedConfig {
  url: string;
  key: string;
}

/** The credentials a command runs with, and where each part came from. */
export interface Credentials extends SavedConfig {
  source: { url: "env" | "config"; key: "env" | "config" };
  file: string;
}

type Env = Record<string, string | undefined>;

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/** `ADSTUDIO_CONFIG_DIR`, else `$XDG_CONFIG_HOME/adstudio`, else `~/.config/adstudio`. */
export function configDir(env: Env): string {
  if (set(env.ADSTUDIO_CONFIG_DIR)) return path.resolve(env.ADSTUDIO_CONFIG_DIR);
  const base = set(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : path.join(env.HOME || homedir(), ".config");
  return path.join(base, "adstudio");
}

export const configFile = (env: Env) => path.join(configDir(env), "config.json");

/**
 * The studio's origin from what a user typed: `https://studio.example.com`, with or without a trailing
 * `/` or `/api`. Anything but an http(s) address is a usage error.
 */
export function normalizeUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw usageError(`'${value}' is not an address such as https://studio.example.com`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw usageError(`'${value}' must start with http:// or https://`);
  }
  const pathname = url.pathname.replace(/\/+$/, "").replace(/\/api$/, "");
  return `${url.origin}${pathname}`;
}

export async function readSavedConfig(env: Env): Promise<SavedConfig | undefined> {
  const file = configFile(env);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const parsed = JSON.parse(text) as Partial<SavedConfig>;
    if (typeof parsed.url === "string" && typeof parsed.key === "string") {
      return { url: parsed.url, key: parsed.key };
    }
  } catch {
    // reported below
  }
  throw new CliError(`${file} is not a saved sign-in; run adstudio login again`);
}

/**
 * Writes the config readable by its owner only (0600, in a 0700 folder): it holds a secret key. The
 * file is written aside and renamed, so a crash never leaves half a file.
 */
export async function saveConfig(env: Env, config: SavedConfig): Promise<string> {
  const dir = configDir(env);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = configFile(env);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
  return file;
}

export async function removeConfig(env: Env): Promise<boolean> {
  const file = configFile(env);
  try {
    await rm(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

export const NOT_SIGNED_IN =
  "Not signed in: run `adstudio login --url <studio> --key <secret key>` or set ADSTUDIO_URL and ADSTUDIO_KEY.";

/** `ADSTUDIO_URL` / `ADSTUDIO_KEY` win over the saved config; without both the command exits 4. */
export async function resolveCredentials(env: Env): Promise<Credentials> {
  const saved = set(env.ADSTUDIO_URL) && set(env.ADSTUDIO_KEY) ? undefined : await readSavedConfig(env);
  const url = set(env.ADSTUDIO_URL) ? env.ADSTUDIO_URL : saved?.url;
  const key = set(env.ADSTUDIO_KEY) ? env.ADSTUDIO_KEY.trim() : saved?.key;
  if (!url || !key) throw new CliError(NOT_SIGNED_IN, EXIT.auth);
  return {
    url: normalizeUrl(url),
    key,
    source: { url: set(env.ADSTUDIO_URL) ? "env" : "config", key: set(env.ADSTUDIO_KEY) ? "env" : "config" },
    file: configFile(env),
  };
}
