import type { ComponentType } from 'react';
import type { LoaderFunction } from '@club/stack';
import { AdminLayout, AdminLayoutFallback } from '../chrome/admin-layout';
import { LayoutErrorBoundary } from '../chrome/layout-error-boundary';
import { MemberLayout, MemberLayoutFallback } from '../chrome/member-layout';
import { PublicLayout, PublicLayoutFallback } from '../chrome/public-layout';
import type { LayoutId } from '../federation/areas';
import { authGuards } from './auth-guards';

export interface LayoutDefinition {
  Component: ComponentType;
  /** Shown on the first load while the area's remote and data load. */
  HydrateFallback?: ComponentType;
  /** A guard (react-router loader: redirect or throw) run before every page of the layout. */
  loader?: LoaderFunction;
  /** Shown, inside the chrome, when the guard refuses (admin permission) or fails. */
  ErrorBoundary?: ComponentType;
}

/** The shell's layouts; areas (areas.ts) say which one wraps them. */
export const LAYOUTS: Record<LayoutId, LayoutDefinition> = {
  public: { Component: PublicLayout, HydrateFallback: PublicLayoutFallback },
  /** /auth/*: visitors only; a person with a session is sent on (redirect param, else role home). */
  guest: { Component: PublicLayout, HydrateFallback: PublicLayoutFallback, loader: authGuards.guestLoader, ErrorBoundary: LayoutErrorBoundary },
  /** /first-login/setup: signed in, onboarding finished for the `user` role. */
  protected: { Component: PublicLayout, HydrateFallback: PublicLayoutFallback, loader: authGuards.protectedLoader, ErrorBoundary: LayoutErrorBoundary },
  /** /dashboard/*, /user/*: the protected guard, plus the member menu (the manifest's 'member' entries). */
  member: { Component: MemberLayout, HydrateFallback: MemberLayoutFallback, loader: authGuards.protectedLoader, ErrorBoundary: LayoutErrorBoundary },
  /** /admin/*: role admin with the user:create permission; the sidebar lists the manifest's admin entries. */
  admin: { Component: AdminLayout, HydrateFallback: AdminLayoutFallback, loader: authGuards.adminLoader, ErrorBoundary: LayoutErrorBoundary },
};
