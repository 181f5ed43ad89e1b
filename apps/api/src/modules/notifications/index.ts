export { disputeMoveNotices, mailDisputeMoves } from './dispute-move-notices';
export { notificationEvents, type NotificationEvents } from './notification-events';
export { notificationsModule } from './notifications-routes';
export { createNotifier } from './notifier';
