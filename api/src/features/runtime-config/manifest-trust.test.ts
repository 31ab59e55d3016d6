import type { RemoteManifestEntry } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { trustedManifest } from './manifest-trust';

const trust = { siteOrigin: 'https://club.example.fr', remoteOrigins: ['https://cdn.example.org', 'http://cdn.example.net', 'http://localhost:5001'] };
const remote = (entry: string, lastLoaded?: string): RemoteManifestEntry => ({
  name: 'mf_member',
  entry,
  version: '2',
  ...(lastLoaded ? { lastLoaded: { entry: lastLoaded, version: '1' } } : {}),
  areas: [{ basePath: '/', prefixes: ['/dashboard'], layout: 'protected', label: "l'espace membre" }],
  navigation: [],
  widgets: [],
});
const check = (entry: string, lastLoaded?: string) => trustedManifest({ remotes: { 'mf-member': remote(entry, lastLoaded) } }, trust);

describe('trustedManifest', () => {
  it('keeps entries on the site itself (a path or its own origin) and on an https origin of REMOTE_ORIGINS', () => {
    for (const entry of [
      '/remotes/mf-member/2/remoteEntry.js',
      'remotes/mf-member/2/remoteEntry.js',
      'https://club.example.fr/remotes/mf-member/2/remoteEntry.js',
      'https://cdn.example.org/mf-member/remoteEntry.js',
      'https://cdn.example.org/mf-member/mf-manifest.json',
      'http://localhost:5001/remoteEntry.js',
    ]) {
      expect(check(entry), entry).toEqual({ manifest: { remotes: { 'mf-member': remote(entry) } }, untrusted: [] });
    }
  });

  it('leaves out an entry on an origin that is not listed, naming the remote, the URL and what to set', () => {
    const { manifest, untrusted } = check('https://evil.example.com/remoteEntry.js');
    expect(manifest.remotes).toEqual({});
    expect(untrusted).toEqual([
      'remote « mf-member », entrée https://evil.example.com/remoteEntry.js : origine non autorisée ; ' +
        'ajoutez https://evil.example.com à REMOTE_ORIGINS, ou servez ce remote depuis le site (https://club.example.fr).',
    ]);
  });

  it('leaves out paths that leave the site, plain http outside localhost even when listed, and URLs without an origin', () => {
    for (const entry of [
      '//evil.example.com/remoteEntry.js',
      '/\\evil.example.com/remoteEntry.js',
      'http://club.example.fr/remotes/x.js',
      'http://cdn.example.net/x.js',
    ]) {
      const { manifest, untrusted } = check(entry);
      expect(manifest.remotes, entry).toEqual({});
      expect(untrusted, entry).toEqual([expect.stringContaining(`entrée ${entry} : origine non autorisée`)]);
    }
    expect(check('http://cdn.example.net/x.js').untrusted[0]).toMatch(/servez ce remote en https \(http:\/\/cdn\.example\.net n'est pas sûr\)/);
    for (const entry of ['javascript:alert(1)', 'data:text/javascript,alert(1)']) {
      expect(check(entry).untrusted, entry).toEqual([expect.stringMatching(/indiquez un chemin du site \(\/remotes\/…\) ou une URL https/)]);
    }
  });

  it('checks the last version known to load too (the shell falls back to it)', () => {
    const { manifest, untrusted } = check('/remotes/mf-member/2/remoteEntry.js', 'https://evil.example.com/remoteEntry.js');
    expect(manifest.remotes).toEqual({});
    expect(untrusted).toEqual([expect.stringContaining('entrée https://evil.example.com/remoteEntry.js')]);
  });

  it('keeps the trusted remotes beside an untrusted one', () => {
    const manifest = {
      remotes: { 'mf-public': { ...remote('/remotes/mf-public/1/remoteEntry.js'), name: 'mf_public' }, 'mf-member': remote('https://x.example/e.js') },
    };
    expect(Object.keys(trustedManifest(manifest, trust).manifest.remotes)).toEqual(['mf-public']);
  });
});
