import type { SecondaryStorage } from 'better-auth';

/** better-auth secondary storage in a Map: what Redis holds, for tests that look at or time its reads. */
export function memorySecondaryStorage(memory = new Map<string, string>()): SecondaryStorage {
  return {
    get: (key) => memory.get(key) ?? null,
    set: (key, value) => void memory.set(key, value),
    getAndDelete: (key) => {
      const value = memory.get(key) ?? null;
      memory.delete(key);
      return value;
    },
    delete: (key) => void memory.delete(key),
    increment: (key) => {
      const count = Number(memory.get(key) ?? 0) + 1;
      memory.set(key, String(count));
      return count;
    },
  };
}
