export {
  Toast,
  TOAST_DURATION_MS,
  ToastProvider,
  type ToastProps,
  type ToastProviderProps,
} from "./Toast";
