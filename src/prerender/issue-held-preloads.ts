/**
 * Puts the preloads a link's prerendered page holds back (`<template id="wem-preloads">`, build/route-preload.ts) into
 * the head, where the browser fetches them: called once the page has been painted, so that issuing them does not hold
 * the heading's first paint back. A page without any (every other one, or a second call) is left as it is.
 */
export function issueHeldPreloads(): void {
  const held = document.getElementById('wem-preloads');
  if (!(held instanceof HTMLTemplateElement)) return;
  held.remove();
  document.head.append(held.content);
}
