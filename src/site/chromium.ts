/** Debian's Chromium: tests, benchmarks and the diagram renderer never download a browser of their own. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
