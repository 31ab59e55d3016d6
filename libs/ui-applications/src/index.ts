export { APPLICATION_FIELDS, ApplicationFormSchema, type ApplicationFormInput, type ApplicationFormOutput } from './application-form-schema';
export { ApplicationList, type ApplicationListProps } from './application-list';
export { ApplicationStatusBadge } from './application-status-badge';
export { membershipLabel } from './membership-label';
export { SectionCategoryFields, type SectionCategoryFieldsProps } from './section-category-fields';
