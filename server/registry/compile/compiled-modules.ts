import { canonicalHash, sha256Hex } from '../../../src/definition/node/canonical-hash.ts';
import { CompileError, draftModuleSource } from './draft-module.ts';

/** A module's file name: the hex SHA-256 of its bytes. */
export const COMPILED_MODULE_NAME = /^[0-9a-f]{64}\.js$/;

export interface CompiledModuleStoreOptions {
  /** At most this many modules are kept (the least recently used go first). */
  maxModules?: number;
  /** At most this many bytes of module text are kept. */
  maxBytes?: number;
}

/**
 * The drafts' compiled modules, in memory: content-addressed (the name is the SHA-256 of the module's bytes, so the
 * same definition always has the same URL and a browser may cache it for good), bounded by count and size, least
 * recently used dropped first. A dropped module is compiled again when the page asks for it again (it asks by
 * definition, POST /api/compiled), so nothing is lost but time; a registry instance behind a load balancer compiles
 * what it is asked for, no state is shared.
 */
export class CompiledModuleStore {
  private readonly modules = new Map<string, string>();
  /** Canonical hash of a definition -> its module's name, so a definition is compiled once while kept. */
  private readonly byDefinition = new Map<string, string>();
  private bytes = 0;
  private readonly maxModules: number;
  private readonly maxBytes: number;

  constructor({ maxModules = 200, maxBytes = 32 * 1024 * 1024 }: CompiledModuleStoreOptions = {}) {
    this.maxModules = maxModules;
    this.maxBytes = maxBytes;
  }

  /** The module's name for this definition, compiling it when not kept. Throws CompileError when it cannot. */
  compile(definition: unknown): string {
    const key = canonicalHash(definition);
    const known = this.byDefinition.get(key);
    if (known && this.get(known) !== undefined) return known;
    const source = draftModuleSource(definition);
    const name = `${sha256Hex(source)}.js`;
    this.put(name, source);
    this.byDefinition.set(key, name);
    return name;
  }

  /** The module's text, if kept (and marks it recently used). */
  get(name: string): string | undefined {
    const source = this.modules.get(name);
    if (source === undefined) return undefined;
    this.modules.delete(name);
    this.modules.set(name, source);
    return source;
  }

  private put(name: string, source: string): void {
    if (this.modules.has(name)) return;
    this.modules.set(name, source);
    this.bytes += Buffer.byteLength(source);
    for (const [oldest, text] of this.modules) {
      if (this.modules.size <= this.maxModules && this.bytes <= this.maxBytes) break;
      if (oldest === name) break;
      this.modules.delete(oldest);
      this.bytes -= Buffer.byteLength(text);
    }
    if (this.byDefinition.size > this.maxModules * 4) this.byDefinition.clear();
  }
}

export { CompileError };
