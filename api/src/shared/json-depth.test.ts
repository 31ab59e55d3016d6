import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';
import { containsNul } from './nul-character';

const nested = (depth: number, inner = '0') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('accepts a body exactly at the limit and refuses one level more', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('counts objects and arrays alike', () => {
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 5)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{"c":[]}]}}', 4)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[{{{{', quote: 'a\\"[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['"', ['x']]), 1)).toBe(true);
  });

  it('reads a 15,000-deep array (the issue 27 body) in one loop, without overflowing the stack', () => {
    expect(nestsDeeperThan(nested(15_000), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(nested(1_000_000), 2_000_000)).toBe(false);
  });
});

describe('containsNul', () => {
  // It recursed: a deep value overflowed the stack and answered 500 (issue 27).
  it('walks a value 15,000 levels deep without recursion', () => {
    const deep = JSON.parse(nested(15_000, '"a\\u0000"')) as unknown;
    expect(containsNul(deep)).toBe(true);
    expect(containsNul(JSON.parse(nested(15_000)))).toBe(false);
  });

  it('finds U+0000 in keys and values, and nothing in clean values', () => {
    expect(containsNul({ a: [{ ['b\u0000']: 1 }] })).toBe(true);
    expect(containsNul({ a: [1, null, true, { b: 'ok' }] })).toBe(false);
  });
});
