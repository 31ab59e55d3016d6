export { AppToaster } from './app-toaster';
export { EmptyView, type EmptyViewProps } from './empty-view';
export { ErrorView, type ErrorViewProps } from './error-view';
export { LoadingView } from './loading-view';
export { NotFoundCard } from './not-found-card';
export { TOAST_DURATION_MS, TOAST_GAP_PX, TOAST_VISIBLE_COUNT, TOAST_WIDTH_PX, toasterProps } from './toaster-config';
export { FlashNotice, leaveFlashNotice, takeFlashNotice, type FlashNoticeMessage } from './flash-notice';
