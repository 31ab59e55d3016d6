import { describe, expect, it } from 'vitest';
import { remoteRegistrations } from './register-remotes';

describe('remoteRegistrations', () => {
  it('registers every deployed remote as an ES module, with an absolute entry', () => {
    const manifest = {
      remotes: {
        'mf-public': { name: 'mf_public', entry: '/remotes/mf-public/remoteEntry.js', version: '1' },
        'mf-cdn': { name: 'mf_cdn', entry: 'https://cdn.example.fr/mf-cdn/remoteEntry.js', version: '2' },
      },
    };
    expect(remoteRegistrations(manifest, 'https://club.example.fr/contact')).toEqual([
      { name: 'mf_public', entry: 'https://club.example.fr/remotes/mf-public/remoteEntry.js', type: 'module' },
      { name: 'mf_cdn', entry: 'https://cdn.example.fr/mf-cdn/remoteEntry.js', type: 'module' },
    ]);
  });
});
