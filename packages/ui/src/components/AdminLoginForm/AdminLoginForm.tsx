import { Eye, EyeOff } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../Button";
import { Link, type LinkComponent } from "../Link";
import * as styles from "./AdminLoginForm.css";

/** SPEC.md §2 and §8 (written without Turkish letters on this page, as in the product). */
export const ADMIN_LOGIN_TEXT = {
  title: "Admin Panel Girisi",
  username: "Kullanici Adi",
  password: "Sifre",
  showPassword: "Sifreyi goster",
  hidePassword: "Sifreyi gizle",
  submit: "Giris Yap",
  submitting: "Giris yapiliyor...",
  home: "Ana Sayfaya Don",
  wrongCredentials: "Kullanici adi veya sifre hatali!",
} as const;

export interface AdminCredentials {
  username: string;
  password: string;
}

export interface AdminLoginFormProps {
  /** Both fields filled (the browser's own required check runs first). */
  onSubmit: (credentials: AdminCredentials) => void;
  /** While signing in: the button reads 'Giris yapiliyor...'. */
  busy?: boolean;
  /** Shown in the red box, e.g. 'Kullanici adi veya sifre hatali!'. */
  error?: string | null;
  /** The user typed in a field; the caller clears `error` (SPEC.md §8). */
  onFieldChange?: () => void;
  homeHref?: string;
  linkComponent?: LinkComponent | undefined;
}

/** The /admin-login card. */
export function AdminLoginForm({
  onSubmit,
  busy = false,
  error = null,
  onFieldChange,
  homeHref = "/",
  linkComponent,
}: AdminLoginFormProps) {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const ids = { username: useId(), password: useId(), title: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !username.trim() || !password) return;
    onSubmit({ username: username.trim(), password });
  };

  return (
    <div className={styles.page}>
      <form className={styles.card} onSubmit={submit} aria-labelledby={ids.title}>
        <h1 id={ids.title} className={styles.title}>
          {ADMIN_LOGIN_TEXT.title}
        </h1>
        {error ? (
          <p id={ids.error} className={styles.errorBox} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.username}>
            {ADMIN_LOGIN_TEXT.username}
          </label>
          <input
            id={ids.username}
            className={styles.input}
            name="username"
            // A text field, said outright (HTML_CodeSniffer H98 on autocomplete="username").
            type="text"
            autoComplete="username"
            required
            value={username}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => {
              setUsername(event.target.value);
              onFieldChange?.();
            }}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.password}>
            {ADMIN_LOGIN_TEXT.password}
          </label>
          <div className={styles.inputWrap}>
            <input
              id={ids.password}
              className={styles.passwordInput}
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              required
              value={password}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                onFieldChange?.();
              }}
            />
            <button
              type="button"
              className={styles.toggle}
              aria-label={
                showPassword ? ADMIN_LOGIN_TEXT.hidePassword : ADMIN_LOGIN_TEXT.showPassword
              }
              aria-pressed={showPassword}
              aria-controls={ids.password}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? (
                <EyeOff aria-hidden="true" size="1.2em" />
              ) : (
                <Eye aria-hidden="true" size="1.2em" />
              )}
            </button>
          </div>
        </div>
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {busy ? ADMIN_LOGIN_TEXT.submitting : ADMIN_LOGIN_TEXT.submit}
        </Button>
        <Link component={linkComponent} href={homeHref} className={styles.homeLink}>
          {ADMIN_LOGIN_TEXT.home}
        </Link>
      </form>
    </div>
  );
}
