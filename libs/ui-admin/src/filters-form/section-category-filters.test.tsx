import { renderPage } from '@club/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FiltersForm } from './filters-form';
import { SectionCategoryFilters } from './section-category-filters';

const SECTIONS = [
  {
    id: 'foot',
    name: 'Football',
    categories: [
      { id: 'foot-u13', name: 'U13' },
      { id: 'foot-u15', name: 'U15' },
    ],
  },
  { id: 'basket', name: 'Basket-ball', categories: [{ id: 'basket-u13', name: 'U13' }] },
  { id: 'hand', name: 'Handball', categories: [{ id: 'hand-u13', name: 'U13' }] },
];

const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.textContent);

describe('SectionCategoryFilters', () => {
  it("names each category with its section until a section is chosen, then offers that section's only", async () => {
    const { router } = renderPage(
      <FiltersForm label="Filtres">
        <SectionCategoryFilters sections={SECTIONS} sectionId={undefined} categoryId={undefined} />
      </FiltersForm>,
      { path: '/admin/applications' },
    );
    const section = screen.getByRole('combobox', { name: 'Section' });
    const category = screen.getByRole('combobox', { name: 'Catégorie' });
    expect(optionsOf(category)).toEqual(['Toutes les catégories', 'Football · U13', 'Football · U15', 'Basket-ball · U13', 'Handball · U13']);

    const user = userEvent.setup();
    await user.selectOptions(category, 'basket-u13');
    await user.selectOptions(section, 'foot');
    expect(optionsOf(category)).toEqual(['Toutes les catégories', 'U13', 'U15']);
    // Basket-ball's U13 is not Football's: the category choice starts again.
    expect((category as HTMLSelectElement).value).toBe('');
    await user.selectOptions(category, 'foot-u15');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sectionId=foot&categoryId=foot-u15'));
  });

  it('opens on the section and category of the address', () => {
    renderPage(<SectionCategoryFilters sections={SECTIONS} sectionId="hand" categoryId="hand-u13" />);
    expect((screen.getByRole('combobox', { name: 'Section' }) as HTMLSelectElement).value).toBe('hand');
    const category = screen.getByRole('combobox', { name: 'Catégorie' }) as HTMLSelectElement;
    expect(optionsOf(category)).toEqual(['Toutes les catégories', 'U13']);
    expect(category.value).toBe('hand-u13');
  });
});
