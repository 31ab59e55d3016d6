// @vitest-environment jsdom
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { namespaceOf, styledComponentIds } from './styled-component-ids';
import { buildFixture, filesOf, removeFixtureBuilds } from './testing/build-fixture';

afterAll(removeFixtureBuilds);

type Handler = (code: string, id: string) => Promise<{ code: string } | null>;

const transform = (code: string, id: string) => {
  const hook = styledComponentIds().transform as { handler: Handler };
  return hook.handler(code, id);
};

const SOURCE = "import { styled } from '@club/stack';\nexport const Title = styled.h1<{ $big: boolean }>`\n  color:   red;\n`;\n";

/** Every CSS rule the browser's styled-components inserted (production mode: through the CSSOM). */
const insertedRules = () => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

describe('styledComponentIds', () => {
  it('names a component after its package, file and position, the same in every build, and minifies its CSS', async () => {
    const file = join(import.meta.dirname, 'fixture', 'title.tsx');
    const first = await transform(SOURCE, file);
    expect(first?.code).toMatch(/componentId: "ui__sc-[a-z0-9]+-0"/);
    expect(first?.code).toContain('color:red;');
    expect(first?.code).not.toContain('displayName');
    expect((await transform(SOURCE, `${file}?v=1`))?.code).toBe(first?.code);
    expect(namespaceOf('@club/ui-admin')).toBe('ui-admin');
    expect(namespaceOf('mf-public')).toBe('mf-public');
  });

  it("is in every app's build (the shell and each remote): a component of one would otherwise get a counter's id", () => {
    const workspace = join(import.meta.dirname, '..', '..', '..', '..');
    const apps = readdirSync(workspace).filter((dir) => (dir === 'shell' || dir.startsWith('mf-')) && existsSync(join(workspace, dir, 'vite.config.ts')));
    expect(apps.length).toBeGreaterThan(1);
    for (const app of [...apps, join('scripts', 'remote', 'template')]) {
      const config = join(workspace, app, app.startsWith('scripts') ? 'vite.config.ts.tpl' : 'vite.config.ts');
      expect(readFileSync(config, 'utf8'), app).toMatch(/plugins: \[react\(\), styledComponentIds\(\)/);
    }
  });

  it("the browser hydrates the prerendered page: same class names, same node, nothing to recover, the server's style sheet adopted", async () => {
    const dir = await buildFixture(true);
    const output = filesOf(dir);
    const prerender = JSON.parse(output['prerender/prerender.json'] ?? 'null') as { styledComponents: string; pages: Array<{ html: string; css: string }> };
    const [page] = prerender.pages;
    const entry = /<script type="module" crossorigin src="\/([^"]+)"/.exec(output['index.html'] ?? '')?.[1] ?? '';
    // As the API serves it (static-site/prerender.ts).
    document.head.innerHTML = `<style data-styled="true" data-styled-version="${prerender.styledComponents}">${page?.css ?? ''}</style>`;
    document.body.innerHTML = `<div id="root">${page?.html ?? ''}</div>`;
    const root = document.getElementById('root') as HTMLElement;
    const prerendered = root.querySelector('h1');
    const classes = prerendered?.className.split(' ') ?? [];
    expect(classes).toEqual([expect.stringMatching(/^ui__sc-[a-z0-9]+-0$/), expect.stringMatching(/^[a-zA-Z]+$/)]);
    const recoverable: unknown[] = [];
    root.addEventListener('recoverable-error', (event) => recoverable.push((event as CustomEvent).detail));

    // One chunk, no import or export: run as a script of this page (jsdom has no module scripts).
    const bundle = readFileSync(join(dir, entry), 'utf8');
    expect(bundle).not.toMatch(/^(import|export)\b/m);
    new Function(bundle)();
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(recoverable).toEqual([]);
    expect(root.querySelector('h1')).toBe(prerendered);
    // styled-components took the server's rules into its own sheet (the server's <style> is gone), and the
    // browser's render, computing the prerender's class name, found its rule there: it is not inserted twice.
    expect(document.querySelector('style[data-styled="true"]')).toBeNull();
    expect(document.querySelector('style[data-styled="active"]')).not.toBeNull();
    expect(insertedRules().filter((rule) => rule.startsWith(`.${classes[1]} {`) || rule.startsWith(`.${classes[1]}{`))).toHaveLength(1);
    expect(bundle).toContain(classes[0]);
  }, 120_000);
});
