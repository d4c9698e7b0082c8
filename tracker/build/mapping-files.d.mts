import type { InstallRecord } from './install-records.mjs';
export function groupByKey(records: { sites: InstallRecord[]; where?: string[] }): Map<string, InstallRecord[]>;
export function mappingFileText(key: string, sites: InstallRecord[]): string;
export function mappingFiles(records: unknown, mainOutput: string): unknown;
