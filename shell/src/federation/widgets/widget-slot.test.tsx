import type { FederationManifest } from '@club/contracts';
import { WidgetSlot } from '@club/federation';
import { answer, fakeServer } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deployedRemote, TEST_SITE } from '../../testing/demo-config';
import { renderShell } from '../../testing/render-shell';
import { slotWidgets } from './slot-widgets';

const widget = (id: string, order?: number) => ({
  slot: 'admin-home' as const,
  id,
  title: `Widget ${id}`,
  module: `./widget-${id}`,
  ...(order === undefined ? {} : { order }),
});

const MANIFEST: FederationManifest = {
  remotes: {
    'mf-public': deployedRemote('mf-public', { areas: [{ basePath: '/', layout: 'public', label: 'le site public' }] }),
    'mf-a': deployedRemote('mf-a', { areas: [{ basePath: '/a', layout: 'public', label: 'A' }], widgets: [widget('late', 200), widget('early', 10)] }),
    'mf-b': deployedRemote('mf-b', { areas: [{ basePath: '/b', layout: 'public', label: 'B' }], widgets: [widget('broken', 100)] }),
  },
};

describe('slotWidgets', () => {
  it("lists every remote's widgets of the slot, by order", () => {
    expect(slotWidgets(MANIFEST, 'admin-home').map(({ remote, widget }) => `${remote}:${widget.id}`)).toEqual(['mf-a:early', 'mf-b:broken', 'mf-a:late']);
  });
});

describe('WidgetSlot in the shell', () => {
  it('renders each widget in its own titled box; a failing one shows its error and retries alone, the others render', async () => {
    let brokenAttempts = 0;
    const loadRemote = vi.fn(async (id: string) => {
      if (id === 'mf_public/routes') return { default: { routes: [{ index: true, Component: () => <WidgetSlot slot="admin-home" /> }] } };
      if (id === 'mf_b/widget-broken') {
        brokenAttempts += 1;
        if (brokenAttempts === 1) throw new Error('Failed to fetch dynamically imported module: /remotes/mf-b/1/assets/x.js');
        return { default: () => <p>Réparé</p> };
      }
      return { default: () => <p>Contenu de {id}</p> };
    });
    // The chrome reads the session (nobody signed in); the widget's failure report is accepted.
    const server = fakeServer(answer('/api/telemetry/remote-failures', 202, { id: 'x' }, 'POST'));
    renderShell({ loadRemote, config: { ...MANIFEST, site: TEST_SITE } });

    expect(await screen.findByText('Contenu de mf_a/widget-early')).toBeTruthy();
    expect(await screen.findByText('Contenu de mf_a/widget-late')).toBeTruthy();
    const broken = screen.getByRole('region', { name: 'Widget broken' });
    expect((await screen.findByRole('alert')).textContent).toContain("Impossible d'afficher ce contenu pour le moment.");
    expect(broken.contains(screen.getByRole('alert'))).toBe(true);
    expect(server.requested()).toContain('POST /api/telemetry/remote-failures');

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Réparé')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
