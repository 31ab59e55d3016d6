import * as clubAuth from '@club/auth';
import * as clubFederation from '@club/federation';
import * as clubStack from '@club/stack';
import * as clubUi from '@club/ui';
import type { SharedSingleton } from '@club/federation/vite';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';

/**
 * The shell's own instance of every federation singleton: the very modules its code imports, given to
 * the federation runtime so that remotes use them (docs/decisions/012-plain-federation-host.md). A name missing
 * here, or one not in SHARED_SINGLETONS, fails the typecheck.
 */
export const SHARED_MODULES: Record<SharedSingleton, object> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@club/stack': clubStack,
  '@club/ui': clubUi,
  '@club/auth': clubAuth,
  '@club/federation': clubFederation,
};
