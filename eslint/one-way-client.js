// One way to do each thing on the client side (docs/decisions/183-one-way-client.md). Import cycles and
// the test helpers' folder name are checked by scripts/one-way/one-way.test.ts (they are about
// the file tree, not one file).

const ADMIN_PAGE = 'An admin page goes through adminPageRoute of @club/ui-admin (ADR 183): no `lazy` route of its own.';
const FETCH_STUB = 'Stub fetch with fakeServer (@club/ui/testing, or @club/http/testing below @club/ui): the one fetch stub (ADR 183).';

const GLOBALS = new Set(['globalThis', 'window', 'global', 'self']);

/** `name` or `'name'`: a property key as written. */
const keyName = (node) => {
  if (node?.type === 'Identifier') return node.name;
  if (node?.type === 'Literal') return node.value;
  return node?.type === 'TemplateLiteral' && node.expressions.length === 0 ? node.quasis[0].value.cooked : undefined;
};
const isFetchKey = (node) => node?.type !== 'Identifier' && keyName(node) === 'fetch';
const isGlobalFetch = (node) =>
  node.type === 'MemberExpression' && node.object.type === 'Identifier' && GLOBALS.has(node.object.name) && keyName(node.property) === 'fetch';

/** A route object's `lazy` in an admin remote: its page is declared by the kit's helper instead. */
const adminPagesThroughKit = {
  meta: { type: 'problem', schema: [], messages: { adminPage: ADMIN_PAGE } },
  create: (context) => ({
    Property(node) {
      if (!node.computed && keyName(node.key) === 'lazy') context.report({ node, messageId: 'adminPage' });
    },
  }),
};

/** `vi.stubGlobal('fetch', …)`, `vi.spyOn(globalThis, 'fetch')`, `globalThis.fetch = …`, `Object.defineProperty(window, 'fetch', …)`. */
const oneFetchStub = {
  meta: { type: 'problem', schema: [], messages: { fetchStub: FETCH_STUB } },
  create: (context) => ({
    CallExpression(node) {
      const callee = node.callee.type === 'MemberExpression' ? keyName(node.callee.property) : undefined;
      const [first, second] = node.arguments;
      const stubs = (callee === 'stubGlobal' && isFetchKey(first)) || ((callee === 'spyOn' || callee === 'defineProperty') && isFetchKey(second));
      if (stubs) context.report({ node, messageId: 'fetchStub' });
    },
    AssignmentExpression(node) {
      if (isGlobalFetch(node.left)) context.report({ node, messageId: 'fetchStub' });
    },
  }),
};

const plugin = { rules: { 'admin-pages-through-kit': adminPagesThroughKit, 'one-fetch-stub': oneFetchStub } };

export default [
  {
    files: ['mf-admin-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    plugins: { 'one-way': plugin },
    rules: { 'one-way/admin-pages-through-kit': 'error' },
  },
  {
    files: ['libs/**/*.{ts,tsx}', 'shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ignores: ['libs/http/src/testing/fake-server.ts'],
    plugins: { 'one-way': plugin },
    rules: { 'one-way/one-fetch-stub': 'error' },
  },
];
