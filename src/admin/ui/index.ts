/** The back office's small accessible building blocks, shared by the generic module screen and custom screens. */
import "../admin.css";

export { AdminIcon } from "./AdminIcon";
export { Button, type ButtonProps } from "./Button";
export { Dialog, type DialogProps } from "./Dialog";
export { ConfirmDialog, type ConfirmDialogProps } from "./ConfirmDialog";
export { DataTable, type Column, type DataTableProps } from "./DataTable";
export { Pagination } from "./Pagination";
export { SummaryCards, type SummaryCardItem } from "./SummaryCards";
export { StatusBadge } from "./StatusBadge";
export { UrgentMark } from "./UrgentMark";
export { SearchInput, Select, Field, Switch, type SelectOption } from "./inputs";
export { useAdminToast, adminToast } from "./useAdminToast";
export { useUnsavedChanges } from "./useUnsavedChanges";
