import type { LaunchOptions } from '@playwright/test';

/**
 * How every Playwright run here starts Chromium: Debian's package, never a downloaded browser (this machine
 * cannot download one; CI installs the package), without the sandbox (containers) or the GPU, and quiet: no
 * background networking, component updates or sync, so nothing but the test talks to the network.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
