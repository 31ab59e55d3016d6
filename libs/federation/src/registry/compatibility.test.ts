import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBuildDir } from './build-files';
import { checkRemoteBuild, prefixClashes } from './compatibility';
import { DEMO_AREAS, temporaryDir, writeRemoteBuild, type RemoteBuildFixture } from './fixture/remote-build';
import { LIBRARY_MARKERS } from './singleton-markers';

const FOLDER = 'mf-demo';
const SHELL_SHARED = { react: '19.3.0', 'react-dom': '19.3.0', '@club/stack': '0.1.0' };

let dir: string;
let remove: () => Promise<void>;
beforeEach(async () => {
  ({ dir, remove } = await temporaryDir('compat'));
});
afterEach(() => remove());

let builds = 0;
async function problemsOf(fixture: RemoteBuildFixture = {}, shellShared: Record<string, string> = SHELL_SHARED) {
  builds += 1;
  const files = await readBuildDir(await writeRemoteBuild(join(dir, `build-${builds}`), FOLDER, fixture));
  return checkRemoteBuild({ files, folder: FOLDER, shellShared });
}

describe('checkRemoteBuild', () => {
  it('finds nothing wrong with a build that follows the contract and relies on the shell for its singletons', async () => {
    await expect(
      problemsOf({
        shared: [
          { name: 'react', requiredVersion: '^19.0.0' },
          { name: '@club/stack', requiredVersion: '*' },
        ],
      }),
    ).resolves.toEqual([]);
    const widgets = [{ slot: 'admin-home', id: 'prochaines', title: 'Prochaines', module: './widget-prochaines' }];
    await expect(problemsOf({ widgets, exposes: ['./routes', './widget-prochaines'] })).resolves.toEqual([]);
  });

  it('refuses a build without the ./routes module', async () => {
    expect(await problemsOf({ exposes: ['./pages'] })).toEqual(["mf-demo n'expose pas le module « ./routes » (contrat RemoteRoutesModule de @club/federation)."]);
  });

  it('refuses a build that ships its own fallback copy of a shared singleton', async () => {
    expect(await problemsOf({ shared: [{ name: 'react', requiredVersion: '^19.0.0', fallback: ['assets/react-x1.js'] }] })).toEqual([
      'mf-demo embarque sa propre copie de « react » (import: false attendu : le shell la fournit).',
    ]);
  });

  it("refuses a build that asks for a singleton version outside the shell's", async () => {
    expect(await problemsOf({ shared: [{ name: 'react', requiredVersion: '^18.2.0' }] })).toEqual([
      'mf-demo demande « react » en version ^18.2.0, le shell fournit la version 19.3.0.',
    ]);
  });

  it('refuses a build that shares a package the shell does not provide', async () => {
    expect(await problemsOf({ shared: [{ name: 'lodash' }] })).toEqual(['« lodash » est partagé mais le shell ne le fournit pas.']);
  });

  it("refuses a build whose chunks contain a singleton's own code", async () => {
    const files = { 'assets/page-b2.js': `throw new Error(${JSON.stringify(LIBRARY_MARKERS['react-router'])});` };
    expect(await problemsOf({ files })).toEqual(['mf-demo contient une copie de « react-router » : importez-le par @club/stack (singleton du shell).']);
    const nested = { 'assets/deep/inline-c3.js': `var x = "${LIBRARY_MARKERS['@tanstack/react-query']}";` };
    expect(await problemsOf({ files: nested })).toEqual([
      'mf-demo contient une copie de « @tanstack/react-query » : importez-le par @club/stack (singleton du shell).',
    ]);
  });

  it('scans .mjs scripts too, and checks a build held in memory as the server holds an upload', async () => {
    const files = { 'assets/vendor-d4.mjs': `var hook = "${LIBRARY_MARKERS['react-dom']}";` };
    expect(await problemsOf({ files })).toEqual(['mf-demo contient une copie de « react-dom » : importez-le par @club/stack (singleton du shell).']);
    const inMemory = new Map([...(await readBuildDir(await writeRemoteBuild(join(dir, 'memory'), FOLDER))).entries()].filter(([path]) => path !== 'remoteEntry.js'));
    expect(checkRemoteBuild({ files: inMemory, folder: FOLDER, shellShared: SHELL_SHARED })).toEqual(['remoteEntry.js est absent de la construction de mf-demo.']);
  });

  it('refuses a container not named after the folder, and a widget whose module the build does not expose', async () => {
    expect(await problemsOf({ name: 'mf_autre' })).toEqual(["le conteneur s'appelle « mf_autre » : pour le dossier mf-demo, il doit s'appeler « mf_demo »."]);
    const widgets = [{ slot: 'admin-home', id: 'prochaines', title: 'Prochaines', module: './widget-prochaines' }];
    expect(await problemsOf({ widgets })).toEqual(["le widget « prochaines » annonce le module ./widget-prochaines, que mf-demo n'expose pas."]);
  });

  it('refuses a build without remote.json, mf-manifest.json or remoteEntry.js', async () => {
    expect(await problemsOf({ remoteJson: null })).toEqual([
      'remote.json est absent ou illisible : la construction ne vient pas de remoteAppConfig (@club/federation/vite).',
    ]);
    expect(await problemsOf({ withoutFederationManifest: true })).toEqual([
      "mf-manifest.json est absent ou illisible : mf-demo n'a pas été construit avec @club/federation/vite.",
    ]);
    expect(await problemsOf({ withoutEntry: true })).toEqual(['remoteEntry.js est absent de la construction de mf-demo.']);
    expect(await problemsOf({ areas: [{ basePath: '/demo', prefixes: ['/demo'], layout: 'sidebar', label: 'x' }] })).toEqual([
      expect.stringMatching(/^remote\.json ne respecte pas le contrat \(areas\.0\.layout : /),
    ]);
  });

  it("refuses a first-visit page whose files leave the version or whose data is not a GET of the site's API", async () => {
    const remoteJson = (page: object) => ({ name: 'mf_demo', version: '0.1.0+aaaaaaaaaa', preload: ['remoteEntry.js'], areas: DEMO_AREAS, pages: [page] });
    expect(await problemsOf({ remoteJson: remoteJson({ path: '/demo', preload: ['assets/page-b2.js'], fetch: ['/api/demo?page=1&limit=50'] }) })).toEqual([]);
    expect(await problemsOf({ remoteJson: remoteJson({ path: '/demo', preload: ['../../shell/dist/index.js'] }) })).toEqual([
      expect.stringMatching(/^remote\.json ne respecte pas le contrat \(pages\.0\.preload\.0 : /),
    ]);
    expect(await problemsOf({ remoteJson: remoteJson({ path: '/demo', fetch: ['https://ailleurs.example.org/api/demo'] }) })).toEqual([
      expect.stringMatching(/^remote\.json ne respecte pas le contrat \(pages\.0\.fetch\.0 : /),
    ]);
    expect(await problemsOf({ remoteJson: remoteJson({ path: '/demo', fetch: ['/api/demo"><script>'] }) })).toHaveLength(1);
  });

  it('lists every problem of a build at once', async () => {
    const problems = await problemsOf({ exposes: ['./pages'], shared: [{ name: 'react', requiredVersion: '^18.0.0', fallback: ['assets/react.js'] }] });
    expect(problems).toHaveLength(3);
  });
});

describe('prefixClashes', () => {
  const remote = (prefixes: string[]) => ({
    name: 'x',
    entry: '/x.js',
    version: '1',
    areas: [{ basePath: '/', prefixes, layout: 'public' as const, label: 'x' }],
    navigation: [],
    widgets: [],
  });

  it("names the prefixes another published remote already answers for, not the remote's own", () => {
    const manifest = { remotes: { 'mf-public': remote(['/']), 'mf-blog': remote(['/blog', '/actualites']) } };
    expect(prefixClashes('mf-demo', [{ prefixes: ['/blog', '/demo'] }], manifest)).toEqual(['le préfixe /blog appartient déjà à mf-blog.']);
    expect(prefixClashes('mf-blog', [{ prefixes: ['/blog'] }], manifest)).toEqual([]);
    expect(prefixClashes('mf-demo', [{ prefixes: ['/demo'] }], manifest)).toEqual([]);
  });
});
