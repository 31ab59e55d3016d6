export { EmptyView, type EmptyViewProps } from './empty-view';
export { ErrorView, type ErrorViewProps } from './error-view';
export { LoadingView } from './loading-view';
export { NotFoundCard } from './not-found-card';
export { FlashNotice, leaveFlashNotice, type FlashNoticeMessage } from './flash-notice';
