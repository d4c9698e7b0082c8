// Launch options that make Chromium look like another machine's: its own user agent, language, time zone,
// screen scale and window size all differ from the pinned environment (harness/pinned-env.ts). The harness's
// tests record and replay under them to prove nothing of the machine reaches a recording or a golden.
import type { LaunchOptions } from 'playwright';

/** The time zone the foreign machine's processes run in (+12:45, no daylight saving in the probe's dates). */
export const FOREIGN_TZ = 'Pacific/Chatham';

export const FOREIGN_MACHINE: LaunchOptions = {
  args: ['--user-agent=ForeignMachine/1.0 (not the pinned agent)', '--lang=fr-FR', '--accept-lang=fr-FR,fr', '--force-device-scale-factor=2', '--window-size=700,500', '--force-dark-mode'],
  env: { ...process.env, TZ: FOREIGN_TZ, LANG: 'fr_FR.UTF-8', LANGUAGE: 'fr', LC_ALL: 'fr_FR.UTF-8' },
};
