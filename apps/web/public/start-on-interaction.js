/* global window, document */
// The landing page is rendered ahead for visitors (scripts/prerender.mjs) and is made of text and
// links that work without scripts: its app code starts only once the visitor interacts, so that
// reading it costs a phone no download and no processing. The entry and its chunks come from data
// attributes the build writes on this script's tag; a separate file because the
// Content-Security-Policy forbids inline scripts. With data-start="after-paint" (the login, whose form
// needs its code at once) the code starts right after the page's first paint instead, or at a first
// interaction if that comes sooner.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var chunks = (tag.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var events = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];
  var started = false;

  function start() {
    if (started) return;
    started = true;
    events.forEach(function (name) {
      window.removeEventListener(name, start, true);
    });
    chunks.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  // The browser offers the install prompt once, maybe before the app's code runs: kept for the app
  // (features/pwa/install-prompt.ts), which shows its banner when it starts.
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.__saudeInstallPrompt = event;
  });
  events.forEach(function (name) {
    window.addEventListener(name, start, { capture: true, passive: true });
  });
  if (tag.getAttribute('data-start') === 'after-paint') {
    // The frame's callbacks run before it is painted; the task queued from them runs after.
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
  }
})();
