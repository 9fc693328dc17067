/* global document, window, Element -- a classic script in the browser */
// Runs before the first paint of index.html, whose landing page the build prerendered in Slovak
// (build/vite-plugin-prerender.ts), and works until the app takes the page over (src/main.tsx):
// - a person who chose another language earlier sees the page only once the app has rendered it in that
//   language, never Slovak first;
// - a press on a button of the prerendered page while the app is still loading (the language switch, help) is
//   kept and replayed once the app has taken over, instead of being lost. Links work without the app;
// - the app is loaded when the person first acts on the landing page (src/main.tsx); this notes an act made
//   before the page's module script has run.
// A classic script from the origin, as the Content-Security-Policy allows (no inline script).
(function () {
  try {
    var chosen = localStorage.getItem('wem_locale');
    if (chosen && chosen !== 'sk') document.documentElement.setAttribute('data-prerender-stale', '');
  } catch {
    // Storage blocked: the page is in Slovak anyway.
  }
  function acted() {
    window.wemActed = true;
  }
  // The same acts as src/app/landing/when-person-acts.ts.
  ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'].forEach(function (type) {
    document.addEventListener(type, acted, { capture: true, passive: true, once: true });
  });
  var pressed = [];
  function keep(event) {
    var button = event.target instanceof Element ? event.target.closest('#root button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    pressed.push(button);
  }
  document.addEventListener('click', keep, true);
  /** Ends this script's work; returns the buttons pressed meanwhile, oldest first. */
  window.wemTakeOver = function () {
    document.removeEventListener('click', keep, true);
    document.documentElement.removeAttribute('data-prerender-stale');
    return pressed;
  };
})();
