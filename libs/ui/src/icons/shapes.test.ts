import { remoteMetadata } from '@club/federation/vite';
import {
  CircleCheck,
  CircleX,
  Inbox,
  Info,
  LogOut,
  Menu,
  Monitor,
  Moon,
  RotateCw,
  ShieldExclamationPoint,
  Sun,
  TriangleExclamationPoint,
  UserRound,
  X,
} from 'lucide-react';
import { describe, expect, it } from 'vitest';
import * as shapes from './shapes';

const LUCIDE = {
  sunIcon: Sun,
  moonIcon: Moon,
  monitorIcon: Monitor,
  menuIcon: Menu,
  closeIcon: X,
  logOutIcon: LogOut,
  userRoundIcon: UserRound,
  circleCheckIcon: CircleCheck,
  circleXIcon: CircleX,
  infoIcon: Info,
  triangleExclamationIcon: TriangleExclamationPoint,
  inboxIcon: Inbox,
  rotateCwIcon: RotateCw,
  shieldExclamationIcon: ShieldExclamationPoint,
} as const;

/** The shapes a remote's build would write for this lucide icon in a menu entry (the same drawing, as data). */
function lucideShapes(icon: (typeof LUCIDE)[keyof typeof LUCIDE]) {
  const [entry] = remoteMetadata({
    name: 'mf_essai',
    areas: [{ basePath: '/', label: 'Essai', layout: 'public' }],
    navigation: [{ to: '', label: 'Essai', menu: 'main', icon }],
  }).navigation;
  return entry?.icon;
}

describe('the icons drawn by StrokeIcon', () => {
  it.each(Object.entries(LUCIDE))('%s is the drawing of lucide-react', (name, icon) => {
    expect(shapes[name as keyof typeof LUCIDE]).toEqual(lucideShapes(icon));
  });

  it('lists every icon of ./shapes.ts', () => {
    expect(Object.keys(shapes).sort()).toEqual(Object.keys(LUCIDE).sort());
  });
});
