// The flags every benchmark starts Debian's Chromium with: headless, and none of its own background
// traffic (updates, first-run pages) in the measured network or CPU time.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
