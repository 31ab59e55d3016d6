/** The site's CSP. `scriptHashes` are sha256 sources of the inline scripts of the served page. */
export function buildContentSecurityPolicy(options: { remoteOrigins: readonly string[]; scriptHashes?: readonly string[] }): string {
  const remotes = options.remoteOrigins;
  const hashes = (options.scriptHashes ?? []).map((hash) => `'sha256-${hash}'`);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...hashes, ...remotes],
    // styled-components injects <style> elements at runtime.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'connect-src': ["'self'", ...remotes],
    // Articles' covers and pictures and members' avatars are https addresses chosen by their authors (ADR 156).
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
