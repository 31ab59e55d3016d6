import { REMOTE_DOWNLOADS_ELEMENT_ID } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { startRemoteDownloads } from './remote-downloads';

function pageWithList(text: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== undefined) {
    const list = doc.createElement('script');
    list.type = 'application/json';
    list.id = REMOTE_DOWNLOADS_ELEMENT_ID;
    list.textContent = text;
    doc.head.append(list);
  }
  return doc;
}

const modulePreloads = (doc: Document) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({ href: link.getAttribute('href'), crossOrigin: link.crossOrigin }));

describe('startRemoteDownloads', () => {
  it('starts each file the HTML named, in its order, as a module preload the federation runtime reuses', () => {
    const doc = pageWithList(JSON.stringify(['/remotes/mf-admin-facilities/2/assets/ui-admin-Ab12.js', '/remotes/mf-admin-facilities/2/remoteEntry.js']));
    startRemoteDownloads(doc);
    expect(modulePreloads(doc)).toEqual([
      { href: '/remotes/mf-admin-facilities/2/assets/ui-admin-Ab12.js', crossOrigin: 'anonymous' },
      { href: '/remotes/mf-admin-facilities/2/remoteEntry.js', crossOrigin: 'anonymous' },
    ]);
  });

  it('starts nothing without a list, with an unreadable one, and skips what is not an address', () => {
    for (const text of [undefined, '', '{"not":"a list"}', 'pas du JSON']) {
      const doc = pageWithList(text);
      startRemoteDownloads(doc);
      expect(modulePreloads(doc), String(text)).toEqual([]);
    }
    const doc = pageWithList(JSON.stringify([42, null, '/remotes/mf-public/1/remoteEntry.js']));
    startRemoteDownloads(doc);
    expect(modulePreloads(doc).map((link) => link.href)).toEqual(['/remotes/mf-public/1/remoteEntry.js']);
  });
});

describe("the shell's entry", () => {
  it('starts the remote downloads with its first import, so that they run before the rest of the shell is evaluated', async () => {
    const { default: main } = await import('../main.tsx?raw');
    const firstImport = /^import\s[^;]*;/m.exec(main)?.[0];
    expect(firstImport).toBe("import './federation/start-remote-downloads';");
  });
});
