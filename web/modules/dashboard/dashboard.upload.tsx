/**
 * The dashboard's "Upload New Knowledge" dialog is the knowledge library's own Upload Content
 * dialog (docs/product-spec.md; "the same upload dialog as the library").
 * This file is the one seam between the two features: the dashboard imports only from here.
 */
export { UploadDialog as DashboardUploadDialog } from '../knowledge/upload-dialog';
export type { UploadDialogProps as DashboardUploadDialogProps } from '../knowledge/upload-dialog';
