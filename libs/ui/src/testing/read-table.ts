import { screen, within } from '@testing-library/react';

/** A table by its caption: each row's cells as `tag:text`, the header row first, and the links of the body. */
export function readTable(caption: string) {
  const table = screen.getByRole('table', { name: caption });
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children).map((cell) => `${cell.tagName.toLowerCase()}:${cell.textContent}`));
  const links = within(table)
    .queryAllByRole('link')
    .map((link) => `${link.textContent} → ${link.getAttribute('href')}`);
  return { rows, links };
}
