import { describe, expect, it } from 'vitest';
import { deployedRemote } from '../testing/demo-config';
import { remoteRegistrations } from './register-remotes';

describe('remoteRegistrations', () => {
  it("registers every deployed remote's current version as an ES module, with an absolute entry", () => {
    const manifest = {
      remotes: {
        'mf-public': deployedRemote('mf-public', {
          version: '4',
          lastLoaded: { entry: '/remotes/mf-public/3/remoteEntry.js', version: '3' },
          areas: [{ basePath: '/', layout: 'public', label: 'le site public' }],
        }),
        'mf-cdn': {
          ...deployedRemote('mf-cdn', { areas: [{ basePath: '/cdn', layout: 'public', label: 'le CDN' }] }),
          entry: 'https://cdn.example.fr/mf-cdn/remoteEntry.js',
        },
      },
    };
    expect(remoteRegistrations(manifest, 'https://club.example.fr/contact')).toEqual([
      { name: 'mf_public', entry: 'https://club.example.fr/remotes/mf-public/4/remoteEntry.js', type: 'module' },
      { name: 'mf_cdn', entry: 'https://cdn.example.fr/mf-cdn/remoteEntry.js', type: 'module' },
    ]);
  });
});
