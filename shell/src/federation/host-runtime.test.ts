import * as clubStack from '@club/stack';
import { getInstance, loadShare } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFederationHost } from './host-runtime';
import { SHARED_MODULES } from './shared-modules';

describe('initFederationHost', () => {
  beforeAll(() => initFederationHost());

  it("starts the runtime as `shell` and lends it, through the federation plugin's own runtime plugin, to remotes built with an external runtime", () => {
    expect(getInstance()?.options.name).toBe('shell');
    expect(getInstance()?.options.plugins.map((plugin) => plugin.name)).toContain('inject-external-runtime-core-plugin');
    const lent = (globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE;
    expect(lent?.ModuleFederation).toBe(runtimeCore.ModuleFederation);
  });

  it("provides every singleton from the shell's own modules, already loaded", () => {
    const shared = getInstance()!.options.shared;
    expect(Object.keys(shared).sort()).toEqual(Object.keys(SHARED_MODULES).sort());
    for (const [name, versions] of Object.entries(shared)) {
      expect(versions[0]?.shareConfig?.singleton, name).toBe(true);
      expect(versions[0]?.loaded, name).toBe(true);
    }
  });

  it('answers a remote asking for react or the facade with the very modules the shell uses', async () => {
    const react = await loadShare<typeof React>('react');
    expect(react && react()?.useState).toBe(React.useState);
    const client = await loadShare<typeof ReactDOMClient>('react-dom/client');
    expect(client && client()?.createRoot).toBe(ReactDOMClient.createRoot);
    const stack = await loadShare<typeof clubStack>('@club/stack');
    expect(stack && stack()?.createBrowserRouter).toBe(clubStack.createBrowserRouter);
  });
});
