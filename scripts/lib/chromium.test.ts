import { describe, expect, it } from 'vitest';
import { chromiumPlan, DEBIAN_CHROMIUM } from './chromium.mjs';

const machine = { path: DEBIAN_CHROMIUM, exists: false, isRoot: true, hasAptGet: true };

describe('chromiumPlan', () => {
  it('does nothing when the browser is there', () => {
    expect(chromiumPlan({ ...machine, exists: true })).toEqual({ action: 'none' });
    expect(chromiumPlan({ ...machine, exists: true, isRoot: false, hasAptGet: false })).toEqual({ action: 'none' });
  });

  it("installs Debian's chromium, non-interactively, when run as root with apt-get", () => {
    expect(chromiumPlan(machine)).toEqual({
      action: 'install',
      commands: [
        ['apt-get', ['update']],
        ['apt-get', ['install', '-y', 'chromium']],
      ],
    });
  });

  it('says exactly what to run when it cannot install (not root, no apt-get, or another CHROMIUM_PATH)', () => {
    for (const cannot of [{ isRoot: false }, { hasAptGet: false }, { path: '/opt/chrome/chrome' }]) {
      const plan = chromiumPlan({ ...machine, ...cannot });
      expect(plan.action, JSON.stringify(cannot)).toBe('instruct');
      expect(plan).toMatchObject({ message: expect.stringContaining('sudo apt-get update && sudo apt-get install -y chromium') });
      expect(plan).toMatchObject({ message: expect.stringContaining(`Chromium est introuvable (${cannot.path ?? DEBIAN_CHROMIUM})`) });
    }
  });
});
