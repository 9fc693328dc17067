/* global document, window, Element -- a classic script in the browser */
// Runs before the first paint of a page the build prerendered in Slovak (the landing page, the registration
// step: build/vite-plugin-prerender.ts), and works until the app takes the page over (src/app/start-app.tsx,
// src/app/screens/take-over-presses.ts); deferred on a link's page (src/prerender/prerendered-pages.ts):
// - a person who chose another language earlier sees the page only once the app has rendered it in that
//   language, never Slovak first;
// - a press on a button or a tick of a box on the prerendered page while the app is still loading (the language
//   switch, help, sending the e-mail code, a consent) is kept and replayed once the app has hydrated that part
//   of the page, instead of being lost or ticking a box the form would not know of. Links work without the app;
//   text typed into a field stays there and the form takes it over;
// - the app is loaded when the person first acts on the page (src/main.tsx); this notes an act made before the
//   page's module script has run.
// A classic script from the origin, as the Content-Security-Policy allows (no inline script). The whole hand-off:
// src/prerender/README.md.
(function () {
  try {
    // The address's language wins over the one chosen before (src/app/language-choice.ts).
    var chosen = (/^\/(sk|en|bg)(\/|$)/.exec(window.location.pathname) || [])[1] || localStorage.getItem('wem_locale');
    if (chosen && chosen !== document.documentElement.lang)
      document.documentElement.setAttribute('data-prerender-stale', '');
  } catch {
    // Storage blocked: the page is in the app's language anyway.
  }
  // An e-mailed link in hash form (/#/sk/...) is served the landing page, which src/main.tsx replaces by the
  // link's screen (src/app/routing/hash-link.ts): the landing page is not shown meanwhile.
  if (window.location.pathname === '/' && window.location.hash.indexOf('#/') === 0) {
    document.documentElement.setAttribute('data-prerender-stale', '');
  }
  function acted() {
    window.wemActed = true;
  }
  // The same acts as src/app/when-person-acts.ts.
  ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'].forEach(function (type) {
    document.addEventListener(type, acted, { capture: true, passive: true, once: true });
  });
  var pressed = [];
  function keep(event) {
    var target =
      event.target instanceof Element
        ? event.target.closest('#root button, #root input[type="checkbox"], #root input[type="radio"]')
        : null;
    if (!target) return;
    // For a box, this also undoes the tick; the replay ticks it with the app listening.
    event.preventDefault();
    event.stopPropagation();
    pressed.push(target);
  }
  document.addEventListener('click', keep, true);
  /** Shows the page: the app has rendered it in the person's language. */
  window.wemReveal = function () {
    document.documentElement.removeAttribute('data-prerender-stale');
  };
  /** Ends this script's work; returns the buttons and boxes pressed meanwhile, oldest first. */
  window.wemTakeOver = function () {
    document.removeEventListener('click', keep, true);
    window.wemTakeOver = undefined;
    return pressed;
  };
})();
