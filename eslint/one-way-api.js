// One way to do each thing in the API (docs/decisions/184-one-way-api.md): routes and services never query,
// a feature reaches another feature through its service, and every route factory has the same signature.
import { dirname, resolve, sep } from 'node:path';

const posix = (file) => file.split(sep).join('/');
const apiFile = (context, pattern) => pattern.test(posix(context.filename));

/** `api/src/features/<feature>/…` → the feature's name. */
const featureOf = (file) => /\/api\/src\/features\/([^/]+)\//.exec(posix(file))?.[1];

const LAYER_FILE = /\/api\/src\/.*\.(service|routes)\.ts$/;
/** Every other file of a feature queries through its repository too (docs/decisions/188-kysely-and-pg-public-apis.md)… */
const OTHER_FEATURE_FILE = /\/api\/src\/features\/.*\.ts$/;
/** …but repositories, the demo seeds (like migrations, they fill tables) and tests. */
const NOT_QUERY_CHECKED = /(\.repository|\.seed|\.test)\.ts$/;
const QUERY_METHODS = new Set(['selectFrom', 'selectNoFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto', 'executeQuery']);
const DATABASE_MODULES = [/^kysely(\/|$)/, /(^|\/)db\/database$/, /(^|\/)shared\/reusable-query$/];

const noQueriesOutsideRepositories = {
  meta: {
    type: 'problem',
    messages: {
      import: "'{{source}}' is the database: a {{layer}} file calls its feature's repository, which is the only place that queries.",
      query: "'{{method}}' queries the database: move the query into the feature's repository (a {{layer}} file never queries).",
    },
    schema: [],
  },
  create(context) {
    const file = posix(context.filename);
    const layerFile = LAYER_FILE.test(file);
    if (!layerFile && !OTHER_FEATURE_FILE.test(file)) return {};
    if (!layerFile && NOT_QUERY_CHECKED.test(file)) return {};
    const layer = file.endsWith('.routes.ts') ? 'routes' : file.endsWith('.service.ts') ? 'service' : 'feature';
    return {
      // A feature file that is neither a service nor routes may name Kysely's types (`Kysely<Database>` it passes on).
      ...(layerFile
        ? {
            ImportDeclaration(node) {
              const source = node.source.value;
              if (DATABASE_MODULES.some((pattern) => pattern.test(source))) context.report({ node, messageId: 'import', data: { source, layer } });
            },
          }
        : {}),
      MemberExpression(node) {
        const method = node.property.type === 'Identifier' ? node.property.name : undefined;
        if (method && QUERY_METHODS.has(method) && node.parent.type === 'CallExpression' && node.parent.callee === node) {
          context.report({ node: node.property, messageId: 'query', data: { method, layer } });
        }
      },
    };
  },
};

const isRepositoryPath = (file) => /\.repository(\.ts)?$/.test(file) || /\/repositor(y|ies)\//.test(file);

const noForeignRepository = {
  meta: {
    type: 'problem',
    messages: {
      foreign: "'{{source}}' is the {{owner}} feature's repository: call a function of its service instead (a feature never reads another's tables directly).",
    },
    schema: [],
  },
  create(context) {
    const feature = featureOf(context.filename);
    if (!feature) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = posix(resolve(dirname(context.filename), source));
      const owner = featureOf(`${target}/`);
      if (owner && owner !== feature && isRepositoryPath(target)) context.report({ node, messageId: 'foreign', data: { source, owner } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** Names of a flat service context: destructured at the top of a factory, the context was passed instead of `{ ctx }`. */
const CONTEXT_KEYS = new Set(['db', 'dialect', 'now']);
const typeName = (param) => {
  const annotation = param.typeAnnotation?.typeAnnotation;
  return annotation?.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier' ? annotation.typeName.name : undefined;
};

/** Why a factory's parameters are not the one signature `xRoutes({ ctx, …named dependencies })`, or undefined. */
function signatureProblem(params) {
  if (params.length !== 1) return `it takes ${params.length} parameters`;
  const [param] = params;
  if (param.type === 'ObjectPattern') {
    const flat = param.properties.find((property) => property.type === 'Property' && property.key.type === 'Identifier' && CONTEXT_KEYS.has(property.key.name));
    return flat ? `it destructures the service context itself ('${flat.key.name}')` : undefined;
  }
  if (param.type !== 'Identifier' || param.name !== 'deps') return `its parameter is '${param.name ?? param.type}'`;
  return typeName(param)?.endsWith('Context') ? `'deps' is typed as the context '${typeName(param)}'` : undefined;
}

const routeFactorySignature = {
  meta: {
    type: 'problem',
    messages: {
      signature: "Route factory '{{name}}' must take one object of named dependencies, `{ ctx, … }` (destructured, or named `deps`): {{problem}}.",
    },
    schema: [],
  },
  create(context) {
    if (!apiFile(context, /\/api\/src\/features\/.*\.routes\.ts$/)) return {};
    const check = (name, fn, node) => {
      if (!name?.endsWith('Routes') || !fn) return;
      const problem = signatureProblem(fn.params);
      if (problem) context.report({ node, messageId: 'signature', data: { name, problem } });
    };
    return {
      ExportNamedDeclaration(node) {
        const declaration = node.declaration;
        if (declaration?.type === 'FunctionDeclaration') check(declaration.id?.name, declaration, declaration);
        if (declaration?.type === 'VariableDeclaration') {
          for (const variable of declaration.declarations) {
            const init = variable.init;
            const fn = init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression' ? init : undefined;
            check(variable.id.type === 'Identifier' ? variable.id.name : undefined, fn, variable);
          }
        }
      },
    };
  },
};

const plugin = {
  meta: { name: 'one-way-api' },
  rules: {
    'no-queries-outside-repositories': noQueriesOutsideRepositories,
    'no-foreign-repository': noForeignRepository,
    'route-factory-signature': routeFactorySignature,
  },
};

export const oneWayApi = {
  files: ['api/src/**/*.ts'],
  plugins: { 'one-way-api': plugin },
  rules: {
    'one-way-api/no-queries-outside-repositories': 'error',
    'one-way-api/no-foreign-repository': 'error',
    'one-way-api/route-factory-signature': 'error',
  },
};
