/** Where Debian installs Chromium (`apt-get install chromium`). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser that tests, benchmarks and the diagram renderer drive: Debian's
 * Chromium, or the one `CHROMIUM_PATH` names. Nothing here downloads a browser.
 * scripts/ensure-chromium.sh reads the same variable.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;

/** Headless, with nothing that would reach the network or the GPU. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
