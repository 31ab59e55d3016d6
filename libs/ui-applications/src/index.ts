export { ApplicationList, type ApplicationListProps } from './application-list';
export { ApplicationStatusBadge } from './application-status-badge';
export { membershipLabel } from './membership-label';
export { SectionCategoryFields, type SectionCategoryFieldsProps } from './section-category-fields';
