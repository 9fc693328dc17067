import type { Plugin } from 'vite';

/** A React component module a library imports statically that a screen renders rarely or never. */
export interface DeferredComponent {
  /** The import specifier as the library writes it (the last part is enough), matched before resolving. */
  source: RegExp;
  /** Only imports from these modules are deferred (the library's own, never ours). */
  importer: RegExp;
}

const PREFIX = '\0deferred-component:';

/**
 * Loads a library's component when it is first rendered instead of with the library: an import of it (default
 * export, a component) is answered by a stand-in that renders the real component through React.lazy, in a
 * Suspense of its own (nothing is shown for the moment it loads). The screens' first load then carries none of
 * it; a person who meets the component still gets it, whole, a moment later. The real module is imported by the
 * stand-in only, so the bundler puts it (and whatever only it needs) in a chunk of its own.
 */
export function deferredComponentsPlugin(deferred: readonly DeferredComponent[]): Plugin {
  return {
    name: 'deferred-components',
    enforce: 'pre',
    resolveId: {
      // Only imports naming a deferred module reach this hook (the bundler matches, no call per import).
      filter: { id: deferred.map((entry) => entry.source) },
      async handler(source, importer, options) {
        if (!importer || importer.startsWith(PREFIX)) return null;
        if (!deferred.some((entry) => entry.source.test(source) && entry.importer.test(importer))) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external) return resolved;
        return `${PREFIX}${resolved.id}`;
      },
    },
    load: {
      filter: { id: /^\0deferred-component:/ },
      handler(id) {
        const real = JSON.stringify(id.slice(PREFIX.length));
        return [
          "import { Suspense, createElement, lazy } from 'react';",
          `const Real = lazy(() => import(${real}));`,
          // React 19 passes `ref` as a prop: the real component (forwardRef or not) receives it as before.
          'export default function Deferred(props) {',
          '  return createElement(Suspense, { fallback: null }, createElement(Real, props));',
          '}',
        ].join('\n');
      },
    },
  };
}
