import { PRERENDER_FORMAT } from '@club/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { STYLED_COMPONENTS_VERSION } from '../prerender/render';
import { prerenderPages } from './prerender-plugin';
import { buildFixture, filesOf, removeFixtureBuilds } from './testing/build-fixture';

afterAll(removeFixtureBuilds);

describe('prerenderPages', () => {
  it('applies to client builds only', () => {
    const { apply } = prerenderPages({ entry: 'x.tsx' });
    if (typeof apply !== 'function') throw new Error('apply should be a function');
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: 'build', mode: 'production', isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: 'serve', mode: 'development' })).toBe(false);
  });

  it('writes prerender/prerender.json after the build, and leaves the client bundles byte for byte as without it', async () => {
    const [plain, prerendered] = [await buildFixture(false), await buildFixture(true)];
    const { 'prerender/prerender.json': output, ...bundles } = filesOf(prerendered);
    expect(bundles).toEqual(filesOf(plain));

    const json = JSON.parse(output ?? 'null') as {
      format: number;
      styledComponents: string;
      pages: Array<{ path: string; title: string; html: string; css: string }>;
    };
    expect(json.format).toBe(PRERENDER_FORMAT);
    expect(json.styledComponents).toBe(STYLED_COMPONENTS_VERSION);
    const [page] = json.pages;
    expect(page?.html).toMatch(/^<h1 class="[^"]+">Bonjour<\/h1>$/);
    // Colours are theme variables; media queries keep literal breakpoints; the rules' group markers, for the
    // browser's styled-components to adopt them.
    expect(page?.css).toContain('color:var(--color-primary);');
    expect(page?.css).toContain('@media (max-width:768px)');
    expect(page?.css).toMatch(/^[^]*\/\*!sc\*\/\ndata-styled\.g\d+\[id="ui__sc-[a-z0-9]+-0"\]\{content:"[a-zA-Z]+,"\}\/\*!sc\*\/\n$/);
  }, 120_000);
});
