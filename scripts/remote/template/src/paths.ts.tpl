/** Where the shell mounts this remote: its routes below are relative to it. Written once, here. */
export const BASE_PATH = '{{path}}';

const at = (relative: string) => (relative ? `${BASE_PATH}/${relative}` : BASE_PATH);

/** Route patterns (relative to BASE_PATH) and the links that lead to them. */
export const ROUTE_PATHS = { home: '' } as const;

export const paths = {
  home: () => at(ROUTE_PATHS.home),
};
