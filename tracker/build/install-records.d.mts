// Types of install-records.mjs (the harness reads recordings' mapping.json with it: one schema for the build and
// the harness).
export interface InstallRecord {
  host: string;
  provider: string;
  siteKey?: string | null;
  clientId?: string | number | null;
  installId?: string | number | null;
  slugMap?: Record<string, Record<string, unknown>> | null;
  options?: Record<string, unknown>;
}
export interface InstallRecords {
  endpoint: string | null;
  sessionPage: string | null;
  errorEndpoint: string | null;
  scriptHosts: string[];
  sites: InstallRecord[];
  /** each site's place (file:line, file [index i]) */
  where: string[];
  input: string | null;
}
export const SERVICE_FILE: string;
export class RecordError extends Error {}
export function knownProviders(): string[];
export function inputFiles(path: string): string[];
export function readInstallRecords(path: string | null, opts?: { providers?: string[]; serviceFile?: string }): InstallRecords;
export function mappingsInput(arg?: unknown): string | null;
export const RESOLVERS: string[];
export function mayShareHost(sites: { provider: string }[]): boolean;
