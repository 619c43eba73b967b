/**
 * Platform: files and uploads, notifications and their mail, the outbox and the audit log.
 *
 * The area's public entry point (ARCHITECTURE.md, modules/<area>/index.ts): other areas, the app and the jobs import
 * only what is exported here; everything else in the folder (repositories above all) is the area's own.
 */
export { adminRoutes } from './admin/admin.routes.ts';
export { albumGroupsOf } from './files/list-album-groups.ts';
export { insertAuditEntry } from './admin/audit-log.repository.ts';
export { filePath, fileUrl } from './files/file-url.ts';
export { findFilesByIds, insertFile } from './files/files.repository.ts';
export type { TFileRow } from './files/files.repository.ts';
export { filesRoutes } from './files/files.routes.ts';
export { streamStoredFile } from './files/get-file.ts';
export { systemRoutes } from './system/system.routes.ts';
export type { TFileResponse } from './files/get-file.ts';
export { cleanFileName, receiveUpload } from './files/receive-upload.ts';
export { registerFileReader } from './files/file-readers.ts';
export type { TFileReader } from './files/file-readers.ts';
export type { TReceivedUpload } from './files/receive-upload.ts';
export { storageFor, storageKeyFor } from './files/storage.ts';
export { S3_CHECKSUM_OPTIONS } from './files/s3-storage.ts';
export { IMAGE_MAX_INPUT_PIXELS } from './files/image-limits.ts';
export { refuseWhenStorageFull, reserveStorage } from './files/storage-quota.ts';
export type { TUploader } from './files/storage-quota.ts';
export { closeConnectionWhenLimited, uploadRateLimit } from './files/upload-rate-limit.ts';
export { storedName } from './files/upload-file.ts';
export { deliverNotificationMails } from './notifications/deliver-notification-mails.ts';
export { mailJob } from './notifications/mail-sweep.ts';
export { insertNotification } from './notifications/notifications.repository.ts';
export { notificationsRoutes } from './notifications/notifications.routes.ts';
export { notificationTexts, queueNotification } from './notifications/queue-notification.ts';
export { platformMailSubscribers } from './notifications/mail-subscribers.ts';
