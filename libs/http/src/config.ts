export interface HttpConfig {
  /** Prefix of every relative path; the API is served on the same origin under /api. */
  baseUrl: string;
}

const config: HttpConfig = { baseUrl: '/api' };

/** Called once at start by an app whose API is not on the same origin (e.g. a remote run standalone). */
export function configureHttp(options: Partial<HttpConfig>): void {
  if (options.baseUrl !== undefined) config.baseUrl = options.baseUrl.replace(/\/+$/, '');
}

export function getHttpConfig(): Readonly<HttpConfig> {
  return config;
}
