import { describe, expect, it } from 'vitest';
import { joinServerSheets } from './server-style-sheets';

const marker = (group: number, id: string, names: string) => `data-styled.g${group}[id="${id}"]{content:"${names}"}/*!sc*/\n`;

describe('joinServerSheets', () => {
  it("numbers the page's groups after the layout's, rules and names unchanged", () => {
    const layout = `:root{--x:1}/*!sc*/\n${marker(1, 'sc-global-a1', 'sc-global-a11,')}.h{display:flex}/*!sc*/\n${marker(3, 'shell__sc-h-0', 'h,')}`;
    const page = `.t{color:var(--color-text)}/*!sc*/\n${marker(1, 'mf-public__sc-t-0', 't,')}.b{gap:1rem}/*!sc*/\n${marker(2, 'ui__sc-b-0', 'b,')}`;
    expect(joinServerSheets(layout, page)).toBe(
      layout + `.t{color:var(--color-text)}/*!sc*/\n${marker(4, 'mf-public__sc-t-0', 't,')}.b{gap:1rem}/*!sc*/\n${marker(5, 'ui__sc-b-0', 'b,')}`,
    );
  });

  it('keeps a page alone as it is', () => {
    expect(joinServerSheets('', `.t{color:red}/*!sc*/\n${marker(2, 'x', 't,')}`)).toBe(`.t{color:red}/*!sc*/\n${marker(2, 'x', 't,')}`);
  });
});
