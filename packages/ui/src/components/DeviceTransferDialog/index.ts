export {
  DeviceTransferDialog,
  DEVICE_TRANSFER_TEXT,
  type DeviceTransferDialogProps,
  type DeviceTransferState,
} from "./DeviceTransferDialog";
