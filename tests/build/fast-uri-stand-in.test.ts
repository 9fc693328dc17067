// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import standIn from '../../build/stand-ins/fast-uri';
import { DEFINITION_FOLDERS } from '../../src/definition/folders';

const CASES: [string, string][] = [
  ['#', '#/definitions/x'],
  ['#', '#/properties/a~1b'],
  ['#', '#'],
  ['#', '#/a%20b'],
  ['https://a.b/s.json', '#/x'],
  ['https://a.b/s.json#', '#/x'],
  ['urn:x', '#/a'],
  ['https://a.b/dir/s.json', 'other.json#/y'],
  ['https://a.b/dir/s.json', '../up.json'],
  ['https://a.b/dir/s.json', 'https://c.d/e.json#/f'],
];

describe('the fast-uri stand-in of the app bundle', () => {
  it.each(CASES)('resolves %s + %s as fast-uri does', (base, reference) => {
    expect(standIn.resolve(base, reference)).toBe(fastUri.resolve(base, reference));
  });

  it('refuses what it cannot resolve rather than guessing', () => {
    expect(() => standIn.resolve('#', 'other.json#/x')).toThrow(/Cannot resolve/);
    expect(() => standIn.resolve('urn:x', 'y')).toThrow(/Cannot resolve/);
  });

  it('compares as fast-uri does for the ids RJSF compares', () => {
    for (const [a, b] of [
      ['https://a.b/s.json', 'https://a.b/s.json'],
      ['https://a.b/s.json#', 'https://a.b/s.json'],
      ['https://a.b/s.json', 'https://a.b/t.json'],
      ['https://A.b/s.json', 'https://a.b/s.json'],
      ['#', '#'],
      ['a.json', 'b.json'],
    ] as const)
      expect(standIn.equal(a, b)).toBe(fastUri.equal(a, b));
  });

  // RJSF calls it only for a `$ref`, or an `$id` in a 2020-12 schema: the app's definitions have neither.
  it("is not reached by the app's definitions", () => {
    for (const folder of DEFINITION_FOLDERS) {
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        const text = readFileSync(join(folder, file), 'utf8');
        expect(text, `${folder}/${file}`).not.toMatch(/"\$(ref|id)"\s*:/);
      }
    }
  });
});
