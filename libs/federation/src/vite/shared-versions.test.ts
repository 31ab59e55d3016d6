import { fileURLToPath } from 'node:url';
import { version as reactVersion } from 'react';
import { describe, expect, it } from 'vitest';
import { SHARED_SINGLETONS } from './shared-singletons';
import { packageOf, sharedVersions } from './shared-versions';

const shellDir = fileURLToPath(new URL('../../../../shell', import.meta.url));

describe('sharedVersions', () => {
  it('reads the installed version of every singleton, subpaths from their package', () => {
    const versions = sharedVersions(shellDir);
    expect(Object.keys(versions)).toEqual([...SHARED_SINGLETONS]);
    expect(versions.react).toBe(reactVersion);
    expect(versions['react/jsx-runtime']).toBe(reactVersion);
    expect(versions['react-dom/client']).toMatch(/^19\./);
    expect(versions['@club/stack']).toBe('0.1.0');
  });

  it('names the package of a specifier', () => {
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@club/ui')).toBe('@club/ui');
    expect(packageOf('@scope/pkg/sub')).toBe('@scope/pkg');
  });
});
