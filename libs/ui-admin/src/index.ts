/**
 * @club/ui-admin — the admin kit: list, detail and form pages of the admin remotes. Bundled by the
 * remotes that import it, never by the eager entry (every public page downloads that one); its
 * components come from '@club/ui', the shared singleton, so a remote adds only the kit itself.
 */
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmTone } from './confirm-dialog/confirm-dialog';
export { FormDialog, type FormDialogProps } from './form-dialog/form-dialog';
export { MessageDialog, type MessageDialogProps } from './message-dialog/message-dialog';
export { DataTable, type Column, type DataTableProps } from '@club/ui/data-table';
export { EntityTable, type EntityTableProps } from './data-table/entity-table';
export { DetailsList, yesNo } from './details-list/details-list';
export { BooleanFilter, FiltersForm, SearchInput } from './filters-form/filters-form';
export { SectionCategoryFilters } from './filters-form/section-category-filters';
export { PageHeader, type Crumb, type PageHeaderProps } from './page/page-header';
export { PageBody, Section } from './page/page.styles';
export { Pagination } from './pagination/pagination';
export { entityRoute } from './route-data/entity-route';
export { loaderQueryClient, requiredParam, routeQuery } from './route-data/route-query';
export { booleanParam, limitParam, pageParam, readSearch, textParam, uuidParam, withSearch } from './route-data/search-params';
export { ResponsibleAdults } from './responsible-adults/responsible-adults';
export { RouteErrorView, type AdminRouteHandle } from './route-error/route-error-view';
export { adminPageRoute, type AdminPage, type AdminPageModule } from './route-page/admin-page';
export { LoadedOnceHydrated } from './route-page/loaded-once-hydrated';
export { WeekDay, WeekDayEntries, WeekDayEntry, WeekDays } from './week-days/week-days.styles';
