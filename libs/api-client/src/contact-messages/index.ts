export { type ContactMessageListParams, contactMessageKeys, contactMessagesQueryOptions, getContactMessages } from './get-contact-messages';
export { contactMessageQueryOptions, getContactMessage } from './get-contact-message';
export { contactUnreadCountQueryOptions, getContactUnreadCount } from './get-contact-unread-count';
export { changeContactMessageState, useChangeContactMessageState } from './change-contact-message-state';
export { replyToContactMessage, useReplyToContactMessage } from './reply-to-contact-message';
