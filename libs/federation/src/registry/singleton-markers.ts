/**
 * A string each shared library's code always contains (an error message, a global hook name…): found
 * in a remote's chunks, it means the remote bundles its own copy instead of the shell's singleton.
 * e2e/singletons.spec.ts checks the shell's build does contain every one (the markers are real).
 */
export const LIBRARY_MARKERS: Record<string, string> = {
  react: 'isReactComponent',
  'react-dom': '__REACT_DEVTOOLS_GLOBAL_HOOK__',
  'react-router': 'You cannot render a <Router> inside another <Router>',
  '@tanstack/react-query': 'No QueryClient set',
  'styled-components': 'styled-components',
  sonner: 'data-sonner-toaster',
  zustand: 'getInitialState',
};
