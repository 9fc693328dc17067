import type { Plugin } from 'vite';

/** A module a library imports that the app's bundle answers with a smaller one of ours. */
export interface StandIn {
  /** The import specifier, as the library writes it. */
  source: string;
  /** Only imports from these modules are answered (others, the sandbox or the studio say, get the real one). */
  importer: RegExp;
  /** Absolute path of the stand-in. */
  replacement: string;
}

/**
 * Like `resolve.alias`, but only for the named importers: a library's heavy dependency replaced where we have shown
 * what the library asks of it (each stand-in says so, and a test compares it with the real module).
 */
export function standInsPlugin(standIns: readonly StandIn[]): Plugin {
  return {
    name: 'stand-ins',
    enforce: 'pre',
    resolveId: {
      // The bundler matches the specifier: no call per import.
      filter: { id: standIns.map((entry) => new RegExp(`^${entry.source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)) },
      handler(source, importer) {
        if (!importer) return null;
        const standIn = standIns.find((entry) => entry.source === source && entry.importer.test(importer));
        return standIn ? standIn.replacement : null;
      },
    },
  };
}
