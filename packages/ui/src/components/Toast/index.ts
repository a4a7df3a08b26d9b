export {
  Toast,
  type ToastAction,
  TOAST_DURATION_MS,
  ToastProvider,
  type ToastProps,
  type ToastProviderProps,
} from "./Toast";
