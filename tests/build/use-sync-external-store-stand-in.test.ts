// @vitest-environment node
import { createRequire } from 'node:module';
import * as React from 'react';
import { describe, expect, it } from 'vitest';
import * as standIn from '../../build/stand-ins/use-sync-external-store-shim';

const require = createRequire(import.meta.url);

describe('the use-sync-external-store shim stand-in of the app bundle', () => {
  it('hands out the hook the shim itself hands out with this React: React’s own', () => {
    const shim = require('use-sync-external-store/shim') as {
      useSyncExternalStore: unknown;
    };
    expect(shim.useSyncExternalStore).toBe(React.useSyncExternalStore);
    expect(standIn.useSyncExternalStore).toBe(shim.useSyncExternalStore);
    expect(Object.keys(standIn)).toEqual(['useSyncExternalStore']);
  });
});
