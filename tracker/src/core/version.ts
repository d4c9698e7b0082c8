/** the client version: batches' `version`, error reports' release and commit */
export const VERSION = typeof __BEACON_VERSION__ === 'string' ? __BEACON_VERSION__ : 'dev';
