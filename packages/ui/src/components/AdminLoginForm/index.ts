export {
  ADMIN_LOGIN_TEXT,
  AdminLoginForm,
  type AdminCredentials,
  type AdminLoginFormProps,
} from "./AdminLoginForm";
