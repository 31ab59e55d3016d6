/**
 * One root for every club query: a change anywhere (a category's members change its section's counts,
 * a naming changes the section's page) refreshes all of them, and club lists are small.
 */
export const clubKeys = {
  all: ['clubs'] as const,
  list: (params: object) => [...clubKeys.all, 'list', params] as const,
  detail: (clubId: string) => [...clubKeys.all, 'detail', clubId] as const,
  sections: (clubId: string, params: object) => [...clubKeys.all, 'sections', clubId, params] as const,
  section: (clubId: string, sectionId: string) => [...clubKeys.all, 'section', clubId, sectionId] as const,
  categories: (clubId: string, params: object) => [...clubKeys.all, 'categories', clubId, params] as const,
  category: (clubId: string, categoryId: string) => [...clubKeys.all, 'category', clubId, categoryId] as const,
  members: (clubId: string, categoryId: string, params: object) => [...clubKeys.all, 'members', clubId, categoryId, params] as const,
  responsibilities: (clubId: string, sectionId: string) => [...clubKeys.all, 'responsibilities', clubId, sectionId] as const,
  mine: () => [...clubKeys.all, 'mine'] as const,
};
