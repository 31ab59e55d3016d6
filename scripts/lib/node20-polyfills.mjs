// vitest 5 reports failures with Map.groupBy (Node ≥ 21): on Node 20 the report itself crashed with
// "Map.groupBy is not a function" and hid the real error. Loaded by the root vitest config.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy(items, keyOf) {
    const groups = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
    return groups;
  };
}
