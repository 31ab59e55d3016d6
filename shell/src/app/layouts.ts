import type { ComponentType } from 'react';
import type { LoaderFunction } from '@club/stack';
import { PublicLayout, PublicLayoutFallback } from '../chrome/public-layout';
import type { LayoutId } from '../federation/areas';

export interface LayoutDefinition {
  Component: ComponentType;
  /** Shown on the first load while the area's remote and data load. */
  HydrateFallback?: ComponentType;
  /** A guard (react-router loader: redirect or throw) run before every page of the layout. */
  loader?: LoaderFunction;
  /**
   * When the layout's chrome is composed from all its areas (e.g. an admin sidebar listing the 'admin'
   * entries of several remotes), entering one area loads them all.
   */
  composesAreas?: boolean;
}

/** The shell's layouts; areas (areas.ts) say which one wraps them. */
export const LAYOUTS: Record<LayoutId, LayoutDefinition> = {
  public: { Component: PublicLayout, HydrateFallback: PublicLayoutFallback },
};
