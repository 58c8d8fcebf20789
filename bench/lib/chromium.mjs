// The flags every benchmark starts Debian's Chromium with: headless, and none of its own background
// traffic (updates, first-run pages) in the measured network or CPU time; and how a signed-in session
// is handed to a browser context.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * A signed-in session for a browser context (`context.addCookies`), from the `name=value` cookie the
 * benches' sign-in returns.
 * @param {string} header
 * @param {string} url the origin the cookie belongs to
 */
export const browserCookie = (header, url) => {
  const [name = '', ...rest] = header.split('=');
  return { name, value: rest.join('='), url };
};
