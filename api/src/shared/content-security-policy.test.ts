import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the content security policy', () => {
  const policy = buildContentSecurityPolicy({ remoteOrigins: ['https://remotes.example.fr'], scriptHashes: ['abc='] });

  it("runs only the site's scripts, its remotes' and the hashed inline ones", () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", 'https://remotes.example.fr']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('shows images from the site, data: URLs and https addresses (covers, avatars), never plain http', () => {
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https:']);
  });
});
