import { afterEach, describe, expect, it } from 'vitest';
import { isPrerendered, isPrerenderedForVisitor } from './prerendered-visitor';

const rootWith = (attribute?: string) => {
  const root = document.createElement('div');
  root.id = 'root';
  if (attribute !== undefined) root.setAttribute('data-prerendered', attribute);
  document.body.append(root);
};

afterEach(() => document.getElementById('root')?.remove());

describe('what the server prerendered', () => {
  it("tells a visitor's page (the anonymous header may show) from an admin's frame (it may not)", () => {
    rootWith('');
    expect([isPrerendered(), isPrerenderedForVisitor()]).toEqual([true, true]);
    document.getElementById('root')?.remove();
    rootWith('admin');
    expect([isPrerendered(), isPrerenderedForVisitor()]).toEqual([true, false]);
    document.getElementById('root')?.remove();
    rootWith();
    expect([isPrerendered(), isPrerenderedForVisitor()]).toEqual([false, false]);
  });
});
